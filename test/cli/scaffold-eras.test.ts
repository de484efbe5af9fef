import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedTargets } from '../../src/sandbox/targets.ts';
import { type ScaffoldInput, scaffoldFiles } from '../../src/scaffold/templates.ts';

// The servers `npm run new` writes, started as written and spoken to by the v2 client in both negotiation modes. The
// Node server is dual-era when the target Node allows the v2 SDK (trixie's 20.19) and legacy-only on bookworm's 18.20,
// the oldest target, which a scaffold must run on (test/cli/commands.test.ts runs `npm run new` itself on that target).

const root = JSON.parse(await readFile('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const OLDEST = recordedTargets()[0]!;
const TRIXIE_NODE = recordedTargets().find((target) => target.id === 'trixie')!.node;

function input(id: string, kind: ScaffoldInput['kind'], targetNode: string): ScaffoldInput {
  return {
    id,
    kind,
    today: '2026-12-03',
    targetNode,
    versions: {
      sdk: root.dependencies['@modelcontextprotocol/sdk']!,
      server: root.devDependencies['@modelcontextprotocol/server']!,
      zod: root.dependencies.zod!,
      overrides: {},
    },
  };
}

let dir: string;
beforeAll(async () => {
  // Inside the repository, so a Node server finds the repository's node_modules as the scaffolds of connectors/ do.
  dir = await mkdtemp(path.resolve('node_modules/.cache/skald-scaffold-eras-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function scaffold(id: string, kind: ScaffoldInput['kind'], targetNode: string): Promise<Record<string, string>> {
  const pylib = { skaldMcp: await readFile('pylib/skald_mcp.py', 'utf8'), mcpProbe: await readFile('pylib/mcp_probe.py', 'utf8') };
  const files = scaffoldFiles(input(id, kind, targetNode), pylib);
  await mkdir(path.join(dir, id));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, id, name), text);
  return files;
}

async function speak(id: string, command: string, script: string, mode: 'auto' | 'legacy') {
  const client = new Client(
    { name: 'scaffold-eras-test', version: '1.0.0' },
    { versionNegotiation: { mode, probe: { timeoutMs: 15_000 } } },
  );
  await client.connect(
    new StdioClientTransport({ command, args: [script], cwd: path.join(dir, id), env: { PYTHONDONTWRITEBYTECODE: '1' }, stderr: 'ignore' }),
    { timeout: 15_000 },
  );
  try {
    const { tools } = await client.listTools();
    const called = await client.callTool({ name: 'hello', arguments: { name: 'Ada' } });
    return { era: client.getProtocolEra(), tools: tools.map((tool) => [tool.name, tool.title]), called: called.content };
  } finally {
    await client.close();
  }
}

const HELLO = { tools: [['hello', 'Say Hello']], called: [{ type: 'text', text: 'Hello, Ada!' }] };

describe('npm run new writes servers of both protocol eras where the target allows it', () => {
  it('the Python scaffold runs on the shared runtime, which serves both eras', async () => {
    const files = await scaffold('demo-python', 'python', OLDEST.node);
    expect(files['skald_mcp.py']).toBe(await readFile('pylib/skald_mcp.py', 'utf8'));
    expect(await speak('demo-python', 'python3', 'server.py', 'auto')).toEqual({ era: 'modern', ...HELLO });
    expect(await speak('demo-python', 'python3', 'server.py', 'legacy')).toEqual({ era: 'legacy', ...HELLO });
  });

  it('a Node scaffold for Node 20 or later is on the v2 server (serveStdio) and serves both eras', async () => {
    const files = await scaffold('demo-node-dual', 'node', TRIXIE_NODE);
    expect(JSON.parse(files['package.json']!)).toMatchObject({
      engines: { node: '>=20' },
      dependencies: { '@modelcontextprotocol/server': root.devDependencies['@modelcontextprotocol/server'], zod: root.dependencies.zod },
    });
    expect(JSON.parse(files['connector.json']!).setup_instructions).toContain(
      'Requires Node.js 20 or later; the dependencies are pinned in package.json.',
    );
    expect(files['server.js']).toContain('serveStdio(createServer)');
    expect(await speak('demo-node-dual', process.execPath, 'server.js', 'auto')).toEqual({ era: 'modern', ...HELLO });
    expect(await speak('demo-node-dual', process.execPath, 'server.js', 'legacy')).toEqual({ era: 'legacy', ...HELLO });
  });

  it('a Node scaffold for the target Node 18 stays on the 1.x SDK, says it is legacy, and a probing client falls back', async () => {
    const files = await scaffold('demo-node-legacy', 'node', OLDEST.node);
    const manifest = JSON.parse(files['package.json']!) as { dependencies: Record<string, string>; engines?: unknown };
    expect(manifest.dependencies).toEqual({
      '@modelcontextprotocol/sdk': root.dependencies['@modelcontextprotocol/sdk'],
      zod: root.dependencies.zod,
    });
    expect(manifest.engines).toBeUndefined();
    expect(files['server.js']).toContain(`legacy\n// protocol era only (initialize, up to 2025-11-25)`);
    expect(files['server.js']).toContain(`and the oldest target Skald runs on has Node ${OLDEST.node}.`);
    expect(await speak('demo-node-legacy', process.execPath, 'server.js', 'auto')).toEqual({ era: 'legacy', ...HELLO });
  });
});
