import { eachConnector, report, type VersionRule } from './rule.ts';

export const renamedConnector: VersionRule = {
  id: 'renamed-connector',
  phase: 'version',
  severity: 'warning',
  needs: ['git-history', 'base-revision'],
  description:
    'A folder removed and one added with the same files or name: ' +
    'reported as a removal plus a new connector, since hosts that installed the old id do not follow the new one',
  explain: {
    example:
      'connectors/delta/connector.json:2:3  warning  id: "delta" looks like "beta" renamed (the same files) since the base ce6c4d15b647. ' +
      'A rename is a removal of "beta" plus a new connector "delta" at version 1: hosts that installed "beta" lose it and must add ' +
      '"delta". Fix: keep the folder "beta" if existing users must keep it; otherwise nothing to do  [renamed-connector]',
    fix: 'nothing, if the rename is meant; otherwise keep the old folder so that hosts which installed it keep it',
  },
  check: eachConnector(function* ({ comparison, context }) {
    const rename = comparison.rename;
    if (!rename || !comparison.now) return;
    yield report(comparison.now, 'connector', 'id', {
      message:
        `"${rename.to}" looks like "${rename.from}" renamed (${rename.evidence}) since ${context.baseName}. ` +
        `A rename is a removal of "${rename.from}" plus a new connector "${rename.to}"` +
        ` at version 1: hosts that installed "${rename.from}" lose it and must add "${rename.to}"`,
      fix: `keep the folder "${rename.from}" if existing users must keep it; otherwise nothing to do`,
    });
  }),
};
