// The egress proxy pins the scheme, the name and the address, with real clients (Node's tls with a servername, and
// plain http) in a real sandbox, through the relay and the proxy container. The name: a ClientHello naming another
// host (domain fronting), one naming none, a CONNECT to an IP literal, a plain request with another Host are refused
// and reported as host:port. The scheme: plain http to an https origin is refused before anything is sent. The
// address: a name that a DNS server this file controls resolves to an address in a private range is refused at
// connect time, and so is an http origin on a private IP literal, unless the runner opened that range. A plain
// request arrives without its forwarding headers. The origins and the DNS server listen on the gateway of a docker
// network this file creates.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { sandboxCommand } from '../../src/sandbox/container.ts';
import { docker, SMOKE_LABEL, sweepRun } from '../../src/sandbox/docker.ts';
import { type EgressRequest, openEgress, throughRelay } from '../../src/sandbox/egress.ts';
import { type DnsServer, startDnsServer } from '../helpers/dns-server.ts';

const run = promisify(execFile);
const RUN = `sni${randomBytes(3).toString('hex')}`;
const NETWORK = `skald-test-sni-${RUN}`;
const KEY = `key-${randomBytes(6).toString('hex')}`;
let gateway = '';
let tlsOrigin: Server;
let httpOrigin: HttpServer;
let dns: DnsServer;
let certDir = '';
let base = '';
/** What the plain origin was sent: each request's path and headers. */
const plainSeen: Array<{ url: string; headers: Record<string, unknown> }> = [];

type Attempt = { tunnel: string; servername: string } | { plain: string; host: string; headers?: Record<string, string> };

// Runs in the sandbox (Debian's Node 18) under the relay: each attempt CONNECTs through HTTPS_PROXY, then speaks TLS,
// or sends one plain request through HTTP_PROXY; prints each outcome, in order, as JSON.
const CLIENT = String.raw`
const net = require('net'); const tls = require('tls'); const http = require('http');
const [relayHost, relayPort] = process.env.HTTPS_PROXY.replace('http://', '').split(':');
const tunnel = ({ tunnel: target, servername }) => new Promise((resolve) => {
  const socket = net.connect(Number(relayPort), relayHost, () => socket.write('CONNECT ' + target + ' HTTP/1.1\r\nHost: ' + target + '\r\n\r\n'));
  socket.once('data', (answer) => {
    if (!answer.toString().startsWith('HTTP/1.1 200')) return resolve(answer.toString().split('\r\n')[0]);
    let text = '';
    const secure = tls.connect({ socket, servername: servername || undefined, rejectUnauthorized: false });
    secure.on('data', (chunk) => (text += chunk));
    secure.on('error', () => resolve(text || 'closed'));
    secure.on('close', () => resolve(text || 'closed'));
  });
  socket.on('error', () => resolve('error'));
});
const plain = ({ plain: url, host, headers }) => new Promise((resolve) => {
  const request = http.request({ host: relayHost, port: Number(relayPort), path: url, headers: { ...headers, host } }, (answer) => {
    let body = '';
    answer.on('data', (chunk) => (body += chunk));
    answer.on('end', () => resolve(answer.statusCode === 200 ? body : answer.statusCode));
  });
  request.on('error', () => resolve('error'));
  request.end();
});
(async () => {
  const results = [];
  for (const attempt of JSON.parse(process.argv[1])) results.push(await (attempt.tunnel ? tunnel(attempt) : plain(attempt)));
  process.stdout.write(JSON.stringify(results));
})();
`;

/** Each attempt made from a sandbox whose way out is a proxy for `allowed`; what each got, and what the proxy refused. */
async function throughProxy(
  egressOptions: Pick<EgressRequest, 'allowed' | 'allowPrivate' | 'resolver'>,
  attempts: Attempt[],
): Promise<{ results: unknown[]; refused: string[] }> {
  const egress = await openEgress({ baseImage: base, runId: RUN, connectorId: 'sni', network: NETWORK, ...egressOptions });
  const volume = `skald-smoke-sni-${RUN}`;
  await docker(['volume', 'create', '--label', `skald.smoke.run=${RUN}`, volume], { timeoutMs: 30_000 });
  const command = sandboxCommand({
    image: base,
    connectorVolume: volume,
    env: {},
    command: throughRelay(['node', '-e', CLIENT, JSON.stringify(attempts)]),
    runId: RUN,
    purpose: 'sni',
    egressVolume: egress.volume,
  });
  const result = await docker(command.args, { timeoutMs: 90_000, container: command.name, input: command.stdinPreamble });
  const closed = await egress.close();
  expect(result.code, result.stderr).toBe(0);
  expect(closed.problem).toBeUndefined();
  return { results: JSON.parse(result.stdout) as unknown[], refused: closed.refused };
}

const portOf = (server: Server | HttpServer) => (server.address() as { port: number }).port;

