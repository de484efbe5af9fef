// Remote probing against loopback servers that misbehave: no engine needed, the probe runs from the host.
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { Server as McpServer } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorManifest } from '../../src/catalog/schemas.ts';
import { probeRemote as observeRemote, type RemoteProbeOptions } from '../../src/mcp/remote.ts';
import { judgeSmoke } from '../../src/phases/smoke.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import type { ToolCheckContext } from '../../src/smoke/tool-checks.ts';

// Deadlines for servers that answer (or refuse) at once: long enough that a busy runner never meets them.
const TIMEOUTS = { initializeMs: 30_000, listToolsMs: 60_000 };
// The deadline under test, for the server that never answers.
const SILENT_TIMEOUTS = { initializeMs: 1500, listToolsMs: 1500 };
let silent: Server;
let port = 0;
const sockets: Socket[] = [];

function manifest(url: string, extra: Partial<ConnectorManifest> = {}): ConnectorManifest {
  return {
    id: 'far',
    type: 'mcp_remote',
    auth: { type: 'none' },
    mcp_config: { url },
    tools: [],
    ...extra,
  } as unknown as ConnectorManifest;
}
const context = {
  connectorId: 'far',
  serverFile: 'connectors/far/connector.json',
  manifestFile: 'connectors/far/connector.json',
  manifestTools: [],
};

/** The remote probe, then the smoke rules over what it saw, as the smoke run judges a remote connector. */
async function probeRemote({ context: connector, ...options }: RemoteProbeOptions & { context: ToolCheckContext }) {
  const result = await observeRemote(options);
  return { ...result, findings: await judgeSmoke({ connector, secrets: [], remote: result.remote, ...result.eras }) };
}

