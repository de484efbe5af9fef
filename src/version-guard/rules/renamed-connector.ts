import { report, type VersionRule } from './rule.ts';

export const renamedConnector: VersionRule = {
  id: 'renamed-connector',
  phase: 'version',
  severity: 'warning',
  description:
    'A folder removed and one added with the same files or name: ' +
    'reported as a removal plus a new connector, since hosts that installed the old id do not follow the new one',
  *check({ comparison, context }) {
    const rename = comparison.rename;
    if (!rename || !comparison.now) return;
    yield report(comparison.now, 'connector', 'id', {
      message:
        `"${rename.to}" looks like "${rename.from}" renamed (${rename.evidence}) since ${context.baseName}. ` +
        `A rename is a removal of "${rename.from}" plus a new connector "${rename.to}"` +
        ` at version 1: hosts that installed "${rename.from}" lose it and must add "${rename.to}"`,
      fix: `keep the folder "${rename.from}" if existing users must keep it; otherwise nothing to do`,
    });
  },
};
