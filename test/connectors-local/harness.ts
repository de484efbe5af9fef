import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ClientOptions, Client as EraClient, type VersionNegotiationMode } from '@modelcontextprotocol/client';
import { StdioClientTransport as EraStdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export const CONNECTORS_DIR = path.resolve(import.meta.dirname, '../../connectors');
export const PYLIB_DIR = path.resolve(import.meta.dirname, '../../pylib');
export const LOCAL_CONNECTORS = [
  'weather',
  'wikipedia',
  'http-fetch',
  'google-trends',
  'gmaps',
  'email',
  'gmail',
  'gcal',
  'drive',
] as const;
/** The connectors that ship pylib/google_api.py besides pylib/skald_mcp.py. */
export const GOOGLE_CONNECTORS = ['gmail', 'gcal', 'drive'] as const;

/** Nothing listens on loopback port 9 (discard): a connection there is refused at once. */
export const REFUSING_URL = 'http://127.0.0.1:9';

/**
 * Environment every spawned connector gets: no bytecode cache (Skald hashes the folder), a short
 * upstream timeout, and every upstream pointed at loopback, so no test can reach a public service.
 */
export const BASE_ENV: Record<string, string> = {
  PYTHONDONTWRITEBYTECODE: '1',
  SKALD_MCP_HTTP_TIMEOUT: '1.5',
  OPEN_METEO_BASE_URL: REFUSING_URL,
  WIKIPEDIA_BASE_URL: REFUSING_URL,
  GOOGLE_TRENDS_BASE_URL: REFUSING_URL,
  GOOGLE_MAPS_BASE_URL: REFUSING_URL,
  GOOGLE_OAUTH_TOKEN_URL: REFUSING_URL,
  GMAIL_API_BASE_URL: REFUSING_URL,
  GCAL_API_BASE_URL: REFUSING_URL,
  DRIVE_API_BASE_URL: REFUSING_URL,
};

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as received, for binary uploads. */
  bytes: Buffer;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Answer only after this many milliseconds (longer than the connector's timeout: a hang). */
  delayMs?: number;
  gzip?: boolean;
  /** Send the headers and the body, then keep the connection open as if more were coming. */
  stall?: boolean;
}

export type FakeRoutes = (request: FakeRequest) => FakeReply;

/** A fake upstream API on 127.0.0.1: routes answer with the real services' shapes; `queue` forces the next replies. */
export interface FakeUpstream {
  url: string;
  requests: FakeRequest[];
  queue: FakeReply[];
  close(): Promise<void>;
}

export async function startFakeUpstream(routes: FakeRoutes): Promise<FakeUpstream> {
  const requests: FakeRequest[] = [];
  const queue: FakeReply[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        bytes: Buffer.concat(chunks),
      };
      requests.push(request);
      let reply: FakeReply;
      try {
        reply = queue.shift() ?? routes(request);
      } catch (error) {
        reply = { status: 500, body: `fake upstream route failed: ${String(error)}` };
      }
      const send = () => writeReply(res, reply);
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    queue,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function writeReply(res: ServerResponse, reply: FakeReply): void {
  if (res.destroyed) return;
  let body: Buffer = reply.json !== undefined ? Buffer.from(JSON.stringify(reply.json)) : Buffer.from(reply.body ?? '');
  const headers: Record<string, string> = {
    'content-type': reply.json !== undefined ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    ...reply.headers,
  };
  if (reply.gzip) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  res.writeHead(reply.status ?? 200, { ...headers, 'content-length': String(body.length + (reply.stall ? 1000 : 0)) });
  if (reply.stall) res.write(body);
  else res.end(body);
}

export interface ConnectedServer {
  client: Client;
  /** Transport-level errors the client saw, e.g. a line on stdout that is not JSON-RPC. */
  protocolErrors: Error[];
  stderr(): string;
  close(): Promise<void>;
}

/** Starts `python3 <script>` (`node` for a .js script) in the connector's folder through the official SDK client and initializes it. */
export async function connect(id: string, env: Record<string, string>, script = 'server.py'): Promise<ConnectedServer> {
  const transport = new StdioClientTransport({
    command: interpreter(script),
    args: [script],
    cwd: path.join(CONNECTORS_DIR, id),
    env: { ...BASE_ENV, ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'skald-connectors-test', version: '1.0.0' });
  const protocolErrors: Error[] = [];
  client.onerror = (error) => protocolErrors.push(error);
  await client.connect(transport, { timeout: 15_000 });
  return { client, protocolErrors, stderr: () => stderr, close: () => client.close() };
}

export interface EraConnectedServer {
  /** The v2 client, which speaks both protocol eras: `getProtocolEra()` says which one the connection landed on. */
  client: EraClient;
  stderr(): string;
  close(): Promise<void>;
}

/**
 * Starts the connector as connect() does, through the v2 client: `mode` is its version negotiation (`'auto'` probes
 * with server/discover in a throwaway sibling process and falls back to initialize, a pin never falls back, `'legacy'`
 * sends initialize at once); `supportedProtocolVersions` replaces the versions the client offers.
 */
export async function connectEra(
  id: string,
  mode: VersionNegotiationMode,
  options: Pick<ClientOptions, 'supportedProtocolVersions'> = {},
): Promise<EraConnectedServer> {
  const transport = new EraStdioClientTransport({
    command: 'python3',
    args: ['server.py'],
    cwd: path.join(CONNECTORS_DIR, id),
    env: BASE_ENV,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // A loaded runner may take seconds to start Python twice (probe, then session): the bounds leave room for it.
  const client = new EraClient(
    { name: 'skald-connectors-test', version: '1.0.0' },
    { ...options, versionNegotiation: { mode, probe: { timeoutMs: 15_000 } } },
  );
  await client.connect(transport, { timeout: 15_000 });
  return { client, stderr: () => stderr, close: () => client.close() };
}

export async function call(
  server: ConnectedServer,
  name: string,
  args: Record<string, unknown>,
): Promise<{ text: string; isError: boolean }> {
  const result = (await server.client.callTool({ name, arguments: args }, undefined, { timeout: 20_000 })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
  return { text, isError: result.isError === true };
}

function interpreter(script: string): string {
  return script.endsWith('.js') ? 'node' : 'python3';
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of a connector folder (verify.py) with exactly this environment, as Skald would. */
export async function runScript(id: string, script: string, env: Record<string, string>, timeoutMs = 20_000): Promise<ScriptRun> {
  const child = spawn(interpreter(script), [script], {
    cwd: path.join(CONNECTORS_DIR, id),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** The verify output convention: exactly one JSON object {ok, message, details?} on stdout. */
export function parseVerifyOutput(stdout: string): { ok: boolean; message: string; details?: Record<string, unknown> } {
  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  if (lines.length !== 1) throw new Error(`verify printed ${lines.length} lines, expected exactly one JSON object:\n${stdout}`);
  const value: unknown = JSON.parse(lines[0]!);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`verify printed ${lines[0]}, not a JSON object`);
  const { ok, message, details, ...rest } = value as Record<string, unknown>;
  if (typeof ok !== 'boolean' || typeof message !== 'string' || message === '')
    throw new Error(`verify output lacks ok (boolean) or message (string): ${lines[0]}`);
  if (details !== undefined && (typeof details !== 'object' || details === null || Array.isArray(details)))
    throw new Error('verify details must be an object');
  if (Object.keys(rest).length) throw new Error(`verify output has unknown fields ${Object.keys(rest).join(', ')}`);
  return { ok, message, ...(details ? { details: details as Record<string, unknown> } : {}) };
}
