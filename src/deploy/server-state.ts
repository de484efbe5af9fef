// What the deploy reads of the server: its layout, the release ids, and its whole state in one script.
import { randomBytes } from 'node:crypto';
import { type HistoryEntry, parseHistory } from './history.ts';
import type { ServerSession } from './ssh.ts';

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
