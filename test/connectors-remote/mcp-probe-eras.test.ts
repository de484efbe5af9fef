import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, type Fake, scriptedLegacy, startEraMcpServer, startFakeMcpServer, startJsonApi } from './fakes.ts';
import { expectConvention, runVerify } from './verify-run.ts';

// pylib/mcp_probe.py through the verify scripts that ship it, against servers of each protocol era on loopback: a
// modern-only and a dual-era v2 server (createMcpHandler), the legacy v1 server of fakes.ts, and scripted answers
// for what real servers send a probe they do not understand.

const MODERN = '2026-07-28';
const TOOLS = ['resolve-library-id', 'query-docs'];

const fakes: Fake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function started(fake: Promise<Fake>): Promise<Fake> {
  fakes.push(await fake);
  return fakes.at(-1)!;
}

const methods = (fake: Fake) => fake.requests.map((request) => `${request.method} ${String(bodyOf(request).method ?? '')}`.trim());
const verifyContext7 = (fake: Fake) => runVerify('context7', { CONTEXT7_MCP_URL: `${fake.origin}/mcp` });

/** Every request of the modern era: its version in _meta and in MCP-Protocol-Version, its method in Mcp-Method, no session. */
function expectModernRequests(fake: Fake): void {
  for (const request of fake.requests) {
    const body = bodyOf(request) as { method: string; params: { _meta: Record<string, unknown> } };
    expect(request.headers['mcp-protocol-version']).toBe(MODERN);
    expect(request.headers['mcp-method']).toBe(body.method);
    expect(request.headers['mcp-session-id']).toBeUndefined();
    expect(body.params._meta).toEqual({
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'skald-verify', version: '1.0.0' },
    });
  }
}

describe('mcp_probe.py reaches a server of either protocol era (context7 verify.py)', () => {
  it.each([
    { legacy: 'reject', response: 'auto', kind: 'a modern-only server, JSON answers' },
    { legacy: 'reject', response: 'sse', kind: 'a modern-only server, SSE answers' },
    { legacy: 'stateless', response: 'auto', kind: 'a dual-era server' },
  ] as const)('speaks 2026-07-28 to $kind: server/discover, then tools/list', async ({ legacy, response }) => {
    const fake = await started(startEraMcpServer({ tools: TOOLS, legacy, response }));
    const result = expectConvention(await verifyContext7(fake));
    expect(result.ok).toBe(true);
    expect(result.details).toEqual({ server: 'fake-modern-server 2.0.0', protocol_version: MODERN, tools: TOOLS });
    expect(methods(fake)).toEqual(['POST server/discover', 'POST tools/list']);
    expectModernRequests(fake);
  });

  it.each([
    { response: 'sse', sessions: 'stateful' },
    { response: 'json', sessions: 'stateless' },
  ] as const)('falls back to initialize on a legacy-only server ($response, $sessions)', async (mode) => {
    const fake = await started(startFakeMcpServer({ tools: TOOLS, ...mode }));
    const result = expectConvention(await verifyContext7(fake));
    expect(result.ok).toBe(true);
    expect(result.details).toEqual({ server: 'fake-hosted-server 9.9.9', protocol_version: '2025-06-18', tools: TOOLS });
    expect(methods(fake).slice(0, 4)).toEqual([
      'POST server/discover',
      'POST initialize',
      'POST notifications/initialized',
      'POST tools/list',
    ]);
  });

  // What legacy servers answer a request they do not know before initialize (the spec's list, rust-sdk issue 1040).
  it.each([
    { label: '200, -32601', status: 200, body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } },
    { label: '400, -32602', status: 400, body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } } },
    {
      label: '400, Missing session ID',
      status: 400,
      body: { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: Missing session ID' } },
    },
    { label: '404, Invalid session ID', status: 404, body: { error: 'Invalid session ID' } },
    { label: '405', status: 405, body: {} },
  ])('takes a probe answered $label for a legacy server', async (probeAnswer) => {
    const fake = await started(startJsonApi((request) => scriptedLegacy(request, probeAnswer)));
    const result = expectConvention(await verifyContext7(fake));
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ server: 'scripted-legacy 1.0', protocol_version: '2025-06-18', tools: ['only_tool'] });
    expect(methods(fake)).toEqual(['POST server/discover', 'POST initialize', 'POST notifications/initialized', 'POST tools/list']);
  });

  it.each([
    {
      status: 400,
      body: {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32022, message: 'Unsupported', data: { supported: ['2099-01-01'], requested: MODERN } },
      },
    },
    {
      status: 200,
      body: { jsonrpc: '2.0', id: 1, result: { supportedVersions: ['2099-01-01'], capabilities: {}, resultType: 'complete' } },
    },
  ])('fails on a modern server that does not speak 2026-07-28 (HTTP $status), without falling back', async (probeAnswer) => {
    const fake = await started(startJsonApi(() => probeAnswer));
    const result = expectConvention(await verifyContext7(fake));
    expect(result.ok).toBe(false);
    expect(result.message).toContain(`speaks MCP 2099-01-01, not ${MODERN}`);
    expect(methods(fake)).toEqual(['POST server/discover']);
  });

  it('fails on a modern error other than the version, naming it, without falling back', async () => {
    const refusal = { jsonrpc: '2.0', id: 1, error: { code: -32020, message: 'Header mismatch: Mcp-Method' } };
    const fake = await started(startJsonApi(() => ({ status: 400, body: refusal })));
    const result = expectConvention(await verifyContext7(fake));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('refused server/discover: Header mismatch: Mcp-Method');
    expect(methods(fake)).toEqual(['POST server/discover']);
  });

  it.each([401, 403, 500, 503])('never takes HTTP %i to the probe for a legacy server', async (status) => {
    const fake = await started(startJsonApi(() => ({ status, body: { error: `refused with ${status}` } })));
    const result = expectConvention(await verifyContext7(fake));
    expect(result.ok).toBe(false);
    expect(result.message).toContain(`answered HTTP ${status}: refused with ${status}`);
    expect(methods(fake)).toEqual(['POST server/discover']);
  });
});

