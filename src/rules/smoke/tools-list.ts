import type { SmokeRule } from './rule.ts';

export const toolsList: SmokeRule = {
  id: 'tools-list',
  phase: 'smoke',
  severity: 'error',
  description:
    '`tools/list` succeeds with canary credentials (a server must list its tools without a real account), to its ' +
    'last page, and the server declares the `tools` capability when the manifest lists tools',
  explain: {
    example:
      'connectors/demo/server.py  error  tools/list failed with canary credentials: unauthorized. Fix: list tools without valid ' +
      'credentials (authenticate lazily, on the first tool call): Skald cannot activate a server that needs an account to say what it ' +
      'can do  [tools-list]',
    fix: 'make tools/list work without valid credentials (authenticate lazily, on the first tool call) and declare the tools capability',
  },
  *check({ connector, handshake }) {
    if (handshake?.initialized && !handshake.initialized.toolsCapability && connector.manifestTools.length)
      yield { at: 'server', message: 'the server does not declare the "tools" capability, yet the manifest lists tools' };
    if (handshake?.toolsListFailure)
      yield {
        at: 'server',
        message: `tools/list failed with canary credentials: ${handshake.toolsListFailure}`,
        fix:
          'list tools without valid credentials (authenticate lazily, on the first tool call):' +
          ' Skald cannot activate a server that needs an account to say what it can do',
      };
  },
};
