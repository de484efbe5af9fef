// @ts-check
// node scripts/run.cjs <name> [args...]: runs scripts/<name>.ts as JavaScript compiled ahead, not transpiled at every start.
// node scripts/run.cjs --build: compiles every scripts/*.ts (`npm ci` runs it, as the `prepare` script).
//
// Each script is bundled by esbuild into node_modules/.cache/skald-scripts/, beside a stamp that lists what the
// bundle was built from, by size and mtime: each of our own source files, also by the sha256 of its content, and
// each installed package by its package.json. Before running, the stamp is checked against the files: a file of ours
// whose mtime moved counts as changed only when its content did (a checkout touches files it does not change), an
// installed package when the mtime of its package.json moved (npm writes it anew whenever it installs the package).
// When any of them changed or vanished, the script is rebuilt first (in well under a second), so a stale build never
// runs. Every `npm run` command over a script of this folder goes through here (test/scripts.test.ts checks
// package.json). CommonJS, as bundle.cjs: Node starts a CommonJS entry some 4 ms sooner than an ES module.
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { asciiOnly, needsEsModule, nodeBundleOptions, runCommonJs, WITHOUT_OPTIMIZER, writeAtomically } = require('./bundle.cjs');

const root = path.resolve(__dirname, '..');
const scriptsDir = path.join(root, 'scripts');
const cacheDir = path.join(root, 'node_modules', '.cache', 'skald-scripts');
// Exit codes of the project's contract: a bug of ours, the machine or setup, a usage error.
const EXIT_INTERNAL = 2;
const EXIT_SETUP = 3;
const EXIT_USAGE = 64;

const UNBUNDLED_PACKAGES = ['esbuild'];

class LaunchError extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * @typedef {[file: string, size: number, mtimeMs: number, sha256?: string]} Input a file, its size and mtime, and for our
 *   own sources the sha256 of their content; an installed package is stamped by its package.json
 * @typedef {{ bundle: string, inputs: Input[] }} Stamp
 */

/** @returns {string[]} the names of the scripts, scripts/<name>.ts */
function scriptNames() {
  return readdirSync(scriptsDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
    .sort();
}

/** @param {string} name @returns {Stamp | undefined} the stamp, when every file it lists is as it was at build time */
function freshStamp(name) {
  let stamp;
  try {
    stamp = /** @type {Stamp} */ (JSON.parse(readFileSync(path.join(cacheDir, `${name}.json`), 'utf8')));
  } catch {
    return undefined;
  }
  if (!statSync(path.join(cacheDir, stamp.bundle), { throwIfNoEntry: false })) return undefined;
  for (const [file, size, mtimeMs, sha256] of stamp.inputs) {
    const stat = statSync(path.resolve(root, file), { throwIfNoEntry: false });
    if (!stat || stat.size !== size) return undefined;
    // Hashing every source at every start would cost more than the rest of this check.
    if (stat.mtimeMs !== mtimeMs && (sha256 === undefined || sha256OfFile(file) !== sha256)) return undefined;
  }
  return stamp;
}

/**
 * What stands for a file the bundle was built from: an installed package's file by the package's package.json, which
 * npm writes anew whenever it installs the package (a stat of each of the ~350 files of check's packages, at every
 * start, cost more than the rest of the stamp); a file of ours by itself.
 * @param {string} file relative to the root
 */
function stampedFile(file) {
  const packageDir = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];
  const manifest = packageDir && `${packageDir}/package.json`;
  return manifest && existsSync(path.resolve(root, manifest)) ? manifest : file;
}

/** @param {string} file relative to the root @returns {Input} */
function inputOf(file) {
  const stat = statSync(path.resolve(root, file));
  return file.startsWith('node_modules/') ? [file, stat.size, stat.mtimeMs] : [file, stat.size, stat.mtimeMs, sha256OfFile(file)];
}

/** @param {string} file relative to the root */
function sha256OfFile(file) {
  return createHash('sha256')
    .update(readFileSync(path.resolve(root, file)))
    .digest('hex');
}

