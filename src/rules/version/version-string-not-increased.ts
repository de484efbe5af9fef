import semver from 'semver';
import { eachConnector, report, type VersionRule, versionChanged } from './rule.ts';

export const versionStringNotIncreased: VersionRule = {
  id: 'version-string-not-increased',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description: 'When `version` changes, `version_string` becomes a strictly greater semver',
  explain: {
    example:
      'connectors/alpha/connector.json:13:3  error  version_string: version changed to 4 but version_string 1.2.0 is not greater than ' +
      '1.2.0 at the base b3cea2fa8237. Fix: set it to 1.2.1 (or 1.3.0, 2.0.0) in both manifests; `npm run bump -- alpha --base ' +
      'b3cea2fa8237fcf04df5e1719df3387c969196cc` does it  [version-string-not-increased]',
    fix: 'raise version_string to a greater semver in both manifests; `npm run bump -- <id>` does it',
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versionChanged(comparison);
    const [before, after] = [pair?.base.versionString, pair?.now.versionString];
    // Not semver on either side: the schema rule reports that.
    if (!pair || !before || !after || !semver.valid(before) || !semver.valid(after) || semver.gt(after, before)) return;
    yield report(pair.now, 'connector', 'version_string', {
      message: `version changed to ${pair.now.version} but version_string ${after} is not greater than ${before} at ${context.baseName}`,
      fix:
        `set it to ${semver.inc(before, 'patch')} (or ${semver.inc(before, 'minor')}, ${semver.inc(before, 'major')})` +
        ` in both manifests; \`${context.bumpCommand(comparison.folder)}\` does it`,
    });
  }),
};
