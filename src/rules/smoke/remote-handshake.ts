import type { SmokeRule } from './rule.ts';

export const remoteHandshake: SmokeRule = {
  id: 'remote-handshake',
  phase: 'smoke',
  severity: 'error',
  needs: ['remote-server'],
  description: 'A remote server completes the MCP handshake over Streamable HTTP or, as the fallback, the legacy HTTP+SSE transport',
  explain: {
    example:
      'connectors/demo/connector.json  error  mcp_config.url: no MCP handshake over Streamable HTTP nor SSE (streamable-http: refused; ' +
      'sse: refused). Fix: check the URL and that the service still speaks MCP  [remote-handshake]',
    fix: 'check the URL and that the service still speaks MCP (Streamable HTTP, or HTTP+SSE)',
  },
  *check({ remote }) {
    if (!remote?.handshakeFailures) return;
    yield {
      at: { field: 'mcp_config.url' },
      message: `no MCP handshake over Streamable HTTP nor SSE (${remote.handshakeFailures.join('; ')})`,
      fix: 'check the URL and that the service still speaks MCP',
    };
  },
};
