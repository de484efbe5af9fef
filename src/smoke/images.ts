import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { hashFile } from '../hash.ts';
import {
  assertEngineSees,
  CACHE_LABEL,
  docker,
  dockerClientEnvironment,
  keepTail,
  lastLine,
  removeContainer,
  RUN_LABEL,
  SMOKE_LABEL,
} from './docker.ts';

/** The unprivileged user every sandboxed process runs as. */
export const SANDBOX_USER = '10001:10001';
/** Where the connector folder is mounted (read-only), and the working directory of every run. */
export const CONNECTOR_MOUNT = '/connector';

const BASE_PACKAGES = ['python3', 'python3-pip', 'nodejs', 'npm', 'ca-certificates'];

// Installed dependencies live under /deps, owned by the sandbox user so that the install step runs unprivileged.
// npm's global prefix holds every Node dependency: its bins are on PATH (so `npx -y pkg@x` finds them), and
// /node_modules points at its modules so a connector script's require/import resolves them from /connector.
const IMAGE_ENV: Record<string, string> = {
  PATH: '/deps/npm/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
  HOME: '/tmp',
  PYTHONPATH: '/deps/python',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONUNBUFFERED: '1',
  NPM_CONFIG_PREFIX: '/deps/npm',
  NPM_CONFIG_CACHE: '/tmp/.npm',
  NPM_CONFIG_OFFLINE: 'true',
  NPM_CONFIG_UPDATE_NOTIFIER: 'false',
  NPM_CONFIG_FUND: 'false',
  NPM_CONFIG_AUDIT: 'false',
};

// npx (npm 9) looks the package's metadata up in npm's cache before it finds the global install, and the cache
// rewrites its index on every read: with a read-only root, a run gets a writable copy of the index in /tmp and
// shares the (read-only) content. Together with NPM_CONFIG_OFFLINE, `npx -y pkg@x` then starts with no network.
const SANDBOX_INIT = `#!/bin/sh
if [ -d /deps/npm-cache/_cacache/index-v5 ]; then
  mkdir -p /tmp/.npm/_cacache &&
    cp -R /deps/npm-cache/_cacache/index-v5 /tmp/.npm/_cacache/ &&
    ln -s /deps/npm-cache/_cacache/content-v2 /tmp/.npm/_cacache/content-v2
fi
exec "$@"
`;

const SETUP_SCRIPT = (installPackages: boolean) => `set -e
${
  installPackages
    ? `export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends ${BASE_PACKAGES.join(' ')}
rm -rf /var/lib/apt/lists/*`
    : ''
}
mkdir -p /deps/npm/lib/node_modules /deps/npm/bin /deps/python /deps/npm-cache /connector
chown -R ${SANDBOX_USER} /deps
ln -sfn /deps/npm/lib/node_modules /node_modules
cp /setup/skald-sandbox-init /usr/local/bin/skald-sandbox-init
chmod 755 /usr/local/bin/skald-sandbox-init
`;

export interface BaseImageOptions {
  /**
   * Start from this Debian image (e.g. `debian:bookworm-slim`) where a registry is reachable, instead of
   * bootstrapping the base from Debian packages with mmdebstrap. Default: bootstrap.
   */
  from?: string;
  /** Debian suite for the bootstrap. Default `bookworm`, what Skald's per-user containers run. */
  suite?: string;
  /** Reports long steps. */
  log?: (line: string) => void;
  /** Hard limit for the whole build. Default 15 minutes. */
  timeoutMs?: number;
  /**
   * A Node.js binary (see `sandboxNodeBinary`) installed as /usr/local/bin/node, ahead of bookworm's Node 18
   * on PATH, as a small layer over the plain base: published MCP packages have left Node 18 behind.
   */
  nodeBinary?: string;
}

/**
 * The Node.js the sandbox runs, from the `node-binary` input: the runner's own (the default, so
 * connectors run on the Node this project supports, 20 or newer), `debian` for bookworm's Node 18,
 * or the path of a binary.
 */
export function sandboxNodeBinary(choice: string | undefined): string | undefined {
  if (!choice) return process.execPath;
  return choice === 'debian' ? undefined : choice;
}

