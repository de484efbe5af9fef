import type { SmokeRule } from './rule.ts';

export const serverDiscoverRevision: SmokeRule = {
  id: 'server-discover-revision',
  phase: 'smoke',
  severity: 'error',
  description:
    'A server that answers `server/discover` keeps the 2026-07-28 revision: its `server/discover` and `tools/list` results ' +
    'carry `resultType`, `ttlMs` and `cacheScope`; over HTTP it refuses a request whose `MCP-Protocol-Version` header ' +
    'disagrees with its `_meta` (400, -32020), and neither hands out nor wants an `Mcp-Session-Id`',
  explain: {
    example:
      'connectors/demo/server.py  error  the tools/list result has no ttlMs, cacheScope (server/discover, 2026-07-28). Fix: ' +
      'serve the 2026-07-28 revision with an MCP SDK that implements it (the v2 SDKs do), or fix these answers  [server-discover-revision]',
    fix: 'serve the 2026-07-28 revision with an MCP SDK that implements it (the v2 SDKs do), or fix these answers',
  },
  *check({ handshake }) {
    if (handshake?.era !== 'modern') return;
    for (const problem of handshake.revisionProblems ?? [])
      yield {
        at: 'server',
        message: `${problem} (server/discover, 2026-07-28)`,
        fix: 'serve the 2026-07-28 revision with an MCP SDK that implements it (the v2 SDKs do), or fix these answers',
      };
  },
};
