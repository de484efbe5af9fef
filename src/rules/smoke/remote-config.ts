import type { SmokeRule } from './rule.ts';

export const remoteConfig: SmokeRule = {
  id: 'remote-config',
  phase: 'smoke',
  severity: 'error',
  needs: ['remote-server'],
  description: 'A remote connector has a `mcp_config.url` that is a valid URL once its placeholders are filled',
  explain: {
    example: 'connectors/demo/connector.json  error  mcp_config.url: a remote connector needs mcp_config.url.  [remote-config]',
    fix: 'set mcp_config.url to the https URL of the MCP server (placeholders only from env[])',
  },
  *check({ remote }) {
    if (remote?.urlProblem === 'missing') yield { at: { field: 'mcp_config.url' }, message: 'a remote connector needs mcp_config.url' };
    if (remote?.urlProblem === 'invalid')
      yield { at: { field: 'mcp_config.url' }, message: 'mcp_config.url is not a valid URL once its placeholders are filled' };
  },
};
