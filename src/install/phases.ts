// The dependency install in two phases. Fetch: the packages are downloaded and unpacked with no package code
// running (npm ci --ignore-scripts; pip wheels only), by a container that sees only the dependency manifests and
// whose only way out is the egress proxy, pinned to the package registry. Build: the install scripts run with no
// network at all, locked down like the sandbox. Each phase's script is a pure function of the plan, so the layer's
// tag covers everything the install could read.

import { parseLimitedJson } from '../json/limits.ts';
import { shellWords } from '../system/shell.ts';
import type { DependencyPlan } from './dependencies.ts';
import { DependencyError, outputTail } from './errors.ts';

/** The dependency files as the connector has them: the only files of the folder the install ever sees. */
export interface DependencyManifests {
  requirements?: string;
  packageJson?: string;
  packageLock?: string;
}

const MANIFEST_DIR = '/deps/manifests';

/** The registry the fetch may reach: the runner's configured npm registry, or pip's index for a Python plan. */
export function registryOf(plan: DependencyPlan, environment: NodeJS.ProcessEnv = process.env): URL {
  const node = plan.lockfile || plan.node.length > 0;
  const python = plan.requirementsFile || plan.python.length > 0;
  if (node && python) {
    throw new DependencyError(
      'dependencies',
      'the connector installs both Python and npm packages: the install fetches from one package registry only',
      'keep the dependencies of one ecosystem (the one that starts the server)',
    );
  }
  return node ? npmRegistry(environment) : pythonIndex(environment);
}

/** The runner's configured npm registry: what the fetch, `npm run outdated` and the update job all read. */
export function npmRegistry(environment: NodeJS.ProcessEnv = process.env): URL {
  return new URL(environment.npm_config_registry ?? environment.NPM_CONFIG_REGISTRY ?? 'https://registry.npmjs.org/');
}

/** The runner's configured Python index (PEP 503 simple), likewise. */
export function pythonIndex(environment: NodeJS.ProcessEnv = process.env): URL {
  return new URL(environment.PIP_INDEX_URL ?? 'https://pypi.org/simple/');
}

/**
 * The fetch phase, run under the egress relay (its proxy variables point at the proxy): the manifests written from
 * the script's own text into a fresh folder, then npm ci --ignore-scripts and pip's wheels-only install.
 */
