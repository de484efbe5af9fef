// A connector's dependency layer: what requirements.txt, package.json and the manifest's `dependencies` ask for,
// installed over the base on the target engine in two phases, tagged by a hash of all the install could read.

import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseLimitedJson } from '../json/limits.ts';
import { shortHash } from '../sandbox/base-recipe.ts';
import { EGRESS_MOUNT, lockedDown } from '../sandbox/container.ts';
import { CACHE_LABEL, DOCKER_BOOKKEEPING_MS, docker, lastLine, runLabels } from '../sandbox/docker.ts';
import { allowedOrigin, CLIENT_HELLO_WAIT_MS, type EgressRecord, EVERY_ADDRESS, openEgress, throughRelay } from '../sandbox/egress.ts';
import { buildOnce, commitSetupContainer, runSetupContainer } from '../sandbox/image-build.ts';
import { DependencyError, describeInstallFailure, outputTail } from './errors.ts';
import { buildScript, type DependencyManifests, describeBuildFailure, fetchScript, registryOf } from './phases.ts';

export { DependencyError } from './errors.ts';

export type Ecosystem = 'python' | 'node';

/** What a connector needs installed on top of the base, and the hash that names the layer holding it. */
export interface DependencyPlan {
  /** requirements.txt, when the folder has one (installed with pip -r, options and all). */
  requirementsFile: boolean;
  /** Python requirement specifiers from the manifest's `dependencies`. */
  python: string[];
  /** npm specs (`name@range`) from package.json `dependencies` and the manifest's `dependencies`, less those the lockfile installs. */
  node: string[];
  /** package.json has dependencies and package-lock.json is present: `npm ci` installs exactly the locked tree. */
  lockfile: boolean;
}

export function planIsEmpty(plan: DependencyPlan): boolean {
  return !plan.requirementsFile && plan.python.length === 0 && plan.node.length === 0 && !plan.lockfile;
}

/** Reads a connector folder's dependency files: requirements.txt, package.json, plus the manifest's list. */
export async function planDependencies(
  dir: string,
  manifestDependencies: readonly string[],
  ecosystem: Ecosystem | undefined,
): Promise<DependencyPlan & { inputs: string; manifests: DependencyManifests }> {
  const read = (name: string) => readFile(path.join(dir, name), 'utf8').catch(() => undefined);
  const [requirements, packageJson, packageLock] = await Promise.all([
    read('requirements.txt'),
    read('package.json'),
    read('package-lock.json'),
  ]);
  const node: string[] = [];
  const locked = new Set<string>();
  if (packageJson !== undefined) {
    let parsed: unknown;
    try {
      parsed = parseLimitedJson(packageJson);
    } catch (error) {
      throw new DependencyError('package.json', `package.json is not valid JSON: ${(error as Error).message}`);
    }
    const dependencies = (parsed as { dependencies?: unknown }).dependencies;
    if (dependencies !== undefined && (typeof dependencies !== 'object' || dependencies === null || Array.isArray(dependencies))) {
      throw new DependencyError('package.json', 'package.json "dependencies" is not an object');
    }
    for (const [name, range] of Object.entries((dependencies ?? {}) as Record<string, unknown>)) {
      if (packageLock === undefined) node.push(`${name}@${String(range)}`);
      else locked.add(name);
    }
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
      const name = spec.slice(0, spec.lastIndexOf('@') > 0 ? spec.lastIndexOf('@') : undefined);
      if (!list.includes(spec) && !(ecosystem === 'node' && locked.has(name))) list.push(spec);
    }
  }
  const requirementsFile = requirements?.split('\n').some((line) => line.trim() && !line.trim().startsWith('#')) === true;
  const lockfile = locked.size > 0;
  return {
    requirementsFile,
    python,
    node,
    lockfile,
    inputs: JSON.stringify({ requirements, packageJson, packageLock, python, node }),
    manifests: { requirements, packageJson, packageLock },
  };
}

