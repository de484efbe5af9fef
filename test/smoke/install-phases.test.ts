// The dependency install in two phases, on the real engine, from a registry stand-in on loopback (packed tarballs
// served over http, reached only through the egress proxy): an install script that tries to reach a listener on the
// bridge gateway, or to open any socket, gets nowhere and fails with a finding naming the package and the script;
// and a helper file next to the manifests can neither shape the layer nor be seen by the install.

import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DependencyError } from '../../src/smoke/dependencies.ts';
import { docker, ensureBaseImage, ensureDependencyImage, planDependencies } from '../../src/smoke/index.ts';

const exec = promisify(execFile);
const RUN = `phases-${randomBytes(3).toString('hex')}`;
// The default bridge's gateway: the engine host's address as every bridged container sees it.
const gateway = /inet (\S+)\//.exec((await exec('ip', ['-4', '-o', 'addr', 'show', 'docker0']).catch(() => ({ stdout: '' }))).stdout)?.[1];
let base = '';
let scratch = '';
let registry: Server;
let registryUrl = '';
let listener: ReturnType<typeof createTcpServer>;
let listenerPort = 0;
let connections = 0;
const tarballs = new Map<string, { bytes: Buffer; integrity: string }>();
const madeImages: string[] = [];

/** Packs a package whose only content is package.json with `scripts`, under a name unique to this run. */
async function publish(name: string, scripts: Record<string, string>): Promise<void> {
  const dir = path.join(scratch, 'packages', name);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name, version: '1.0.0', scripts }));
  const { stdout } = await exec('npm', ['pack', '--silent', '--pack-destination', dir], { cwd: dir });
  const bytes = await readFile(path.join(dir, stdout.trim().split('\n').at(-1)!));
  tarballs.set(name, { bytes, integrity: `sha512-${createHash('sha512').update(bytes).digest('base64')}` });
}

/** A connector folder that depends on `name` through a lockfile resolved at the stand-in, plus a helper file. */
async function connector(folder: string, name: string, helper: string): Promise<string> {
  const dir = path.join(scratch, folder);
  await mkdir(dir, { recursive: true });
  const dependencies = { [name]: '1.0.0' };
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies }));
  const lock = {
    name: 'fixture',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'fixture', version: '1.0.0', dependencies },
      [`node_modules/${name}`]: {
        version: '1.0.0',
        resolved: `${registryUrl}${name}/-/${name}-1.0.0.tgz`,
        integrity: tarballs.get(name)!.integrity,
        hasInstallScript: true,
      },
    },
  };
  await writeFile(path.join(dir, 'package-lock.json'), JSON.stringify(lock));
  await writeFile(path.join(dir, 'helper.js'), helper);
  return dir;
}

async function layer(dir: string) {
  const plan = await planDependencies(dir, [], 'node');
  const result = await ensureDependencyImage({
    baseImage: base,
    plan,
    connectorId: 'fixture',
    runId: RUN,
    registry: new URL(registryUrl),
    egressNetwork: 'host',
    timeoutMs: 300_000,
  });
  madeImages.push(result.image);
  return result;
}

const connect = (script: string) =>
  `node -e "require('net').connect(${listenerPort}, '${gateway}').on('connect', () => process.exit(0))` +
  `.on('error', (e) => { console.error('${script}: ' + e.code); process.exit(1); })"`;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'skald-install-phases-'));
  listener = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, gateway, resolve));
  listenerPort = (listener.address() as AddressInfo).port;
  registry = createServer((request, response) => {
    const name = decodeURIComponent(request.url!.split('/')[1] ?? '');
    const tarball = tarballs.get(name);
    if (!tarball) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball.bytes);
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
  await publish(`skald-pre-${RUN}`, { preinstall: connect('preinstall') });
  await publish(`skald-post-${RUN}`, { postinstall: connect('postinstall') });
  // Records every helper.js the install could find anywhere on its container's file system.
  await publish(`skald-seen-${RUN}`, {
    postinstall: 'find / -xdev -name helper.js > /deps/npm/lib/seen.txt 2>/dev/null; test -e /deps/npm/lib/seen.txt',
  });
  base = await ensureBaseImage();
}, 1_800_000);

afterAll(async () => {
  listener?.close();
  registry?.close();
  for (const image of new Set(madeImages)) await docker(['rmi', image], { timeoutMs: 60_000 });
  await rm(scratch, { recursive: true, force: true });
});

describe.skipIf(!gateway)('the dependency install in two phases', () => {
  for (const script of ['preinstall', 'postinstall'] as const) {
    it(`a ${script} that reaches for the bridge gateway gets nowhere, and the finding names the package and the script`, async () => {
      const name = `skald-${script === 'preinstall' ? 'pre' : 'post'}-${RUN}`;
      const error = await layer(await connector(`hostile-${script}`, name, '')).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DependencyError);
      expect((error as DependencyError).message).toContain(`the ${script} script of the npm package "${name}"`);
      expect((error as DependencyError).message).toContain(`${script}: ENETUNREACH`);
      expect(connections).toBe(0);
    }, 900_000);
  }

  it('a helper file next to the manifests neither names the layer nor is seen by the install', async () => {
    const name = `skald-seen-${RUN}`;
    const first = await layer(await connector('push-1', name, 'module.exports = "hostile";\n'));
    const second = await layer(await connector('push-2', name, 'module.exports = "harmless";\n'));
    // The same layer: nothing of the folder but the manifests is in its tag.
    expect(second.image).toBe(first.image);
    const seen = await docker(['run', '--rm', '--network', 'none', '--entrypoint', 'cat', first.image, '/deps/npm/lib/seen.txt'], {
      timeoutMs: 60_000,
    });
    expect(seen.code).toBe(0);
    expect(seen.stdout.trim()).toBe('');
  }, 900_000);
});
