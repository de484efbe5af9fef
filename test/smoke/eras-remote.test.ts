// The remote probe's two eras and its failure classes, against real servers and listeners on loopback started by the
// test: official SDK servers of each era over Streamable HTTP, the legacy answers deployed servers give a
// server/discover, and one listener per failure class (a resolver the test runs stands in for DNS). Nothing leaves
// the machine.
import { execFileSync } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectorManifest } from '../../src/catalog/schemas.ts';
import type { NetworkOptions } from '../../src/mcp/http-client.ts';
import { probeRemote } from '../../src/mcp/remote.ts';
import { judgeSmoke } from '../../src/phases/smoke.ts';
import {
  bodyOf,
  type Fake,
  scriptedLegacy,
  startEraMcpServer,
  startFakeMcpServer,
  startHtmlPage,
  startJsonApi,
} from '../connectors-remote/fakes.ts';

const MODERN = '2026-07-28';
const TIMEOUTS = { initializeMs: 3000, listToolsMs: 3000 };
const TOOLS = ['search', 'fetch'];
const CONTEXT = {
  connectorId: 'far',
  serverFile: 'connectors/far/connector.json',
  manifestFile: 'connectors/far/connector.json',
  manifestTools: [],
};

const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function started(fake: Promise<Fake>): Promise<Fake> {
  const running = await fake;
  closers.push(running.close);
  return running;
}

/** The remote probe of `url`, and what the smoke rules say of it, as the smoke run and the weekly probe judge it. */
async function probe(url: string, network?: NetworkOptions) {
  const manifest = {
    id: 'far',
    type: 'mcp_remote',
    auth: { type: 'none' },
    mcp_config: { url },
    tools: [],
  } as unknown as ConnectorManifest;
  const result = await probeRemote({ manifest, timeouts: TIMEOUTS, ...(network ? { network } : {}) });
  const findings = await judgeSmoke({ connector: CONTEXT, secrets: [], remote: result.remote, ...result.eras });
  // The fakes' tools have no titles: the tool rules are not what this file is about.
  return { ...result, ruleIds: findings.map((finding) => finding.ruleId).filter((id) => !id.startsWith('tool-')) };
}

const methods = (fake: Fake) => fake.requests.map((request) => `${request.method} ${String(bodyOf(request).method ?? '')}`.trim());

