// @ts-check
// node scripts/run.cjs <name> [args...]: runs the command src/commands/<name>.ts (or the dev tool scripts/<name>.ts) as
// JavaScript bundled by esbuild, not transpiled at every start.
// node scripts/run.cjs --build: bundles every command (`npm ci` runs it, as the `prepare` script).
//
// Each command is bundled into node_modules/.cache/skald-scripts/, beside a stamp that lists what the bundle was built
// from: our own sources by the sha256 of their content, each installed package by its package.json's size and mtime
// (npm writes it anew whenever it installs the package). When any of them changed or vanished, the command is bundled
// again before it runs, so a stale build never runs. Plain JavaScript, so that it runs before anything is compiled.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { keepImportMetaOfEachFile, nodeBundleOptions } = require('./bundle.cjs');

const root = path.resolve(__dirname, '..');
// Where commands live: the npm commands in src/commands/, a dev tool that uses the tests' fixtures (bench) in scripts/.
const COMMAND_DIRS = ['src/commands', 'scripts'];
const cacheDir = path.join(root, 'node_modules', '.cache', 'skald-scripts');
// The exit codes of the project's contract, read from their one definition.
const EXIT = Object.fromEntries(
  [...readFileSync(path.join(root, 'src/findings/errors.ts'), 'utf8').matchAll(/export const (EXIT_\w+) = (\d+);/g)].map(
    ([, name, code]) => [name, Number(code)],
  ),
);

class LaunchError extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** @typedef {{ root: string, bundle: string, inputs: [file: string, version: string][] }} Stamp */

/** @returns {Map<string, string>} every command by name, sorted: the file of its module, from the root */
const commandFiles = () =>
  new Map(
    COMMAND_DIRS.flatMap((dir) =>
      readdirSync(path.join(root, dir))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => /** @type {[string, string]} */ ([file.slice(0, -3), `${dir}/${file}`])),
    ).sort(([a], [b]) => a.localeCompare(b)),
  );

// The name of the generated entry of each bundle, which is no file: it runs the command's module (its help and its
// run) as src/cli/command-line.ts says.
const ENTRY = '<command entry>';

/** What stands for a file the bundle was built from: our own file by its content, a package's by its package.json's stat. */
function versionOf(/** @type {string} */ file) {
  const stat = statSync(path.resolve(root, file), { throwIfNoEntry: false });
  if (!stat) return 'gone';
  if (file.startsWith('node_modules/')) return `${stat.size}:${stat.mtimeMs}`;
  return createHash('sha256')
    .update(readFileSync(path.resolve(root, file)))
    .digest('hex');
}

/** @param {string} name @returns {Stamp | undefined} the stamp, when every file it lists is as it was at build time */
function freshStamp(name) {
  try {
    const stamp = /** @type {Stamp} */ (JSON.parse(readFileSync(path.join(cacheDir, `${name}.json`), 'utf8')));
    // The bundle keeps each file's import.meta.url, an absolute path: a node_modules copied to another checkout rebuilds.
    const fresh =
      stamp.root === root &&
      existsSync(path.join(cacheDir, stamp.bundle)) &&
      stamp.inputs.every(([file, version]) => versionOf(file) === version);
    return fresh ? stamp : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} name @param {string} file its module @returns {Promise<Stamp>} */
async function bundleCommand(name, file) {
  /** @type {typeof import('esbuild')} */
  const esbuild = await import('esbuild').catch(() => {
    throw new LaunchError('esbuild is not installed, so the commands cannot be compiled; run `npm ci`', EXIT.EXIT_SETUP);
  });
  const result = await esbuild
    .build({
      ...nodeBundleOptions(path.join(root, file), path.join(cacheDir, `${name}.mjs`)),
      entryPoints: undefined,
      stdin: {
        contents: `import { runCommand } from './src/cli/command-line.ts';\nimport * as command from './${file}';\nrunCommand(command);\n`,
        resolveDir: root,
        sourcefile: ENTRY,
        loader: 'ts',
      },
      // esbuild runs its own binary, found beside its package: it stays an installed package.
      external: ['*.node', 'esbuild'],
      absWorkingDir: root,
      metafile: true,
      write: false,
      plugins: [keepImportMetaOfEachFile],
      logLevel: 'silent',
    })
    .catch((/** @type {Error} */ error) => {
      throw new LaunchError(`cannot compile ${file}:\n${error.message}`, EXIT.EXIT_INTERNAL);
    });
  const text = result.outputFiles[0]?.contents ?? new Uint8Array();
  // Named by its content: a process still starting the previous build keeps reading the previous file.
  const bundle = `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.mjs`;
  const packageOf = (/** @type {string} */ file) => /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
  // The launcher and its options shape every bundle: a change to either rebuilds them all.
  const sources = Object.keys(result.metafile.inputs).filter((input) => input !== ENTRY);
  const builtFrom = [...sources, 'scripts/run.cjs', 'scripts/bundle.cjs'].map((input) => {
    const dir = packageOf(input);
    return dir && existsSync(path.resolve(root, dir, 'package.json')) ? `${dir}/package.json` : input;
  });
  /** @type {Stamp} */
  const stamp = { root, bundle, inputs: [...new Set(builtFrom)].map((file) => [file, versionOf(file)]) };
  mkdirSync(cacheDir, { recursive: true });
  writeAtomically(bundle, text);
  writeAtomically(`${name}.json`, JSON.stringify(stamp));
  // Only this command's earlier bundles: `check-<hash>.mjs`, never `check-site-<hash>.mjs`.
  for (const cached of readdirSync(cacheDir))
    if (cached !== bundle && new RegExp(`^${name}-[0-9a-f]{16}\\.mjs$`).test(cached)) rmSync(path.join(cacheDir, cached), { force: true });
  return stamp;
}

/** @param {string} file in the cache folder @param {Uint8Array | string} content */
function writeAtomically(file, content) {
  const temporary = path.join(cacheDir, `${file}.${process.pid}.tmp`);
  writeFileSync(temporary, content);
  renameSync(temporary, path.join(cacheDir, file));
}

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  const commands = commandFiles();
  if (first === '--build') {
    await Promise.all([...commands].map(([name, file]) => freshStamp(name) ?? bundleCommand(name, file)));
    return;
  }
  const file = commands.get(first ?? '');
  if (first === undefined || file === undefined)
    throw new LaunchError(`usage: node scripts/run.cjs <command> [args...]; commands: ${[...commands.keys()].join(', ')}`, EXIT.EXIT_USAGE);
  const stamp = freshStamp(first) ?? (await bundleCommand(first, file));
  // The command sees the command line it would see under `tsx <its file>`.
  process.argv.splice(1, process.argv.length - 1, path.join(root, file), ...rest);
  await import(pathToFileURL(path.join(cacheDir, stamp.bundle)).href);
}

main().catch((/** @type {unknown} */ error) => {
  const known = error instanceof LaunchError;
  process.stderr.write(
    known
      ? `run: ${error.message}\n`
      : `run: internal error (a bug in the pipeline, please report it):\n${error instanceof Error ? error.stack : error}\n`,
  );
  process.exitCode = known ? error.exitCode : EXIT.EXIT_INTERNAL;
});
