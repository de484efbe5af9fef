import type { SmokeRule } from './rule.ts';

export const remoteHandshake: SmokeRule = {
  id: 'remote-handshake',
  phase: 'smoke',
  severity: 'error',
  description: 'A remote server completes the MCP handshake over Streamable HTTP or, as the fallback, the legacy HTTP+SSE transport',
  *check({ remote }) {
    if (!remote?.handshakeFailures) return;
    yield {
      at: { field: 'mcp_config.url' },
      message: `no MCP handshake over Streamable HTTP nor SSE (${remote.handshakeFailures.join('; ')})`,
      fix: 'check the URL and that the service still speaks MCP',
    };
  },
};
