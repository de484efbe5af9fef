// What runs on the server. Every script is POSIX sh run as `sh -c SCRIPT sh ARGS...` with each word
// single-quoted; long file lists travel on stdin, NUL-separated (one argument may not exceed 128 KiB).
// Needs GNU coreutils on the server (mv -T, cp --parents, sha256sum, xargs -0).
import { DeployError, shellQuote, type HeldCommand, type RemoteSession } from './ssh.ts';

/** `2026-11-30T20-51-00.123Z-ec06288`: UTC time then short commit; sorts by time as text. */
export const RELEASE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-z]+$/;

export function releaseId(time: Date, commit: string): string {
  return `${time.toISOString().replace(/:/g, '-')}-${commit}`;
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
  /** Complete releases, oldest first. */
  releases: string[];
  /** path → sha256 of the release asked for (default: the live one). */
  manifest: Map<string, string>;
}

const STATE_SCRIPT = `
webroot=$1 base=$2 wanted=\${3:-}
if [ -L "$webroot" ]; then printf 'webroot symlink\\ntarget %s\\n' "$(readlink "$webroot")"
elif [ -d "$webroot" ]; then echo 'webroot directory'
elif [ -e "$webroot" ]; then echo 'webroot other'
else echo 'webroot missing'; fi
if [ -d "$base/releases" ]; then
  for dir in "$base"/releases/*; do if [ -d "$dir/site" ] && [ -f "$dir/SHA256SUMS" ]; then printf 'release %s\\n' "\${dir##*/}"; fi; done
fi
if [ -n "$wanted" ]; then manifest="$base/releases/$wanted/SHA256SUMS"
else case "$(readlink "$webroot" 2>/dev/null)" in "$base"/releases/*/site) manifest="$(readlink "$webroot")"; manifest="\${manifest%/site}/SHA256SUMS";; *) manifest=;; esac
fi
if [ -n "$manifest" ] && [ -f "$manifest" ]; then sed 's/^/sum /' "$manifest"; fi
exit 0
`;

export async function readServerState(session: RemoteSession, webRoot: string, base: string, manifestOf?: string): Promise<ServerState> {
  const output = await session.run('reading the server state', STATE_SCRIPT, [webRoot, base, manifestOf ?? '']);
  const state: ServerState = { webRoot: 'missing', releases: [], manifest: new Map() };
  for (const line of output.split('\n')) {
    const [word, ...rest] = line.split(' ');
    const value = rest.join(' ');
    if (word === 'webroot') state.webRoot = value as ServerState['webRoot'];
    else if (word === 'target') state.linkTarget = value;
    else if (word === 'release' && RELEASE_ID.test(value)) state.releases.push(value);
    else if (word === 'sum') {
      const match = /^([0-9a-f]{64}) [ *](.+)$/.exec(value);
      if (match) state.manifest.set(match[2]!, match[1]!);
    }
  }
  state.releases.sort();
  const prefix = `${base}/releases/`;
  if (state.linkTarget?.startsWith(prefix) && state.linkTarget.endsWith('/site')) {
    const id = state.linkTarget.slice(prefix.length, -'/site'.length);
    if (state.releases.includes(id)) state.liveRelease = id;
  }
  if (!manifestOf && !state.liveRelease) state.manifest.clear();
  return state;
}

/** The sha256sum manifest of a release: `<sha256>  <path>` per file, sorted by path. */
export function manifestText(files: readonly { path: string; sha256: string }[]): string {
  return files.map((file) => `${file.sha256}  ${file.path}\n`).join('');
}