beforeAll(async () => {
  const created = await docker(['network', 'create', '--label', `${SMOKE_LABEL}=test`, NETWORK], { timeoutMs: 30_000 });
  expect(created.code, created.stderr).toBe(0);
  const inspected = await docker(['network', 'inspect', '--format', '{{(index .IPAM.Config 0).Gateway}}', NETWORK], { timeoutMs: 30_000 });
  gateway = inspected.stdout.trim();
  certDir = await mkdtemp(path.join(tmpdir(), 'skald-sni-'));
  const [key, cert] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=origin.test',
  ]);
  tlsOrigin = createServer({ key: await readFile(key), cert: await readFile(cert) }, (socket) =>
    socket.end(`hello ${(socket as { servername?: string }).servername}`),
  );
  await new Promise<void>((resolve) => tlsOrigin.listen(0, gateway, resolve));
  httpOrigin = createHttpServer((request, response) => {
    plainSeen.push({ url: request.url ?? '', headers: { ...request.headers } });
    response.writeHead(200).end('plain origin');
  });
  await new Promise<void>((resolve) => httpOrigin.listen(0, gateway, resolve));
  // A public-looking name that the connector's own DNS rebinds to the bridge's gateway at probe time.
  dns = await startDnsServer(gateway, { 'rebound.example': [gateway] });
  base = await ensureBaseImage();
}, 300_000);

afterAll(async () => {
  await new Promise((resolve) => tlsOrigin?.close(resolve));
  await new Promise((resolve) => httpOrigin?.close(resolve));
  await dns?.close();
  await sweepRun(RUN);
  await docker(['network', 'rm', NETWORK], { timeoutMs: 30_000 });
  await rm(certDir, { recursive: true, force: true });
});

describe('the egress proxy', () => {
  it('passes the allowed server name, and refuses fronting, no name, an IP literal, another Host and plain http', async () => {
    const port = portOf(tlsOrigin);
    const allowed = `origin.test:${port}`;
    const { results, refused } = await throughProxy(
      // The stand-in origin is on the test's network: the runner (this test) opens exactly its address.
      { allowed: { scheme: 'https', host: 'origin.test', port, address: gateway }, allowPrivate: [gateway] },
      [
        { tunnel: allowed, servername: 'origin.test' },
        { tunnel: allowed, servername: 'other.test' },
        { tunnel: allowed, servername: '' },
        { tunnel: `${gateway}:${port}`, servername: 'origin.test' },
        { plain: `http://${allowed}/`, host: 'other.test' },
        { plain: `http://${allowed}/check?key=${KEY}`, host: allowed },
      ],
    );
    expect(results).toEqual(['hello origin.test', 'closed', 'closed', 'HTTP/1.1 403 Forbidden', 403, 403]);
    expect(refused).toEqual([
      `other.test:${port}`,
      `origin.test:${port} (no TLS server name)`,
      `${gateway}:${port}`,
      'other.test:80',
      `origin.test:${port} (plain http to an https origin)`,
    ]);
  }, 900_000);

  it('refuses a name that resolves to a private address at connect time, unless the runner opened that range', async () => {
    const port = portOf(tlsOrigin);
    const allowed = { scheme: 'https' as const, host: 'rebound.example', port };
    const attempt = { tunnel: `rebound.example:${port}`, servername: 'rebound.example' };
    const closedToIt = await throughProxy({ allowed, resolver: dns.address }, [attempt]);
    expect(closedToIt).toEqual({
      results: ['closed'],
      refused: [`rebound.example:${port} (a private or special address, ${gateway})`],
    });
    expect(dns.asked).toContain('rebound.example');
    // The same name and answer, with the runner's allowance for the gateway: the proxy did resolve and connect there.
    const opened = await throughProxy({ allowed, resolver: dns.address, allowPrivate: [`${gateway}/32`] }, [attempt]);
    expect(opened).toEqual({ results: ['hello rebound.example'], refused: [] });
  }, 900_000);

  it('refuses an http origin on a private IP literal, and carries a plain request on without its forwarding headers', async () => {
    const port = portOf(httpOrigin);
    const allowed = { scheme: 'http' as const, host: gateway, port };
    const request: Attempt = {
      plain: `http://${gateway}:${port}/check?key=${KEY}`,
      host: `${gateway}:${port}`,
      headers: {
        'X-Forwarded-Host': 'internal.example',
        Forwarded: 'host=internal.example;proto=https',
        'X-Forwarded-For': '10.0.0.1',
        Via: '1.1 elsewhere',
        'X-Real-IP': '10.0.0.1',
        'X-Original-URL': '/admin',
        'X-Api-Key': KEY,
      },
    };
    const closedToIt = await throughProxy({ allowed }, [request]);
    expect(closedToIt).toEqual({ results: [403], refused: [`${gateway}:${port} (a private or special address, ${gateway})`] });
    expect(plainSeen).toEqual([]);
    const opened = await throughProxy({ allowed, allowPrivate: [`${gateway}/32`] }, [request]);
    expect(opened).toEqual({ results: ['plain origin'], refused: [] });
    expect(plainSeen).toHaveLength(1);
    expect(plainSeen[0]!.url).toBe(`/check?key=${KEY}`);
    expect(plainSeen[0]!.headers).toMatchObject({ host: `${gateway}:${port}`, 'x-api-key': KEY, connection: 'close' });
    const forwarding = ['x-forwarded-host', 'forwarded', 'x-forwarded-for', 'via', 'x-real-ip', 'x-original-url'];
    for (const name of forwarding) expect(plainSeen[0]!.headers, name).not.toHaveProperty(name);
  }, 900_000);
});