describe('mcp_probe.py calls a tool in the 2026-07-28 era (tavily verify.py)', () => {
  const goodKey = 'tvly-good-5be0c1';
  const answer = { query: 'Tavily', results: [{ title: 'Tavily', url: 'https://tavily.com', score: 0.9 }] };

  it('sends tools/call with Mcp-Name, and reads the result', async () => {
    const fake = await started(
      startEraMcpServer({
        tools: ['tavily_search', 'tavily_extract'],
        legacy: 'reject',
        response: 'sse',
        call: (_tool, url) => {
          const body =
            url.searchParams.get('tavilyApiKey') === goodKey ? answer : { error: 'Search failed', detail: 'Invalid Tavily API key' };
          return { content: [{ type: 'text', text: JSON.stringify(body) }] };
        },
      }),
    );
    const passed = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/`, tavilyApiKey: goodKey }), [goodKey]);
    expect(passed).toMatchObject({ ok: true, details: { protocol_version: MODERN, test_search: 'answered' } });
    expect(methods(fake)).toEqual(['POST server/discover', 'POST tools/list', 'POST tools/call']);
    expectModernRequests(fake);
    expect(fake.requests[2]!.headers['mcp-name']).toBe('tavily_search');
    const refused = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/`, tavilyApiKey: 'tvly-wrong' }), [
      'tvly-wrong',
    ]);
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain('Tavily rejected the API key: Search failed: Invalid Tavily API key');
  });
});

describe('header_value (Mcp-Name)', () => {
  it('passes plain visible ASCII as it is and writes anything else in the Base64 sentinel form', () => {
    const cases = ['tavily_search', 'two words', 'wetter_ü', ' padded', '=?base64?literal?='];
    const script = `import json, sys\nfrom mcp_probe import header_value\nprint(json.dumps([header_value(t) for t in json.loads(sys.argv[1])]))`;
    const run = spawnSync('python3', ['-c', script, JSON.stringify(cases)], {
      cwd: path.resolve('pylib'),
      env: { PATH: process.env.PATH, PYTHONDONTWRITEBYTECODE: '1' },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const sentinel = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;
    expect(JSON.parse(run.stdout)).toEqual([
      'tavily_search',
      'two words',
      sentinel('wetter_ü'),
      sentinel(' padded'),
      sentinel('=?base64?literal?='),
    ]);
  });
});
