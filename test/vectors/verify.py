#!/usr/bin/env python3
"""A second host, written only from docs/trust.md ("The host's algorithm"): Python's stdlib, and Debian's
minisign for every signature check. Usage: verify.py VECTOR_DIR  (reads vector.json, root.pub, site/).
Prints "pass" or "fail: <reason>" and exits 0 or 1."""
import base64, hashlib, json, os, subprocess, sys, tempfile
from datetime import datetime, timedelta, timezone

SKEW = timedelta(minutes=5)


class Refused(Exception):
    pass


def when(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def key_id(line):
    """The key id of a public key line or a signature line: bytes 2..10, little-endian, as minisign prints it."""
    raw = base64.b64decode(line.strip())
    return raw[2:10][::-1].hex().upper().lstrip("0") or "0"


def blocks(text):
    lines = [line for line in text.splitlines() if line.strip()]
    return ["\n".join(lines[i:i + 4]) + "\n" for i in range(0, len(lines), 4)]


def minisign_comment(data_file, block, key_line):
    """Verifies one signature block with stock minisign; returns the trusted comment, or None."""
    with tempfile.NamedTemporaryFile("w", suffix=".minisig", delete=False) as sig:
        sig.write(block)
    try:
        run = subprocess.run(["minisign", "-V", "-Q", "-m", data_file, "-x", sig.name, "-P", key_line],
                             capture_output=True, text=True)
        return run.stdout.strip() if run.returncode == 0 else None
    finally:
        os.unlink(sig.name)


def statement(comment, role, signer):
    fields = dict(field.split(":", 1) for field in comment.split(" "))
    if fields.get("role") != role or fields.get("key") != signer:
        raise Refused(f"{role}: trusted comment is not a {role} statement by {signer}")
    return int(fields["version"]), when(fields["expires"])


def fresh(role, version, expires, held, now):
    if held.get(role) is not None and version < held[role]:
        raise Refused(f"{role}: version {version} is older than held {held[role]}")
    if now > expires + SKEW:
        raise Refused(f"{role}: expired at {expires.isoformat()}")


def signed_by(site, name, keys, role):
    """Statements of `name` by distinct keys among `keys` (id -> line) whose signature verifies."""
    found = {}
    for block in blocks(open(os.path.join(site, name + ".minisig")).read()):
        signer = key_id(block.splitlines()[1])
        if signer in keys and signer not in found:
            comment = minisign_comment(os.path.join(site, name), block, keys[signer])
            if comment is not None:
                found[signer] = statement(comment, role, signer)
    return found


def verify(vector_dir):
    vector = json.load(open(os.path.join(vector_dir, "vector.json")))
    site, now, held = os.path.join(vector_dir, "site"), when(vector["now"]), vector["held"]
    root_lines = [l for l in open(os.path.join(vector_dir, "root.pub")).read().splitlines() if l and not l.startswith("untrusted")]
    root = {key_id(l): l for l in root_lines}
    threshold = vector["threshold"]
    # 1-2. The key list: signed by `threshold` pinned root keys (and by the new root's threshold if it names another root).
    key_list = json.load(open(os.path.join(site, "keys.json")))
    by_pinned = signed_by(site, "keys.json", root, "keys")
    if len(by_pinned) < threshold:
        raise Refused(f"keys: signed by {len(by_pinned)} pinned root keys, {threshold} needed")
    new_root = {key_id(l): l for l in key_list["root"]["keys"]}
    if set(new_root) != set(root) or key_list["root"]["threshold"] != threshold:
        if len(signed_by(site, "keys.json", new_root, "keys")) < key_list["root"]["threshold"]:
            raise Refused("keys: a new root without the new root's signatures")
    version, expires = next(iter(by_pinned.values()))
    fresh("keys", version, expires, held, now)
    # 3. Release keys: certified, not revoked, within their expiry.
    revoked = {key_id(entry["key"]) for entry in key_list.get("revoked", [])}
    certified = {key_id(entry["key"]): entry["key"] for entry in key_list["release"]
                 if now <= when(entry["expires"]) + SKEW and key_id(entry["key"]) not in revoked}

    def release_statement(name, role):
        signer = key_id(blocks(open(os.path.join(site, name + ".minisig")).read())[0].splitlines()[1])
        if signer not in certified:
            raise Refused(f"{role}: signed by {signer}, not a certified, unrevoked release key")
        found = signed_by(site, name, {signer: certified[signer]}, role)
        if signer not in found:
            raise Refused(f"{role}: the signature does not verify")
        version, expires = found[signer]
        fresh(role, version, expires, held, now)
        return version

    # 4-5. The timestamp, then the index it names, then status.json.
    release_statement("timestamp.json", "timestamp")
    index_version = release_statement("connectors.json", "index")
    timestamp = json.load(open(os.path.join(site, "timestamp.json")))
    digest = lambda name: hashlib.sha256(open(os.path.join(site, name), "rb").read()).hexdigest()
    if timestamp["index"] != {"version": index_version, "sha256": digest("connectors.json")}:
        raise Refused("timestamp: names another index")
    status = digest("status.json") if os.path.exists(os.path.join(site, "status.json")) else None
    if timestamp["status"]["sha256"] != status:
        raise Refused("timestamp: names another status.json")
    # 6. Every listed file.
    for entry in json.load(open(os.path.join(site, "connectors.json")))["connectors"]:
        for listed in entry["files"]:
            path = os.path.join(site, entry["folder"], listed["path"])
            if not os.path.isfile(path) or digest(os.path.relpath(path, site)) != listed["sha256"]:
                raise Refused(f"file {entry['folder']}/{listed['path']} is not as listed")


if __name__ == "__main__":
    try:
        verify(sys.argv[1])
        print("pass")
    except Refused as refused:
        print(f"fail: {refused}")
        sys.exit(1)
