// The files `npm run new` writes for each kind of connector. Every text here is a starting point the maintainer
// edits: the one tool ("hello") exists so the first `npm run check` and `npm run smoke` pass before any real work.

import { PLACEHOLDER_ICON_MARK } from '../rules/static/placeholder-icon.ts';

export const KINDS = ['python', 'node', 'remote', 'npm-package'] as const;
export type ScaffoldKind = (typeof KINDS)[number];

export interface ScaffoldInput {
  id: string;
  kind: ScaffoldKind;
  /** npm-package only: the package and its exact version. */
  pkg?: { name: string; version: string };
  /** YYYY-MM-DD, the first release date. */
  today: string;
  /**
   * The versions of the MCP packages (the 1.x `sdk`, the v2 `server`) and zod the repository pins, for the node kind's
   * package.json, and the repository's npm overrides, which keep the 1.x SDK's tree on the target Node (the node kind's
   * tree is seeded from the repository's lock).
   */
  versions: { sdk: string; server: string; zod: string; overrides: Record<string, string> };
  /** The Node of the oldest target (src/sandbox/targets.ts): whether a Node server can speak both protocol eras. */
  targetNode: string;
  /** npm-package only: the package's tools as its server lists them; empty when they could not be listed. */
  tools?: ToolEntry[];
}

export interface ToolEntry {
  name: string;
  display_name: string;
}

const HELLO_TOOL: ToolEntry = { name: 'hello', display_name: 'Say Hello' };

/** The first Node the v2 MCP server (`@modelcontextprotocol/server`, both protocol eras) runs on. */
export const DUAL_ERA_NODE_MAJOR = 20;

/** Whether a Node server written for `targetNode` can serve both protocol eras; else it stays on the legacy 1.x SDK. */
export function nodeServesBothEras(targetNode: string): boolean {
  return Number.parseInt(targetNode, 10) >= DUAL_ERA_NODE_MAJOR;
}

/** Every file of the new folder, by name, as text. */
export function scaffoldFiles(input: ScaffoldInput, pylib: { skaldMcp: string; mcpProbe: string }): Record<string, string> {
  const { id, kind } = input;
  const name = titleOf(id);
  const files: Record<string, string> = {
    'icon_sm.svg': placeholderIcon(48, name),
    'icon_lg.svg': placeholderIcon(96, name),
  };
  const common = {
    requires: [] as string[],
    tags: ['mcp', kind === 'remote' ? 'remote' : 'local'],
    auth: { type: 'none' },
    tools: [HELLO_TOOL] as ToolEntry[],
  };
  let runtime: Record<string, unknown>;
  let instructions: string[];
  if (kind === 'python') {
    files['server.py'] = pythonServer(id, name);
    files['skald_mcp.py'] = pylib.skaldMcp;
    common.requires = ['PYTHON'];
    runtime = {
      launch_command: 'python3 server.py',
      transport: 'stdio',
      dependencies: [],
      mcp_config: { command: 'python3', args: ['server.py'] },
    };
    instructions = ['Nothing to configure.', 'Requires Python 3.9 or later; the server uses only the standard library.'];
  } else if (kind === 'node') {
    const bothEras = nodeServesBothEras(input.targetNode);
    files['server.js'] = bothEras ? dualEraNodeServer(id, name) : legacyNodeServer(id, name, input.targetNode);
    files['package.json'] = json({
      name: `skald-connector-${id}`,
      private: true,
      description: `Skald connector: ${name}`,
      type: 'module',
      ...(bothEras
        ? {
            engines: { node: `>=${DUAL_ERA_NODE_MAJOR}` },
            dependencies: { '@modelcontextprotocol/server': input.versions.server, zod: input.versions.zod },
          }
        : {
            dependencies: { '@modelcontextprotocol/sdk': input.versions.sdk, zod: input.versions.zod },
            ...(Object.keys(input.versions.overrides).length ? { overrides: input.versions.overrides } : {}),
          }),
    });
    common.requires = ['NODE'];
    runtime = { launch_command: 'node server.js', transport: 'stdio', mcp_config: { command: 'node', args: ['server.js'] } };
    const minimum = bothEras ? DUAL_ERA_NODE_MAJOR : Number.parseInt(input.targetNode, 10);
    instructions = ['Nothing to configure.', `Requires Node.js ${minimum} or later; the dependencies are pinned in package.json.`];
  } else if (kind === 'npm-package') {
    const spec = `${input.pkg!.name}@${input.pkg!.version}`;
    files['package.json'] = json({
      name: `skald-connector-${id}`,
      private: true,
      description: `Skald connector: runs the published ${input.pkg!.name} server`,
      type: 'commonjs',
      dependencies: { [input.pkg!.name]: input.pkg!.version },
    });
    common.requires = ['NODE'];
    // The tools are the package's, as its server listed them when `new` started it (none when it could not).
    common.tools = input.tools ?? [];
    runtime = {
      launch_command: `npx -y ${spec}`,
      transport: 'stdio',
      dependencies: [spec],
      mcp_config: { command: 'npx', args: ['-y', spec] },
    };
    instructions = [`Skald starts the published ${input.pkg!.name} package, pinned to ${input.pkg!.version}, with npx; it needs Node.js.`];
  } else {
    files['verify.py'] = remoteVerify(name);
    files['mcp_probe.py'] = pylib.mcpProbe;
    common.requires = ['PYTHON'];
    runtime = {
      dependencies: [],
      verify: { command: 'python3 verify.py', timeout_secs: 20 },
      mcp_config: { url: REMOTE_URL_PLACEHOLDER },
    };
    instructions = [`Activate the connector; Skald checks that the server answers the MCP handshake (verify.py) before saving.`];
  }
  const version = { version: 1, version_string: '1.0.0', version_release_date: input.today };
  files['connector.json'] = json({
    $schema: '../schemas/connector.schema.json',
    id,
    name,
    ...version,
    type: kind === 'remote' ? 'mcp_remote' : 'mcp_local',
    scope: 'global',
    ...pick(runtime, ['launch_command', 'transport']),
    requires: common.requires,
    tags: common.tags,
    ...pick(runtime, ['dependencies']),
    setup_instructions: instructions,
    docs: [
      {
        lang: 'en',
        description: `TODO: what ${name} lets the assistant do, for the person choosing it in the catalog.`,
        llm_short_description: `${name} — TODO: one line for the assistant's system prompt.`,
      },
    ],
    auth: common.auth,
    ...pick(runtime, ['verify', 'mcp_config']),
    tools: common.tools,
    icon_small: 'icon_sm.svg',
    icon_large: 'icon_lg.svg',
  });
  files['fragment.json'] = json({
    $schema: '../schemas/fragment.schema.json',
    id,
    name,
    type: kind === 'remote' ? 'mcp_remote' : 'mcp_local',
    scope: 'global',
    icon_small: `${id}/icon_sm.svg`,
    icon_large: `${id}/icon_lg.svg`,
    user_description: `TODO: one or two sentences on what ${name} does.`,
    requires: common.requires,
    tags: common.tags,
    auth: common.auth,
    tools: common.tools,
    folder: id,
    ...version,
  });
  return files;
}