export function fetchScript(plan: DependencyPlan, manifests: DependencyManifests, registry: URL): string {
  const lines = [
    'export NPM_CONFIG_CACHE=/deps/npm-cache NPM_CONFIG_OFFLINE=false NPM_CONFIG_IGNORE_SCRIPTS=true',
    `export NPM_CONFIG_REGISTRY=${shellWords([registry.href])} NPM_CONFIG_PROXY="$HTTP_PROXY" NPM_CONFIG_HTTPS_PROXY="$HTTPS_PROXY" NPM_CONFIG_NOPROXY=`,
    `mkdir -p ${MANIFEST_DIR}`,
  ];
  const files: [string, string | undefined][] = [
    ['requirements.txt', manifests.requirements],
    ['package.json', manifests.packageJson],
    ['package-lock.json', manifests.packageLock],
  ];
  for (const [name, text] of files) {
    if (text !== undefined) lines.push(`echo ${Buffer.from(text).toString('base64')} | base64 -d > ${MANIFEST_DIR}/${name}`);
  }
  if (plan.requirementsFile || plan.python.length) {
    const requirements = plan.requirementsFile ? ['-r', `${MANIFEST_DIR}/requirements.txt`] : [];
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
        '--only-binary=:all:',
        '--index-url',
        registry.href,
        '--retries',
        '1',
        '--timeout',
        '30',
        '--target',
        '/deps/python',
        ...requirements,
        // Every spec after --: a manifest's or package's value is a requirement, never an option of pip's.
        ...(plan.python.length ? ['--', ...plan.python] : []),
      ]),
    );
  }
  // The locked tree goes where global installs go, so `npx -y pkg@x` finds it as it finds a global install.
  if (plan.lockfile) {
    lines.push(
      `echo '--- npm ci' >&2`,
      `cp ${MANIFEST_DIR}/package.json ${MANIFEST_DIR}/package-lock.json /deps/npm/lib/`,
      '(cd /deps/npm/lib && npm ci --ignore-scripts --omit=dev --no-audit --no-fund --loglevel=error)',
    );
  }
  if (plan.node.length) {
    lines.push(
      `echo '--- npm install' >&2`,
      shellWords(['npm', 'install', '--global', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--', ...plan.node]),
    );
  }
  lines.push(`rm -rf ${MANIFEST_DIR} /deps/npm-cache/_logs /deps/npm-cache/_update-notifier-last-checked /tmp/* 2>/dev/null || true`);
  return `${lines.join('\n')}\n`;
}

/**
 * The build phase, with no network: every install script the fetch skipped (the connector's own and its packages'),
 * each announced by npm as `> name@version script`, so a failure names the package and the script.
 */
export function buildScript(plan: DependencyPlan, manifests: DependencyManifests): string {
  const lines = ['export NPM_CONFIG_CACHE=/deps/npm-cache NPM_CONFIG_OFFLINE=true NPM_CONFIG_UPDATE_NOTIFIER=false'];
  const rebuild = 'npm rebuild --foreground-scripts --no-audit --no-fund';
  if (plan.lockfile) {
    // As npm ci does, an optional package whose install script fails is left out (ssh2's cpu-features needs a
    // compiler the sandbox has not); a required one fails the build. npm rebuild on its own fails for either.
    const { root, required, optional } = scriptedPackages(manifests.packageLock);
    lines.push(`echo '--- npm rebuild' >&2`, 'cd /deps/npm/lib');
    if (required.length) lines.push(`${rebuild} ${shellWords(required)}`);
    // The connector's own install scripts, which npm rebuild runs only when it is given no names.
    if (root)
      lines.push(...['preinstall', 'install', 'postinstall'].map((script) => `npm run --foreground-scripts --if-present ${script}`));
    for (const { name, path } of optional)
      lines.push(
        `${rebuild} ${shellWords([name])} || { echo ${shellWords([`optional package ${name}: its install script failed, so it is left out, as npm ci leaves it out`])} >&2; rm -rf ${shellWords([path])}; }`,
      );
    lines.push('cd /', 'for bin in /deps/npm/lib/node_modules/.bin/*; do if [ -e "$bin" ]; then ln -s "$bin" /deps/npm/bin/; fi; done');
  }
  if (plan.node.length) lines.push(`echo '--- npm rebuild --global' >&2`, `${rebuild} --global`);
  lines.push(`rm -rf /deps/npm-cache/_logs /tmp/* 2>/dev/null || true`);
  return `${lines.join('\n')}\n`;
}

/** A package's folder in a lockfile (`node_modules/a/node_modules/@s/b`): nothing else is ever named or removed. */
const PACKAGE_PATH =
  /^(?:node_modules\/(?:@[a-z0-9-~][\w.~-]*\/)?[a-z0-9-~][\w.~-]*\/)*node_modules\/((?:@[a-z0-9-~][\w.~-]*\/)?[a-z0-9-~][\w.~-]*)$/i;

/** The packages with install scripts in a lockfile: the root's, the required ones by name, each optional one with its folder. */
function scriptedPackages(lockText: string | undefined): {
  root: boolean;
  required: string[];
  optional: { name: string; path: string }[];
} {
  const required = new Set<string>();
  const optional: { name: string; path: string }[] = [];
  let packages: Record<string, { hasInstallScript?: unknown; optional?: unknown } | null> = {};
  try {
    packages = (parseLimitedJson(lockText ?? '{}') as { packages?: typeof packages }).packages ?? {};
  } catch {
    // An unreadable lockfile is npm ci's to refuse, in the fetch.
  }
  for (const [path, entry] of Object.entries(packages)) {
    const name = PACKAGE_PATH.exec(path)?.[1];
    if (!name || entry?.hasInstallScript !== true) continue;
    if (entry.optional === true) optional.push({ name, path });
    else required.add(name);
  }
  // A name both required and optional somewhere is rebuilt as required.
  return {
    root: packages['']?.hasInstallScript === true,
    required: [...required].sort(),
    optional: optional.filter(({ name }) => !required.has(name)),
  };
}

/** The package and script a failed build phase was running, from npm's `> name@version script` banners. */
export function describeBuildFailure(output: string, plan: DependencyPlan): DependencyError {
  const banners = [...output.matchAll(/^> (\S+)@(\S+) (preinstall|install|postinstall|prepare)$/gm)];
  const last = banners.at(-1);
  const source = plan.lockfile ? 'package-lock.json' : 'package.json';
  if (!last) return new DependencyError(source, `the install scripts failed: ${outputTail(output)}`);
  // What the script itself said: the lines after its banner (and its command line), before npm's own error lines.
  const said = outputTail(
    output
      .slice(last.index + last[0].length)
      .split('\n')
      .filter((line) => !line.startsWith('> ') && !line.startsWith('npm ERR!') && !line.startsWith('npm error'))
      .join('\n'),
  );
  return new DependencyError(
    source,
    `the ${last[3]} script of the npm package "${last[1]}" (${last[2]}) failed; install scripts run with no network, ` +
      `so a script that downloads or connects anywhere fails: ${said || outputTail(output)}`,
    `use a version of "${last[1]}" whose ${last[3]} script needs no network, or another package`,
  );
}