export interface DependencyImageOptions {
  baseImage: string;
  /** The target the base is of: the layer's tag names it, and its pip and npm fetch for that target's Python and Node. */
  target: string;
  plan: DependencyPlan & { inputs: string; manifests: DependencyManifests };
  /** CA bundle the install step trusts (a proxy's CA, on some runners). Default: the runner's system bundle, when one exists. */
  caFile?: string;
  timeoutMs?: number;
  connectorId: string;
  /** The run the fetch's egress proxy belongs to (its labels), so sweepRun removes what a crash left. */
  runId: string;
  /** The package registry the fetch may reach. Default: the runner's configured one (see registryOf). */
  registry?: URL;
  /** The network the fetch's egress proxy joins. Default the engine's default bridge. */
  egressNetwork?: string;
}

const CA_IN_SETUP = '/tmp/skald-ca.crt';
// How the build's /deps volume becomes the layer's /deps.
const COPY_BUILT = 'find /deps -mindepth 1 -delete && cp -a /built/. /deps/';

/**
 * `npx -y pkg@x` finds the package's metadata in npm's cache by its registry's address, so the run, offline, looks
 * under the registry the fetch used (a runner's mirror, a test's stand-in), not the default one. Its address without
 * credentials: the layer's environment is visible to `docker inspect`.
 */
function runtimeRegistry(plan: DependencyPlan, registry: URL): string[] {
  if (!plan.lockfile && plan.node.length === 0) return [];
  const address = new URL(registry.href);
  address.username = '';
  address.password = '';
  return [`ENV NPM_CONFIG_REGISTRY=${address.href}`];
}

/**
 * The connector's dependency layer: `skald-smoke-deps:<target>-<hash>` over the target's base, built only when no image of that hash
 * exists, in two phases (see install-phases.ts): the fetch, which sees only the manifests and reaches only the
 * registry, and the build, which runs the install scripts with no network. The hash covers all the install reads
 * (the base, the registry, and both scripts, which carry the manifests) and how the build's result is copied.
 * Throws DependencyError naming the package (and, for an install script, the script) when the install fails.
 */
export async function ensureDependencyImage(options: DependencyImageOptions): Promise<{ image: string; built: boolean }> {
  const registry = options.registry ?? registryOf(options.plan);
  const fetch = fetchScript(options.plan, options.plan.manifests, registry);
  const build = buildScript(options.plan, options.plan.manifests);
  const hash = shortHash(
    `${options.baseImage}\n${registry.href}\n${options.plan.inputs}\n${fetch}\n${build}\n${COPY_BUILT}\n${runtimeRegistry(options.plan, registry).join('\n')}`,
  );
  const tag = `skald-smoke-deps:${options.target}-${hash}`;
  const caPreamble = installCaPreamble(options.caFile);
  const fetched = tag.replace('skald-smoke-deps:', 'skald-smoke-fetch:');
  const timeoutMs = options.timeoutMs ?? 10 * 60_000;
  const labels = [
    `LABEL ${CACHE_LABEL}=deps`,
    `LABEL skald.smoke.connector=${options.connectorId}`,
    'CMD []',
    ...runtimeRegistry(options.plan, registry),
  ];
  const { built } = await buildOnce(tag, async () => {
    const egress = await openEgress({
      baseImage: options.baseImage,
      runId: options.runId,
      connectorId: options.connectorId,
      allowed: allowedOrigin(registry),
      network: options.egressNetwork,
      allowPrivate: EVERY_ADDRESS,
      timeoutMs: timeoutMs + 60_000,
    });
    let fetchFailure: unknown;
    await commitSetupContainer({
      source: options.baseImage,
      tag: fetched,
      purpose: `deps-${options.connectorId}-fetch`,
      runArgs: [
        '--network',
        'none',
        '--volume',
        `${egress.volume}:${EGRESS_MOUNT}:ro`,
        ...INSTALL_LOCKDOWN.filter((flag) => flag !== '--read-only'),
      ],
      command: throughRelay(['sh', '-s']),
      input: `set -e\n${caPreamble}${fetch}`,
      changes: labels,
      timeoutMs,
      failure: (output) => describeInstallFailure(output, options.plan),
    }).catch((error: unknown) => {
      fetchFailure = error;
    });
    const proxy = await egress.close();
    if (fetchFailure) throw withProxyRefusals(fetchFailure, proxy, registry);
    // The build runs the packages' scripts with the sandbox's read-only root: all it may write is /deps, a volume the
    // engine fills with the fetched image's /deps, and /tmp. Then a step that runs only cp (no package code) puts
    // the volume's /deps into the layer, since a volume is not part of a committed container.
    const built = `skald-smoke-${options.runId}-${options.connectorId}-deps-${shortHash(tag).slice(0, 6)}`;
    try {
      const created = await docker(['volume', 'create', ...runLabels('deps', options.runId), built], { timeoutMs: DOCKER_BOOKKEEPING_MS });
      if (created.code !== 0) throw new Error(`docker volume create failed: ${lastLine(created.stderr)}`);
      await runSetupContainer({
        source: fetched,
        purpose: `deps-${options.connectorId}-build`,
        runArgs: [
          '--network',
          'none',
          '--volume',
          `${built}:/deps`,
          '--tmpfs',
          '/tmp:rw,nosuid,nodev,exec,size=1024m',
          ...INSTALL_LOCKDOWN,
        ],
        command: ['sh', '-s'],
        input: `set -e\n${build}`,
        timeoutMs,
        failure: (output) => describeBuildFailure(output, options.plan),
      });
      await commitSetupContainer({
        source: fetched,
        tag,
        purpose: `deps-${options.connectorId}-layer`,
        runArgs: ['--network', 'none', '--volume', `${built}:/built:ro`, ...INSTALL_LOCKDOWN.filter((flag) => flag !== '--read-only')],
        command: ['sh', '-c', COPY_BUILT],
        changes: labels,
        timeoutMs,
        failure: (output) => new Error(`copying the built dependencies into the layer failed: ${outputTail(output)}`),
      });
    } finally {
      await docker(['rmi', fetched], { timeoutMs: DOCKER_BOOKKEEPING_MS });
      await docker(['volume', 'rm', '--force', built], { timeoutMs: DOCKER_BOOKKEEPING_MS });
    }
  });
  return { image: tag, built };
}

