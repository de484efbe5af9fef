// The egress proxy pins the NAME, not only the address, with real TLS clients (Node's tls with a servername) in a
// real sandbox, through the relay and the proxy container: a ClientHello naming another host (domain fronting), one
// naming none, a CONNECT to an IP literal, a plain request with another Host: all refused and reported as host:port;
// the allowed name passes. The "origin" is a TLS server on the gateway of a docker network this file creates.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { sandboxCommand } from '../../src/sandbox/container.ts';
import { docker, SMOKE_LABEL, sweepRun } from '../../src/sandbox/docker.ts';
import { openEgress, throughRelay } from '../../src/sandbox/egress.ts';

const run = promisify(execFile);
const RUN = `sni${randomBytes(3).toString('hex')}`;
const NETWORK = `skald-test-sni-${RUN}`;
let gateway = '';
let origin: Server;
let certDir = '';

// Runs in the sandbox (Debian's Node 18) under the relay: each attempt CONNECTs through HTTPS_PROXY, then speaks TLS.
const CLIENT = String.raw`
const net = require('net'); const tls = require('tls'); const http = require('http');
const [relayHost, relayPort] = process.env.HTTPS_PROXY.replace('http://', '').split(':');
const [host, port, ip] = process.argv.slice(1);
const attempt = (servername, target) => new Promise((resolve) => {
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
const plain = (hostHeader) => new Promise((resolve) => {
  const request = http.request({ host: relayHost, port: Number(relayPort), path: 'http://' + host + ':' + port + '/', headers: { host: hostHeader } },
    (answer) => resolve(answer.statusCode));
  request.on('error', () => resolve('error'));
  request.end();
});
(async () => {
  const results = {
    allowed: await attempt(host, host + ':' + port),
    fronted: await attempt('other.test', host + ':' + port),
    unnamed: await attempt('', host + ':' + port),
    ipLiteral: await attempt(host, ip + ':' + port),
    otherHost: await plain('other.test'),
  };
  process.stdout.write(JSON.stringify(results));
})();
`;

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
  origin = createServer({ key: await readFile(key), cert: await readFile(cert) }, (socket) =>
    socket.end(`hello ${(socket as { servername?: string }).servername}`),
  );
  await new Promise<void>((resolve) => origin.listen(0, gateway, resolve));
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => origin?.close(resolve));
  await sweepRun(RUN);
  await docker(['network', 'rm', NETWORK], { timeoutMs: 30_000 });
  await rm(certDir, { recursive: true, force: true });
});

describe('the egress proxy pins the name', () => {
  it('passes the allowed server name and refuses fronting, no name, an IP literal and another Host', async () => {
    const base = await ensureBaseImage();
    const port = (origin.address() as { port: number }).port;
    const egress = await openEgress({
      baseImage: base,
      runId: RUN,
      connectorId: 'sni',
      allowed: { host: 'origin.test', port, address: gateway },
      network: NETWORK,
    });
    const volume = `skald-smoke-sni-${RUN}`;
    await docker(['volume', 'create', '--label', `skald.smoke.run=${RUN}`, volume], { timeoutMs: 30_000 });
    const command = sandboxCommand({
      image: base,
      connectorVolume: volume,
      env: {},
      command: throughRelay(['node', '-e', CLIENT, 'origin.test', String(port), gateway]),
      runId: RUN,
      purpose: 'sni',
      egressVolume: egress.volume,
    });
    const result = await docker(command.args, { timeoutMs: 90_000, container: command.name, input: command.stdinPreamble });
    const closed = await egress.close();
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      allowed: 'hello origin.test',
      fronted: 'closed',
      unnamed: 'closed',
      ipLiteral: 'HTTP/1.1 403 Forbidden',
      otherHost: 403,
    });
    expect(closed).toEqual({
      refused: [`other.test:${port}`, `origin.test:${port} (no TLS server name)`, `${gateway}:${port}`, 'other.test:80'],
    });
  }, 900_000);
});
