#!/usr/bin/env python3
"""A second host, written only from docs/trust.md ("The host's algorithm" and "Canonical forms"): Python's stdlib, and
Debian's minisign for every signature check. Usage: verify.py VECTOR_DIR  (reads vector.json, root.pub, site/).
Prints "pass" and exits 0, or prints one sentence "fail: <reason>" on stderr and exits 1. Hosts copy this file:
every trust file is read as bytes in its one canonical form, and any other input is refused, never a traceback
(exit 2 would be a bug of this file)."""
import base64, hashlib, json, os, re, subprocess, sys, tempfile
from datetime import datetime, timedelta, timezone

SKEW = timedelta(minutes=5)
UNTRUSTED, TRUSTED = b"untrusted comment: ", b"trusted comment: "
UNTRUSTED_LINE_MAX = 1022  # minisign's COMMENTMAXBYTES (1024) less LF and NUL
TRUSTED_COMMENT_MAX = 8173  # minisign's TRUSTEDCOMMENTMAXBYTES (8192) less "trusted comment: ", LF and NUL
MAX_KEYS = MAX_BLOCKS = 16
PUBLIC_KEY_FILE_MAX = MAX_KEYS * (UNTRUSTED_LINE_MAX + 58)
KEY_LIST_MAX, TIMESTAMP_MAX, JSON_MAX_DEPTH = 64 * 1024, 4 * 1024, 8
ISO_TIME = re.compile(r"[1-9]\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z")
FIELDS = re.compile(r"[a-z]+:[^ ]+( [a-z]+:[^ ]+)*")


class Refused(Exception):
    pass


def read(path, name):
    try:
        with open(path, "rb") as file:
            return file.read()
    except OSError as error:
        raise Refused(f"{name} cannot be read ({error.strerror})")


# --- Canonical forms (docs/trust.md): one byte form per trust file, the same limits as stock minisign 0.11. ---

def ascii_lines(data, name, most_bytes):
    """The lines of a file of printable ASCII with LF ends: a final LF, no empty line, within most_bytes."""
    if len(data) > most_bytes:
        raise Refused(f"{name} is {len(data)} bytes, over the limit of {most_bytes}")
    if not data:
        raise Refused(f"{name} is empty")
    line, start = 1, 0
    for at, byte in enumerate(data):
        if byte == 0x0A:
            if at == start:
                raise Refused(f"{name} line {line}: an empty line")
            line, start = line + 1, at + 1
        elif byte < 0x20 or byte > 0x7E:
            raise Refused(f"{name} line {line}, byte {at - start + 1}: byte 0x{byte:02x} is not printable ASCII or LF")
    if start != len(data):
        raise Refused(f"{name} line {line}: the last line does not end with LF")
    return data[:-1].split(b"\n")


def base64_field(text, length, name, line, what):
    """Base64 exactly as minisign writes it: the padded length, and it re-encodes to itself."""
    if len(text) != length or not re.fullmatch(rb"[A-Za-z0-9+/]*={0,2}", text):
        raise Refused(f"{name} line {line}: {what} is not {length} characters of base64")
    raw = base64.b64decode(text, validate=True)
    if base64.b64encode(raw) != text:
        raise Refused(f"{name} line {line}: {what} is not base64 as minisign writes it")
    return raw


def key_line(text, name, line=1):
    raw = base64_field(text, 56, name, line, "a public key line")
    if raw[:2] != b"Ed":
        raise Refused(f"{name} line {line}: not an Ed25519 minisign public key")
    return raw


def untrusted_comment(text, name, line):
    if not text.startswith(UNTRUSTED):
        raise Refused(f'{name} line {line}: the line does not start with "untrusted comment: "')
    if len(text) > UNTRUSTED_LINE_MAX:
        raise Refused(f"{name} line {line}: the comment line is longer than minisign's {UNTRUSTED_LINE_MAX} bytes")


def key_id(raw):
    """The key id of a decoded key or signature: bytes 2..10, little-endian, as minisign prints it."""
    return raw[2:10][::-1].hex().upper().lstrip("0") or "0"


def public_key_file(data, name):
    """{key id: key line} of a public key file: pairs of an untrusted comment line and a key line, no key twice."""
    lines = ascii_lines(data, name, PUBLIC_KEY_FILE_MAX)
    if len(lines) % 2:
        raise Refused(f"{name} line {len(lines)}: the file ends after a comment line")
    if len(lines) // 2 > MAX_KEYS:
        raise Refused(f"{name} holds more than {MAX_KEYS} keys")
    keys = {}
    for at in range(0, len(lines), 2):
        untrusted_comment(lines[at], name, at + 1)
        identity = key_id(key_line(lines[at + 1], name, at + 2))
        if identity in keys:
            raise Refused(f"{name} line {at + 2}: key {identity} appears twice")
        keys[identity] = lines[at + 1].decode("ascii")
    return keys


