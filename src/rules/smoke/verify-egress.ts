import type { SmokeRule } from './rule.ts';

export const verifyEgress: SmokeRule = {
  id: 'verify-egress',
  phase: 'smoke',
  severity: 'error',
  needs: ['live-verify'],
  description: "In the weekly probe, verify reaches only the origin of its connector's `mcp_config.url` (where its key may go)",
  explain: {
    example:
      'connectors/demo/connector.json  error  verify.command: verify tried to reach api.example.com:443; with real secrets its sandbox ' +
      "reaches only mcp.example.com:443, the origin of mcp_config.url. Fix: check the credentials against the connector's own URL " +
      '(an MCP initialize, or one cheap tool call): a key is sent only there  [verify-egress]',
    fix: 'check the key against the origin of mcp_config.url (an MCP initialize, or one cheap tool call), never another host',
  },
  *check({ verify }) {
    if (verify?.live?.refused.length)
      yield {
        at: { field: 'verify.command' },
        message:
          `verify tried to reach ${verify.live.refused.join(', ')}; with real secrets its sandbox reaches only ` +
          `${verify.live.allowed}, the origin of mcp_config.url`,
        fix: "check the credentials against the connector's own URL (an MCP initialize, or one cheap tool call): a key is sent only there",
      };
  },
};
