// @ts-check
// How this project bundles its TypeScript into one JavaScript file for Node, with esbuild: the actions'
// committed bundles (scripts/build-actions.ts) and the scripts' cached ones (scripts/run.mjs) share these options.
// Plain JavaScript, so that scripts/run.mjs can use it before anything is compiled.

/**
 * @param {string} entry the TypeScript entry point
 * @param {string} outfile where the bundle goes (or would go, with write: false)
 * @returns {import('esbuild').BuildOptions}
 */
export function nodeBundleOptions(entry, outfile) {
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
export function asciiOnly(text) {
  return text.replace(/[^\0-\x7f]/gu, (character) => `\\u{${character.codePointAt(0)?.toString(16)}}`);
}