def signature_blocks(data, name, most=1):
    """The 4-line blocks of a signature file: (key id, trusted comment, the block's bytes); each key signs once."""
    lines = ascii_lines(data, name, most * (UNTRUSTED_LINE_MAX + TRUSTED_COMMENT_MAX + 240))
    if len(lines) % 4 or len(lines) // 4 > most:
        raise Refused(f"{name} has {len(lines)} lines; a minisign signature file has "
                      + ("exactly 4 lines" if most == 1 else f"blocks of 4 lines, {most} at most"))
    blocks = []
    for at in range(0, len(lines), 4):
        untrusted_comment(lines[at], name, at + 1)
        signature = base64_field(lines[at + 1], 100, name, at + 2, "a signature line")
        if signature[:2] not in (b"ED", b"Ed"):
            raise Refused(f"{name} line {at + 2}: an unknown signature algorithm")
        trusted = lines[at + 2]
        if not trusted.startswith(TRUSTED):
            raise Refused(f'{name} line {at + 3}: the line does not start with "trusted comment: "')
        if len(trusted) - len(TRUSTED) > TRUSTED_COMMENT_MAX:
            raise Refused(f"{name} line {at + 3}: the trusted comment is longer than minisign's {TRUSTED_COMMENT_MAX} bytes")
        base64_field(lines[at + 3], 88, name, at + 4, "a global signature line")
        signer = key_id(signature)
        if any(signer == other for other, _, _ in blocks):
            raise Refused(f"{name} line {at + 2}: a second block by key {signer}")
        blocks.append((signer, trusted[len(TRUSTED):].decode("ascii"), b"\n".join(lines[at:at + 4]) + b"\n"))
    return blocks


def trust_json(data, name, most_bytes):
    """One JSON object in UTF-8 without BOM, `{` to `}` and one LF, no control byte but LF, no member name twice,
    every number a plain non-negative integer of at most 15 digits. Whitespace is free."""
    if len(data) > most_bytes:
        raise Refused(f"{name} is {len(data)} bytes, over the limit of {most_bytes}")
    control = next((at for at, byte in enumerate(data) if (byte < 0x20 and byte != 0x0A) or byte == 0x7F), None)
    if control is not None:
        raise Refused(f"{name}: byte {control + 1} is the control byte 0x{data[control]:02x}")
    if data.startswith(b"\xef\xbb\xbf"):
        raise Refused(f"{name} starts with a byte order mark")
    try:
        text = data.decode("utf-8", errors="strict")
    except UnicodeDecodeError as error:
        raise Refused(f"{name}: byte {error.start + 1} is not valid UTF-8")
    if not text.startswith("{") or not text.endswith("}\n"):
        raise Refused(f"{name} is not one JSON object from `{{` to `}}` and one LF")
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            in_string, escaped = (True, False) if escaped else (char != '"', char == "\\")
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
            if depth > JSON_MAX_DEPTH:
                raise Refused(f"{name} nests arrays and objects more than {JSON_MAX_DEPTH} levels deep")
        elif char in "}]":
            depth -= 1

    def pairs(items):
        names = [key for key, _ in items]
        if len(set(names)) != len(names):
            raise Refused(f"{name} has a member name twice in one object")
        return dict(items)

    def integer(token):
        if not re.fullmatch(r"0|[1-9][0-9]{0,14}", token):
            raise Refused(f"{name} has a number that is not a plain integer of at most 15 digits")
        return int(token)

    def not_a_number(token):
        raise Refused(f"{name} has a number that is not a plain integer of at most 15 digits")

    try:
        return json.loads(text, object_pairs_hook=pairs, parse_int=integer, parse_float=not_a_number, parse_constant=not_a_number)
    except ValueError as error:
        raise Refused(f"{name} is not JSON ({error.args[0].splitlines()[0]})")


# --- Statements and the documents they sign. ---

