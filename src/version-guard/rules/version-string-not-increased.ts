import semver from 'semver';
import { report, versionChanged, type VersionRule } from './rule.ts';

export const versionStringNotIncreased: VersionRule = {
  id: 'version-string-not-increased',
  phase: 'version',
  severity: 'error',
  description: 'When `version` changes, `version_string` becomes a strictly greater semver',
  *check({ comparison, context }) {
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
  },
};
