import { report, versionChanged, type VersionRule } from './rule.ts';

export const releaseDateBeforeBase: VersionRule = {
  id: 'release-date-before-base',
  phase: 'version',
  severity: 'error',
  description: "When `version` changes, `version_release_date` is not older than the base's date",
  *check({ comparison, context }) {
    const pair = versionChanged(comparison);
    const [before, after] = [pair?.base.releaseDate, pair?.now.releaseDate];
    if (!pair || !before || !after || after >= before) return;
    yield report(pair.now, 'connector', 'version_release_date', {
      message: `version_release_date ${after} is older than ${before}, the date of version ${pair.base.version} at ${context.baseName}`,
      fix: `set it to today, ${context.today}, in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  },
};