/** The tag the base image of this recipe carries: `skald-smoke-base:<hash of the recipe>`. */
export function baseImageTag(options: BaseImageOptions = {}): string {
  const recipe = JSON.stringify({
    from: options.from ?? null,
    suite: options.suite ?? 'bookworm',
    BASE_PACKAGES,
    IMAGE_ENV,
    SANDBOX_INIT,
    setup: SETUP_SCRIPT(options.from !== undefined),
    SANDBOX_USER,
  });
  return `skald-smoke-base:${shortHash(recipe)}`;
}

const inFlight = new Map<string, Promise<string>>();

/** The sandbox base image, built once per recipe and reused (cached by tag). Returns its tag. */
export async function ensureBaseImage(options: BaseImageOptions = {}): Promise<string> {
  const tag = baseImageTag(options);
  const plainBase = await buildOnce(tag, () => buildBaseImage(tag, options));
  return options.nodeBinary ? ensureNodeLayer(options.nodeBinary, plainBase) : plainBase;
}

/** Builds the image `tag` unless it exists; concurrent callers share one build. Resolves to the tag. */
function buildOnce(tag: string, build: () => Promise<void>): Promise<string> {
  let pending = inFlight.get(tag);
  if (!pending) {
    pending = (async () => {
      if (!(await imageExists(tag))) await build();
      return tag;
    })();
    inFlight.set(tag, pending);
    pending.catch(() => inFlight.delete(tag));
  }
  return pending;
}

async function ensureNodeLayer(nodeBinary: string, plainBase: string): Promise<string> {
  const digest = await hashFile(nodeBinary).catch((error: NodeJS.ErrnoException) => {
    throw new UserError(`the Node.js binary ${nodeBinary} cannot be read (${error.code ?? error.message})`);
  });
  const tag = `skald-smoke-base:${shortHash(`${plainBase}\nnode ${digest.sha256}`)}`;
  return buildOnce(tag, async () => {
    await assertEngineSees(plainBase, path.resolve(nodeBinary));
    await commitSetupContainer({
      source: plainBase,
      tag,
      purpose: 'base-node',
      runArgs: ['--user', '0:0', '--volume', `${path.resolve(nodeBinary)}:/setup-node:ro`],
      command: ['sh', '-c', 'cp /setup-node /usr/local/bin/node && chmod 755 /usr/local/bin/node && /usr/local/bin/node --version'],
      changes: [`USER ${SANDBOX_USER}`, 'CMD []', `LABEL ${CACHE_LABEL}=base`],
      timeoutMs: 5 * 60_000,
      failure: (output) => new UserError(`installing ${nodeBinary} in the sandbox base failed: ${lastLine(output)}`),
    });
  });
}

async function buildBaseImage(tag: string, options: BaseImageOptions): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 15 * 60_000);
  const hash = tag.split(':')[1]!;
  let source = options.from;
  let bootstrapTag: string | undefined;
  if (!source) {
    bootstrapTag = `skald-smoke-bootstrap:${hash}`;
    options.log?.(`bootstrapping the sandbox base from Debian ${options.suite ?? 'bookworm'} packages (mmdebstrap, about a minute)`);
    await bootstrapWithMmdebstrap(bootstrapTag, options.suite ?? 'bookworm', deadline - Date.now());
    source = bootstrapTag;
  } else {
    options.log?.(`building the sandbox base from ${source}`);
  }
  const setupDir = await mkdtemp(path.join(os.tmpdir(), 'skald-smoke-setup-'));
  try {
    await writeFile(path.join(setupDir, 'skald-sandbox-init'), SANDBOX_INIT, { mode: 0o755 });
    await writeFile(path.join(setupDir, 'setup.sh'), SETUP_SCRIPT(options.from !== undefined));
    await assertEngineSees(source, path.join(setupDir, 'setup.sh'));
    const changes = [
      ...Object.entries(IMAGE_ENV).map(([name, value]) => `ENV ${name}=${value}`),
      `USER ${SANDBOX_USER}`,
      `WORKDIR ${CONNECTOR_MOUNT}`,
      'ENTRYPOINT ["/usr/local/bin/skald-sandbox-init"]',
      'CMD []',
      `LABEL ${CACHE_LABEL}=base`,
    ];
    await commitSetupContainer({
      source,
      tag,
      purpose: 'base',
      runArgs: ['--user', '0:0', '--volume', `${setupDir}:/setup:ro`],
      command: ['sh', '/setup/setup.sh'],
      changes,
      timeoutMs: deadline - Date.now(),
      failure: (output) => new UserError(`building the sandbox base image failed: ${lastLine(output)}`),
    });
  } finally {
    await rm(setupDir, { recursive: true, force: true });
    if (bootstrapTag) await docker(['rmi', bootstrapTag], { timeoutMs: 60_000 });
  }
}

