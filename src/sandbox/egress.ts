// The way out of the sandbox for the weekly probe's verify, and the only one: the verify container keeps
// `--network none`; a relay inside it (the verify's parent process) listens on its own loopback and carries each
// connection over a unix socket, in a volume shared with one proxy container, to an HTTP proxy that joins a normal
// network and opens a connection only to the origin its connector's URL names. No DNS, no route, no host address
// is reachable from the verify: an internal docker network would still reach every service of the engine's host
// on the bridge's gateway address, a unix socket reaches only the proxy.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { SetupError } from '../findings/errors.ts';
import { EGRESS_MOUNT, lockedDownRun, SANDBOX_USER } from './container.ts';
import { docker, lastLine, RUN_LABEL, SMOKE_LABEL } from './docker.ts';

const SOCKET = `${EGRESS_MOUNT}/proxy.sock`;
/** The network the proxy joins to reach the origin, by default: the engine's default bridge. */
export const DEFAULT_EGRESS_NETWORK = 'bridge';

/** The one host and port a verify may reach: its connector's mcp_config.url (https → 443, http → 80 unless written). */
export interface AllowedOrigin {
  host: string;
  port: number;
  /** Where the proxy connects for it, instead of resolving `host` (a test's stand-in origin); the name stays pinned. */
  address?: string;
}

export function allowedOrigin(url: URL): AllowedOrigin {
  const port = url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443;
  return { host: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port };
}

export function formatOrigin({ host, port }: AllowedOrigin): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Debian's Node in the base image, by absolute path: /deps/npm/bin, first on PATH, is not ours. */
const BASE_NODE = '/usr/bin/node';

