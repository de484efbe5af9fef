import { eachConnector, report, type VersionRule, versionChanged } from './rule.ts';

export const releaseDateBeforeBase: VersionRule = {
  id: 'release-date-before-base',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description: "When `version` changes, `version_release_date` is not older than the base's date",
  explain: {
    example:
      'connectors/alpha/connector.json:14:3  error  version_release_date: version_release_date 2000-01-01 is older than 2026-11-01, the ' +
      'date of version 3 at the base b3cea2fa8237. Fix: set it to today, 2026-12-01, in both manifests; `npm run bump -- alpha --base ' +
      'b3cea2fa8237fcf04df5e1719df3387c969196cc` does it  [release-date-before-base]',
    fix: "set version_release_date to today's UTC date in both manifests; `npm run bump -- <id>` does it",
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versionChanged(comparison);
    const [before, after] = [pair?.base.releaseDate, pair?.now.releaseDate];
    if (!pair || !before || !after || after >= before) return;
    yield report(pair.now, 'connector', 'version_release_date', {
      message: `version_release_date ${after} is older than ${before}, the date of version ${pair.base.version} at ${context.baseName}`,
      fix: `set it to today, ${context.today}, in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  }),
};
