import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createMcpHandler, McpServer as EraMcpServer } from '@modelcontextprotocol/server';

/** One request a fake saw. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Fake {
  /** http://127.0.0.1:PORT, no trailing slash. */
  origin: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** What every fake MCP server serves, whatever its era. */
interface FakeToolOptions {
  tools: string[];
  /** An HTTP status to refuse the request with, or undefined to serve MCP. Decides by path and query. */
  refuse?: (url: URL) => { status: number; body: unknown } | undefined;
  /**
   * What a tools/call answers, from the tool's name and a URL: the one the session began with (legacy), the request's
   * own (modern). Default: the tool's name as text.
   */
  call?: (tool: string, url: URL) => CallToolResult;
}

export interface FakeMcpOptions extends FakeToolOptions {
  /** How the fake answers a POST: one JSON body, or an SSE stream (what most hosted servers do). */
  response: 'json' | 'sse';
  /** stateful hands out Mcp-Session-Id and then requires it, as hosted servers do. */
  sessions: 'stateful' | 'stateless';
}

/** A real MCP server (the official SDK over Streamable HTTP) on loopback, standing in for a hosted one. */
export async function startFakeMcpServer(options: FakeMcpOptions): Promise<Fake> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const newTransport = async (url: URL) => {
    const server = new McpServer({ name: 'fake-hosted-server', version: '9.9.9' });
    for (const name of options.tools) {
      server.registerTool(name, { description: `fake ${name}` }, async () =>
        options.call ? options.call(name, url) : { content: [{ type: 'text', text: name }] },
      );
    }
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: options.sessions === 'stateful' ? () => randomUUID() : undefined,
      enableJsonResponse: options.response === 'json',
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    return transport;
  };
  return startHttpServer(async (request, url, response, body) => {
    const refusal = options.refuse?.(url);
    if (refusal) {
      sendJson(response, refusal.status, refusal.body);
      return;
    }
    const sessionId = request.headers['mcp-session-id'];
    const transport = (typeof sessionId === 'string' && sessions.get(sessionId)) || (await newTransport(url));
    await transport.handleRequest(request, response, body ? JSON.parse(body) : undefined);
  });
}

export interface EraMcpOptions extends FakeToolOptions {
  /** `reject`: a modern-only server (2026-07-28 alone); `stateless`: a dual-era one that also serves 2025 clients, per request. */
  legacy: 'reject' | 'stateless';
  /** How a modern answer travels: `auto` is one JSON body (no notification comes before it here), `sse` an SSE stream. */
  response: 'auto' | 'sse';
  /**
   * How the server breaks the 2026-07-28 revision, as a deployed one might, around the real SDK's answers:
   * `no-cache-fields` drops resultType, ttlMs and cacheScope from each result; `session-id` hands out an
   * Mcp-Session-Id; `header-mismatch-answered` lets a request whose MCP-Protocol-Version header disagrees with its
   * _meta through, as if the header were never read. Only with `response: 'auto'`.
   */
  breaks?: 'no-cache-fields' | 'session-id' | 'header-mismatch-answered';
}

const CACHE_FIELDS = ['resultType', 'ttlMs', 'cacheScope'];

/** A real 2026-07-28 server (the v2 SDK's createMcpHandler, a fresh instance per request) on loopback. */
export async function startEraMcpServer(options: EraMcpOptions): Promise<Fake> {
  const handler = createMcpHandler(
    ({ requestInfo }) => {
      const url = new URL(requestInfo!.url);
      const server = new EraMcpServer({ name: 'fake-modern-server', version: '2.0.0' });
      for (const name of options.tools) {
        server.registerTool(name, { description: `fake ${name}` }, async () =>
          options.call ? options.call(name, url) : { content: [{ type: 'text', text: name }] },
        );
      }
      return server;
    },
    { legacy: options.legacy, responseMode: options.response },
  );
  const fake = await startHttpServer(async (request, requestUrl, response, body) => {
    const refusal = options.refuse?.(requestUrl);
    if (refusal) {
      sendJson(response, refusal.status, refusal.body);
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
    const method = request.method ?? 'GET';
    if (options.breaks === 'header-mismatch-answered') {
      const meta = (body ? JSON.parse(body) : {}).params?._meta ?? {};
      const version = meta['io.modelcontextprotocol/protocolVersion'];
      if (typeof version === 'string') headers.set('mcp-protocol-version', version);
    }
    const answer = await handler.fetch(
      new Request(requestUrl, { method, headers, ...(method === 'GET' || method === 'HEAD' ? {} : { body }) }),
    );
    const answerHeaders = Object.fromEntries(answer.headers);
    if (options.breaks === 'session-id') answerHeaders['mcp-session-id'] = randomUUID();
    if (options.breaks === 'no-cache-fields' && answer.body && /json/.test(answer.headers.get('content-type') ?? '')) {
      const message = JSON.parse(await answer.text());
      for (const field of CACHE_FIELDS) delete message.result?.[field];
      delete answerHeaders['content-length'];
      response.writeHead(answer.status, answerHeaders);
      response.end(JSON.stringify(message));
      return;
    }
    response.writeHead(answer.status, answerHeaders);
    if (answer.body) Readable.fromWeb(answer.body as never).pipe(response);
    else response.end();
  });
  return {
    ...fake,
    close: async () => {
      await handler.close();
      await fake.close();
    },
  };
}

/** A plain JSON API on loopback: the handler answers each request with a status and a JSON body. */
export async function startJsonApi(handle: (request: SeenRequest) => { status: number; body: unknown }): Promise<Fake> {
  return startHttpServer(async (request, url, response, body) => {
    const answer = handle({ method: request.method ?? 'GET', url, headers: request.headers, body });
    sendJson(response, answer.status, answer.body);
  });
}

/** One HTML page on loopback, for a browser to open. */
export async function startHtmlPage(html: string): Promise<Fake> {
  return startHttpServer(async (_request, _url, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
}

type Handler = (request: http.IncomingMessage, url: URL, response: http.ServerResponse, body: string) => Promise<void>;

async function startHttpServer(handle: Handler): Promise<Fake> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push({ method: request.method ?? 'GET', url, headers: request.headers, body });
      handle(request, url, response, body).catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
        else response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A request's JSON-RPC body, or nothing. */
export const bodyOf = (request: SeenRequest) => (request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {});

/**
 * A legacy server written out by hand: the probe gets `probeAnswer` (a JSON-RPC answer with a numeric id carries the
 * request's id instead, as a real server's would), the legacy handshake gets what it expects.
 */
export function scriptedLegacy(request: SeenRequest, probeAnswer: { status: number; body: unknown }): { status: number; body: unknown } {
  const message = bodyOf(request) as { id?: number | string; method?: string };
  const result = (value: unknown) => ({ status: 200, body: { jsonrpc: '2.0', id: message.id, result: value } });
  switch (message.method) {
    case 'server/discover': {
      const answer = probeAnswer.body as { id?: unknown } | null;
      return typeof answer?.id === 'number' ? { ...probeAnswer, body: { ...answer, id: message.id } } : probeAnswer;
    }
    case 'initialize':
      return result({
        protocolVersion: '2025-06-18',
        capabilities: { tools: {} },
        serverInfo: { name: 'scripted-legacy', version: '1.0' },
      });
    case 'tools/list':
      return result({ tools: [{ name: 'only_tool', inputSchema: { type: 'object' } }] });
    default:
      return { status: 202, body: {} };
  }
}