const PREPARE_SCRIPT = `
set -eu
umask 022
base=$1 id=$2 webroot=$3
# Left by a deploy that died: staging dirs are never live; a dangling temp symlink is removed, but a
# directory under the temp name is a web root moved aside by an interrupted first deploy: keep it.
rm -rf "$base/staging"
if [ -L "$webroot.next" ]; then rm -f "$webroot.next"; elif [ -e "$webroot.next" ]; then mv -T "$webroot.next" "$webroot.pre-symlink-$id"; fi
mkdir -p "$base/releases" "$base/staging/$id/site"
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

const VERIFY_SCRIPT = `
set -eu
cd "$1/site"
failures=$(sha256sum --check --strict --quiet ../SHA256SUMS 2>&1) || { printf '%s\n' "$failures" | head -n 20 >&2; exit 1; }
expected=$(wc -l < ../SHA256SUMS)
actual=$(find . -type f | wc -l)
if [ "$expected" -ne "$actual" ]; then echo "the release holds $actual files but its manifest lists $expected" >&2; exit 1; fi
odd=$(find . ! -type f ! -type d | head -n 5)
if [ -n "$odd" ]; then echo "the release holds entries that are not regular files: $odd" >&2; exit 1; fi
`;

// renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE) through ctypes: glibc >= 2.28 and Linux >= 3.15.
const EXCHANGE_PY =
  'import ctypes,os,sys;f=ctypes.CDLL(None,use_errno=True).renameat2;sys.exit(0 if f(-100,os.fsencode(sys.argv[1]),-100,os.fsencode(sys.argv[2]),2)==0 else 1)';

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
`;

const PUBLISH_SCRIPT = `
set -eu
base=$1 id=$2 webroot=$3 exchange_py=$4
${SWAP_FUNCTION}
mv -T "$base/staging/$id" "$base/releases/$id"
swap "$base/releases/$id/site"
`;

const SWITCH_SCRIPT = `
set -eu
base=$1 id=$2 webroot=$3 exchange_py=$4
${SWAP_FUNCTION}
swap "$base/releases/$id/site"
`;

const PRUNE_SCRIPT = `
set -eu
base=$1
shift
for id in "$@"; do rm -rf -- "$base/releases/$id"; done
`;

/** How the web root went live: a symlink swap, or the first deploy's migration of a plain directory. */
export type GoLive = { how: 'swap' } | { how: 'mv-exchange' | 'renameat2' | 'gap'; oldWebRoot: string };

export const remote = {
  prepare: (session: RemoteSession, base: string, id: string, webRoot: string) =>
    session.run('preparing the release directory', PREPARE_SCRIPT, [base, id, webRoot]),
  link: (session: RemoteSession, liveSite: string, stagingSite: string, paths: readonly string[]) =>
    paths.length
      ? session.run('hard-linking unchanged files from the live release', LINK_SCRIPT, [liveSite, stagingSite], nulList(paths))
      : Promise.resolve(''),
  mkdirs: (session: RemoteSession, stagingSite: string, dirs: readonly string[]) =>
    dirs.length ? session.run('creating directories', MKDIR_SCRIPT, [stagingSite], nulList(dirs)) : Promise.resolve(''),
  verify: (session: RemoteSession, releaseDir: string) => session.run('the sha256sum check of the release', VERIFY_SCRIPT, [releaseDir]),
  publish: async (session: RemoteSession, base: string, id: string, webRoot: string) =>
    parseGoLive(await session.run('going live', PUBLISH_SCRIPT, [base, id, webRoot, EXCHANGE_PY])),
  switchTo: async (session: RemoteSession, base: string, id: string, webRoot: string) =>
    parseGoLive(await session.run('switching the web root', SWITCH_SCRIPT, [base, id, webRoot, EXCHANGE_PY])),
  prune: (session: RemoteSession, base: string, ids: readonly string[]) =>
    ids.length ? session.run('removing old releases', PRUNE_SCRIPT, [base, ...ids]) : Promise.resolve(''),
  removeStaging: (session: RemoteSession, base: string, id: string) =>
    session.run('removing the unfinished release', 'rm -rf -- "$1"', [layout(base, id).staging]),
};

function nulList(items: readonly string[]): string {
  return items.map((item) => `${item}\0`).join('');
}

function parseGoLive(output: string): GoLive {
  const match = /^live (swap|mv-exchange|renameat2|gap)(?: (.+))?$/m.exec(output);
  if (!match) throw new DeployError(`going live printed no result: ${output.trim()}`);
  return match[1] === 'swap' ? { how: 'swap' } : { how: match[1] as 'mv-exchange' | 'renameat2' | 'gap', oldWebRoot: match[2]! };
}

