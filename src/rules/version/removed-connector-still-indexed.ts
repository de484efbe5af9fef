import { eachConnector, renameNote, type VersionRule } from './rule.ts';

export const removedConnectorStillIndexed: VersionRule = {
  id: 'removed-connector-still-indexed',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description: 'A connector whose folder was removed is also gone from index.json',
  explain: {
    example:
      'connectors/index.json:3:3  error  the folder of "beta" was removed since the base ce6c4d15b647 but index.json still lists it. ' +
      'Fix: remove "beta" from index.json, then run `npm run compile`  [removed-connector-still-indexed]',
    fix: 'remove the id from connectors/index.json, then run `npm run compile`',
  },
  check: eachConnector(function* ({ comparison, context }) {
    const ids = context.now.indexIds;
    if (!comparison.base || comparison.now || !ids?.includes(comparison.folder)) return;
    const at = ids.indexOf(comparison.folder);
    yield {
      at: { connector: comparison.folder, file: context.now.indexFile, position: context.now.index?.positionOf([at]) },
      message:
        `the folder of "${comparison.folder}" was removed since ${context.baseName}` +
        ` but index.json still lists it.${renameNote(comparison)}`,
      fix:
        `remove "${comparison.folder}" from index.json${comparison.rename ? ` (and list "${comparison.rename.to}")` : ''}` +
        `, then run \`npm run compile\``,
    };
  }),
};
