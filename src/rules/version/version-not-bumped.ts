import { describeChanges } from '../../version-guard/compare.ts';
import { bumpFix, eachConnector, report, type VersionRule, versions } from './rule.ts';

export const versionNotBumped: VersionRule = {
  id: 'version-not-bumped',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description: 'A connector whose files changed (added, removed or modified) carries a new version',
  explain: {
    example:
      'connectors/alpha/connector.json:12:3  error  version: files changed since the base df12f4374c85 (server.py modified) but version ' +
      'is still 3: hosts that cached version 3 would keep the old files. Fix: run `npm run bump -- alpha --base ' +
      'df12f4374c85f7802f472cb6789960791b42e370`: it sets version 4 (one above the base df12f4374c85), raises version_string, sets ' +
      "today's date in both manifests, and recompiles connectors.json  [version-not-bumped]",
    fix: 'run `npm run bump -- <id>`: it raises version, version_string and the release date in both manifests and recompiles',
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version !== pair.base.version || comparison.changedFiles.length === 0) return;
    yield report(pair.now, 'connector', 'version', {
      message:
        `files changed since ${context.baseName} (${describeChanges(comparison.changedFiles)})` +
        ` but version is still ${pair.now.version}: hosts that cached version ${pair.now.version} would keep the old files`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  }),
};