/** Where a new remote connector points until its maintainer names the real server. */
const REMOTE_URL_PLACEHOLDER = 'https://mcp.example.com/mcp';

function pick(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** "get-tiny-image", "get_tiny_image" and "getTinyImage" read as "Get Tiny Image". */
export function titleOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function placeholderIcon(size: number, name: string): string {
  const letter = name.charAt(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">
  <!-- ${PLACEHOLDER_ICON_MARK}: replace this file with the connector's own icon -->
  <rect width="48" height="48" rx="10" fill="#8a8f98"/>
  <text x="24" y="32" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#ffffff">${letter}</text>
</svg>
`;
}

function pythonServer(id: string, name: string): string {
  return `#!/usr/bin/env python3
"""${name} connector for Skald, over MCP stdio. skald_mcp.py is a copy of pylib/skald_mcp.py: never edit it here."""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from skald_mcp import Server, ToolError, object_schema, run

server = Server("${id}", "1.0.0", title="${name}")


@server.tool(
    "hello",
    title="Say Hello",
    description="Greets someone by name. Replace this tool with the connector's real ones.",
    schema=object_schema({"name": {"type": "string", "minLength": 1, "maxLength": 100, "description": "Who to greet."}}, ["name"]),
)
def hello(args: dict) -> str:
    if args["name"].strip() == "":
        raise ToolError("name must not be blank")
    return f"Hello, {args['name']}!"


if __name__ == "__main__":
    run(server)
`;
}

const HELLO_REGISTRATION = `  'hello',
  {
    title: 'Say Hello',
    description: "Greets someone by name. Replace this tool with the connector's real ones.",
    inputSchema: z.object({ name: z.string().min(1).max(100).describe('Who to greet.') }),
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  async ({ name }) => ({ content: [{ type: 'text', text: \`Hello, \${name}!\` }] }),`;

function dualEraNodeServer(id: string, name: string): string {
  return `#!/usr/bin/env node
// ${name} connector for Skald: an MCP server over stdio, written with the official MCP SDK (v2). serveStdio speaks both
// protocol eras: a 2026-07-28 client (server/discover, the version in every request's _meta) and a 2025 one (initialize).
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { z } from 'zod';

// serveStdio builds a server per connection (and one for a probe it may discard): keep this cheap, state outside it.
function createServer() {
  const server = new McpServer({ name: '${id}', version: '1.0.0', title: '${name}' });
  server.registerTool(
${HELLO_REGISTRATION.replace(/^/gm, '  ')}
  );
  return server;
}

// Logs go to stderr: stdout carries only JSON-RPC messages.
serveStdio(createServer);
process.stderr.write('${id} ready\\n');
`;
}

function legacyNodeServer(id: string, name: string, targetNode: string): string {
  return `#!/usr/bin/env node
// ${name} connector for Skald: an MCP server over stdio, written with the official MCP SDK (1.x). It speaks the legacy
// protocol era only (initialize, up to 2025-11-25): the v2 SDK, which also serves 2026-07-28 clients, needs Node
// ${DUAL_ERA_NODE_MAJOR}, and the oldest target Skald runs on has Node ${targetNode}.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: '${id}', version: '1.0.0', title: '${name}' });

server.registerTool(
${HELLO_REGISTRATION}
);

// Logs go to stderr: stdout carries only JSON-RPC messages.
await server.connect(new StdioServerTransport());
process.stderr.write('${id} ready\\n');
`;
}

function remoteVerify(name: string): string {
  return `#!/usr/bin/env python3
"""Verify the ${name} connector: the MCP handshake with the hosted server, in whichever protocol era it speaks.

Skald runs this before it saves an activation. Output convention: exactly one JSON
object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
mcp_probe.py is a copy of pylib/mcp_probe.py: never edit it here.
"""
import sys
import urllib.error

from mcp_probe import HttpStatusError, ProbeError, describe_failure, emit, probe_mcp

URL = "${REMOTE_URL_PLACEHOLDER}"


def main():
    try:
        details = probe_mcp(URL)
    except (HttpStatusError, ProbeError, urllib.error.URLError, OSError) as error:
        return emit(False, "${name} check failed: " + describe_failure(error, URL))
    return emit(True, "${name} answered the MCP handshake and lists %d tools" % len(details["tools"]), details)


if __name__ == "__main__":
    sys.exit(main())
`;
}
