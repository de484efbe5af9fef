import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { newConnector } from '../scaffold/new-connector.ts';
import { KINDS } from '../scaffold/templates.ts';

export const help: CommandHelp = {
  usage: `npm run new -- <id> --kind ${KINDS.join('|')} [PKG@VERSION] [--catalog DIR]`,
  summary:
    'Creates connectors/<id>/ with both manifests ($schema set), a working server (the shared Python runtime, or the MCP SDK for ' +
    'Node), a verify where the kind needs one and placeholder icons; adds the id to index.json and recompiles connectors.json. ' +
    "Node and npm-package folders come locked (package-lock.json, by npm, seeded from this repository's lock). npm-package installs " +
    'PKG@VERSION (--ignore-scripts) in a temporary directory and starts its server on this machine, NOT sandboxed, to write the ' +
    'tools it lists into tools[]; without the registry it says so, writes the folder unlocked with tools[] empty and exits 0. ' +
    'The result passes `npm run check` (the placeholder icons are a warning until replaced).',
  options: [
    [
      '--kind KIND',
      'python: skald_mcp.py server; node: MCP SDK server; remote: a hosted server by URL, verified by handshake; ' +
        'npm-package: a published npm MCP server, PKG@VERSION',
    ],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
  ],
  examples: [
    'npm run new -- acme-notes --kind python          # a Python server on the shared runtime',
    'npm run new -- acme-files --kind node            # a Node server on the official MCP SDK',
    'npm run new -- acme-cloud --kind remote          # a hosted MCP server; set mcp_config.url and verify.py',
    'npm run new -- everything --kind npm-package @modelcontextprotocol/server-everything@2026.8.31',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: { kind: { type: 'string' }, catalog: { type: 'string', default: 'connectors' } },
    },
    help,
  );
  const [id, packageSpec, ...extra] = positionals;
  if (!id || extra.length) throw new UsageError(`give one connector id (and PKG@VERSION for npm-package)\nusage: ${help.usage}`);
  if (!values.kind) throw new UsageError(`say which kind of connector: --kind ${KINDS.join('|')}\nusage: ${help.usage}`);
  const result = await newConnector({
    catalogDir: path.resolve(values.catalog),
    catalogLabel: values.catalog,
    repoDir: process.cwd(),
    id,
    kind: values.kind,
    packageSpec,
    progress: (line) => process.stderr.write(`new: ${line}\n`),
  });
  process.stdout.write(result.written.map((file) => `wrote ${file}\n`).join(''));
  if (result.tools?.length) process.stdout.write(`tools[] holds the ${result.tools.length} tools its server lists\n`);
  process.stderr.write(result.notes.map((note) => `new: ${note}\n`).join(''));
  if (result.compileFindings.length) {
    process.stdout.write(`connectors.json was not recompiled:\n${formatHuman(result.compileFindings, { color: false })}`);
    return EXIT_FINDINGS;
  }
  process.stdout.write(
    `rewrote ${values.catalog}/connectors.json\n\nNext: edit the TODOs in connector.json and fragment.json, replace the icons, then\n` +
      `  npm run probe -- ${id}          # its tools, docker-free\n  npm run check -- ${id}\n  npm run smoke -- ${id}\n` +
      (values.kind === 'remote' ? 'Set mcp_config.url (connector.json) and URL (verify.py) to the real server.\n' : ''),
  );
  return EXIT_OK;
}