describe('the remote probe speaks both eras over Streamable HTTP', () => {
  it.each(['auto', 'sse'] as const)('drives a modern-only server (%s answers) through server/discover and tools/list', async (response) => {
    const fake = await started(startEraMcpServer({ tools: TOOLS, legacy: 'reject', response }));
    const result = await probe(`${fake.origin}/mcp`);
    expect(result.eras?.eras).toEqual({ modern: MODERN });
    expect(result.transport).toBe('streamable-http');
    expect(result.outcome.tools).toEqual(TOOLS);
    expect(result.eras?.handshake.revisionProblems).toBeUndefined();
    expect(result.ruleIds).toEqual([]);
    for (const request of fake.requests) expect(request.headers['mcp-session-id']).toBeUndefined();
  });

  it('drives a dual-era server through both eras, and finds one surface', async () => {
    const fake = await started(startEraMcpServer({ tools: TOOLS, legacy: 'stateless', response: 'auto' }));
    const result = await probe(`${fake.origin}/mcp`);
    expect(result.eras?.eras).toEqual({ modern: MODERN, legacy: '2025-11-25' });
    expect(result.eras?.otherEra?.era).toBe('legacy');
    expect(methods(fake)).toContain('POST initialize');
    expect(result.ruleIds).toEqual([]);
  });

  // Without the cache fields the official client refuses the tools/list page too: a modern host could not list them.
  it.each([
    ['no-cache-fields', 'the tools/list result has no resultType, ttlMs, cacheScope', ['server-discover-revision', 'tools-list']],
    ['session-id', 'the server hands out an Mcp-Session-Id in the 2026-07-28 era, which has no sessions', ['server-discover-revision']],
    [
      'header-mismatch-answered',
      'the server answered a request whose MCP-Protocol-Version header disagrees with its _meta, instead of refusing it (400, -32020)',
      ['server-discover-revision'],
    ],
  ] as const)('finds where a real modern server breaks the revision: %s', async (breaks, problem, rules) => {
    const fake = await started(startEraMcpServer({ tools: TOOLS, legacy: 'reject', response: 'auto', breaks }));
    const result = await probe(`${fake.origin}/mcp`);
    expect(result.eras?.eras).toEqual({ modern: MODERN });
    expect(result.eras?.handshake.revisionProblems).toContain(problem);
    expect([...new Set(result.ruleIds)]).toEqual(rules);
  });

  it.each([
    { response: 'sse', sessions: 'stateful' },
    { response: 'json', sessions: 'stateless' },
  ] as const)('falls back to initialize on a legacy-only v1 server ($response, $sessions)', async (mode) => {
    const fake = await started(startFakeMcpServer({ tools: TOOLS, ...mode }));
    const result = await probe(`${fake.origin}/mcp`);
    expect(Object.keys(result.eras?.eras ?? {})).toEqual(['legacy']);
    expect(result.outcome.tools).toEqual(TOOLS);
    expect(methods(fake).slice(0, 2)).toEqual(['POST server/discover', 'POST initialize']);
    expect(result.ruleIds).toEqual([]);
  });

  it.each([
    { label: '200, -32601', status: 200, body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } },
    { label: '400, -32602', status: 400, body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid params' } } },
    {
      label: '400, Missing session ID',
      status: 400,
      body: { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: Missing session ID' } },
    },
    { label: '404, Invalid session ID', status: 404, body: { error: 'Invalid session ID' } },
  ])('takes a server/discover answered $label for a legacy server, and passes', async (probeAnswer) => {
    const fake = await started(startJsonApi((request) => scriptedLegacy(request, probeAnswer)));
    const result = await probe(`${fake.origin}/mcp`);
    expect(result.eras?.eras).toEqual({ legacy: '2025-06-18' });
    expect(result.outcome.tools).toEqual(['only_tool']);
    expect(result.remote).toBeUndefined();
    expect(result.ruleIds).toEqual([]);
  });
});

/** A plain HTTP listener on loopback. */
async function listen(handler: RequestListener): Promise<string> {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => closeServer(server));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

function closeServer(server: { closeAllConnections(): void; close(done: () => void): unknown }): Promise<void> {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A DNS server on loopback that answers every question NXDOMAIN: the resolver the test controls. */
async function nxdomainResolver(): Promise<string> {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    const answer = Buffer.from(query);
    answer.writeUInt16BE(0x8183, 2); // a response, recursion desired and available, NXDOMAIN
    answer.writeUInt32BE(0, 6); // no answer, authority or additional records; the question stays
    socket.send(answer.subarray(0, 12 + questionLength(query)), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => socket.close(() => resolve())));
  return `127.0.0.1:${socket.address().port}`;
}

function questionLength(query: Buffer): number {
  let at = 12;
  while (query[at]! > 0) at += query[at]! + 1;
  return at + 1 + 4 - 12;
}

/** An HTTPS listener whose certificate is for another name (other.test), made for this test. */
async function wrongNameTls(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'skald-eras-tls-'));
  closers.push(() => rmSync(dir, { recursive: true, force: true }));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=other.test',
      '-addext',
      'subjectAltName=DNS:other.test',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => response.end('{}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => closeServer(server));
  return `https://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A port that refuses: one that was listening a moment ago. */
async function refusingPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Accepts connections and never answers. */
async function silentListener(): Promise<string> {
  const sockets: Array<{ destroy(): void }> = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const status =
  (code: number, headers: Record<string, string> = {}, body = '{"error":"no"}'): RequestListener =>
  (_request, response) => {
    response.writeHead(code, { 'content-type': 'application/json', ...headers });
    response.end(body);
  };

describe('the remote probe names what failed, as one class', () => {
  it('a 401 needs credentials, and says what its challenge and RFC 9728 metadata name; it never decides an era', async () => {
    let origin = '';
    const seen: string[] = [];
    origin = await listen((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url?.startsWith('/.well-known/oauth-protected-resource')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ resource: `${origin}/mcp`, authorization_servers: ['https://auth.example.test'] }));
        return;
      }
      status(401, {
        'www-authenticate': `Bearer error="invalid_token", resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"`,
      })(request, response);
    });
    const result = await probe(`${origin}/mcp`);
    expect(result.remote?.failure).toEqual({
      class: 'needs-credentials',
      detail:
        'HTTP 401; WWW-Authenticate Bearer (invalid_token); RFC 9728 metadata names the authorization server https://auth.example.test',
    });
    expect(result.eras).toBeUndefined();
    expect(seen.filter((line) => line.startsWith('POST'))).toEqual(['POST /mcp']);
  });

  it.each([
    { code: 403, failureClass: 'needs-credentials' },
    { code: 402, failureClass: 'payment-required' },
    { code: 404, failureClass: 'not-found' },
    { code: 500, failureClass: 'server-error' },
    { code: 503, failureClass: 'server-error' },
  ])('HTTP $code is $failureClass', async ({ code, failureClass }) => {
    const result = await probe(`${await listen(status(code))}/mcp`);
    expect(result.remote?.failure?.class).toBe(failureClass);
    expect(result.remote?.failure?.detail).toMatch(new RegExp(`^HTTP ${code}`));
  });

  it('a 200 HTML page is not an MCP server', async () => {
    const page = await started(startHtmlPage('<html><body>Welcome</body></html>'));
    const result = await probe(`${page.origin}/mcp`);
    expect(result.remote?.failure).toEqual({ class: 'not-mcp', detail: 'HTTP 200 text/html, not JSON-RPC' });
  });

  it('a port that refuses is refused or unreachable', async () => {
    const result = await probe(`http://127.0.0.1:${await refusingPort()}/mcp`);
    expect(result.remote?.failure).toEqual({ class: 'unreachable', detail: 'no connection (ECONNREFUSED)' });
  });

  it('a name that does not resolve, under the resolver the configuration gives, is name not found', async () => {
    const resolver = await nxdomainResolver();
    const result = await probe('http://mcp.nowhere.test/mcp', { resolver: [resolver] });
    expect(result.remote?.failure).toEqual({ class: 'name-not-found', detail: 'the name does not resolve (ENOTFOUND)' });
  });

  it('a certificate for another name is a TLS failure', async () => {
    const result = await probe(`${await wrongNameTls()}/mcp`);
    expect(result.remote?.failure?.class).toBe('tls');
  });

  it('a server that never answers is a timeout', async () => {
    const result = await probe(`${await silentListener()}/mcp`);
    expect(result.remote?.failure?.class).toBe('timeout');
  });

  it('a modern server that offers only revisions this client does not speak has no common protocol version', async () => {
    const refusal = { jsonrpc: '2.0', id: 1, error: { code: -32022, message: 'Unsupported', data: { supported: ['2099-01-01'] } } };
    const fake = await started(startJsonApi(() => ({ status: 400, body: refusal })));
    const result = await probe(`${fake.origin}/mcp`);
    expect(result.remote?.failure?.class).toBe('no-common-version');
    expect(methods(fake)).toEqual(['POST server/discover']);
  });
});