/** @param {string} name @returns {Promise<Stamp>} */
async function buildScript(name) {
  /** @type {typeof import('esbuild')} */
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new LaunchError('esbuild is not installed, so the scripts cannot be compiled; run `npm ci`', EXIT_SETUP);
  }
  const entry = path.join(scriptsDir, `${name}.ts`);
  /** @param {'cjs' | 'esm'} format */
  const build = (format) =>
    esbuild.build({
      ...nodeBundleOptions(entry, path.join(cacheDir, `${name}.${format === 'cjs' ? 'cjs' : 'mjs'}`)),
      ...(format === 'cjs' ? { format, banner: {} } : {}),
      // Packages that find files beside themselves at run time stay installed packages (esbuild runs its own binary).
      external: ['*.node', ...UNBUNDLED_PACKAGES],
      absWorkingDir: root,
      metafile: true,
      write: false,
      plugins: [keepImportMetaOfEachFile],
      logLevel: 'silent',
    });
  // CommonJS where the script allows it (no top-level await, no import.meta left in a package), for V8's code cache.
  const commonJs = await build('cjs').catch(() => undefined);
  const usable = commonJs && !needsEsModule(commonJs.warnings);
  const result = usable
    ? commonJs
    : await build('esm').catch((/** @type {Error} */ error) => {
        throw new LaunchError(`cannot compile scripts/${name}.ts:\n${error.message}`, EXIT_INTERNAL);
      });
  const [output] = result.outputFiles ?? [];
  if (!output) throw new LaunchError(`esbuild wrote no bundle for scripts/${name}.ts`, EXIT_INTERNAL);
  const text = asciiOnly(output.text);
  // A content-addressed file name: a process still starting the previous build keeps reading the previous file.
  const bundle = `${name}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${usable ? 'cjs' : 'mjs'}`;
  // The launcher and its options shape every bundle: a change to either rebuilds them all.
  const builtFrom = [...Object.keys(result.metafile.inputs), 'scripts/run.cjs', 'scripts/bundle.cjs'];
  /** @type {Stamp} */
  const stamp = {
    bundle,
    inputs: [...new Set(builtFrom.map(stampedFile))].map((file) => inputOf(file)),
  };
  mkdirSync(cacheDir, { recursive: true });
  writeAtomically(path.join(cacheDir, bundle), text);
  writeAtomically(path.join(cacheDir, `${name}.json`), JSON.stringify(stamp));
  // Only this script's own bundles (and their code caches): `check-<hash>.cjs`, never `check-site-<hash>.cjs`.
  for (const file of readdirSync(cacheDir))
    if (!file.startsWith(bundle) && file.startsWith(`${name}-`) && BUNDLE_SUFFIX.test(file.slice(name.length + 1)))
      rmSync(path.join(cacheDir, file), { force: true });
  return stamp;
}

const BUNDLE_SUFFIX = /^[0-9a-f]{16}\.(?:mjs|cjs(?:\.v8cache)?)$/;

/**
 * In one bundle every module would see the bundle's own import.meta.url. Each of our TypeScript files keeps its
 * own instead, so a script that finds files beside itself (templates, fixtures) behaves as it does under tsx.
 * @type {import('esbuild').Plugin}
 */
const keepImportMetaOfEachFile = {
  name: 'keep-import-meta-of-each-file',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      /** @type {Record<string, string>} */
      const own = {
        'import.meta.url': pathToFileURL(args.path).href,
        'import.meta.filename': args.path,
        'import.meta.dirname': path.dirname(args.path),
      };
      const contents = source.replace(/\bimport\.meta\.(?:url|filename|dirname)\b/g, (expression) => JSON.stringify(own[expression]));
      return { contents, loader: 'ts' };
    });
  },
};

async function main() {
  const [first, ...rest] = process.argv.slice(2);
  if (first === '--build') {
    await Promise.all(scriptNames().map((name) => freshStamp(name) ?? buildScript(name)));
    return;
  }
  if (!first || !scriptNames().includes(first)) {
    throw new LaunchError(`usage: node scripts/run.cjs <script> [args...]; scripts: ${scriptNames().join(', ')}`, EXIT_USAGE);
  }
  const stamp = freshStamp(first) ?? (await buildScript(first));
  // The script sees the command line it would see under `tsx scripts/<name>.ts`.
  process.argv.splice(1, process.argv.length - 1, path.join(scriptsDir, `${first}.ts`), ...rest);
  const bundle = path.join(cacheDir, stamp.bundle);
  if (bundle.endsWith('.cjs')) runCommonJs(bundle, undefined, { optimize: !WITHOUT_OPTIMIZER.includes(first) });
  else await import(pathToFileURL(bundle).href);
}

main().catch((/** @type {unknown} */ error) => {
  if (error instanceof LaunchError) {
    process.stderr.write(`run: ${error.message}\n`);
    process.exitCode = error.exitCode;
    return;
  }
  process.stderr.write(`run: internal error (a bug in the pipeline, please report it):\n${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = EXIT_INTERNAL;
});
