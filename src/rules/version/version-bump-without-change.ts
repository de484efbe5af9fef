import { eachConnector, report, type VersionRule, versions } from './rule.ts';

export const versionBumpWithoutChange: VersionRule = {
  id: 'version-bump-without-change',
  phase: 'version',
  severity: 'warning',
  needs: ['git-history', 'base-revision'],
  description: '`version` goes up only when files or the fragment.json contract changed (a bump with nothing to ship)',
  explain: {
    example:
      'connectors/alpha/connector.json:12:3  warning  version: version went from 3 to 4 but no file and no contract field changed since ' +
      'the base b3cea2fa8237: hosts would download the same files again. Fix: put back version 3, version_string "1.2.0" and ' +
      'version_release_date "2026-11-01" in both manifests, unless a change is still coming  [version-bump-without-change]',
    fix: "put back the base's version, version_string and version_release_date in both manifests, unless a change is still coming",
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version <= pair.base.version || comparison.changedFiles.length > 0 || comparison.changedContract.length > 0)
      return;
    const base = pair.base;
    yield report(pair.now, 'connector', 'version', {
      message:
        `version went from ${base.version} to ${pair.now.version}` +
        ` but no file and no contract field changed since ${context.baseName}: hosts would download the same files again`,
      fix:
        `put back version ${base.version}, version_string ${JSON.stringify(base.versionString)}` +
        ` and version_release_date ${JSON.stringify(base.releaseDate)} in both manifests, unless a change is still coming`,
    });
  }),
};
