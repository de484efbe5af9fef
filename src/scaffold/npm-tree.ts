// The npm side of `npm run new`: lock a new folder's dependency tree (and, for an npm-package connector, install it
// so its server can be started) in a temporary directory, with the maintainer's own npm and npm configuration.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

type NpmTree =
  | {
      ok: true;
      /** The temporary directory: package.json, package-lock.json and, when installed, node_modules. */
      dir: string;
      lock: string;
    }
  | { ok: false; failure: NpmFailure };

export interface NpmFailure {
  /** npm's error code (E404, ETARGET, ECONNREFUSED, ENOTCACHED, ...), or ENOENT when there is no npm. */
  code: string;
  /** npm's own words, one line. */
  detail: string;
}

/** npm's codes for a package or version the registry does not have: the PKG@VERSION given is wrong, not the network. */
export const NOT_PUBLISHED = new Set(['E404', 'ETARGET']);

const NPM_TIMEOUT_MS = 300_000;

/**
 * Resolves `packageJson` in a new temporary directory: with `install`, `npm install --ignore-scripts` (the tree,
 * for starting the server), else `npm install --package-lock-only --ignore-scripts`. The resolution starts from
 * `seedLock`, the repository's own package-lock.json: packages the repository already locks keep its tested
 * versions, and npm takes them from its cache (where `npm ci` of the repository put them) without the registry.
 * The caller removes the directory (removeTree) when ok.
 */
export async function resolveTree(packageJson: string, seedLock: string | undefined, options: { install: boolean }): Promise<NpmTree> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skald-new-'));
  await writeFile(path.join(dir, 'package.json'), packageJson);
  if (seedLock) await writeFile(path.join(dir, 'package-lock.json'), seedLock);
  const failure = await npm(dir, [
    'install',
    '--ignore-scripts',
    ...(options.install ? [] : ['--package-lock-only']),
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
  if (failure) {
    await removeTree(dir);
    return { ok: false, failure };
  }
  return { ok: true, dir, lock: await readFile(path.join(dir, 'package-lock.json'), 'utf8') };
}

export function removeTree(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** One sentence for a failure: "npm could not lock …: ECONNREFUSED (request to … failed)". */
export function describeNpmFailure(what: string, failure: NpmFailure): string {
  return failure.code === 'ENOENT'
    ? `npm could not ${what}: there is no npm on PATH`
    : `npm could not ${what}: ${failure.code} (${failure.detail})`;
}

/** Runs npm in dir with this process's environment (so the user's npm configuration holds); undefined when it succeeded. */
function npm(dir: string, args: string[]): Promise<NpmFailure | undefined> {
  return new Promise((resolve) => {
    // execFile, not src/system/process.ts: an npm install that hangs on the network is killed after NPM_TIMEOUT_MS.
    execFile('npm', args, { cwd: dir, timeout: NPM_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve(undefined);
      const spawnCode = (error as NodeJS.ErrnoException).code;
      if (spawnCode === 'ENOENT') return resolve({ code: 'ENOENT', detail: 'npm is not on PATH' });
      if (error.killed) return resolve({ code: 'ETIMEDOUT', detail: `npm ${args[0]} took longer than ${NPM_TIMEOUT_MS / 1000} s` });
      resolve(failureOf(String(stderr)));
    });
  });
}

function failureOf(stderr: string): NpmFailure {
  const lines = stderr
    .split('\n')
    .flatMap((line) => (/^npm (?:error|ERR!)/.test(line) ? [line.replace(/^npm (?:error|ERR!)\s*/, '').trim()] : []));
  const codeLine = stderr.match(/^npm (?:error|ERR!) code (\S+)/m);
  const said = lines.find((line) => line && !/^(?:code |errno |syscall |A complete log |Log files)/.test(line)) ?? 'no message';
  return { code: codeLine?.[1] ?? 'failed', detail: said.length > 200 ? `${said.slice(0, 199)}…` : said };
}
