import { eachConnector, report, type VersionRule, versionChanged } from './rule.ts';

export const releaseDateUnchanged: VersionRule = {
  id: 'release-date-unchanged',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description:
    "When `version` changes, `version_release_date` changes with it (unless the base's date is today: a second release the same UTC day)",
  explain: {
    example:
      'connectors/alpha/connector.json:14:3  error  version_release_date: version changed to 4 but version_release_date is still ' +
      '2026-11-01, as at the base b3cea2fa8237. Fix: set it to today, 2026-12-01, in both manifests; `npm run bump -- alpha --base ' +
      'b3cea2fa8237fcf04df5e1719df3387c969196cc` does it  [release-date-unchanged]',
    fix: "set version_release_date to today's UTC date in both manifests; `npm run bump -- <id>` does it",
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versionChanged(comparison);
    if (!pair?.now.releaseDate || pair.now.releaseDate !== pair.base.releaseDate || pair.now.releaseDate >= context.today) return;
    yield report(pair.now, 'connector', 'version_release_date', {
      message:
        `version changed to ${pair.now.version} but version_release_date` + ` is still ${pair.now.releaseDate}, as at ${context.baseName}`,
      fix: `set it to today, ${context.today}, in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  }),
};
