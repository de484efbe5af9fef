// The dependency install in two phases, on the real engine, from a registry stand-in on loopback (packed tarballs
// served over http, reached only through the egress proxy): an install script that tries to reach a listener on the
// bridge gateway, or to open any socket, gets nowhere and fails with a finding naming the package and the script;
// and a helper file next to the manifests can neither shape the layer nor be seen by the install. Per target, the
// layer is fetched and built by that target's own pip and npm: the wheel of its Python, the scripts run by its Node.

import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DependencyError, ensureDependencyImage, planDependencies } from '../../src/install/dependencies.ts';
import { ensureTargetBase, type TargetBase } from '../../src/sandbox/base-image.ts';
import { docker } from '../../src/sandbox/docker.ts';
import { TARGETS, type Target } from '../../src/sandbox/targets.ts';

const exec = promisify(execFile);
const RUN = `phases-${randomBytes(3).toString('hex')}`;
// The default bridge's gateway: the engine host's address as every bridged container sees it.
const gateway = /inet (\S+)\//.exec((await exec('ip', ['-4', '-o', 'addr', 'show', 'docker0']).catch(() => ({ stdout: '' }))).stdout)?.[1];
const bases = new Map<string, TargetBase>();
let scratch = '';
let registry: Server;
let registryUrl = '';
let listener: ReturnType<typeof createTcpServer>;
let listenerPort = 0;
let connections = 0;
const tarballs = new Map<string, { bytes: Buffer; integrity: string }>();
const distributions = new Map<string, { bytes: Buffer; sha256: string }>();
const PYTHON_RUN = RUN.replaceAll('-', '_');

/**
 * A Python distribution made with the host's python3: a wheel of package `name` (as pip builds one) for the tag given
 * (pure, `py3`, or one CPython's only, `cp313`), whose module says which; or only a source distribution whose setup.py
 * tries to reach the listener, which a fetch of wheels alone must never run.
 */
async function publishPython(name: string, kind: 'wheel' | 'sdist', python = 'py3'): Promise<void> {
  const dir = path.join(scratch, 'python', name);
  await mkdir(dir, { recursive: true });
  const setupPy = `import socket\nsocket.create_connection(("${gateway}", ${listenerPort}), timeout=5)\n`;
  await exec('python3', ['-c', MAKE_DISTRIBUTION, dir, name, kind, setupPy, python]);
  const file = `${name}-1.0.0${kind === 'wheel' ? `-${python}-none-any.whl` : '.tar.gz'}`;
  const bytes = await readFile(path.join(dir, file));
  distributions.set(file, { bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
}

/** The wheel tag of a target's CPython, as read from its base: `cp313` for Python 3.13.5. */
function cpythonTag(target: Target): string {
  const [major, minor] = bases.get(target.id)!.versions.python.split('.');
  return `cp${major}${minor}`;
}

const MAKE_DISTRIBUTION = `
import base64, hashlib, io, os, sys, tarfile, zipfile
out, name, kind, setup_py, python = sys.argv[1:6]
if kind == "wheel":
    files = {
        name + "/__init__.py": "VALUE = 'from a wheel for " + python + "'\\n",
        name + "-1.0.0.dist-info/METADATA": "Metadata-Version: 2.1\\nName: " + name + "\\nVersion: 1.0.0\\n",
        name + "-1.0.0.dist-info/WHEEL": "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: " + python + "-none-any\\n",
    }
    record = name + "-1.0.0.dist-info/RECORD"
    lines = []
    for path, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        lines.append("%s,sha256=%s,%d" % (path, digest, len(text.encode())))
    files[record] = "\\n".join(lines + [record + ",,"]) + "\\n"
    with zipfile.ZipFile(os.path.join(out, name + "-1.0.0-" + python + "-none-any.whl"), "w") as wheel:
        for path, text in files.items():
            wheel.writestr(path, text)
else:
    with tarfile.open(os.path.join(out, name + "-1.0.0.tar.gz"), "w:gz") as sdist:
        for path, text in {"PKG-INFO": "Metadata-Version: 2.1\\nName: " + name + "\\nVersion: 1.0.0\\n", "setup.py": setup_py}.items():
            data = text.encode()
            info = tarfile.TarInfo(name + "-1.0.0/" + path)
            info.size = len(data)
            sdist.addfile(info, io.BytesIO(data))
`;
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
async function connector(folder: string, name: string, helper: string, scripts?: Record<string, string>): Promise<string> {
  const dir = path.join(scratch, folder);
  await mkdir(dir, { recursive: true });
  const dependencies = { [name]: '1.0.0' };
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies, scripts }));
  const lock = {
    name: 'fixture',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'fixture', version: '1.0.0', dependencies, ...(scripts ? { hasInstallScript: true } : {}) },
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

