import type { SmokeRule } from './rule.ts';

export const serverConfig: SmokeRule = {
  id: 'server-config',
  phase: 'smoke',
  severity: 'error',
  description: 'An mcp_local connector has `mcp_config.command`, so there is a server to start',
  *check({ server }) {
    if (server && !server.started)
      yield { at: 'manifest', message: 'an mcp_local connector needs mcp_config.command', fix: 'add mcp_config {command, args}' };
  },
};
