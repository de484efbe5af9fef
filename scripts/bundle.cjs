// @ts-check
// How this project bundles its TypeScript into one JavaScript file for Node, with esbuild, and runs the bundle with
// V8's code cache: the actions' committed bundles (scripts/build-actions.ts) and the scripts' cached ones
// (scripts/run.cjs) share these options and this runner. Plain JavaScript, so that scripts/run.cjs can use it before
// anything is compiled.
const { readFileSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');

/**
 * The commands (scripts and actions, by name) that run without TurboFan, V8's optimizing compiler. They run their
 * code once, for under a second on a catalog of 1,000 connectors; TurboFan's compiles, on a thread of their own, then
 * take CPU from the two threads that read and check the catalog, and do not pay back (npm run bench -- scale). A
 * command that runs long (deploy's transfers, smoke's waits) keeps it.
 */
const WITHOUT_OPTIMIZER = ['check', 'compile'];

/**
 * @param {string} entry the TypeScript entry point
 * @param {string} outfile where the bundle goes (or would go, with write: false)
 * @returns {import('esbuild').BuildOptions}
 */
function nodeBundleOptions(entry, outfile) {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Prefer each package's ESM build: jsonc-parser's UMD build requires files by dynamic path.
    mainFields: ['module', 'main'],
    // ssh2's optional native add-ons (built only where install scripts ran) stay outside the bundle;
    // ssh2 falls back to pure JavaScript without them, and the bundle is the same on every machine.
    external: ['*.node'],
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    // Some bundled CommonJS dependencies call require() or read __dirname (ssh2); give the ESM bundle both.
    banner: {
      js:
        "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url); " +
        "import { dirname as __bundleDirname } from 'node:path'; import { fileURLToPath as __bundleFileURLToPath } from 'node:url'; " +
        'const __dirname = __bundleDirname(__bundleFileURLToPath(import.meta.url));',
    },
  };
}

/**
 * esbuild escapes every character beyond ASCII in the code it prints, but not in the comments it keeps, and a
 * single one makes V8 hold the whole bundle as two-byte text: twice the memory, and slower to read at every start.
 * Escapes those as well; inside a comment the escape is as inert as the character was.
 * @param {string} text esbuild's output
 * @returns {string}
 */
function asciiOnly(text) {
  return text.replace(/[^\0-\x7f]/gu, (character) => `\\u{${character.codePointAt(0)?.toString(16)}}`);
}

/**
 * The first of esbuild's warnings for a CommonJS build that says the code needs an ES module (import.meta, or a
 * top-level await), which a CommonJS bundle cannot carry; undefined when there is none.
 * @param {{ text: string }[]} warnings
 */
function needsEsModule(warnings) {
  return warnings.find((warning) => /import\.meta|top-level await/i.test(warning.text));
}

/**
 * Runs a CommonJS bundle as Node would require it, with V8's code cache beside it: the bundle is not parsed
 * again at every start, nor its functions compiled again once they ran (Node 20 has no module.enableCompileCache).
 * The cache is written after the first run, when it holds the functions that run compiled; V8 rejects a cache
 * that does not fit this Node, its flags or the source's length, and it is then written anew. V8 checks no more of
 * the source than its length, and runs a stale cache of a bundle of the same length: the cache's name must change
 * with the bundle's content (a content-addressed bundle, or the bundle's hash in the cache's name).
 * @param {string} file the bundle
 * @param {string} cacheFile where its code cache is kept
 * @param {{ optimize?: boolean }} options optimize: false runs it without TurboFan (see WITHOUT_OPTIMIZER)
 */
function runCommonJs(file, cacheFile = `${file}.v8cache`, options = {}) {
  // Before the bundle compiles, so that the flags its code cache is made and read with are the same at every start.
  if (options.optimize === false) v8.setFlagsFromString('--no-opt');
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // Our bundles are ASCII (asciiOnly): as latin1 they read as the same text, decoded in half the time of UTF-8.
  const script = new vm.Script(Module.wrap(readFileSync(file, 'latin1')), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (!cachedData || script.cachedDataRejected)
    process.once('exit', () => {
      try {
        writeAtomically(cacheFile, script.createCachedData());
      } catch {
        // No cache this time (a read-only cache folder): the next start compiles again, nothing worse.
      }
    });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, Module.createRequire(file), module, file, path.dirname(file));
}

/** @param {string} file @param {Uint8Array | string} content */
function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

module.exports = { asciiOnly, needsEsModule, nodeBundleOptions, runCommonJs, WITHOUT_OPTIMIZER, writeAtomically };
