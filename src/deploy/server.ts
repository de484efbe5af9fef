// What runs on the server. Every script is POSIX sh run as `sh -c SCRIPT sh ARGS...`, each word quoted by
// shellWords; long file lists travel on stdin, NUL-separated (one argument may not exceed 128 KiB).
// Needs GNU coreutils (mv -T, cp --parents, sha256sum, date +%3N, xargs -0) and util-linux's flock.
import { randomBytes } from 'node:crypto';
import { type HistoryEntry, parseHistory } from './history.ts';
import { DeployError, type ServerSession } from './ssh.ts';

/**
 * `2026-11-30T20-51-00.123Z-ec06288-3fa9c1`: the server's UTC time when the lease was taken, the short
 * commit, and a random tag so that two deploys of one commit in one millisecond never share an id.
 * Ids of older deploys have no tag.
 */
export const RELEASE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-z]+(-[0-9a-f]{6})?$/;

export function releaseId(time: Date, commit: string): string {
  return `${time.toISOString().replace(/:/g, '-')}-${commit}-${randomBytes(3).toString('hex')}`;
}

/** The server's layout under the releases directory. */
export function layout(base: string, id: string) {
  return {
    staging: `${base}/staging/${id}`,
    stagingSite: `${base}/staging/${id}/site`,
    release: `${base}/releases/${id}`,
    /** What the web root symlink points at. SHA256SUMS sits beside it, so it is not served. */
    site: `${base}/releases/${id}/site`,
    manifest: `${base}/releases/${id}/SHA256SUMS`,
  };
}

export interface ServerState {
  webRoot: 'missing' | 'directory' | 'symlink' | 'other';
  linkTarget?: string;
  /** The live release, when the web root is a symlink into our releases. */
  liveRelease?: string;
  /** Complete releases, by id. */
  releases: string[];
  /** The server's own record of every swap, in the order they happened. */
  history: HistoryEntry[];
  /** path → sha256 of the release asked for (default: the live one). */
  manifest: Map<string, string>;
  /** The trusted comment of the live release's signature, if it has one. */
  liveTrustedComment?: string;
  /** The server's clock, in ms since the epoch. */
  serverNow: number;
}

const STATE_SCRIPT = `
webroot=$1 base=$2 wanted=\${3:-}
printf 'now %s\\n' "$(date +%s%3N)"
if [ -L "$webroot" ]; then printf 'webroot symlink\\ntarget %s\\n' "$(readlink "$webroot")"
elif [ -d "$webroot" ]; then echo 'webroot directory'
elif [ -e "$webroot" ]; then echo 'webroot other'
else echo 'webroot missing'; fi
if [ -d "$base/releases" ]; then
  for dir in "$base"/releases/*; do if [ -d "$dir/site" ] && [ -f "$dir/SHA256SUMS" ]; then printf 'release %s\\n' "\${dir##*/}"; fi; done
fi
if [ -f "$base/history" ]; then sed 's/^/history /' "$base/history"; fi
if [ -n "$wanted" ]; then manifest="$base/releases/$wanted/SHA256SUMS"
else
  case "$(readlink "$webroot" 2>/dev/null)" in
    "$base"/releases/*/site) manifest="$(readlink "$webroot")"; manifest="\${manifest%/site}/SHA256SUMS";;
    *) manifest=;;
  esac
fi
if [ -n "$manifest" ] && [ -f "$manifest" ]; then
  sed 's/^/sum /' "$manifest"
  sed -n 's/^trusted comment: /trusted /p' "\${manifest%/SHA256SUMS}/site/connectors.json.minisig" 2>/dev/null | head -n 1
fi
exit 0
`;

export async function readServerState(session: ServerSession, webRoot: string, base: string, manifestOf?: string): Promise<ServerState> {
  const output = await session.run('reading the server state', STATE_SCRIPT, [webRoot, base, manifestOf ?? '']);
  const state: ServerState = { webRoot: 'missing', releases: [], history: [], manifest: new Map(), serverNow: Date.now() };
  const historyLines: string[] = [];
  for (const line of output.split('\n')) {
    const [word, ...rest] = line.split(' ');
    const value = rest.join(' ');
    if (word === 'now' && /^\d+$/.test(value)) state.serverNow = Number(value);
    else if (word === 'webroot') state.webRoot = value as ServerState['webRoot'];
    else if (word === 'target') state.linkTarget = value;
    else if (word === 'release' && RELEASE_ID.test(value)) state.releases.push(value);
    else if (word === 'history') historyLines.push(value);
    else if (word === 'trusted') state.liveTrustedComment = value;
    else if (word === 'sum') {
      const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(value);
      if (match) state.manifest.set(match[2]!, match[1]!);
    }
  }
  state.releases.sort();
  state.history = parseHistory(historyLines.join('\n'));
  const prefix = `${base}/releases/`;
  if (state.linkTarget?.startsWith(prefix) && state.linkTarget.endsWith('/site')) {
    const id = state.linkTarget.slice(prefix.length, -'/site'.length);
    if (state.releases.includes(id)) state.liveRelease = id;
  }
  if (!manifestOf && !state.liveRelease) {
    state.manifest.clear();
    state.liveTrustedComment = undefined;
  }
  return state;
}

