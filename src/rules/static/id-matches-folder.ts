import type { ConnectorRule } from '../rule.ts';

export const idMatchesFolder: ConnectorRule = {
  id: 'id-matches-folder',
  severity: 'error',
  description: '`id` in both manifests and `folder` in `fragment.json` equal the folder name',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:2:3  error  id: "other" differs from the folder name "demo". Fix: use "demo", or rename the folder ' +
      '(a rename is a removal plus a new connector)  [id-matches-folder]',
    fix:
      'set `id` in both manifests (and `folder` in fragment.json) to the folder name, or rename the folder (a rename is a removal plus a ' +
      'new connector)',
  },
  *check(connector) {
    const fix = `use "${connector.folder}", or rename the folder (a rename is a removal plus a new connector)`;
    if (connector.fragmentData.id !== connector.folder)
      yield {
        at: { manifest: 'fragment', field: ['id'] },
        message: `"${connector.fragmentData.id}" differs from the folder name "${connector.folder}"`,
        fix,
      };
    if (connector.fragmentData.folder !== connector.folder)
      yield {
        at: { manifest: 'fragment', field: ['folder'] },
        message: `"${connector.fragmentData.folder}" differs from the folder name "${connector.folder}"`,
        fix,
      };
    if (connector.manifestData.id !== connector.folder)
      yield {
        at: { manifest: 'connector', field: ['id'] },
        message: `"${connector.manifestData.id}" differs from the folder name "${connector.folder}"`,
        fix,
      };
  },
};
