// A pull request that changes a tool surface on purpose updates the connector's tools.lock.json, and then smoke is
// clean. So the version guard compares each changed lock with the base's and classifies every change (the classes
// of the surface-* rules), for the reviewer: src/rules/version/lock-review.ts reports them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { KEBAB_CASE } from '../catalog/schemas.ts';
import { LOCK_FILE, parseLock } from '../catalog/tools-lock.ts';
import { parseLimitedJson } from '../json/limits.ts';
import { git, tryGit } from '../system/git.ts';
import { compareSurfaces, type SurfaceChange } from '../tool-surface/diff.ts';
import type { ToolSurface } from '../tool-surface/surface.ts';

const NO_SURFACE: ToolSurface = { eras: {}, instructions: null, tools: [] };

/** One tools.lock.json that differs from the base's: where it is, and each change, classified. */
export interface LockChange {
  /** Relative to the repository, forward slashes. */
  file: string;
  connector: string;
  changes: readonly SurfaceChange[];
}

/**
 * Each tools.lock.json under `catalogPath` that differs at `baseRev` and in the working tree. A lock that is new or gone
 * compares with no surface; an unreadable one is tools-lock's to report and is skipped here.
 */
export async function readLockChanges(repoDir: string, catalogPath: string, baseRev: string): Promise<LockChange[]> {
  const locks = `:(glob)${catalogPath ? `${catalogPath}/` : ''}*/${LOCK_FILE}`;
  // Tracked locks that differ from the base, and new ones not yet added (a local check before the commit).
  const changed = await git(repoDir, ['diff', '--name-only', '--no-renames', baseRev, '--', locks]);
  const untracked = await git(repoDir, ['ls-files', '--others', '--exclude-standard', '--', locks]);
  const files = new Set(`${changed}\n${untracked}`.split('\n').filter(Boolean));
  const found: LockChange[] = [];
  for (const file of [...files].sort()) {
    const connector = file.split('/').at(-2)!;
    // A folder that is no connector id (git quotes a path with unusual characters) is the load rules' to report; its
    // name must not reach the comment or the log from here.
    if (!KEBAB_CASE.test(connector)) continue;
    const before = await tryGit(repoDir, ['show', `${baseRev}:${file}`]);
    const after = await readFile(path.join(repoDir, file), 'utf8').catch(() => undefined);
    const change = lockChangeOf(file, connector, before, after);
    if (change) found.push(change);
  }
  return found;
}

/** The classified change between two texts of a connector's lock (undefined: no lock); undefined when either is no valid lock. */
export function lockChangeOf(file: string, connector: string, beforeText?: string, afterText?: string): LockChange | undefined {
  const before = surfaceIn(beforeText);
  const after = surfaceIn(afterText);
  return before && after ? { file, connector, changes: compareSurfaces(before, after) } : undefined;
}

/** The surface a lock's text pins; no surface when there is no text; undefined when the text is no valid lock. */
function surfaceIn(text: string | undefined): ToolSurface | undefined {
  if (text === undefined) return NO_SURFACE;
  try {
    const read = parseLock(parseLimitedJson(text));
    return 'lock' in read ? read.lock : undefined;
  } catch {
    return undefined;
  }
}