/** The sha256sum manifest of a release: `<sha256>  <path>` per file, sorted by path. */
export function manifestText(files: readonly { path: string; sha256: string }[]): string {
  return files.map((file) => `${file.sha256}  ${file.path}\n`).join('');
}

/** Exit status of a script run by a deploy that no longer holds the lease. */
const LEASE_LOST_STATUS = 75;

const MUTEX = `
exec 9>>"$base/lock.mutex"
flock -w 30 9 || { echo "cannot take $base/lock.mutex within 30 s" >&2; exit 1; }
now=$(date +%s%3N)
owner=$(cat "$base/lock/owner" 2>/dev/null || true)
field() { printf '%s\\n' "$owner" | sed -n "s/^$1=//p"; }
held_expires=$(field expires)
case "$held_expires" in ''|*[!0-9]*) held_expires=0;; esac
`;

/**
 * Runs the rest of a script only while this deploy holds an unexpired lease, inside the lock's mutex:
 * no other deploy can take the lease over between the check and the change (the fence of a swap).
 */
export const LEASE_GUARD = `
set -eu
base=$1 token=$2
shift 2
${MUTEX}
if [ "$(field token)" != "$token" ] || [ "$held_expires" -le "$now" ]; then
  echo "this deploy no longer holds the deploy lease $base/lock (it lapsed or was taken over): it must not change the server" >&2
  exit ${LEASE_LOST_STATUS}
fi
`;

/**
 * Staging directories of deploys that died (killed mid-upload, say) are removed by whoever takes the lease
 * next, a deploy or a rollback; one whose lease still runs belongs to a live deploy (its lock removed by
 * hand, say) and is kept. Runs inside the mutex, with $now.
 */
const SWEEP_STAGING = `
for dir in "$base"/staging/*; do
  [ -d "$dir" ] || continue
  lease=$(cat "$dir/lease" 2>/dev/null || true)
  case "$lease" in ''|*[!0-9]*) lease=0;; esac
  if [ "$lease" -gt "$now" ]; then printf 'kept %s\\n' "\${dir##*/}"; else rm -rf "$dir"; fi
done
`;

const ACQUIRE_SCRIPT = `
set -eu
base=$1 token=$2 by=$3 lease_ms=$4
umask 022
mkdir -p "$base"
${MUTEX}
if [ -d "$base/lock" ]; then
  expires=$held_expires
  # A lock of the earlier format (no lease): it lapses a lease time after it was made.
  if [ "$expires" = 0 ]; then expires=$(( $(stat -c %Y "$base/lock") * 1000 + lease_ms )); fi
  if [ "$now" -lt "$expires" ]; then
    printf '%s\\n' "$owner" | sed 's/^/owner /'
    echo "busy $((expires - now))"
    exit 0
  fi
  printf 'lapsed %s\\n' "$(printf '%s' "$owner" | tr '\\n' ' ')"
  rm -rf "$base/lock"
fi
mkdir "$base/lock"
printf 'token=%s\\nexpires=%s\\nsince=%s\\nhost=%s\\nby=%s\\n' \\
  "$token" "$((now + lease_ms))" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(hostname)" "$by" > "$base/lock/owner"
${SWEEP_STAGING}
echo "locked $now"
`;

const RENEW_SCRIPT = `
set -eu
base=$1 token=$2 lease_ms=$3 id=$4
${MUTEX}
if [ "$(field token)" != "$token" ] || [ "$held_expires" -le "$now" ]; then
  printf '%s\\n' "$owner" | sed 's/^/owner /'
  echo lost
  exit 0
fi
expires=$((now + lease_ms))
sed "s/^expires=.*/expires=$expires/" "$base/lock/owner" > "$base/lock/owner.new"
mv -f "$base/lock/owner.new" "$base/lock/owner"
if [ -n "$id" ] && [ -d "$base/staging/$id" ]; then echo "$expires" > "$base/staging/$id/lease"; fi
echo "renewed $expires"
`;

const RELEASE_SCRIPT = `
set -eu
base=$1 token=$2
${MUTEX}
if [ "$(field token)" = "$token" ]; then rm -rf "$base/lock"; echo released; else echo 'not held'; fi
`;