// The proxy, run by the sandbox base image's Node as `node -e PROXY SOCKET HOST PORT ADDRESS`. It pins the NAME, not
// only the address: a CONNECT to HOST:PORT is tunnelled only once the client's TLS ClientHello names HOST as its
// server (SNI); a plain-http request is forwarded only when its absolute URI and its Host header both name HOST:PORT.
// A ClientHello without a server name or with another one (domain fronting: another virtual host or CDN tenant on the
// same address), another Host, or an IP literal where a name is allowed is answered 403 (or the tunnel closed) and
// reported on stdout as one {"refused": "host:port"} line. It connects to ADDRESS when given (else resolves HOST),
// never sees a secret except inside the tunnel (TLS, for an https origin), and ends when its stdin closes.
const PROXY_SOURCE = String.raw`
const http = require('http');
const net = require('net');
const [socketPath, allowedHost, allowedPort, address] = process.argv.slice(1);
const allowed = allowedHost + ':' + allowedPort;
const upstreamHost = address || allowedHost;
const bare = (host) => host.replace(/^\[|\]$/g, '').toLowerCase();
// Only a host name or an IP literal and a port are ever reported: never a path, a query or arbitrary bytes.
const reportable = (text) => /^[a-z0-9.:\[\]_-]{1,300}$/i.test(text) ? text : 'an unreadable target';
const authority = (text, defaultPort) => {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(text || '');
  return match ? bare(match[1]) + ':' + (match[2] || defaultPort) : reportable(String(text));
};
// The proxy's own words for a request with no target it can name; anything else reported is the peer's, filtered.
const NO_ABSOLUTE_URL = 'a request without an absolute URL';
const OTHER_SCHEME = 'a request for a scheme other than http';
const refuse = (target) => process.stdout.write(JSON.stringify({
  refused: target === NO_ABSOLUTE_URL || target === OTHER_SCHEME ? target : reportable(target),
}) + '\n');
const FORBIDDEN = 'HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n';
const server = http.createServer((request, response) => {
  let url;
  try { url = new URL(request.url); } catch { url = undefined; }
  const target = !url ? NO_ABSOLUTE_URL : url.protocol === 'http:' ? authority(url.host, 80) : OTHER_SCHEME;
  const host = authority(request.headers.host, 80);
  const refused = target !== allowed ? target : host !== allowed ? host : undefined;
  if (refused) {
    refuse(refused);
    return response.writeHead(403, { 'Content-Type': 'text/plain' }).end('the sandbox reaches only ' + allowed + '\n');
  }
  const headers = { ...request.headers };
  for (const name of ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive']) delete headers[name];
  const upstream = http.request({ host: upstreamHost, port: Number(allowedPort), method: request.method,
    path: url.pathname + url.search, headers: { ...headers, connection: 'close' } }, (answer) => {
    response.writeHead(answer.statusCode, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => response.headersSent ? response.destroy() : response.writeHead(502).end(error.message + '\n'));
  request.pipe(upstream);
});
// The server name of a TLS ClientHello (RFC 8446 4.1.2, RFC 6066 3): '' when it has none, undefined until enough has
// arrived, null when the bytes are not a ClientHello.
const serverName = (bytes) => {
  let payload = Buffer.alloc(0);
  let offset = 0;
  while (true) {
    if (bytes.length < offset + 5) return undefined;
    if (bytes[offset] !== 0x16) return null;
    const length = bytes.readUInt16BE(offset + 3);
    if (bytes.length < offset + 5 + length) return undefined;
    payload = Buffer.concat([payload, bytes.subarray(offset + 5, offset + 5 + length)]);
    offset += 5 + length;
    if (payload.length >= 4 && payload.length >= 4 + payload.readUIntBE(1, 3)) break;
  }
  if (payload[0] !== 0x01) return null;
  try {
    let at = 4 + 2 + 32;
    at += 1 + payload[at];
    at += 2 + payload.readUInt16BE(at);
    at += 1 + payload[at];
    if (at >= payload.length) return '';
    const end = Math.min(payload.length, at + 2 + payload.readUInt16BE(at));
    at += 2;
    while (at + 4 <= end) {
      const type = payload.readUInt16BE(at);
      const size = payload.readUInt16BE(at + 2);
      if (type === 0) {
        const list = payload.subarray(at + 4, at + 4 + size);
        if (list[2] !== 0) return '';
        return list.subarray(5, 5 + list.readUInt16BE(3)).toString('latin1').toLowerCase();
      }
      at += 4 + size;
    }
    return '';
  } catch { return null; }
};
const isIpLiteral = (host) => net.isIP(bare(host)) !== 0;
server.on('connect', (request, client, head) => {
  const target = authority(request.url, 443);
  if (target !== allowed) {
    refuse(target);
    return client.end(FORBIDDEN + 'the sandbox reaches only ' + allowed + '\n');
  }
  client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
  let hello = Buffer.from(head);
  const timer = setTimeout(() => { refuse(target); client.destroy(); }, 10000);
  const onData = (chunk) => {
    hello = Buffer.concat([hello, chunk]);
    const name = serverName(hello);
    if (name === undefined && hello.length < 65536) return;
    client.removeListener('data', onData);
    client.pause();
    clearTimeout(timer);
    if (!name || name !== bare(allowedHost) || isIpLiteral(name)) {
      if (name) refuse(name + ':' + allowedPort);
      else process.stdout.write(JSON.stringify({ refused: target + ' (no TLS server name)' }) + '\n');
      return client.destroy();
    }
    const upstream = net.connect(Number(allowedPort), upstreamHost, () => {
      upstream.write(hello);
      upstream.pipe(client);
      client.pipe(upstream);
      client.resume();
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  };
  client.on('data', onData);
  client.on('error', () => clearTimeout(timer));
  if (hello.length) onData(Buffer.alloc(0));
});
server.listen(socketPath, () => process.stdout.write(JSON.stringify({ listening: allowed }) + '\n'));
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

// The relay, the verify's parent inside its container: `node -e RELAY SOCKET -- COMMAND...`. It waits for the
// proxy's socket, listens on the container's own loopback, points the proxy variables at itself and runs the
// command, exiting with its status. Connector code may replace it: it still reaches nothing but the proxy.
/** How long the relay waits for the proxy's socket before it gives up (the verify's clock starts after). */
export const RELAY_WAIT_MS = 20_000;

const RELAY_SOURCE = String.raw`
const fs = require('fs');
const net = require('net');
const { spawn } = require('child_process');
const [socketPath, separator, ...command] = process.argv.slice(1);
if (separator !== '--' || !command.length) { process.stderr.write('skald relay: no command\n'); process.exit(2); }
const deadline = Date.now() + ${RELAY_WAIT_MS};
const start = () => {
  if (!fs.existsSync(socketPath)) {
    if (Date.now() > deadline) { process.stderr.write('skald relay: the egress proxy did not start\n'); process.exit(3); }
    return setTimeout(start, 50);
  }
  const relay = net.createServer((client) => {
    const upstream = net.connect(socketPath);
    client.pipe(upstream).on('error', () => client.destroy());
    upstream.pipe(client).on('error', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  relay.listen(0, '127.0.0.1', () => {
    const proxy = 'http://127.0.0.1:' + relay.address().port;
    const env = { ...process.env, HTTPS_PROXY: proxy, HTTP_PROXY: proxy, https_proxy: proxy, http_proxy: proxy,
      ALL_PROXY: proxy, all_proxy: proxy, NO_PROXY: '', no_proxy: '' };
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => { process.stderr.write('skald relay: ' + error.message + '\n'); process.exit(127); });
    child.on('exit', (code, signal) => process.exit(code === null ? 128 + (require('os').constants.signals[signal] || 9) : code));
  });
};
start();
`;

/** The verify's command, run under the relay: every connection it makes goes to the proxy. */
export function throughRelay(command: readonly string[]): string[] {
  return ['node', '-e', RELAY_SOURCE, SOCKET, '--', ...command];
}

export interface EgressRequest {
  /**
   * The sandbox base image, never a connector's dependency layer: there, `node` on PATH could be a binary a
   * connector's package installed, and the proxy would be connector code with a way out.
   */
  baseImage: string;
  runId: string;
  connectorId: string;
  allowed: AllowedOrigin;
  /** The network the proxy joins for its way out. Default the engine's default bridge. */
  network?: string;
  /** Backstop for the proxy's life; close() normally ends it. Default 5 minutes. */
  timeoutMs?: number;
}

export interface Egress {
  /** The volume with the proxy's socket: the verify mounts it read-only at EGRESS_MOUNT. */
  volume: string;
  allowed: AllowedOrigin;
  /** Ends the proxy and removes its volume; says what it refused (host:port, in order, once each). */
  close(): Promise<{ refused: string[]; problem?: string }>;
}

/**
 * Starts the egress proxy of one verify: a tmpfs volume owned by the sandbox user for its socket, and a proxy
 * container as locked down as the sandbox (no capabilities, read-only root, small limits) on `network`. Both
 * carry the run's labels, so `sweepRun` removes whatever close() did not.
 */
export async function openEgress(request: EgressRequest): Promise<Egress> {
  const suffix = `${request.runId}-${request.connectorId}-${randomBytes(3).toString('hex')}`;
  const volume = `skald-smoke-egress-${suffix}`.slice(0, 120);
  const name = `skald-smoke-proxy-${suffix}`.slice(0, 120);
  const labels = ['--label', `${SMOKE_LABEL}=egress`, '--label', `${RUN_LABEL}=${request.runId}`];
  const network = request.network ?? DEFAULT_EGRESS_NETWORK;
  const found = await docker(['network', 'inspect', '--format', '{{.Name}}', network], { timeoutMs: 30_000 });
  if (found.code !== 0)
    throw new SetupError(
      `the egress network "${network}" is not on the engine (${lastLine(found.stderr)}): the probe's verify needs a network ` +
        'that reaches the internet for its proxy; name one with the egress-network input',
    );
  const [uid, gid] = SANDBOX_USER.split(':');
  const tmpfs = ['--opt', 'type=tmpfs', '--opt', 'device=tmpfs', '--opt', `o=size=1m,uid=${uid},gid=${gid},mode=0700`];
  const created = await docker(['volume', 'create', ...labels, '--driver', 'local', ...tmpfs, volume], { timeoutMs: 30_000 });
  if (created.code !== 0) throw new Error(`docker volume create (the egress socket) failed: ${lastLine(created.stderr)}`);
  const stdin = new PassThrough();
  const proxy = docker(
    [
      ...lockedDownRun({ name, role: 'egress', runId: request.runId, network, limits: { memoryMb: 128, pids: 32, cpus: 0.5 } }),
      '--volume',
      `${volume}:${EGRESS_MOUNT}`,
      '--entrypoint',
      BASE_NODE,
      request.baseImage,
      '-e',
      PROXY_SOURCE,
      SOCKET,
      request.allowed.host,
      String(request.allowed.port),
      request.allowed.address ?? '',
    ],
    { timeoutMs: request.timeoutMs ?? 5 * 60_000, container: name, input: stdin, maxOutput: 64 * 1024 },
  );
  return {
    volume,
    allowed: request.allowed,
    async close() {
      stdin.end();
      const result = await proxy;
      await docker(['volume', 'rm', '--force', volume], { timeoutMs: 30_000 });
      const lines = result.stdout.split('\n').flatMap((line) => {
        try {
          return [JSON.parse(line) as { refused?: string; listening?: string }];
        } catch {
          return [];
        }
      });
      const refused = [...new Set(lines.flatMap((line) => (typeof line.refused === 'string' ? [line.refused] : [])))];
      const started = lines.some((line) => line.listening);
      return started
        ? { refused }
        : { refused, problem: `the egress proxy did not start: ${lastLine(result.stderr) || `exit ${result.code}`}` };
    },
  };
}
