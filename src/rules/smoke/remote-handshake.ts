import { FAILURE_CLASSES } from '../../mcp/failure-class.ts';
import type { SmokeRule } from './rule.ts';

export const remoteHandshake: SmokeRule = {
  id: 'remote-handshake',
  phase: 'smoke',
  severity: 'error',
  needs: ['remote-server'],
  description:
    'A remote server completes an MCP handshake: `server/discover` (2026-07-28) or `initialize` (2025) over Streamable HTTP, ' +
    'or `initialize` over the legacy HTTP+SSE transport; a failure is named by its class (needs credentials, payment ' +
    'required, name not found, TLS, refused or unreachable, timeout, not found, not an MCP server, server error, no common ' +
    'protocol version)',
  explain: {
    example:
      'connectors/demo/connector.json  error  mcp_config.url: no MCP handshake: refused or unreachable, no connection (ECONNREFUSED) ' +
      '(streamable-http: Version negotiation probe failed: fetch failed). Fix: check the URL and that the service still speaks MCP  ' +
      '[remote-handshake]',
    fix: 'check the URL and that the service still speaks MCP (Streamable HTTP, or HTTP+SSE)',
  },
  *check({ remote }) {
    if (!remote?.handshakeFailures) return;
    const failure = remote.failure;
    const named = failure ? `${FAILURE_CLASSES[failure.class]}, ${failure.detail} ` : '';
    yield {
      at: { field: 'mcp_config.url' },
      message: `no MCP handshake: ${named}(${remote.handshakeFailures.join('; ')})`,
      fix: 'check the URL and that the service still speaks MCP',
    };
  },
};
