// A pull request that changes a tool surface on purpose updates the connector's tools.lock.json, and then smoke is
// clean. So the check compares each changed lock with the base's and reports every change in its class (the same
// surface-* rule ids smoke uses), as a warning: meant, but for a reviewer to see in the PR comment's table.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { KEBAB_CASE } from '../catalog/schemas.ts';
import { LOCK_FILE, parseLock } from '../catalog/tools-lock.ts';
import { type Finding, findingOf } from '../findings/finding.ts';
import { parseLimitedJson } from '../json/limits.ts';
import { git, tryGit } from '../system/git.ts';
import { compareSurfaces } from '../tool-surface/diff.ts';
import type { ToolSurface } from '../tool-surface/surface.ts';

const NO_SURFACE: ToolSurface = { protocolVersion: null, instructions: null, tools: [] };

/**
 * Every classified change between each tools.lock.json at `baseRev` and in the working tree of `repoDir`, for the
 * locks under `catalogPath` (relative to the repository, forward slashes). A lock that is new or gone compares with
 * no surface; an unreadable one is tools-lock's to report and is skipped here.
 */
export async function reviewLockChanges(repoDir: string, catalogPath: string, baseRev: string): Promise<Finding[]> {
  const locks = `:(glob)${catalogPath ? `${catalogPath}/` : ''}*/${LOCK_FILE}`;
  // Tracked locks that differ from the base, and new ones not yet added (a local check before the commit).
  const changed = await git(repoDir, ['diff', '--name-only', '--no-renames', baseRev, '--', locks]);
  const untracked = await git(repoDir, ['ls-files', '--others', '--exclude-standard', '--', locks]);
  const files = new Set(`${changed}\n${untracked}`.split('\n').filter(Boolean));
  const findings: Finding[] = [];
  for (const file of [...files].sort()) {
    const connector = file.split('/').at(-2)!;
    // A folder that is no connector id (git quotes a path with unusual characters) is the load rules' to report; its
    // name must not reach the comment or the log from here.
    if (!KEBAB_CASE.test(connector)) continue;
    const before = await tryGit(repoDir, ['show', `${baseRev}:${file}`]);
    const after = await readFile(path.join(repoDir, file), 'utf8').catch(() => undefined);
    findings.push(...classifyLockChange(file, connector, before, after));
  }
  return findings;
}

/**
 * Every classified change between two texts of a connector's lock (undefined: no lock), as warnings on `file`; none
 * when either text is no valid lock (tools-lock reports that).
 */
export function classifyLockChange(file: string, connector: string, beforeText?: string, afterText?: string): Finding[] {
  const before = surfaceIn(beforeText);
  const after = surfaceIn(afterText);
  if (!before || !after) return [];
  return compareSurfaces(before, after).map((change) =>
    findingOf(
      { id: change.class, severity: 'warning' },
      { file, connector },
      {
        message: `${change.message} (${LOCK_FILE} changed since the base)`,
        fix: 'a reviewer checks that the connector should let the model do this; the pull request is labelled "tool surface changed"',
      },
    ),
  );
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