async function layer(dir: string, ecosystem: 'node' | 'python' = 'node', target = TARGETS[0]!) {
  const plan = await planDependencies(dir, [], ecosystem);
  const result = await ensureDependencyImage({
    baseImage: bases.get(target.id)!.image,
    target: target.id,
    plan,
    connectorId: 'fixture',
    runId: RUN,
    registry: new URL(ecosystem === 'node' ? registryUrl : `${registryUrl}simple/`),
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
    const simple = /^\/simple\/([^/]+)\/$/.exec(request.url!);
    if (simple) {
      // PEP 503: one page per project, one link per distribution file.
      const files = [...distributions.keys()].filter((file) => file.startsWith(`${simple[1]!.replaceAll('-', '_')}-`));
      if (!files.length) return void response.writeHead(404).end();
      const links = files.map((file) => `<a href="/files/${file}#sha256=${distributions.get(file)!.sha256}">${file}</a>`);
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body>${links.join('\n')}</body></html>`);
    }
    const file = /^\/files\/([^/]+)$/.exec(request.url!)?.[1];
    if (file) {
      const distribution = distributions.get(file);
      return void (distribution ? response.writeHead(200).end(distribution.bytes) : response.writeHead(404).end());
    }
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
  // /var/tmp is world-writable in Debian: only a read-only root keeps a script from writing there.
  await publish(`skald-plant-${RUN}`, { postinstall: 'touch /var/tmp/planted' });
  await publish(`skald-node-${RUN}`, { postinstall: 'node --version > /deps/npm/lib/built-by' });
  for (const target of TARGETS) bases.set(target.id, await ensureTargetBase(target));
  await publishPython(`skald_wheel_${PYTHON_RUN}`, 'wheel');
  await publishPython(`skald_source_${PYTHON_RUN}`, 'sdist');
  for (const target of TARGETS) await publishPython(`skald_abi_${PYTHON_RUN}`, 'wheel', cpythonTag(target));
  await publishPython(`skald_oldest_${PYTHON_RUN}`, 'wheel', cpythonTag(TARGETS[0]!));
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

  it("the connector's own postinstall runs in the build too, after its packages'", async () => {
    const name = `skald-seen-${RUN}`;
    const { image } = await layer(
      await connector('own-script', name, '', { postinstall: 'test -e /deps/npm/lib/seen.txt && touch /deps/npm/lib/own-ran' }),
    );
    const ran = await docker(['run', '--rm', '--network', 'none', '--entrypoint', 'ls', image, '/deps/npm/lib'], { timeoutMs: 60_000 });
    expect(ran.stdout.split('\n')).toContain('own-ran');
  }, 900_000);

  it("each target's layer is built by its own Node: the install scripts run on the target's node", async () => {
    for (const target of TARGETS) {
      const { image } = await layer(await connector(`node-${target.id}`, `skald-node-${RUN}`, ''), 'node', target);
      const built = await docker(['run', '--rm', '--network', 'none', '--entrypoint', 'cat', image, '/deps/npm/lib/built-by'], {
        timeoutMs: 60_000,
      });
      expect(built.stdout.trim(), target.id).toBe(`v${bases.get(target.id)!.versions.node}`);
    }
  }, 900_000);

  it('an install script runs on a read-only root: it writes nowhere but /deps and /tmp', async () => {
    const name = `skald-plant-${RUN}`;
    const error = await layer(await connector('planter', name, '')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DependencyError);
    expect((error as DependencyError).message).toContain(`the postinstall script of the npm package "${name}"`);
    expect((error as DependencyError).message).toContain('Read-only file system');
  }, 900_000);

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

  describe('for Python: wheels only, from the index the runner is configured with', () => {
    async function pythonConnector(folder: string, requirement: string): Promise<string> {
      const dir = path.join(scratch, folder);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'requirements.txt'), `${requirement}==1.0.0\n`);
      return dir;
    }

    it("each target's layer holds the wheel of its own Python; a package with wheels for an older one only fails on the newer target", async () => {
      const name = `skald_abi_${PYTHON_RUN}`;
      for (const target of TARGETS) {
        const { image } = await layer(await pythonConnector(`python-abi-${target.id}`, name), 'python', target);
        expect(image).toMatch(new RegExp(`^skald-smoke-deps:${target.id}-`));
        const imported = await docker(
          ['run', '--rm', '--network', 'none', '--entrypoint', 'python3', image, '-c', `import ${name}; print(${name}.VALUE)`],
          { timeoutMs: 60_000 },
        );
        expect(imported.stdout.trim(), target.id).toBe(`from a wheel for ${cpythonTag(target)}`);
      }
      const oldest = `skald_oldest_${PYTHON_RUN}`;
      const newest = TARGETS.at(-1)!;
      const error = await layer(await pythonConnector('python-oldest', oldest), 'python', newest).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DependencyError);
      expect((error as DependencyError).message).toContain(`the Python package "${oldest}==1.0.0" could not be installed`);
      expect((error as DependencyError).message).toContain("for this target's Python");
    }, 900_000);

    it('a wheel is fetched through the proxy into the layer', async () => {
      const name = `skald_wheel_${PYTHON_RUN}`;
      const { image } = await layer(await pythonConnector('python-wheel', name), 'python');
      const listed = await docker(['run', '--rm', '--network', 'none', '--entrypoint', 'ls', image, '/deps/python'], { timeoutMs: 60_000 });
      expect(listed.stdout.split('\n')).toContain(name);
    }, 900_000);

    it('a package published only as source is never built: its setup.py does not run, and the finding names it', async () => {
      const name = `skald_source_${PYTHON_RUN}`;
      const error = await layer(await pythonConnector('python-sdist', name), 'python').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DependencyError);
      expect((error as DependencyError).message).toContain(`the Python package "${name}==1.0.0" could not be installed`);
      expect((error as DependencyError).message).toContain('published only as source');
      expect(connections).toBe(0);
    }, 900_000);
  });
});