beforeAll(async () => {
  // Accepts connections and never answers: neither transport may hang on it.
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('remote probing', () => {
  it('gives up on a server that never answers within its deadline: silence over HTTP is a timeout, not a legacy server', async () => {
    const started = Date.now();
    const result = await probeRemote({
      manifest: manifest(`http://127.0.0.1:${port}/mcp`),
      context,
      secrets: ConnectorSecrets.none(),
      timeouts: SILENT_TIMEOUTS,
    });
    // Far below the SDK's own 60 s request timeout and the probe's defaults: the deadline given is what ended it.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(result.findings.map((finding) => finding.ruleId)).toEqual(['remote-handshake']);
    expect(result.remote?.failure?.class).toBe('timeout');
    expect(result.findings[0]!.message).toMatch(/^no MCP handshake: timeout, .*\(streamable-http: [^;]*\)$/);
  });

  it('reports a refused connection as a failed handshake, and redacts the secret from it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await probeRemote({
      manifest: manifest(`http://127.0.0.1:${freePort}/mcp/{SECRET:apiKey}`),
      context,
      secrets: ConnectorSecrets.from({ SKALD_SECRET_FAR__APIKEY: 'sekrit-value-123' }),
      timeouts: TIMEOUTS,
    });
    expect(result.findings.map((finding) => finding.ruleId)).toEqual(['remote-handshake']);
    expect(JSON.stringify(result)).not.toContain('sekrit-value-123');
  });

  it('skips a URL whose secret is not configured, unless the key is optional', async () => {
    const url = 'http://127.0.0.1:9/mcp?key={SECRET:exaApiKey}';
    const required = await probeRemote({ manifest: manifest(url), context, secrets: ConnectorSecrets.none(), timeouts: TIMEOUTS });
    expect(required).toMatchObject({ status: 'skipped', reason: expect.stringContaining('SKALD_SECRET_FAR__EXAAPIKEY') });
    const optional = manifest(url, {
      auth: { type: 'api_key', delivery: 'query', param: 'exaApiKey', optional: true },
    } as Partial<ConnectorManifest>);
    expect((await probeRemote({ manifest: optional, context, secrets: ConnectorSecrets.none(), timeouts: TIMEOUTS })).status).toBe(
      'probed',
    );
  });

  it('binds each secret to its connector: variables by id, or JSON by id', () => {
    const secrets = ConnectorSecrets.from(
      { SKALD_SECRET_SERPAPI_FLIGHTS__SERPAPIAPIKEY: 'a', SKALD_SECRET_EMPTY: '', OTHER: 'b' },
      { text: JSON.stringify({ tavily: { tavilyApiKey: 't' } }), source: 'the secrets input' },
    );
    expect(secrets.get('serpapi-flights', 'serpapiApiKey')).toBe('a');
    expect(secrets.get('tavily', 'TAVILYAPIKEY')).toBe('t');
    expect(secrets.get('newcomer', 'tavilyApiKey')).toBeUndefined();
    expect(secrets.values().sort()).toEqual(['a', 't']);
    expect(() => ConnectorSecrets.from({}, { text: JSON.stringify({ tavilyApiKey: 't' }), source: 'the secrets input' })).toThrow(
      /bind each secret to a connector/,
    );
  });

  it("a connector that names another connector's secret does not get it, and the probe says why", async () => {
    const requests: string[] = [];
    const server = createHttpServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const serverPort = (server.address() as { port: number }).port;
    try {
      const secrets = ConnectorSecrets.from({ SKALD_SECRET_TAVILY__TAVILYAPIKEY: 'tvly-real-key' });
      const newcomer = { ...manifest(`http://127.0.0.1:${serverPort}/mcp?k={SECRET:tavilyApiKey}`), id: 'newcomer' } as ConnectorManifest;
      const result = await probeRemote({
        manifest: newcomer,
        context: { ...context, connectorId: 'newcomer' },
        secrets,
        timeouts: TIMEOUTS,
      });
      expect(result.status).toBe('skipped');
      expect(result.reason).toBe(
        "needs the secret tavilyApiKey: set SKALD_SECRET_NEWCOMER__TAVILYAPIKEY (SKALD_SECRET_TAVILY__TAVILYAPIKEY is not for newcomer: a connector never receives another connector's key)",
      );
      expect(requests).toEqual([]);

      // A URL whose host is a placeholder could send the key anywhere: no secret is given at all.
      const steerable = manifest('http://{ENV:HOST}/mcp?k={SECRET:apiKey}');
      const steered = await probeRemote({
        manifest: steerable,
        context,
        secrets: ConnectorSecrets.from({ SKALD_SECRET_FAR__APIKEY: 'x' }),
        timeouts: TIMEOUTS,
      });
      expect(steered).toMatchObject({ status: 'skipped', reason: expect.stringContaining('only to the origin the manifest names') });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('never follows a redirect to another origin with the key', async () => {
    const landed: string[] = [];
    const elsewhere = createHttpServer((request, response) => {
      landed.push(`${request.url} ${request.headers['x-api-key'] ?? ''}`);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const elsewherePort = (elsewhere.address() as { port: number }).port;
    const redirecting = createHttpServer((_request, response) => {
      response.writeHead(307, { Location: `http://127.0.0.1:${elsewherePort}/steal` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const target = manifest(`http://127.0.0.1:${(redirecting.address() as { port: number }).port}/mcp`, {
        mcp_config: {
          url: `http://127.0.0.1:${(redirecting.address() as { port: number }).port}/mcp`,
          headers: { 'x-api-key': '{SECRET:apiKey}' },
        },
      } as Partial<ConnectorManifest>);
      const result = await probeRemote({
        manifest: target,
        context,
        secrets: ConnectorSecrets.from({ SKALD_SECRET_FAR__APIKEY: 'header-key' }),
        timeouts: TIMEOUTS,
      });
      expect(result.findings.map((finding) => finding.ruleId)).toEqual(['remote-handshake']);
      expect(result.findings[0]!.message).toContain('redirected to another origin');
      expect(landed).toEqual([]);
    } finally {
      await Promise.all([new Promise((resolve) => elsewhere.close(resolve)), new Promise((resolve) => redirecting.close(resolve))]);
    }
  });

  describe('a hostile tool list is a finding, not a crash of the run', () => {
    /** A real MCP server over Streamable HTTP on loopback whose tools/list answers with `tools`. */
    async function serving(tools: unknown[]): Promise<{ url: string; close: () => Promise<unknown> }> {
      const http = createHttpServer(async (request, response) => {
        const server = new McpServer({ name: 'hostile', version: '1.0.0' }, { capabilities: { tools: {} } });
        server.setRequestHandler(ListToolsRequestSchema, () => ({ tools }) as never);
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        response.on('close', () => void transport.close());
        await server.connect(transport);
        await transport.handleRequest(request, response);
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      return {
        url: `http://127.0.0.1:${(http.address() as { port: number }).port}/mcp`,
        close: () => new Promise((resolve) => http.close(resolve)),
      };
    }

    function nested(depth: number): Record<string, unknown> {
      let schema: Record<string, unknown> = { type: 'string' };
      for (let level = 0; level < depth; level++) schema = { type: 'object', properties: { deeper: schema } };
      return schema;
    }

    /** Probes a server listing `tool`: one tools-list finding that says which limit. */
    async function refused(tool: Record<string, unknown>, said: string): Promise<void> {
      const hostile = await serving([tool]);
      try {
        const result = await probeRemote({
          manifest: manifest(hostile.url),
          context,
          secrets: ConnectorSecrets.none(),
          timeouts: TIMEOUTS,
        });
        expect(result.findings.map((finding) => finding.ruleId)).toEqual(['tools-list']);
        expect(result.findings[0]!.message).toContain(said);
      } finally {
        await hostile.close();
      }
    }

    it('an inputSchema nested past the JSON depth limit', () =>
      refused({ name: 'deep', inputSchema: nested(200) }, 'more than 64 levels deep'));

    it('an answer over the JSON size limit', () =>
      refused({ name: 'huge', description: 'x'.repeat(17 << 20), inputSchema: { type: 'object' } }, 'more than 16777216 bytes'));
  });
});
