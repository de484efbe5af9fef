import { bumpFix, eachConnector, report, type VersionRule, versions } from './rule.ts';

export const versionDecreased: VersionRule = {
  id: 'version-decreased',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description: '`version` never goes down',
  explain: {
    example:
      'connectors/alpha/connector.json:12:3  error  version: version went down from 3 at the base df12f4374c85 to 2: hosts that cached 3 ' +
      'would never update. Fix: run `npm run bump -- alpha --base df12f4374c85f7802f472cb6789960791b42e370`: it sets version 4 (one ' +
      "above the base df12f4374c85), raises version_string, sets today's date in both manifests, and recompiles connectors.json  " +
      '[version-decreased]',
    fix: "run `npm run bump -- <id>`: it sets version one above the base's",
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version >= pair.base.version) return;
    yield report(pair.now, 'connector', 'version', {
      message:
        `version went down from ${pair.base.version} at ${context.baseName} to ${pair.now.version}` +
        `: hosts that cached ${pair.base.version} would never update`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  }),
};
