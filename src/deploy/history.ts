// The order of releases is the order in which they went live, as the server recorded its swaps
// (`<releases-dir>/history`, appended under the lease's mutex), never the order of their ids, which
// come from clocks. Deploys and rollbacks work like edits and undos: a rollback steps back along the
// line of releases, a deploy after a rollback continues the line from the release that was live.

/** One swap: `<server UTC time> deploy|rollback <release id> <commit>`. */
export interface HistoryEntry {
  at: string;
  kind: 'deploy' | 'rollback';
  release: string;
  commit: string;
}

export function parseHistory(text: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    const [at, kind, release, commit] = line.trim().split(' ');
    if (at && release && commit && (kind === 'deploy' || kind === 'rollback')) entries.push({ at, kind, release, commit });
  }
  return entries;
}

interface ReleaseLine {
  /** Releases in the order they went live, oldest first, up to and including the live one. */
  behind: string[];
  /** Releases that were live after the live one, before a rollback stepped back over them; nearest first. */
  ahead: string[];
}

/**
 * Replays the history over the kept releases. Releases the history does not name (made before it
 * was kept) come first, in id order. The live release, if the web root points at one, is the head.
 */
export function releaseLine(kept: readonly string[], history: readonly HistoryEntry[], live: string | undefined): ReleaseLine {
  const named = new Set(history.map((entry) => entry.release));
  let line = kept.filter((id) => !named.has(id)).sort();
  let cursor = line.length - 1;
  const moveTo = (id: string) => {
    const at = line.lastIndexOf(id);
    if (at >= 0) cursor = at;
    else {
      line = [...line.slice(0, cursor + 1), id];
      cursor = line.length - 1;
    }
  };
  for (const entry of history) {
    if (entry.kind === 'deploy') {
      line = [...line.slice(0, cursor + 1), entry.release];
      cursor = line.length - 1;
    } else moveTo(entry.release);
  }
  if (live !== undefined && line[cursor] !== live) moveTo(live);
  const keptSet = new Set(kept);
  return {
    behind: line.slice(0, cursor + 1).filter((id) => keptSet.has(id)),
    ahead: line.slice(cursor + 1).filter((id) => keptSet.has(id)),
  };
}

/** Where `npm run rollback` goes without --to: the release that was live before the live one. */
export function rollbackTarget(line: ReleaseLine): string | undefined {
  return line.behind.at(-2);
}

/**
 * The releases beyond the `keep` to keep: the live one, then those a rollback would reach in order,
 * then those a rollback stepped over, then any other kept release, newest id first.
 */
export function releasesToPrune(kept: readonly string[], line: ReleaseLine, keep: number): string[] {
  const order = [...new Set([...[...line.behind].reverse(), ...line.ahead, ...[...kept].sort().reverse()])];
  return order.slice(Math.max(1, keep));
}

/** The live release as the server's history knows it: its id, the commit it was made from, when it went live. */
export interface LiveRelease {
  id: string;
  commit: string;
  wentLiveAt?: string;
}

export function liveFromHistory(live: string, history: readonly HistoryEntry[]): LiveRelease {
  const entry = [...history].reverse().find((candidate) => candidate.release === live);
  // An id made before the history was kept ends in its short commit.
  const commit = entry?.commit ?? /-([0-9a-z]+)(?:-[0-9a-f]{6})?$/.exec(live)?.[1] ?? '';
  return { id: live, commit, ...(entry ? { wentLiveAt: entry.at } : {}) };
}
