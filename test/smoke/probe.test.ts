// The MCP probe's logic against the SDK's own server over the SDK's InMemoryTransport: paging, MAX_PAGES, missing
// capabilities and serverInfo, with no container and no network. Plus the smoke rules no Docker case reaches.
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import type { ConnectorFolder } from '../../src/catalog/load.ts';
import type { ConnectorManifest } from '../../src/catalog/schemas.ts';
import type { RuleSelection } from '../../src/findings/rule-ids.ts';
import { MAX_PAGES, probeServer } from '../../src/mcp/probe.ts';
import { probeRemote } from '../../src/mcp/remote.ts';
import { judgeSmoke } from '../../src/phases/smoke.ts';
import { canaryEnvironment } from '../../src/secrets/canary.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import { observeLocal } from '../../src/smoke/local-probe.ts';
import { DEFAULT_TIMEOUTS } from '../../src/smoke/options.ts';
import { toolContext } from '../../src/smoke/tool-checks.ts';
import { sha256Hex } from '../../src/system/hash.ts';
import { canonicalJson } from '../../src/tool-surface/surface.ts';

const CONTEXT = {
  connectorId: 'demo',
  serverFile: 'connectors/demo/server.py',
  manifestFile: 'connectors/demo/connector.json',
  manifestTools: [{ name: 'echo', display_name: 'Echo' }],
};
const ECHO = { name: 'echo', title: 'Echo', description: 'Echoes.', inputSchema: { type: 'object' as const, properties: {} } };
const TIMEOUTS = { initializeMs: 2000, listToolsMs: 2000 };
/** The smoke rules over a tools/list as a server returned it. */
const checkTools = (tools: readonly unknown[], selection?: RuleSelection) =>
  judgeSmoke({ connector: CONTEXT, secrets: [], handshake: { tools } }, selection);

/** Runs the probe against an SDK server built by `setup`, then the smoke rules over what it saw. */
async function probe(options: {
  serverInfo?: { name: string; version: string };
  capabilities?: Record<string, unknown>;
  page?: (cursor: string | undefined) => { tools: unknown[]; nextCursor?: string };
}) {
  const server = new Server(options.serverInfo ?? { name: 'fixture', version: '1.0.0' }, {
    capabilities: options.capabilities ?? { tools: {} },
  });
  let pages = 0;
  if (options.page) {
    const page = options.page;
    server.setRequestHandler(ListToolsRequestSchema, (request) => {
      pages++;
      return page(request.params?.cursor) as never;
    });
  }
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  try {
    const result = await probeServer(clientSide, TIMEOUTS);
    const findings = await judgeSmoke({ connector: CONTEXT, secrets: [], server: undefined, handshake: result.handshake });
    return { ...result, findings, pages };
  } finally {
    await clientSide.close();
    await server.close();
  }
}

const ruleIds = (findings: Array<{ ruleId: string }>) => findings.map((finding) => finding.ruleId);

describe('the MCP probe, over the SDK InMemoryTransport', () => {
  it('follows nextCursor to the last page and checks every tool', async () => {
    const result = await probe({
      page: (cursor) =>
        cursor === undefined ? { tools: [ECHO], nextCursor: 'page-2' } : { tools: [{ ...ECHO, name: 'reverse', title: 'Reverse' }] },
    });
    expect(result.outcome.tools).toEqual(['echo', 'reverse']);
    expect(result.pages).toBe(2);
    expect(ruleIds(result.findings)).toEqual(['tools-match-manifest']);
    expect(result.findings[0]!.message).toBe(`the server offers "reverse", which the manifest's tools[] does not list`);
  });

  it('stops a paging loop: the same cursor twice is a tools-list error', async () => {
    const result = await probe({ page: () => ({ tools: [ECHO], nextCursor: 'again' }) });
    expect(result.pages).toBe(2);
    expect(ruleIds(result.findings)).toEqual(['tools-list']);
    expect(result.findings[0]!.message).toBe(
      'tools/list failed with canary credentials: tools/list returned the cursor "again" twice (a paging loop)',
    );
  });

  it(`gives up after ${MAX_PAGES} pages that each name a new cursor`, async () => {
    const result = await probe({ page: (cursor) => ({ tools: [], nextCursor: `${Number(cursor ?? 0) + 1}` }) });
    expect(result.pages).toBe(MAX_PAGES);
    expect(ruleIds(result.findings)).toEqual(['tools-list']);
    expect(result.findings[0]!.message).toContain(`tools/list still had a nextCursor after ${MAX_PAGES} pages`);
  });

  it('a server without the tools capability, while the manifest lists tools, is a tools-list error; tools/list is not asked', async () => {
    const result = await probe({ capabilities: {} });
    expect(result.pages).toBe(0);
    expect(result.outcome.tools).toEqual([]);
    expect(result.findings.map((finding) => [finding.ruleId, finding.file, finding.message])).toEqual([
      ['tools-list', 'connectors/demo/server.py', 'the server does not declare the "tools" capability, yet the manifest lists tools'],
    ]);
  });

  it("pins each inputSchema by the sha256 of its RFC 8785 form: key order plays no part, and last week's digests still compare", async () => {
    // What a server may send: numbers in exponent form, escapes, astral characters, keys in any order.
    const schema = JSON.parse(
      '{"type":"object","properties":{"q":{"type":"string","description":"Zürich \\u2028 \\"quoted\\" ✓ 𝄞","maxLength":1e3},' +
        '"n":{"type":"number","minimum":-0.5,"maximum":1e21,"default":100},"b":{"enum":[true,false,null]}},' +
        '"required":["q"],"additionalProperties":false,"Z":1,"a":2}',
    );
    const reordered = Object.fromEntries(Object.entries(schema).reverse());
    const result = await probe({
      page: () => ({
        tools: [
          { ...ECHO, inputSchema: schema },
          { ...ECHO, name: 'again', inputSchema: reordered },
        ],
      }),
    });
    // The digest the probe wrote into status.json before, when it sorted keys by hand: next week compares with it.
    const before = '8525aea69e872b1188a41bcb119313add6a069db459f79fc3e9310ae8d2e2d32';
    expect(result.outcome.toolSchemas).toEqual({ echo: before, again: before });
    expect(result.outcome.toolSchemas!.echo).toBe(sha256Hex(canonicalJson(schema)));
  });

  it('refuses a tools/list answer that has no canonical form (a lone surrogate) as a tools-list error, not a crash', async () => {
    const result = await probe({ page: () => ({ tools: [{ ...ECHO, description: 'half of \ud83d a pair' }] }) });
    expect(result.outcome.tools).toBeUndefined();
    expect(ruleIds(result.findings)).toEqual(['tools-list']);
    expect(result.findings[0]!.message).toBe(
      'tools/list failed with canary credentials: the tools/list answer is refused: it has no RFC 8785 canonical form ' +
        '(Lone surrogate is not allowed)',
    );
  });

  it('an initialize result without a serverInfo version is an initialize-result error', async () => {
    const result = await probe({ serverInfo: { name: 'fixture', version: '' }, page: () => ({ tools: [ECHO] }) });
    expect(ruleIds(result.findings)).toEqual(['initialize-result']);
    expect(result.findings[0]).toMatchObject({
      message: 'the initialize result has no serverInfo name and version',
      fix: 'return serverInfo {name, version} from initialize',
    });
  });
});

