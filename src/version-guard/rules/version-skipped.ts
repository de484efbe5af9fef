import { bumpFix, report, type VersionRule, versions } from './rule.ts';

export const versionSkipped: VersionRule = {
  id: 'version-skipped',
  phase: 'version',
  severity: 'error',
  description: '`version` goes up by exactly one against the base',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version <= pair.base.version + 1) return;
    yield report(pair.now, 'connector', 'version', {
      message: `version went from ${pair.base.version} at ${context.baseName} to ${pair.now.version}: it goes up by exactly one per change`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};