def iso_time(text, what):
    """YYYY-MM-DDTHH:MM:SS[.mmm]Z, a real date."""
    if not isinstance(text, str) or not ISO_TIME.fullmatch(text):
        raise Refused(f"{what} is not an ISO time in UTC")
    try:
        moment = datetime.strptime(text[:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=timezone.utc)
    except ValueError:
        raise Refused(f"{what} is not a real time")
    return moment + timedelta(milliseconds=int((text[20:-1] + "00")[:3]) if len(text) > 20 else 0)


def statement(comment, role, signer):
    """role:<role> version:<integer> expires:<ISO time> key:<signer>, fields `name:value` apart by one space, each once."""
    names = [field.split(":", 1)[0] for field in comment.split(" ")]
    if not FIELDS.fullmatch(comment) or len(set(names)) != len(names):
        raise Refused(f"{role}: the trusted comment is not a statement")
    fields = dict(field.split(":", 1) for field in comment.split(" "))
    if fields.get("role") != role or not re.fullmatch(r"\d{1,15}", fields.get("version", "")):
        raise Refused(f"{role}: the trusted comment is not a {role} statement")
    expires = iso_time(fields.get("expires"), f"{role}: expires")
    if fields.get("key") != signer:
        raise Refused(f"{role}: the trusted comment names another key than {signer}, which signed it")
    if role == "index" and (not fields.get("commit") or not ISO_TIME.fullmatch(fields.get("released", ""))):
        raise Refused("index: the trusted comment has no released:<ISO time> and commit:<sha>")
    if role == "index":
        iso_time(fields["released"], "index: released")
    return int(fields["version"]), expires


def minisign_accepts(data_file, block, key_line):
    """Verifies one signature block with stock minisign."""
    with tempfile.NamedTemporaryFile("wb", suffix=".minisig", delete=False) as signature:
        signature.write(block)
    try:
        run = subprocess.run(["minisign", "-V", "-q", "-m", data_file, "-x", signature.name, "-P", key_line],
                             capture_output=True)
        return run.returncode == 0
    finally:
        os.unlink(signature.name)


def fresh(role, version, expires, held, now):
    if held.get(role) is not None and version < held[role]:
        raise Refused(f"{role}: version {version} is older than held {held[role]}")
    if now > expires + SKEW:
        raise Refused(f"{role}: expired at {expires.isoformat()}")


def statements_by(site, name, keys, role, most=1):
    """Statements of `name` by distinct keys among `keys` (id -> line) whose signature verifies, in block order."""
    found = {}
    for signer, comment, block in signature_blocks(read(os.path.join(site, name + ".minisig"), name + ".minisig"), name + ".minisig", most):
        if signer in keys and minisign_accepts(os.path.join(site, name), block, keys[signer]):
            try:
                found[signer] = statement(comment, role, signer)
            except Refused:
                pass
    return found


def key_list(data):
    """{"root": {"threshold", "keys": [line]}, "release": [{"key", "expires"}], "revoked": [{"key"}]}: no key twice."""
    document = trust_json(data, "keys.json", KEY_LIST_MAX)
    root = document.get("root")
    lines = root.get("keys") if isinstance(root, dict) else None
    if not isinstance(lines, list) or not lines:
        raise Refused("keys.json: root.keys is not a list of root public keys")
    threshold = root.get("threshold")
    if type(threshold) is not int or not 1 <= threshold <= len(lines):
        raise Refused("keys.json: root.threshold is not an integer from 1 to the number of root keys")

    def keys(entries, what, with_expiry):
        if not isinstance(entries, list):
            raise Refused(f"keys.json: {what} is not a list")
        found = {}
        for entry in entries:
            line = entry if what == "root.keys" else entry.get("key") if isinstance(entry, dict) else None
            if not isinstance(line, str):
                raise Refused(f"keys.json: {what} has an entry that is not a key")
            identity = key_id(key_line(line.encode("utf-8"), f"keys.json {what}"))
            if identity in found:
                raise Refused(f"keys.json: {what} lists key {identity} twice")
            found[identity] = (line, iso_time(entry.get("expires"), f"keys.json: {what} expires") if with_expiry else None)
        return found

    return {"threshold": threshold, "root": {k: v[0] for k, v in keys(lines, "root.keys", False).items()},
            "release": keys(document.get("release"), "release", True),
            "revoked": keys(document.get("revoked", []), "revoked", False)}


def verify(vector_dir):
    try:
        vector = json.loads(read(os.path.join(vector_dir, "vector.json"), "vector.json"))
        now, held, threshold = iso_time(vector["now"], "vector.json now"), vector["held"], vector["threshold"]
    except (ValueError, KeyError, TypeError):
        raise Refused("vector.json is not {now, threshold, held}")
    site = os.path.join(vector_dir, "site")
    root = public_key_file(read(os.path.join(vector_dir, "root.pub"), "root.pub"), "root.pub")
    # 1-3. The key list: signed by `threshold` pinned root keys (and by the new root's threshold if it names another root).
    keys = key_list(read(os.path.join(site, "keys.json"), "keys.json"))
    by_pinned = statements_by(site, "keys.json", root, "keys", MAX_BLOCKS)
    if len(by_pinned) < threshold:
        raise Refused(f"keys: signed by {len(by_pinned)} pinned root keys, {threshold} needed")
    if set(keys["root"]) != set(root) or keys["threshold"] != threshold:
        if len(statements_by(site, "keys.json", keys["root"], "keys", MAX_BLOCKS)) < keys["threshold"]:
            raise Refused("keys: a new root without the new root's signatures")
    version, expires = next(iter(by_pinned.values()))
    if any(other != (version, expires) for other in by_pinned.values()):
        raise Refused("keys: the root signatures disagree on the version or expiry")
    fresh("keys", version, expires, held, now)
    # 5. Release keys: certified, not revoked, within their expiry.
    certified = {identity: line for identity, (line, until) in keys["release"].items()
                 if now <= until + SKEW and identity not in keys["revoked"]}

    def release_statement(name, role):
        signer = signature_blocks(read(os.path.join(site, name + ".minisig"), name + ".minisig"), name + ".minisig")[0][0]
        if signer not in certified:
            raise Refused(f"{role}: signed by {signer}, not a certified, unrevoked release key")
        found = statements_by(site, name, {signer: certified[signer]}, role)
        if signer not in found:
            raise Refused(f"{role}: the signature does not verify, or its trusted comment is not a {role} statement")
        version, expires = found[signer]
        fresh(role, version, expires, held, now)
        return signer, version

    # 6-8. The timestamp, then the index it names, then status.json.
    release_statement("timestamp.json", "timestamp")
    index_signer, index_version = release_statement("connectors.json", "index")
    timestamp = trust_json(read(os.path.join(site, "timestamp.json"), "timestamp.json"), "timestamp.json", TIMESTAMP_MAX)
    named, status_named = timestamp.get("index"), timestamp.get("status")
    hex64 = lambda value: isinstance(value, str) and re.fullmatch(r"[0-9a-f]{64}", value) is not None
    if not isinstance(named, dict) or type(named.get("version")) is not int or not hex64(named.get("sha256")) \
            or not isinstance(status_named, dict) or not (status_named.get("sha256") is None and "sha256" in status_named
                                                          or hex64(status_named.get("sha256"))):
        raise Refused('timestamp: it is not {"index": {"version", "sha256"}, "status": {"sha256" or null}}')
    digest = lambda name: hashlib.sha256(read(os.path.join(site, name), name)).hexdigest()
    if named["version"] != index_version or named["sha256"] != digest("connectors.json"):
        raise Refused("timestamp: names another index")
    status = digest("status.json") if os.path.exists(os.path.join(site, "status.json")) else None
    if status_named["sha256"] != status:
        raise Refused("timestamp: names another status.json")
    # 9. Every file the index lists: each connector's files and the site's own pages (site_files).
    try:
        index = json.loads(read(os.path.join(site, "connectors.json"), "connectors.json"))
        listed = [(f"{entry['folder']}/{file['path']}", file) for entry in index["connectors"] for file in entry["files"]]
        listed += list(index.get("site_files", {}).items())
    except (ValueError, KeyError, TypeError, AttributeError):
        raise Refused("connectors.json does not list its files as the index does")
    for path, file in listed:
        data = read(os.path.join(site, path), path) if os.path.isfile(os.path.join(site, path)) else None
        if data is None or not isinstance(file, dict) or hashlib.sha256(data).hexdigest() != file.get("sha256") \
                or len(data) != file.get("size"):
            raise Refused(f"file {path} is not as listed")
    # The served connectors.pub, for hosts that still pin it: canonical, and its first key signed the index.
    served = public_key_file(read(os.path.join(site, "connectors.pub"), "connectors.pub"), "connectors.pub")
    if next(iter(served)) != index_signer:
        raise Refused("connectors.pub does not start with the key that signed the index")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: verify.py VECTOR_DIR", file=sys.stderr)
        sys.exit(64)
    try:
        verify(sys.argv[1])
        print("pass")
    except Refused as refused:
        print(f"fail: {refused}", file=sys.stderr)
        sys.exit(1)
    except Exception as error:  # a bug of this file, never a verdict: one line, no traceback
        print(f"verify.py: a bug: {type(error).__name__}: {error}", file=sys.stderr)
        sys.exit(2)
