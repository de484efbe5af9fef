// A pull request that changes a tool surface on purpose updates the connector's tools.lock.json, and then smoke is
// clean. So the check reports every change between the base's lock and the new one, each under the id of its class
// (the surface-* rules of smoke, which docs/rules.md documents), as a warning: meant, but for a reviewer to see in the
// pull request comment's table.
import { LOCK_FILE } from '../../catalog/tools-lock.ts';
import { SURFACE_CHANGE_CLASSES, type SurfaceChangeClass } from '../../tool-surface/diff.ts';
import type { VersionRule } from './rule.ts';

const FIX = 'a reviewer checks that the connector should let the model do this; the pull request is labelled "tool surface changed"';

function lockReviewRule(changeClass: SurfaceChangeClass): VersionRule {
  return {
    id: changeClass,
    phase: 'version',
    severity: 'warning',
    needs: ['git-history', 'base-revision'],
    description: `A change of the class ${changeClass} between the base's ${LOCK_FILE} and the working tree's, for the reviewer`,
    explain: {
      example: `connectors/demo/${LOCK_FILE}  warning  ${changeClass}, as the smoke rule says (${LOCK_FILE} changed since the base)`,
      fix: FIX,
    },
    *check({ lockChanges }) {
      for (const { file, connector, changes } of lockChanges)
        for (const change of changes)
          if (change.class === changeClass)
            yield { at: { file, connector }, message: `${change.message} (${LOCK_FILE} changed since the base)`, fix: FIX };
    },
  };
}

/** The version phase's review of changed locks: one rule per class of change, sharing its id with smoke's. */
export const LOCK_REVIEW_RULES: readonly VersionRule[] = SURFACE_CHANGE_CLASSES.map(lockReviewRule);
