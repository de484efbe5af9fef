// What the update job proposes and how it recognises its own pull requests. One pull request per connector, from a topic
// of its own; its description starts with a marker naming the connector and every version it moves to, which is how a
// later run knows what an open pull request proposes and which versions a maintainer closed without merging. Running
// twice changes nothing: an open pull request that proposes the same versions is left alone, whatever its state.
import semver from 'semver';
import { KEBAB_CASE } from '../catalog/schemas.ts';
import type { Severity } from './npm-registry.ts';
import { compareVersions, type Ecosystem, isExactVersion, isPackageName } from './package-names.ts';
import { comparePep440 } from './pep440.ts';

export interface UpdateTarget {
  ecosystem: Ecosystem;
  name: string;
  from: string;
  to: string;
  /** When the registry says `to` was published (ISO 8601). */
  published?: string;
}

/** An advisory that names a pinned version: whether the update's version still falls in its range. */
export interface AdvisoryNote {
  package: string;
  id: string;
  severity: Severity;
  url?: string;
  fixed: boolean;
}

export interface Candidate {
  connector: string;
  updates: UpdateTarget[];
  advisories: AdvisoryNote[];
}

/** One of the job's pull requests, as read back from Forgejo. */
export interface UpdatePull {
  number: number;
  open: boolean;
  merged: boolean;
  connector: string;
  /** `ecosystem:name` → the version it proposes. */
  versions: Map<string, string>;
  labels: string[];
}

export type Decision = Candidate &
  ({ action: 'open' } | { action: 'update'; pullRequest: number } | { action: 'skip'; pullRequest?: number; why: string });

const MARKER = /^<!-- skald-update connector=([a-z0-9-]+) updates=(\S+) -->/;

export const keyOf = (update: Pick<UpdateTarget, 'ecosystem' | 'name'>) => `${update.ecosystem}:${update.name}`;

/** What a pull request proposes, as its marker writes it: `connector=<id> updates=npm:<name>@<version>,…`. */
function proposalText(connector: string, updates: readonly UpdateTarget[]): string {
  return `connector=${connector} updates=${updates.map((update) => `${keyOf(update)}@${update.to}`).join(',')}`;
}

/** The first line of every description the job writes: what it proposes, in a form it reads back. */
export function markerOf(connector: string, updates: readonly UpdateTarget[]): string {
  return `<!-- skald-update ${proposalText(connector, updates)} -->`;
}

/** The marker of the one comment saying these versions failed in the sandbox. */
export function failureMarkerOf(connector: string, updates: readonly UpdateTarget[]): string {
  return `<!-- skald-update-failure ${proposalText(connector, updates)} -->`;
}

/** What a description's marker says, when it starts with one whose every part is valid; undefined otherwise. */
export function readMarker(body: string): { connector: string; versions: Map<string, string> } | undefined {
  const match = MARKER.exec(body);
  if (!match || !KEBAB_CASE.test(match[1]!)) return undefined;
  const versions = new Map<string, string>();
  for (const entry of match[2]!.split(',')) {
    const [, ecosystem, name, version] = /^(npm|pypi):(.+)@([^@]+)$/.exec(entry) ?? [];
    if (!ecosystem || !isPackageName(ecosystem as Ecosystem, name!) || !isExactVersion(ecosystem as Ecosystem, version!)) return undefined;
    versions.set(`${ecosystem}:${name}`, version!);
  }
  return { connector: match[1]!, versions };
}

export function topicOf(connector: string): string {
  return `skald-updates-${connector}`;
}

export function titleOf(connector: string, updates: readonly UpdateTarget[]): string {
  if (updates.length === 1) return `${connector}: ${updates[0]!.name} ${updates[0]!.from} → ${updates[0]!.to}`;
  const names = updates.map((update) => update.name).join(', ');
  return `${connector}: update ${updates.length} dependencies (${names.length > 120 ? `${names.slice(0, 119)}…` : names})`;
}

/**
 * Within its major version: semver's caret (so 0.x moves only within its minor, 0.0.x not at all), and for Python the
 * same first release number, 1 or more. Only such updates, with no tool changed, are labelled routine.
 */
export function withinMajor(update: UpdateTarget): boolean {
  if (update.ecosystem === 'npm') return semver.satisfies(update.to, `^${update.from}`, { includePrerelease: true });
  const major = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);
  return major(update.from) >= 1 && major(update.from) === major(update.to) && comparePep440(update.to, update.from) > 0;
}

/**
 * What to do for each connector with a newer release: drop the versions a maintainer closed unmerged (a newer one is
 * proposed again); leave an open pull request that proposes exactly these versions; update the open one otherwise;
 * open a new one while fewer than `limit` of the job's pull requests are open. Connectors whose pins an advisory names
 * come first, then by id.
 */
export function decide(candidates: readonly Candidate[], pulls: readonly UpdatePull[], limit: number): Decision[] {
  let open = pulls.filter((pull) => pull.open).length;
  const ordered = [...candidates].sort(
    (a, b) => Number(b.advisories.length > 0) - Number(a.advisories.length > 0) || (a.connector < b.connector ? -1 : 1),
  );
  return ordered.map((candidate): Decision => {
    const mine = pulls.filter((pull) => pull.connector === candidate.connector);
    const rejected = mine.filter((pull) => !pull.open && !pull.merged);
    const refusedAt = (update: UpdateTarget) =>
      rejected.filter((pull) => {
        const closedAt = pull.versions.get(keyOf(update));
        return closedAt !== undefined && compareVersions(update.ecosystem, update.to, closedAt) <= 0;
      });
    const updates = candidate.updates.filter((update) => refusedAt(update).length === 0);
    const current = mine.find((pull) => pull.open);
    if (!updates.length) {
      const closed = candidate.updates.flatMap(refusedAt).map((pull) => `#${pull.number}`);
      return {
        ...candidate,
        action: 'skip',
        why: `${[...new Set(closed)].join(', ')} closed without merging: waiting for a newer release`,
      };
    }
    const proposed = {
      ...candidate,
      updates,
      advisories: candidate.advisories.filter((note) => updates.some((update) => update.name === note.package)),
    };
    if (current && sameVersions(current.versions, updates))
      return { ...proposed, action: 'skip', pullRequest: current.number, why: `#${current.number} proposes these versions already` };
    if (current) return { ...proposed, action: 'update', pullRequest: current.number };
    if (open >= limit)
      return { ...proposed, action: 'skip', why: `${open} update pull requests are open, the limit: proposed once one closes` };
    open++;
    return { ...proposed, action: 'open' };
  });
}

function sameVersions(versions: ReadonlyMap<string, string>, updates: readonly UpdateTarget[]): boolean {
  return versions.size === updates.length && updates.every((update) => versions.get(keyOf(update)) === update.to);
}
