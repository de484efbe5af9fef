import { scriptFilesOf, splitCommand } from '../../catalog/commands.ts';
import { isRegularFile } from '../../catalog/load.ts';
import { placeholderTokens } from '../../catalog/placeholders.ts';
import type { Report } from '../../findings/finding.ts';
import type { ConnectorRule, Target, ValidConnector } from '../rule.ts';

export const connectorKind: ConnectorRule = {
  id: 'connector-kind',
  severity: 'error',
  description:
    '`mcp_local`: `launch_command`, `transport: "stdio"`, `mcp_config.command` (+ `args`), the script it starts ' +
    'exists, and `launch_command` equals command + args. `mcp_remote`: `mcp_config.url` (optionally ' +
    '`mcp_config.headers`), a valid URL (its origin: `remote-origin`). `script` is reserved',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:1:1  error  launch_command: an mcp_local connector needs a launch_command. Fix: add the command ' +
      'that starts the server, e.g. "python3 server.py"  [connector-kind]',
    fix:
      'give an mcp_local connector launch_command, transport "stdio" and mcp_config {command, args} equal to it; give an mcp_remote one ' +
      "mcp_config.url, its server's https address",
  },
  *check(connector) {
    switch (connector.manifestData.type) {
      case 'mcp_local':
        yield* checkLocal(connector);
        return;
      case 'mcp_remote':
        yield* checkRemote(connector);
        return;
      case 'script':
        yield {
          at: { manifest: 'connector', field: ['type'] },
          message: '"script" is reserved for a future connector kind that Skald does not run yet',
          fix: 'use "mcp_local" or "mcp_remote"',
        };
    }
  },
};

function* checkLocal({ manifestData: manifest, files }: ValidConnector): Generator<Report<Target>> {
  if (!manifest.launch_command)
    yield {
      at: { manifest: 'connector', field: ['launch_command'] },
      message: 'an mcp_local connector needs a launch_command',
      fix: 'add the command that starts the server, e.g. "python3 server.py"',
    };
  if (manifest.transport !== 'stdio')
    yield {
      at: { manifest: 'connector', field: ['transport'] },
      message: 'an mcp_local connector needs "transport": "stdio"',
      fix: 'add it',
    };
  const config = manifest.mcp_config;
  if (!config?.command) {
    yield {
      at: { manifest: 'connector', field: config ? ['mcp_config', 'command'] : ['mcp_config'] },
      message: 'an mcp_local connector needs mcp_config.command',
      fix: 'add {"command": …, "args": […]}',
    };
    return;
  }
  if (config.url || config.headers)
    yield {
      at: { manifest: 'connector', field: ['mcp_config', config.url ? 'url' : 'headers'] },
      message: 'url and headers belong to mcp_remote connectors',
      fix: 'remove them',
    };
  const words = [config.command, ...(config.args ?? [])];
  for (const script of scriptFilesOf(words)) {
    if (!isRegularFile(files, script))
      yield {
        at: { manifest: 'connector', field: ['mcp_config', 'args'] },
        message: `starts "${script}", which is not a file of the folder`,
        fix: `add ${script} to the folder or correct the name`,
      };
  }
  if (manifest.launch_command && splitCommand(manifest.launch_command).join(' ') !== words.join(' ')) {
    yield {
      at: { manifest: 'connector', field: ['launch_command'] },
      message: `"${manifest.launch_command}" differs from mcp_config ("${words.join(' ')}")`,
      fix: 'make launch_command the command and args of mcp_config',
    };
  }
}

function* checkRemote({ manifestData: manifest }: ValidConnector): Generator<Report<Target>> {
  for (const field of ['launch_command', 'transport'] as const) {
    if (manifest[field] !== undefined)
      yield { at: { manifest: 'connector', field: [field] }, message: `${field} is for mcp_local connectors only`, fix: 'remove it' };
  }
  const config = manifest.mcp_config;
  if (config?.command || config?.args || config?.env) {
    yield {
      at: { manifest: 'connector', field: ['mcp_config'] },
      message: 'command, args and env are for mcp_local connectors',
      fix: 'keep only url (and headers) for a remote server',
    };
  }
  if (!config?.url) {
    yield {
      at: { manifest: 'connector', field: config ? ['mcp_config', 'url'] : ['mcp_config'] },
      message: 'an mcp_remote connector needs mcp_config.url, the address of its MCP server',
      fix: 'add "mcp_config": {"url": "https://…"}',
    };
    return;
  }
  if (!URL.canParse(placeholderTokens(config.url).reduce((text, { token }) => text.replace(token, 'x'), config.url)))
    yield {
      at: { manifest: 'connector', field: ['mcp_config', 'url'] },
      message: `"${config.url}" is not a valid URL`,
      fix: 'write an absolute https:// URL',
    };
}
