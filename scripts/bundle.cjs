// @ts-check
// How this project bundles its TypeScript into one ES module for Node with esbuild: the scripts' cached bundles
// (scripts/run.cjs) and the actions' committed ones (scripts/build-actions.ts) share these options. Plain JavaScript,
// so that scripts/run.cjs can use it before anything is compiled.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

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
 * In one bundle every module would see the bundle's own import.meta.url. Each of our TypeScript files keeps its
 * own instead, so a script that finds files beside itself (templates, fixtures) behaves as it does under tsx.
 * @type {import('esbuild').Plugin}
 */
const keepImportMetaOfEachFile = {
  name: 'keep-import-meta-of-each-file',
  setup(bundler) {
    bundler.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      /** @type {Record<string, string>} */
      const own = {
        'import.meta.url': pathToFileURL(args.path).href,
        'import.meta.filename': args.path,
        'import.meta.dirname': path.dirname(args.path),
      };
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(/\bimport\.meta\.(?:url|filename|dirname)\b/g, (expression) => JSON.stringify(own[expression]));
      return { contents, loader: 'ts' };
    });
  },
};

module.exports = { keepImportMetaOfEachFile, nodeBundleOptions };
