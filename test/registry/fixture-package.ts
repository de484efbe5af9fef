// Releases of a fixture MCP server package, as a publisher would put them on a registry: a real stdio server made with
// the official SDK (its Server class, bundled into one file with esbuild, so the package depends on nothing the
// registry must also serve), listing the tools its release was given, with `npx` finding it by its bin. A release may
// instead refuse to start, as a release needing a newer Node than the sandbox's does.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const SERVER_SOURCE = `
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const release = JSON.parse(readFileSync(path.join(__dirname, 'release.json'), 'utf8'));
if (release.refuse) {
  console.error(release.refuse);
  process.exit(1);
}
const server = new Server({ name: release.name, version: release.version }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: release.tools }));
server.setRequestHandler(CallToolRequestSchema, (request) => ({ content: [{ type: 'text', text: request.params.name }] }));
void server.connect(new StdioServerTransport());
`;

let bundled: string | undefined;

/** The server, bundled once per test file. */
async function serverBundle(): Promise<string> {
  if (bundled) return bundled;
  const result = await build({
    stdin: { contents: SERVER_SOURCE, resolveDir: process.cwd(), sourcefile: 'server.mjs', loader: 'js' },
    bundle: true,
    platform: 'node',
    target: 'node18',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  bundled = `#!/usr/bin/env node\n${result.outputFiles[0]!.text}`;
  return bundled;
}

export const LOOKUP = {
  name: 'lookup',
  title: 'Look Up',
  description: 'Looks a word up',
  inputSchema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
  annotations: { readOnlyHint: true },
};
export const DELETE_ENTRY = {
  name: 'delete_entry',
  title: 'Delete Entry',
  description: 'Deletes a word from the dictionary',
  inputSchema: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
  annotations: { destructiveHint: true },
};

export interface FixtureRelease {
  name: string;
  version: string;
  tools?: Array<Record<string, unknown>>;
  /** The server prints this and exits 1 at start. */
  refuse?: string;
  license?: string;
}

/** A release's package folder under `root`, ready for `npm pack`. */
export async function fixtureRelease(root: string, release: FixtureRelease): Promise<string> {
  const dir = path.join(root, `${release.name.replace('/', '+')}-${release.version}`);
  await mkdir(dir, { recursive: true });
  const bin = release.name.split('/').at(-1)!;
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: release.name,
        version: release.version,
        description: 'A fixture MCP server',
        license: release.license ?? 'MIT',
        bin: { [bin]: 'server.cjs' },
        files: ['server.cjs', 'release.json'],
      },
      null,
      2,
    )}\n`,
  );
  await writeFile(path.join(dir, 'server.cjs'), await serverBundle(), { mode: 0o755 });
  await writeFile(
    path.join(dir, 'release.json'),
    JSON.stringify({ name: release.name, version: release.version, tools: release.tools ?? [LOOKUP], refuse: release.refuse }),
  );
  return dir;
}
