import { bumpFix, report, type VersionRule, versions } from './rule.ts';

export const contractChangedWithoutBump: VersionRule = {
  id: 'contract-changed-without-bump',
  phase: 'version',
  severity: 'error',
  description:
    'A change to what fragment.json tells hosts to run or show (type, scope, auth, requires, tools) ' +
    'carries a new version; wording (name, user_description, tags) does not need one',
  *check({ comparison, context }) {
    const pair = versions(comparison);
    const [first] = comparison.changedContract;
    if (!pair || pair.now.version !== pair.base.version || first === undefined) return;
    yield report(pair.now, 'fragment', first, {
      message:
        `fragment.json changed ${comparison.changedContract.join(', ')} since ${context.baseName}` +
        `, which hosts run or show, but version is still ${pair.now.version}`,
      fix: bumpFix(comparison, context, pair.base.version),
    });
  },
};
