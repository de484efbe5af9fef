// Bundles each actions/<name>/main.ts into actions/<name>/dist/index.js, the file its action.yml runs.
// The bundles are committed (GitHub-style actions run without a build step); a test fails when one is stale.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function actionNames(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'actions'), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

/** Bundles one action; returns the bundle's text without writing it when `write` is false. */
export async function bundleAction(name: string, write: boolean): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'actions', name, 'main.ts')],
    outfile: path.join(root, 'actions', name, 'dist', 'index.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Prefer each package's ESM build: jsonc-parser's UMD build requires files by dynamic path.
    mainFields: ['module', 'main'],
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    write,
    // Some bundled CommonJS dependencies call require(); give the ESM bundle one.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  return result.outputFiles ? result.outputFiles[0]!.text : '';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of await actionNames()) {
    await bundleAction(name, true);
    process.stdout.write(`bundled actions/${name}/dist/index.js\n`);
  }
}
