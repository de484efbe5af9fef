// Each change between the base's tools.lock.json and the new one, under the id of its class and with its text (smoke's
// surface-* rules, which docs/rules.md documents), as a warning: meant, but for a reviewer in the pull request comment.
import { LOCK_FILE } from '../../catalog/tools-lock.ts';
import { type Finding, findingOf } from '../../findings/finding.ts';
import type { SurfaceChange } from '../../tool-surface/diff.ts';
import type { LockChange } from '../../version-guard/lock-review.ts';
import { SURFACE_RULES } from '../smoke/surface-changes.ts';
import type { VersionRule } from './rule.ts';

const FIX = 'a reviewer checks that the connector should let the model do this; the pull request is labelled "tool surface changed"';

/** The version phase's review of changed locks: one rule per class of change, sharing its id with smoke's. */
export const LOCK_REVIEW_RULES: readonly VersionRule[] = SURFACE_RULES.map(({ id, description, explain }) => ({
  id,
  phase: 'version',
  severity: 'warning',
  needs: ['git-history', 'base-revision'],
  description,
  explain,
  *check({ lockChanges }) {
    for (const { file, connector, changes } of lockChanges)
      for (const change of changes) if (change.class === id) yield { at: { file, connector }, message: messageOf(change), fix: FIX };
  },
}));

const messageOf = (change: SurfaceChange) => `${change.message} (${LOCK_FILE} changed since the base)`;

/** The findings this review reports for one changed lock, in the same words: the update job's description shows them. */
export function lockChangeFindings({ file, connector, changes }: LockChange): Finding[] {
  const rules = new Map(LOCK_REVIEW_RULES.map((rule) => [rule.id, rule]));
  return changes.map((change) => findingOf(rules.get(change.class)!, { file, connector }, { message: messageOf(change), fix: FIX }));
}