function bootstrapWithMmdebstrap(tag: string, suite: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const bootstrap = spawn('mmdebstrap', ['--variant=apt', `--include=${BASE_PACKAGES.join(',')}`, suite, '-'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const importer = spawn('docker', ['import', '--change', `LABEL ${SMOKE_LABEL}=bootstrap`, '-', tag], {
      env: dockerClientEnvironment(),
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let log = '';
    const collect = (chunk: Buffer) => (log = keepTail(log + chunk.toString('utf8'), 8192));
    bootstrap.stderr.on('data', collect);
    importer.stderr.on('data', collect);
    bootstrap.stdout.pipe(importer.stdin);
    importer.stdin.on('error', () => undefined);
    const timer = setTimeout(() => {
      bootstrap.kill('SIGKILL');
      importer.kill('SIGKILL');
    }, timeoutMs);
    let bootstrapCode: number | null = null;
    bootstrap.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      importer.kill('SIGKILL');
      reject(
        error.code === 'ENOENT'
          ? new UserError(
              'mmdebstrap is not installed: install it (apt-get install mmdebstrap), or start from a Debian image with --base-from debian:bookworm-slim where a registry is reachable',
            )
          : error,
      );
    });
    bootstrap.on('close', (code) => (bootstrapCode = code));
    importer.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && bootstrapCode === 0) resolve();
      else
        reject(new UserError(`bootstrapping the sandbox base with mmdebstrap failed: ${lastLine(log) || `exit ${bootstrapCode}/${code}`}`));
    });
  });
}

interface SetupContainer {
  source: string;
  tag: string;
  purpose: string;
  runArgs: string[];
  command: string[];
  changes: string[];
  timeoutMs: number;
  failure: (output: string) => Error;
}

