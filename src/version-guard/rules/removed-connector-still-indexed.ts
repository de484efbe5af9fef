import { renameNote, type VersionRule } from './rule.ts';

export const removedConnectorStillIndexed: VersionRule = {
  id: 'removed-connector-still-indexed',
  phase: 'version',
  severity: 'error',
  description: 'A connector whose folder was removed is also gone from index.json',
  *check({ comparison, context }) {
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
  },
};
