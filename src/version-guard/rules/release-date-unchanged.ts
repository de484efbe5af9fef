import { report, versionChanged, type VersionRule } from './rule.ts';

export const releaseDateUnchanged: VersionRule = {
  id: 'release-date-unchanged',
  phase: 'version',
  severity: 'error',
  description:
    "When `version` changes, `version_release_date` changes with it (unless the base's date is today: a second release the same UTC day)",
  *check({ comparison, context }) {
    const pair = versionChanged(comparison);
    if (!pair?.now.releaseDate || pair.now.releaseDate !== pair.base.releaseDate || pair.now.releaseDate >= context.today) return;
    yield report(pair.now, 'connector', 'version_release_date', {
      message:
        `version changed to ${pair.now.version} but version_release_date` + ` is still ${pair.now.releaseDate}, as at ${context.baseName}`,
      fix: `set it to today, ${context.today}, in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  },
};