/** Runs a setup command in a throwaway container, commits the result under `tag`, and removes the container whatever happens. */
async function commitSetupContainer(setup: SetupContainer): Promise<void> {
  const name = `skald-smoke-${setup.purpose}-${randomBytes(4).toString('hex')}`;
  try {
    const run = await docker(['run', '--name', name, '--label', `${SMOKE_LABEL}=setup`, ...setup.runArgs, setup.source, ...setup.command], {
      timeoutMs: Math.max(setup.timeoutMs, 1000),
      container: name,
      maxOutput: 64 * 1024,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    if (run.timedOut) throw setup.failure(`${output}\ntimed out after ${Math.round(setup.timeoutMs / 1000)} s`);
    if (run.code !== 0) throw setup.failure(output);
    const changes = [...setup.changes, `LABEL ${SMOKE_LABEL}=image`];
    const commit = await docker(['commit', ...changes.flatMap((change) => ['--change', change]), name], { timeoutMs: 300_000 });
    const imageId = commit.stdout.trim();
    if (commit.code !== 0 || !imageId) throw new Error(`docker commit failed: ${lastLine(commit.stderr)}`);
    // Tag only if nobody else did meanwhile: re-tagging would leave the other build's image dangling.
    if (await imageExists(setup.tag)) await docker(['rmi', imageId], { timeoutMs: 60_000 });
    else await docker(['tag', imageId, setup.tag], { timeoutMs: 60_000 });
  } finally {
    await removeContainer(name);
  }
}

export async function imageExists(tag: string): Promise<boolean> {
  const result = await docker(['image', 'inspect', '--format', '{{.Id}}', tag], { timeoutMs: 30_000 });
  return result.code === 0;
}

export type Ecosystem = 'python' | 'node';

/** What a connector needs installed on top of the base, and the hash that names the layer holding it. */
export interface DependencyPlan {
  /** requirements.txt, when the folder has one (installed with pip -r, options and all). */
  requirementsFile: boolean;
  /** Python requirement specifiers from the manifest's `dependencies`. */
  python: string[];
  /** npm specs (`name@range`) from package.json `dependencies` and the manifest's `dependencies`. */
  node: string[];
}

export function planIsEmpty(plan: DependencyPlan): boolean {
  return !plan.requirementsFile && plan.python.length === 0 && plan.node.length === 0;
}

/** Reads a connector folder's dependency files: requirements.txt, package.json, plus the manifest's list. */
export async function planDependencies(
  dir: string,
  manifestDependencies: readonly string[],
  ecosystem: Ecosystem | undefined,
): Promise<DependencyPlan & { inputs: string }> {
  const read = (name: string) => readFile(path.join(dir, name), 'utf8').catch(() => undefined);
  const [requirements, packageJson, packageLock] = await Promise.all([
    read('requirements.txt'),
    read('package.json'),
    read('package-lock.json'),
  ]);
  const node: string[] = [];
  if (packageJson !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(packageJson);
    } catch (error) {
      throw new DependencyError('package.json', `package.json is not valid JSON: ${(error as Error).message}`);
    }
    const dependencies = (parsed as { dependencies?: unknown }).dependencies;
    if (dependencies !== undefined && (typeof dependencies !== 'object' || dependencies === null || Array.isArray(dependencies))) {
      throw new DependencyError('package.json', 'package.json "dependencies" is not an object');
    }
    for (const [name, range] of Object.entries((dependencies ?? {}) as Record<string, unknown>)) node.push(`${name}@${String(range)}`);
  }
  const python: string[] = [];
  if (manifestDependencies.length) {
    if (ecosystem === undefined) {
      throw new DependencyError(
        'dependencies',
        `cannot tell whether "dependencies" are Python or Node packages`,
        'start the server with python3 or node/npx in mcp_config.command, or list PYTHON or NODE (one of them) in "requires"',
      );
    }
    for (const spec of manifestDependencies) {
      const list = ecosystem === 'python' ? python : node;
      if (!list.includes(spec)) list.push(spec);
    }
  }
  const requirementsFile = requirements?.split('\n').some((line) => line.trim() && !line.trim().startsWith('#')) === true;
  return { requirementsFile, python, node, inputs: JSON.stringify({ requirements, packageJson, packageLock, python, node }) };
}

export class DependencyError extends Error {
  constructor(
    /** The file or manifest field at fault. */
    readonly source: string,
    message: string,
    readonly fix?: string,
  ) {
    super(message);
  }
}

export interface DependencyImageOptions {
  baseImage: string;
  connectorDir: string;
  plan: DependencyPlan & { inputs: string };
  /** CA bundle the install step trusts (a proxy's CA, on some runners). Default: the runner's system bundle, when one exists. */
  caFile?: string;
  timeoutMs?: number;
  connectorId: string;
}

/** Source code the install script depends on, part of the layer's hash. */
const INSTALL_RECIPE_VERSION = '1';

/**
 * The connector's dependency layer: `skald-smoke-deps:<hash>` over the base, the dependency files and the
 * manifest's list, built (with network, unprivileged) only when no image of that hash exists. Throws
 * DependencyError naming the package when an install fails.
 */
export async function ensureDependencyImage(options: DependencyImageOptions): Promise<{ image: string; built: boolean }> {
  const tag = `skald-smoke-deps:${shortHash(`${INSTALL_RECIPE_VERSION}\n${options.baseImage}\n${options.plan.inputs}`)}`;
  let pending = dependencyBuilds.get(tag);
  if (!pending) {
    pending = (async () => {
      if (await imageExists(tag)) return false;
      await buildDependencyImage(tag, options);
      return true;
    })();
    dependencyBuilds.set(tag, pending);
    pending.catch(() => dependencyBuilds.delete(tag));
  }
  return { image: tag, built: await pending };
}

const dependencyBuilds = new Map<string, Promise<boolean>>();

async function buildDependencyImage(tag: string, options: DependencyImageOptions): Promise<void> {
  const caFile = options.caFile ?? defaultCaFile();
  const exports = ['NPM_CONFIG_CACHE=/deps/npm-cache', 'NPM_CONFIG_OFFLINE=false'];
  const runArgs = [
    '--volume',
    `${options.connectorDir}:${CONNECTOR_MOUNT}:ro`,
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    '--memory',
    '2g',
    '--pids-limit',
    '512',
  ];
  if (caFile) {
    runArgs.push('--volume', `${caFile}:/run/skald-ca.crt:ro`);
    exports.push('NPM_CONFIG_CAFILE=/run/skald-ca.crt', 'PIP_CERT=/run/skald-ca.crt');
  }
  const { plan } = options;
  const lines = ['set -e', ...exports.map((line) => `export ${line}`)];
  if (plan.requirementsFile || plan.python.length) {
    const requirements = plan.requirementsFile ? ['-r', `${CONNECTOR_MOUNT}/requirements.txt`] : [];
    lines.push(
      `echo '--- pip install' >&2`,
      shellWords([
        'python3',
        '-m',
        'pip',
        'install',
        '--no-input',
        '--disable-pip-version-check',
        '--no-cache-dir',
        '--retries',
        '1',
        '--timeout',
        '30',
        '--target',
        '/deps/python',
        ...requirements,
        ...plan.python,
      ]),
    );
  }
  if (plan.node.length) {
    lines.push(
      `echo '--- npm install' >&2`,
      shellWords(['npm', 'install', '--global', '--no-audit', '--no-fund', '--loglevel=error', ...plan.node]),
    );
  }
  lines.push('rm -rf /deps/npm-cache/_logs /deps/npm-cache/_update-notifier-last-checked /tmp/* 2>/dev/null || true');
  await commitSetupContainer({
    source: options.baseImage,
    tag,
    purpose: `deps-${options.connectorId}`,
    runArgs,
    command: ['sh', '-c', lines.join('\n')],
    changes: [`LABEL ${CACHE_LABEL}=deps`, `LABEL skald.smoke.connector=${options.connectorId}`, `LABEL ${RUN_LABEL}=`, 'CMD []'],
    timeoutMs: options.timeoutMs ?? 10 * 60_000,
    failure: (output) => describeInstallFailure(output, plan),
  });
}

/** Names the package that could not be installed, from pip's or npm's own words. */
export function describeInstallFailure(output: string, plan: DependencyPlan): DependencyError {
  const pip =
    /No matching distribution found for ([^\s]+)/.exec(output) ??
    /Could not find a version that satisfies the requirement ([^\s]+)/.exec(output);
  if (pip) {
    return new DependencyError(
      plan.requirementsFile ? 'requirements.txt' : 'dependencies',
      `the Python package "${pip[1]}" could not be installed (pip found no distribution: no such package or version, or the package index is unreachable from this runner)`,
      'pin a version that exists, or use only the standard library or a Debian python3-* package the sandbox provides',
    );
  }
  const npm =
    /'([^']+)' is not in (?:this|the npm) registry/.exec(output) ??
    /No matching version found for ([^\s]+?)\.?\s/.exec(output) ??
    /404 Not Found - GET \S+\/(\S+?) /.exec(output);
  if (npm) {
    return new DependencyError(
      'package.json',
      `the npm package "${decodeURIComponent(npm[1]!)}" could not be installed (the registry has no such package or version)`,
      'pin a published version',
    );
  }
  const section = output.includes('--- npm install') ? 'npm install' : 'pip install';
  const tail = output
    .trim()
    .split('\n')
    .filter((line) => line.trim())
    .slice(-3)
    .join(' / ');
  return new DependencyError(section === 'npm install' ? 'package.json' : 'requirements.txt', `${section} failed: ${tail}`);
}

function defaultCaFile(): string | undefined {
  for (const candidate of [process.env.SSL_CERT_FILE, process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}

function shellWords(words: readonly string[]): string {
  return words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
}

export function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