const LOCK_SCRIPT = `
base=$1 by=$2 break_stale=$3
umask 022
mkdir -p "$base" || exit 1
broke=0
while :; do
  if mkdir "$base/lock" 2>/dev/null; then
    start=$(cut -d' ' -f22 "/proc/$$/stat" 2>/dev/null || true)
    printf 'pid=%s\\nstart=%s\\nhost=%s\\ntime=%s\\nby=%s\\n' "$$" "$start" "$(hostname)" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$by" > "$base/lock/owner"
    echo locked
    # Held while this command's stdin is open: the deploy ends it, and so does a dropped connection.
    cat > /dev/null
    rm -rf "$base/lock"
    echo released
    exit 0
  fi
  if [ ! -d "$base/lock" ]; then echo "cannot create $base/lock" >&2; exit 1; fi
  owner=$(cat "$base/lock/owner" 2>/dev/null || true)
  field() { printf '%s\\n' "$owner" | sed -n "s/^$1=//p"; }
  pid=$(field pid) start=$(field start) host=$(field host)
  if [ -z "$owner" ]; then
    if [ -n "$(find "$base/lock" -maxdepth 0 -mmin +1 2>/dev/null)" ]; then state=gone; else state=starting; fi
  elif [ "$host" != "$(hostname)" ]; then state=elsewhere
  elif [ -d /proc/self ]; then
    if [ -d "/proc/$pid" ] && { [ -z "$start" ] || [ "$(cut -d' ' -f22 "/proc/$pid/stat" 2>/dev/null)" = "$start" ]; }; then state=alive; else state=gone; fi
  elif kill -0 "$pid" 2>/dev/null; then state=alive
  else state=gone
  fi
  if [ "$state" = gone ] && [ "$break_stale" = 1 ] && [ "$broke" = 0 ]; then
    rm -rf "$base/lock"
    printf 'broke %s\\n' "$(printf '%s' "$owner" | tr '\\n' ' ')"
    broke=1
    continue
  fi
  printf '%s\\n' "$owner" | sed 's/^/owner /'
  printf 'busy %s\\n' "$state"
  exit 0
done
`;

export interface LockOptions {
  /** Who deploys, written into the lock for whoever finds it held. */
  by: string;
  timeoutMs: number;
  breakStale: boolean;
  onWait: (holder: string) => void;
  onBroke: (holder: string) => void;
}

/**
 * Takes the server's deploy lock (`<base>/lock`, made by an atomic mkdir) and returns its holder:
 * a remote command that removes the lock when its stdin closes, so a dropped connection frees it too.
 * Waits while a live deploy holds it; refuses a stale one (holder gone) unless told to break it.
 */
export async function acquireLock(session: RemoteSession, base: string, options: LockOptions): Promise<HeldCommand> {
  const command = ['sh', '-c', LOCK_SCRIPT, 'sh', base, options.by.replace(/[\r\n]/g, ' '), options.breakStale ? '1' : '0']
    .map(shellQuote)
    .join(' ');
  const deadline = Date.now() + options.timeoutMs;
  let waited = false;
  for (;;) {
    const holder = await session.hold(command);
    const output = await holder.waitFor(/^(locked|busy \w+)$/m);
    const broke = /^broke (.*)$/m.exec(output);
    if (broke) options.onBroke(broke[1]!.trim());
    if (/^locked$/m.test(output)) return holder;
    await holder.close();
    const busy = /^busy (\w+)$/m.exec(output);
    if (!busy) throw new DeployError(`cannot take the deploy lock ${base}/lock: ${output.trim() || 'the lock command printed nothing'}`);
    const owner = new Map([...output.matchAll(/^owner (\w+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
    const who = owner.size
      ? `pid ${owner.get('pid')} on ${owner.get('host')}, since ${owner.get('time')}, deploying from ${owner.get('by')}`
      : 'a holder that wrote no owner file';
    if (busy[1] === 'gone') {
      throw new DeployError(
        `the deploy lock ${base}/lock is stale: its holder (${who}) is gone. Nothing was deployed. ` +
          `If no deploy is running, clear it with \`npm run deploy -- --break-lock\` (action input break-lock: true), or on the server: rm -r ${shellQuote(`${base}/lock`)}`,
      );
    }
    if (Date.now() >= deadline) {
      throw new DeployError(
        `gave up after ${Math.round(options.timeoutMs / 1000)} s waiting for the deploy lock ${base}/lock, held by ${who}${busy[1] === 'elsewhere' ? ' (another host: its liveness cannot be checked from here)' : ''}`,
      );
    }
    if (!waited) options.onWait(who);
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
