// What the sandbox base image holds. Its tag is a hash of all of this, so a change here builds a new base.

import { sha256Hex } from '../system/hash.ts';
import { CONNECTOR_MOUNT, ENV_FROM_STDIN, SANDBOX_USER } from './container.ts';
import type { Target } from './targets.ts';

export const BASE_PACKAGES = ['python3', 'python3-pip', 'nodejs', 'npm', 'ca-certificates'];

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

// With ENV_FROM_STDIN first, the run's variables come as `base64(name) base64(value)` lines on stdin, ended by an
// empty line. dash's `read` takes one byte at a time from a pipe, so the command gets the rest of stdin untouched.
// (The trailing x keeps a value's final newlines, which $(...) would strip.) A name the shell cannot export (a header
// name such as X-API-Key) is set by Debian's Python, which execs the command: its value stays in the environment,
// never on a command line. The base64 lines travel in one variable that Python removes before the exec.
// npx (npm 9) looks the package's metadata up in npm's cache before it finds the global install, and the cache
// rewrites its index on every read: with a read-only root, a run gets a writable copy of the index in /tmp and
// shares the (read-only) content. Together with NPM_CONFIG_OFFLINE, `npx -y pkg@x` then starts with no network.
const SET_ENV_SOURCE = [
  'import base64, os, sys',
  'for line in os.environ.pop("SKALD_SET_ENV").split("\\n"):',
  '    if line:',
  '        name, value = line.split(" ")',
  '        os.environb[base64.b64decode(name)] = base64.b64decode(value)',
  'os.execvp(sys.argv[1], sys.argv[1:])',
].join('\n');

const SANDBOX_INIT = `#!/bin/sh
set_env=
if [ "$1" = ${ENV_FROM_STDIN} ]; then
  shift
  while IFS= read -r line && [ -n "$line" ]; do
    name=$(printf %s "\${line%% *}" | base64 -d; printf x)
    name=\${name%x}
    case "$name" in
      [A-Za-z_]*[!A-Za-z0-9_]* | [!A-Za-z_]* | '') set_env="$set_env$line
" ;;
      *)
        value=$(printf %s "\${line#* }" | base64 -d; printf x)
        export "$name=\${value%x}" ;;
    esac
  done
  unset line name value
fi
if [ -d /deps/npm-cache/_cacache/index-v5 ]; then
  mkdir -p /tmp/.npm/_cacache &&
    cp -R /deps/npm-cache/_cacache/index-v5 /tmp/.npm/_cacache/ &&
    ln -s /deps/npm-cache/_cacache/content-v2 /tmp/.npm/_cacache/content-v2
fi
if [ -n "$set_env" ]; then
  SKALD_SET_ENV=$set_env exec /usr/bin/python3 -c '${SET_ENV_SOURCE}' "$@"
fi
exec "$@"
`;

/** The line the setup ends with: the versions of the base's own node and python3, which become the image's labels. */
export const VERSIONS_LINE = /^skald-target-versions node=v?(\S+) python=(\S+)$/m;

/** The script that turns a plain Debian root into the base (read by `sh -s` on stdin); `installPackages` when starting from an image. */
export function baseSetupScript(installPackages: boolean): string {
  const install = installPackages
    ? `export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends ${BASE_PACKAGES.join(' ')}
rm -rf /var/lib/apt/lists/*
`
    : '';
  return `set -e
${install}mkdir -p /deps/npm/lib/node_modules /deps/npm/bin /deps/python /deps/npm-cache ${CONNECTOR_MOUNT}
chown -R ${SANDBOX_USER} /deps
ln -sfn /deps/npm/lib/node_modules /node_modules
cat > /usr/local/bin/skald-sandbox-init <<'SKALD_SANDBOX_INIT'
${SANDBOX_INIT}SKALD_SANDBOX_INIT
chmod 755 /usr/local/bin/skald-sandbox-init
echo "skald-target-versions node=$(/usr/bin/node --version) python=$(/usr/bin/python3 -c 'import platform; print(platform.python_version())')"
`;
}

/** The image settings committed over the setup: variables, user, working directory, entrypoint. */
export const BASE_CHANGES = [
  ...Object.entries(IMAGE_ENV).map(([name, value]) => `ENV ${name}=${value}`),
  `USER ${SANDBOX_USER}`,
  `WORKDIR ${CONNECTOR_MOUNT}`,
  'ENTRYPOINT ["/usr/local/bin/skald-sandbox-init"]',
  'CMD []',
];

export interface BaseRecipe {
  /** The target whose suite the base is built from. */
  target: Target;
  /** A Debian image of the target's suite to start from, where a registry is reachable; else bootstrapped with mmdebstrap. */
  from?: string;
}

/** The tag the base image of this recipe carries: `skald-smoke-base:<target>-<hash of the recipe>`. */
export function baseImageTag(recipe: BaseRecipe): string {
  const text = JSON.stringify({
    from: recipe.from ?? null,
    suite: recipe.target.suite,
    BASE_PACKAGES,
    setup: baseSetupScript(recipe.from !== undefined),
    BASE_CHANGES,
  });
  return `skald-smoke-base:${recipe.target.id}-${shortHash(text)}`;
}

export function shortHash(text: string): string {
  return sha256Hex(text).slice(0, 16);
}
