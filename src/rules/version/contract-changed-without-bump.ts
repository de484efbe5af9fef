import { bumpFix, eachConnector, report, type VersionRule, versions } from './rule.ts';

export const contractChangedWithoutBump: VersionRule = {
  id: 'contract-changed-without-bump',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description:
    'A change to what fragment.json tells hosts to run or show (type, scope, auth, requires, tools) ' +
    'carries a new version; wording (name, user_description, tags) does not need one',
  explain: {
    example:
      'connectors/alpha/fragment.json:5:3  error  scope: fragment.json changed scope since the base df12f4374c85, which hosts run or ' +
      'show, but version is still 3. Fix: run `npm run bump -- alpha --base df12f4374c85f7802f472cb6789960791b42e370`: it sets version 4 ' +
      "(one above the base df12f4374c85), raises version_string, sets today's date in both manifests, and recompiles connectors.json  " +
      '[contract-changed-without-bump]',
    fix: 'run `npm run bump -- <id>`: a change hosts run or show needs a new version',
  },
  check: eachConnector(function* ({ comparison, context }) {
    const pair = versions(comparison);
    const [first] = comparison.changedContract;
    if (!pair || pair.now.version !== pair.base.version || first === undefined) return;
    yield report(pair.now, 'fragment', first, {
      message:
        `fragment.json changed ${comparison.changedContract.join(', ')} since ${context.baseName}` +
        `, which hosts run or show, but version is still ${pair.now.version}`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  }),
};
