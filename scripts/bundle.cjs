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
 * In one bundle every module would see the bundle's own import.meta.url. Each of our TypeScript files keeps its own
 * instead, as `expressions(file)` writes it, so a module that finds files beside itself behaves as it does under tsx.
 * @param {string} name
 * @param {(file: string) => Record<string, string>} expressions code for import.meta.url, .filename and .dirname
 * @returns {import('esbuild').Plugin}
 */
function ownImportMeta(name, expressions) {
  return {
    name,
    setup(bundler) {
      bundler.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const own = expressions(args.path);
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(
          /\bimport\.meta\.(?:url|filename|dirname)\b/g,
          (expression) => /** @type {string} */ (own[expression]),
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** For the scripts' bundles, built in this checkout for it (templates, fixtures): each file's absolute path. */
const keepImportMetaOfEachFile = ownImportMeta('keep-import-meta-of-each-file', (file) => ({
  'import.meta.url': JSON.stringify(pathToFileURL(file).href),
  'import.meta.filename': JSON.stringify(file),
  'import.meta.dirname': JSON.stringify(path.dirname(file)),
}));

/**
 * For a bundle committed and run from any checkout (the actions'): each file's place relative to the bundle's, so
 * a file read beside its module at run time (the egress proxy beside src/sandbox/egress.ts) is found wherever the
 * repository is checked out. Uses the banner's helpers.
 * @param {string} outfile where the bundle goes
 */
function importMetaRelativeTo(outfile) {
  return ownImportMeta('import-meta-relative-to-bundle', (file) => {
    const url = `new URL(${JSON.stringify(path.relative(path.dirname(outfile), file).split(path.sep).join('/'))}, import.meta.url)`;
    return {
      'import.meta.url': `${url}.href`,
      'import.meta.filename': `__bundleFileURLToPath(${url})`,
      'import.meta.dirname': `__bundleDirname(__bundleFileURLToPath(${url}))`,
    };
  });
}

module.exports = { importMetaRelativeTo, keepImportMetaOfEachFile, nodeBundleOptions };