/** Shell lines that make npm and pip trust `caFile` (default: the runner's bundle), for a TLS-inspecting proxy. */
export function installCaPreamble(caFile = defaultCaFile()): string {
  return caFile
    ? `cat > ${CA_IN_SETUP} <<'SKALD_CA_BUNDLE'\n${readFileSync(caFile, 'utf8').trimEnd()}\nSKALD_CA_BUNDLE\n` +
        `export NPM_CONFIG_CAFILE=${CA_IN_SETUP} PIP_CERT=${CA_IN_SETUP}\n`
    : '';
}

/**
 * The sandbox's own flags, with room for a tree of packages. The fetch, which runs no package code, writes its result
 * where `docker commit` sees it, so it leaves out the read-only root; it is unwritable all the same, since the
 * unprivileged user owns only /deps and /tmp and holds no capability to write elsewhere.
 */
const INSTALL_LOCKDOWN = lockedDown({ memoryMb: 2048, pids: 512, cpus: 1 });

/**
 * A fetch that failed while the proxy refused other hosts, saw a tunnel stay silent, or never started, says so: that
 * is the likely cause.
 */
function withProxyRefusals(error: unknown, proxy: EgressRecord, registry: URL): unknown {
  if (!(error instanceof DependencyError)) return error;
  const why = [
    proxy.problem,
    proxy.refused.length ? `the fetch reaches only ${registry.host}; refused: ${proxy.refused.join(', ')}` : undefined,
    proxy.silent.length
      ? `a tunnel to ${proxy.silent.join(', ')} sent no TLS ClientHello within ${CLIENT_HELLO_WAIT_MS / 1000} s and was closed ` +
        '(the runner was too busy, or the client stalled): it was not refused'
      : undefined,
  ].filter(Boolean);
  return why.length ? new DependencyError(error.source, `${error.message} (${why.join('; ')})`, error.fix) : error;
}

function defaultCaFile(): string | undefined {
  for (const candidate of [process.env.SSL_CERT_FILE, process.env.NODE_EXTRA_CA_CERTS, '/etc/ssl/certs/ca-certificates.crt']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return undefined;
}