const PREPARE_SCRIPT = `${LEASE_GUARD}
umask 022
id=$1 webroot=$2
${SWEEP_STAGING}
# A dangling temp symlink is removed, but a directory under the temp name is a web root moved aside
# by an interrupted first deploy: keep it.
if [ -L "$webroot.next" ]; then rm -f "$webroot.next"
elif [ -e "$webroot.next" ]; then mv -T "$webroot.next" "$webroot.pre-symlink-$id"; fi
mkdir -p "$base/releases" "$base/staging/$id/site"
# The lease this deploy holds, not a fresh one: a staging directory must never outlive its deploy's lock, or the
# next deploy to take the lapsed lock would find it still leased and keep it.
echo "$held_expires" > "$base/staging/$id/lease"
`;

const LINK_SCRIPT = `
set -eu
cd "$1"
xargs -0 -r cp -l --parents -t "$2" --
`;

const MKDIR_SCRIPT = `
set -eu
umask 022
cd "$1"
xargs -0 -r mkdir -p --
`;

const UNLINK_SCRIPT = `
set -eu
cd "$1"
xargs -0 -r rm -f --
`;

const CHECKSUM_SCRIPT = `
set -eu
cd "$1/site"
sha256sum --check --strict --quiet ../SHA256SUMS > ../checksums.out 2>&1 || true
failed=$(sed -n 's/: FAILED.*$//p' ../checksums.out)
if [ -n "$failed" ]; then printf '%s\\n' "$failed" | sed 's/^/failed /'; rm -f ../checksums.out; exit 0; fi
if grep -q . ../checksums.out; then head -n 20 ../checksums.out >&2; rm -f ../checksums.out; exit 1; fi
rm -f ../checksums.out
expected=$(wc -l < ../SHA256SUMS)
actual=$(find . -type f | wc -l)
if [ "$expected" -ne "$actual" ]; then echo "the release holds $actual files but its manifest lists $expected" >&2; exit 1; fi
odd=$(find . ! -type f ! -type d | head -n 5)
if [ -n "$odd" ]; then echo "the release holds entries that are not regular files: $odd" >&2; exit 1; fi
echo whole
`;

// renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) through ctypes: glibc >= 2.28 and Linux >= 3.15.
const EXCHANGE_PY =
  'import ctypes,os,sys;f=ctypes.CDLL(None,use_errno=True).renameat2;' +
  'sys.exit(0 if f(-100,os.fsencode(sys.argv[1]),-100,os.fsencode(sys.argv[2]),2)==0 else 1)';

const SWAP_FUNCTION = `
swap() {
  ln -sfn "$1" "$webroot.next"
  if [ -L "$webroot" ] || [ ! -e "$webroot" ]; then
    mv -T "$webroot.next" "$webroot"
    echo 'live swap'
  elif [ -d "$webroot" ]; then
    old="$webroot.pre-symlink-$id"
    if mv --exchange -T "$webroot.next" "$webroot" 2>/dev/null; then how=mv-exchange
    elif python3 -c "$exchange_py" "$webroot.next" "$webroot" 2>/dev/null; then how=renameat2
    else how=gap; mv -T "$webroot" "$old"; mv -T "$webroot.next" "$webroot"; fi
    if [ "$how" != gap ]; then mv -T "$webroot.next" "$old"; fi
    printf 'live %s %s\\n' "$how" "$old"
  else
    rm -f "$webroot.next"
    echo "$webroot is neither a directory nor a symlink; nothing went live" >&2
    exit 1
  fi
}
# The server's history of swaps, in the order they happened (the mutex orders them).
record() { printf '%s %s %s %s\\n' "$(date -u +%Y-%m-%dT%H:%M:%S.%3NZ)" "$1" "$id" "$commit" >> "$base/history"; }
`;

const PUBLISH_SCRIPT = `${LEASE_GUARD}
id=$1 webroot=$2 exchange_py=$3 commit=$4
${SWAP_FUNCTION}
mv -T "$base/staging/$id" "$base/releases/$id"
rm -f "$base/releases/$id/lease"
swap "$base/releases/$id/site"
record deploy
`;

const SWITCH_SCRIPT = `${LEASE_GUARD}
id=$1 webroot=$2 exchange_py=$3 commit=$4
${SWAP_FUNCTION}
swap "$base/releases/$id/site"
record rollback
`;

