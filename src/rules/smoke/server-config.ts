import type { SmokeRule } from './rule.ts';

export const serverConfig: SmokeRule = {
  id: 'server-config',
  phase: 'smoke',
  severity: 'error',
  description: 'An mcp_local connector has `mcp_config.command`, so there is a server to start',
  explain: {
    example:
      'connectors/demo/connector.json  error  an mcp_local connector needs mcp_config.command. Fix: add mcp_config {command, args}  ' +
      '[server-config]',
    fix: 'add mcp_config {command, args} that starts the server, equal to launch_command',
  },
  *check({ server, host }) {
    if ((server && !server.started) || (host && !host.started))
      yield { at: 'manifest', message: 'an mcp_local connector needs mcp_config.command', fix: 'add mcp_config {command, args}' };
  },
};
