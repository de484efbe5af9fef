import { bumpFix, eachConnector, report, type VersionRule, versions } from './rule.ts';

export const versionSkipped: VersionRule = {
  id: 'version-skipped',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description: '`version` goes up by exactly one against the base',
  explain: {
    example:
      'connectors/alpha/connector.json:12:3  error  version: version went from 3 at the base b3cea2fa8237 to 5: it goes up by exactly ' +
      'one per change. Fix: run `npm run bump -- alpha --base b3cea2fa8237fcf04df5e1719df3387c969196cc`: it sets version 4 (one above ' +
      "the base b3cea2fa8237), raises version_string, sets today's date in both manifests, and recompiles connectors.json  " +
      '[version-skipped]',
    fix: "run `npm run bump -- <id>`: it sets version one above the base's",
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versions(comparison);
    if (!pair || pair.now.version <= pair.base.version + 1) return;
    yield report(pair.now, 'connector', 'version', {
      message: `version went from ${pair.base.version} at ${context.baseName} to ${pair.now.version}: it goes up by exactly one per change`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  }),
};
