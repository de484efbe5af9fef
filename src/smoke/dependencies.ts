// A connector's dependency layer: what requirements.txt, package.json and the manifest's `dependencies` ask for,
// installed over the base on the target engine, tagged by a hash of the base, the dependency files and the recipe.
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseLimitedJson } from '../json-limits.ts';
import { shortHash } from './base-recipe.ts';
import { CACHE_LABEL } from './docker.ts';
import { buildOnce, commitSetupContainer } from './image-build.ts';
import { DependencyError, describeInstallFailure } from './install-errors.ts';
import { CONNECTOR_MOUNT } from './sandbox.ts';

export { DependencyError } from './install-errors.ts';

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
): Promise<DependencyPlan & { inputs: string }> {
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
  return { requirementsFile, python, node, lockfile, inputs: JSON.stringify({ requirements, packageJson, packageLock, python, node }) };
}

export interface DependencyImageOptions {
  baseImage: string;
  /** The engine volume holding the connector's files (copyConnectorIn): requirements.txt and package.json are read there. */
  connectorVolume: string;
  plan: DependencyPlan & { inputs: string };
  /** CA bundle the install step trusts (a proxy's CA, on some runners). Default: the runner's system bundle, when one exists. */
  caFile?: string;
  timeoutMs?: number;
  connectorId: string;
}

const CA_IN_SETUP = '/tmp/skald-ca.crt';

/**
 * The connector's dependency layer: `skald-smoke-deps:<hash>` over the base, the dependency files, the manifest's
 * list and the install script itself, built (with network, unprivileged) only when no image of that hash exists.
 * Throws DependencyError naming the package when an install fails.
 */
export async function ensureDependencyImage(options: DependencyImageOptions): Promise<{ image: string; built: boolean }> {
  const script = installScript(options.plan);
  const tag = `skald-smoke-deps:${shortHash(`${options.baseImage}\n${options.plan.inputs}\n${script}`)}`;
  const caFile = options.caFile ?? defaultCaFile();
  const caPreamble = caFile
    ? `cat > ${CA_IN_SETUP} <<'SKALD_CA_BUNDLE'\n${readFileSync(caFile, 'utf8').trimEnd()}\nSKALD_CA_BUNDLE\n` +
      `export NPM_CONFIG_CAFILE=${CA_IN_SETUP} PIP_CERT=${CA_IN_SETUP}\n`
    : '';
  const { built } = await buildOnce(tag, () =>
    commitSetupContainer({
      source: options.baseImage,
      tag,
      purpose: `deps-${options.connectorId}`,
      runArgs: [
        '--volume',
        `${options.connectorVolume}:${CONNECTOR_MOUNT}:ro`,
        '--cap-drop',
        'ALL',
        '--security-opt',
        'no-new-privileges',
        '--memory',
        '2g',
        '--pids-limit',
        '512',
      ],
      command: ['sh', '-s'],
      input: `set -e\n${caPreamble}${script}`,
      changes: [`LABEL ${CACHE_LABEL}=deps`, `LABEL skald.smoke.connector=${options.connectorId}`, 'CMD []'],
      timeoutMs: options.timeoutMs ?? 10 * 60_000,
      failure: (output) => describeInstallFailure(output, options.plan),
    }),
  );
  return { image: tag, built };
}

/** The install step, a pure function of the plan: its text is part of the layer's tag. */
function installScript(plan: DependencyPlan): string {
  const lines = ['export NPM_CONFIG_CACHE=/deps/npm-cache NPM_CONFIG_OFFLINE=false'];
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
  // The locked tree goes where global installs go, so `npx -y pkg@x` finds it as it finds a global install, and
  // its bins are linked where npm links global bins.
  if (plan.lockfile) {
    lines.push(
      `echo '--- npm ci' >&2`,
      `cp ${CONNECTOR_MOUNT}/package.json ${CONNECTOR_MOUNT}/package-lock.json /deps/npm/lib/`,
      '(cd /deps/npm/lib && npm ci --omit=dev --no-audit --no-fund --loglevel=error)',
      'for bin in /deps/npm/lib/node_modules/.bin/*; do if [ -e "$bin" ]; then ln -s "$bin" /deps/npm/bin/; fi; done',
    );
  }
  if (plan.node.length) {
    lines.push(
      `echo '--- npm install' >&2`,
      shellWords(['npm', 'install', '--global', '--no-audit', '--no-fund', '--loglevel=error', ...plan.node]),
    );
  }
  lines.push(`rm -rf /deps/npm-cache/_logs /deps/npm-cache/_update-notifier-last-checked ${CA_IN_SETUP} /tmp/* 2>/dev/null || true`);
  return `${lines.join('\n')}\n`;
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
