import { eachConnector, renameNote, report, type VersionRule } from './rule.ts';

export const newConnectorVersion: VersionRule = {
  id: 'new-connector-version',
  phase: 'version',
  severity: 'error',
  needs: ['git-history'],
  description: 'A connector that is not in the base starts at version 1 (a renamed one too: a rename is a removal plus a new connector)',
  explain: {
    example:
      'connectors/gamma/connector.json:12:3  error  version: "gamma" is not in the base ce6c4d15b647 and starts at version 3; a new ' +
      'connector starts at version 1. Fix: set version to 1 in both manifests  [new-connector-version]',
    fix: 'set version to 1 in both manifests of the new connector',
  },
  check: eachConnector(function* ({ comparison, context }) {
    const now = comparison.now;
    if (comparison.base || now?.version === undefined || now.version === 1) return;
    yield report(now, 'connector', 'version', {
      message:
        `"${comparison.folder}" is not in ${context.baseName} and starts at version ${now.version}` +
        `; a new connector starts at version 1.${renameNote(comparison)}`,
      fix: 'set version to 1 in both manifests',
    });
  }),
};