const PRUNE_SCRIPT = `${LEASE_GUARD}
for id in "$@"; do rm -rf -- "$base/releases/$id"; done
if [ -f "$base/history" ]; then
  printf '%s\\n' "$@" > "$base/history.pruned"
  awk 'NR == FNR { gone[$1] = 1; next } !($3 in gone)' "$base/history.pruned" "$base/history" > "$base/history.new"
  mv -f "$base/history.new" "$base/history"
  rm -f "$base/history.pruned"
fi
`;

/** How the web root went live: a symlink swap, or the first deploy's migration of a plain directory. */
export type GoLive = { how: 'swap' } | { how: 'mv-exchange' | 'renameat2' | 'gap'; oldWebRoot: string };

/** Who holds the lease, for the scripts that may only run while it is held. */
export interface LeaseHolder {
  base: string;
  token: string;
}

export async function guarded(
  session: ServerSession,
  lease: LeaseHolder,
  what: string,
  script: string,
  args: readonly string[],
): Promise<string> {
  return session.run(what, script, [lease.base, lease.token, ...args]).catch((error: unknown) => {
    if (error instanceof DeployError && error.message.includes(`exit code ${LEASE_LOST_STATUS}`)) throw new LeaseLostError(error.message);
    throw error;
  });
}

/** This deploy's lease lapsed or was taken over: it stopped before changing what is served. */
export class LeaseLostError extends DeployError {
  override name = 'LeaseLostError';
}

export const server = {
  prepare: (session: ServerSession, lease: LeaseHolder, id: string, webRoot: string) =>
    guarded(session, lease, 'preparing the release directory', PREPARE_SCRIPT, [id, webRoot]),
  link: (session: ServerSession, liveSite: string, stagingSite: string, paths: readonly string[]) =>
    paths.length
      ? session.run('hard-linking unchanged files from the live release', LINK_SCRIPT, [liveSite, stagingSite], nulList(paths))
      : Promise.resolve(''),
  unlink: (session: ServerSession, stagingSite: string, paths: readonly string[]) =>
    session.run('removing damaged links', UNLINK_SCRIPT, [stagingSite], nulList(paths)),
  mkdirs: (session: ServerSession, stagingSite: string, dirs: readonly string[]) =>
    dirs.length ? session.run('creating directories', MKDIR_SCRIPT, [stagingSite], nulList(dirs)) : Promise.resolve(''),
  /** sha256sum -c of a release against its SHA256SUMS: the paths that do not match (empty when whole). */
  checksums: async (session: ServerSession, releaseDir: string) => {
    const output = await session.run('the sha256sum check of the release', CHECKSUM_SCRIPT, [releaseDir]);
    return [...output.matchAll(/^failed (.+)$/gm)].map((match) => match[1]!);
  },
  publish: async (session: ServerSession, lease: LeaseHolder, id: string, webRoot: string, commit: string) =>
    parseGoLive(await guarded(session, lease, 'going live', PUBLISH_SCRIPT, [id, webRoot, EXCHANGE_PY, commit])),
  switchTo: async (session: ServerSession, lease: LeaseHolder, id: string, webRoot: string, commit: string) =>
    parseGoLive(await guarded(session, lease, 'switching the web root', SWITCH_SCRIPT, [id, webRoot, EXCHANGE_PY, commit])),
  prune: (session: ServerSession, lease: LeaseHolder, ids: readonly string[]) =>
    ids.length ? guarded(session, lease, 'removing old releases', PRUNE_SCRIPT, ids) : Promise.resolve(''),
  removeStaging: (session: ServerSession, base: string, id: string) =>
    session.run('removing the unfinished release', 'rm -rf -- "$1"', [layout(base, id).staging]),
  acquire: (session: ServerSession, base: string, token: string, by: string, leaseMs: number) =>
    session.run('taking the deploy lease', ACQUIRE_SCRIPT, [base, token, by.replace(/[\r\n]/g, ' '), String(leaseMs)]),
  renew: (session: ServerSession, lease: LeaseHolder, leaseMs: number, stagingId: string) =>
    session.run('renewing the deploy lease', RENEW_SCRIPT, [lease.base, lease.token, String(leaseMs), stagingId]),
  release: (session: ServerSession, lease: LeaseHolder) =>
    session.run('releasing the deploy lease', RELEASE_SCRIPT, [lease.base, lease.token]),
};

function nulList(items: readonly string[]): string {
  return items.map((item) => `${item}\0`).join('');
}

function parseGoLive(output: string): GoLive {
  const match = /^live (swap|mv-exchange|renameat2|gap)(?: (.+))?$/m.exec(output);
  if (!match) throw new DeployError(`going live printed no result: ${output.trim()}`);
  return match[1] === 'swap' ? { how: 'swap' } : { how: match[1] as 'mv-exchange' | 'renameat2' | 'gap', oldWebRoot: match[2]! };
}
