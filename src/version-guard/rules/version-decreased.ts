import { bumpFix, report, type VersionRule, versions } from './rule.ts';

export const versionDecreased: VersionRule = {
  id: 'version-decreased',
  phase: 'version',
  severity: 'error',
  description: '`version` never goes down',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version >= pair.base.version) return;
    yield report(pair.now, 'connector', 'version', {
      message:
        `version went down from ${pair.base.version} at ${context.baseName} to ${pair.now.version}` +
        `: hosts that cached ${pair.base.version} would never update`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};
