import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectorManifest } from '../../src/catalog/schemas.ts';
import { type Fake, type FakeMcpOptions, startFakeMcpServer, startJsonApi } from './fakes.ts';
import { CATALOG_DIR, expectConvention, runVerify } from './verify-run.ts';

const fakes: Fake[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function fakeMcp(options: Partial<FakeMcpOptions> & { tools: string[] }): Promise<Fake> {
  const fake = await startFakeMcpServer({ response: 'sse', sessions: 'stateful', ...options });
  fakes.push(fake);
  return fake;
}

async function fakeApi(handle: Parameters<typeof startJsonApi>[0]): Promise<Fake> {
  const fake = await startJsonApi(handle);
  fakes.push(fake);
  return fake;
}

function toolNames(connectorId: string): string[] {
  const manifest = connectorManifest.parse(JSON.parse(readFileSync(path.join(CATALOG_DIR, connectorId, 'connector.json'), 'utf8')));
  return manifest.tools.map((tool) => tool.name);
}

/** The tools/call requests a fake saw: each one's name and arguments. */
function toolCalls(fake: Fake): unknown[] {
  return fake.requests
    .filter((request) => request.method === 'POST' && JSON.parse(request.body).method === 'tools/call')
    .map((request) => JSON.parse(request.body).params);
}

/** A port nothing listens on: a fake that was started and closed again. */
async function closedOrigin(): Promise<string> {
  const fake = await startJsonApi(() => ({ status: 200, body: {} }));
  await fake.close();
  return fake.origin;
}

describe('context7 verify.py (MCP initialize probe, no key)', () => {
  const tools = toolNames('context7');

  it.each([
    { response: 'sse', sessions: 'stateful' },
    { response: 'json', sessions: 'stateless' },
  ] as const)('passes against a server answering with $response, $sessions', async (mode) => {
    const fake = await fakeMcp({ tools, ...mode });
    const result = expectConvention(await runVerify('context7', { CONTEXT7_MCP_URL: `${fake.origin}/mcp` }));
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ server: 'fake-hosted-server 9.9.9', tools });
    const methods = fake.requests.map((request) =>
      `${request.method} ${request.method === 'POST' ? JSON.parse(request.body).method : ''}`.trim(),
    );
    // A legacy server: the 2026-07-28 probe first, then the legacy handshake (mcp-probe-eras.test.ts has the eras).
    expect(methods.slice(0, 4)).toEqual(['POST server/discover', 'POST initialize', 'POST notifications/initialized', 'POST tools/list']);
    expect(result.details?.protocol_version).toBe('2025-06-18');
    if (mode.sessions === 'stateful') expect(methods[4]).toBe('DELETE');
  });

  it('fails with the status when the server is down for maintenance', async () => {
    const fake = await fakeMcp({ tools, refuse: () => ({ status: 503, body: { error: 'maintenance' } }) });
    const result = expectConvention(await runVerify('context7', { CONTEXT7_MCP_URL: `${fake.origin}/mcp` }));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('HTTP 503');
    expect(result.message).toContain('maintenance');
  });

  it('fails when the address answers JSON that is not MCP', async () => {
    const fake = await fakeApi(() => ({ status: 200, body: { hello: 'world' } }));
    const result = expectConvention(await runVerify('context7', { CONTEXT7_MCP_URL: `${fake.origin}/mcp` }));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('without a result');
  });

  it('fails when nothing listens', async () => {
    const result = expectConvention(await runVerify('context7', { CONTEXT7_MCP_URL: `${await closedOrigin()}/mcp` }));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('could not reach 127.0.0.1');
  });
});

