// What makes, checks, swaps and prunes releases on the server. Every script is POSIX sh run as
// `sh -c SCRIPT sh ARGS...`, each word quoted by shellWords; long file lists travel on stdin, NUL-separated (one
// argument may not exceed 128 KiB). Needs GNU coreutils (mv -T, cp --parents, sha256sum, date +%3N, xargs -0).
import { guarded, LEASE_GUARD, type LeaseHolder, SWEEP_STAGING } from './lease.ts';
import { layout } from './server-state.ts';
import { DeployError, type ServerSession } from './ssh.ts';

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

export const releaseScripts = {
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
};

function nulList(items: readonly string[]): string {
  return items.map((item) => `${item}\0`).join('');
}

function parseGoLive(output: string): GoLive {
  const match = /^live (swap|mv-exchange|renameat2|gap)(?: (.+))?$/m.exec(output);
  if (!match) throw new DeployError(`going live printed no result: ${output.trim()}`);
  return match[1] === 'swap' ? { how: 'swap' } : { how: match[1] as 'mv-exchange' | 'renameat2' | 'gap', oldWebRoot: match[2]! };
}