describe('smoke rules reached without an engine', () => {
  it('tool-shape: an entry that is not a tool object, and a tool listed twice', async () => {
    const findings = await checkTools([42, ECHO, ECHO]);
    expect(findings.map((finding) => [finding.ruleId, finding.message])).toEqual([
      ['tool-shape', 'tool "echo" is listed twice'],
      ['tool-shape', 'tools/list entry 0 is not a tool object with a string "name"'],
    ]);
  });

  it('server-config: an mcp_local connector without mcp_config.command starts nothing', async () => {
    const manifest = { id: 'demo', type: 'mcp_local', auth: { type: 'none' }, tools: [], requires: [] } as unknown as ConnectorManifest;
    const folder = {
      folder: 'demo',
      dir: '/nonexistent',
      files: [],
      fragment: { file: 'connectors/demo/fragment.json' },
      manifest: { file: 'connectors/demo/connector.json' },
    } as ConnectorFolder;
    const canaries = canaryEnvironment(manifest);
    const observed = await observeLocal({ runId: 'never-started', timeouts: DEFAULT_TIMEOUTS, options: {} }, folder, manifest, canaries, {
      image: 'never-pulled',
      volume: 'never-made',
    });
    const connector = toolContext(folder, manifest, folder.manifest.file);
    expect(await judgeSmoke({ connector, secrets: canaries.secrets, server: observed.server })).toEqual([
      {
        ruleId: 'server-config',
        severity: 'error',
        file: 'connectors/demo/connector.json',
        connector: 'demo',
        message: 'an mcp_local connector needs mcp_config.command',
        fix: 'add mcp_config {command, args}',
      },
    ]);
  });

  it('remote-config: no mcp_config.url, or one that is no URL once filled', async () => {
    const remote = (config: Record<string, unknown>) =>
      ({ id: 'demo', type: 'mcp_remote', auth: { type: 'none' }, tools: [], mcp_config: config }) as unknown as ConnectorManifest;
    const judged = async (manifest: ConnectorManifest) => {
      const { remote, handshake } = await probeRemote({ manifest, secrets: ConnectorSecrets.none(), timeouts: TIMEOUTS });
      return judgeSmoke({ connector: CONTEXT, secrets: [], remote, handshake });
    };
    expect((await judged(remote({}))).map((finding) => [finding.ruleId, finding.field, finding.message])).toEqual([
      ['remote-config', 'mcp_config.url', 'a remote connector needs mcp_config.url'],
    ]);
    expect((await judged(remote({ url: 'not a url' }))).map((finding) => [finding.ruleId, finding.message])).toEqual([
      ['remote-config', 'mcp_config.url is not a valid URL once its placeholders are filled'],
    ]);
  });

  it('--only and --except choose what a smoke run reports', async () => {
    expect(ruleIds(await checkTools([42, { ...ECHO, description: '' }], { only: ['tool-description'] }))).toEqual(['tool-description']);
    expect(ruleIds(await checkTools([42], { except: ['tool-shape'] }))).toEqual(['tools-match-manifest']);
  });
});