describe('exa verify.py (MCP initialize probe, optional key in the query)', () => {
  const tools = toolNames('exa');
  const goodKey = 'exa-good-0f3c9a';
  // A server that echoes the key it refuses: the probe must still never print it.
  const refuseBadKeys = (url: URL) => {
    const key = url.searchParams.get('exaApiKey');
    return key !== null && key !== goodKey ? { status: 401, body: { error: `Invalid API key ${key}` } } : undefined;
  };

  it('passes with a key the server accepts, and sends it as exaApiKey', async () => {
    const fake = await fakeMcp({ tools, refuse: refuseBadKeys });
    const result = expectConvention(await runVerify('exa', { EXA_MCP_URL: `${fake.origin}/mcp`, exaApiKey: goodKey }), [goodKey]);
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ tools, api_key: 'provided' });
    expect(fake.requests[0]!.url.searchParams.get('exaApiKey')).toBe(goodKey);
  });

  it('fails on a key the server rejects, without printing it', async () => {
    const badKey = 'exa-wrong-77d1e2';
    const fake = await fakeMcp({ tools, refuse: refuseBadKeys });
    const result = expectConvention(await runVerify('exa', { EXA_MCP_URL: `${fake.origin}/mcp`, exaApiKey: badKey }), [badKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('rejected the API key (HTTP 401)');
  });

  it('masks the key when the server quotes it in an error it reports', async () => {
    const fake = await fakeMcp({
      tools,
      refuse: (url) => ({ status: 500, body: { error: `crashed on key ${url.searchParams.get('exaApiKey')}` } }),
    });
    const result = expectConvention(await runVerify('exa', { EXA_MCP_URL: `${fake.origin}/mcp`, exaApiKey: goodKey }), [goodKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('HTTP 500: crashed on key ***');
  });

  it('passes on the free tier without a key, and sends none', async () => {
    const fake = await fakeMcp({ tools, refuse: refuseBadKeys });
    const result = expectConvention(await runVerify('exa', { EXA_MCP_URL: `${fake.origin}/mcp` }));
    expect(result.ok).toBe(true);
    expect(String(result.details?.api_key)).toContain('free tier');
    expect(fake.requests.every((request) => !request.url.searchParams.has('exaApiKey'))).toBe(true);
  });
});

describe('serpapi-flights verify.py (one test search through the hosted MCP server, the key in the path)', () => {
  const tools = toolNames('serpapi-flights');
  // Characters that must be escaped in a path: the key travels in it.
  const goodKey = 'serp/good+key=1';
  const searchResults = { organic_results: [{ position: 1, title: 'SerpApi', link: 'https://serpapi.com/' }] };
  // The hosted search tool's texts for SerpApi's HTTP 401 and 429 (serpapi/serpapi-mcp, map_search_error).
  const invalidKey = 'Error: Invalid SerpApi API key. Check your API key in the path or Authorization header.';
  const rateLimited = 'Error: Rate limit exceeded. Please try again later.';
  const keyInPath = (url: URL) => decodeURIComponent(/^\/([^/]+)\/mcp$/.exec(url.pathname)?.[1] ?? '');
  // Like the hosted server (stateless, JSON answers): a request without a key in the path gets HTTP 401, any key
  // passes the handshake, and the search tool answers a refused key with "Error: ..." text in a successful result.
  const serpapiMcp = (answer = JSON.stringify(searchResults)) =>
    fakeMcp({
      tools,
      response: 'json',
      sessions: 'stateless',
      refuse: (url) => (keyInPath(url) ? undefined : { status: 401, body: { error: 'Missing API key. Use path format /{API_KEY}/mcp' } }),
      call: (_tool, url) => ({ content: [{ type: 'text', text: keyInPath(url) === goodKey ? answer : invalidKey }] }),
    });
  const verify = (fake: Fake, key?: string) =>
    runVerify('serpapi-flights', { SERPAPI_MCP_URL: fake.origin, ...(key === undefined ? {} : { serpapiApiKey: key }) });

  it('passes when a test search through the MCP server succeeds, the key in the path', async () => {
    const fake = await serpapiMcp();
    const result = expectConvention(await verify(fake, goodKey), [goodKey]);
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ tools, test_search: 'answered' });
    expect(toolCalls(fake)).toEqual([{ name: 'search', arguments: { params: { engine: 'google_light', q: 'SerpApi' }, mode: 'compact' } }]);
    expect(fake.requests.every((request) => keyInPath(request.url) === goodKey)).toBe(true);
  });

  it('fails on a key SerpApi refuses inside the tool result, although the handshake accepted it', async () => {
    const badKey = 'serp-wrong-key';
    const fake = await serpapiMcp();
    const result = expectConvention(await verify(fake, badKey), [badKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('SerpApi rejected the API key');
    expect(result.message).toContain('Invalid SerpApi API key');
    expect(toolCalls(fake)).toHaveLength(1);
  });

  it('fails on a key the server refuses at the handshake (HTTP 401)', async () => {
    const fake = await fakeMcp({ tools, refuse: () => ({ status: 401, body: { error: 'Invalid API key' } }) });
    const result = expectConvention(await verify(fake, goodKey), [goodKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('rejected the API key (HTTP 401)');
  });

  it('fails when SerpApi answers 429: the hourly limit, or no searches left', async () => {
    const fake = await serpapiMcp(rateLimited);
    const result = expectConvention(await verify(fake, goodKey), [goodKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('no searches left');
    expect(result.message).toContain('Rate limit exceeded');
  });

  it('fails when nothing listens', async () => {
    const run = await runVerify('serpapi-flights', { SERPAPI_MCP_URL: await closedOrigin(), serpapiApiKey: goodKey });
    const result = expectConvention(run, [goodKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('could not reach 127.0.0.1');
  });

  it('fails without a key, before any request', async () => {
    const fake = await serpapiMcp();
    const result = expectConvention(await verify(fake));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('No SerpApi API key');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('tavily verify.py (one test search through the hosted MCP server, the key in the URL)', () => {
  const tools = toolNames('tavily');
  const goodKey = 'tvly-good-5be0c1';
  const searchResult = { query: 'Tavily', results: [{ title: 'Tavily', url: 'https://tavily.com', score: 0.9 }], response_time: 0.42 };
  // Like the hosted server: any key passes the handshake; a refused one comes back inside a successful-looking result.
  const tavilyMcp = (refusal?: { error: string; detail: string }) =>
    fakeMcp({
      tools,
      call: (_tool, url) => {
        const key = url.searchParams.get('tavilyApiKey');
        const body = key !== goodKey ? { error: 'Search failed', detail: `Invalid Tavily API key ${key}` } : (refusal ?? searchResult);
        return { content: [{ type: 'text', text: JSON.stringify(body) }], structuredContent: body, isError: false };
      },
    });

  it('passes when a test search through the MCP server succeeds, the key sent as tavilyApiKey', async () => {
    const fake = await tavilyMcp();
    const result = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/`, tavilyApiKey: goodKey }), [goodKey]);
    expect(result.ok).toBe(true);
    expect(result.details).toMatchObject({ tools, test_search: 'answered' });
    expect(toolCalls(fake)).toEqual([{ name: 'tavily_search', arguments: { query: 'Tavily', max_results: 1, search_depth: 'basic' } }]);
    expect(fake.requests.every((request) => request.url.searchParams.get('tavilyApiKey') === goodKey)).toBe(true);
    expect(fake.requests.every((request) => request.url.pathname === '/mcp/')).toBe(true);
  });

  it('fails on a key Tavily refuses inside the tool result, without printing it', async () => {
    const badKey = 'tvly-wrong-9a8b7c';
    const fake = await tavilyMcp();
    const result = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/`, tavilyApiKey: badKey }), [badKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('Tavily rejected the API key');
    expect(result.message).toContain('Invalid Tavily API key ***');
  });

  it('fails on a key the server refuses at the handshake (HTTP 401)', async () => {
    const fake = await fakeMcp({ tools, refuse: () => ({ status: 401, body: { error: 'Unauthorized' } }) });
    const result = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/`, tavilyApiKey: goodKey }), [goodKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('rejected the API key (HTTP 401)');
  });

  it("fails when the plan limit is reached (Tavily's 432, in the tool result)", async () => {
    const fake = await tavilyMcp({ error: 'Search failed', detail: "432: This request exceeds your plan's set usage limit." });
    const result = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/`, tavilyApiKey: goodKey }), [goodKey]);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('credit limit');
    expect(result.message).toContain('usage limit');
  });

  it('fails without a key, before any request', async () => {
    const fake = await tavilyMcp();
    const result = expectConvention(await runVerify('tavily', { TAVILY_MCP_URL: `${fake.origin}/mcp/` }));
    expect(result.ok).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });
});
