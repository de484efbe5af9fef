import { describeChanges } from '../compare.ts';
import { bumpFix, report, type VersionRule, versions } from './rule.ts';

export const versionNotBumped: VersionRule = {
  id: 'version-not-bumped',
  phase: 'version',
  severity: 'error',
  description: 'A connector whose files changed (added, removed or modified) carries a new version',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version !== pair.base.version || comparison.changedFiles.length === 0) return;
    yield report(pair.now, 'connector', 'version', {
      message:
        `files changed since ${context.baseName} (${describeChanges(comparison.changedFiles)})` +
        ` but version is still ${pair.now.version}: hosts that cached version ${pair.now.version} would keep the old files`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};
