// Bundles each actions/<name>/main.ts into actions/<name>/dist/index.js, the ES module its action.yml runs. The
// bundles are committed (GitHub-style actions run without a build step); a test fails when one is stale.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { parseCommandLine, runCli } from '../src/cli/command-line.ts';
import { EXIT_OK } from '../src/findings/errors.ts';
import { importMetaRelativeTo, nodeBundleOptions } from './bundle.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function actionNames(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'actions'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

// @actions/core imports its HTTP client (and with it undici, ~0.8 MB) at load time for getIDToken alone,
// which no action here calls. Declaring those packages free of import side effects lets esbuild drop them
// when unused, and halves the bundle that every run parses before doing anything.
const UNUSED_UNLESS_CALLED = /^(?:undici|@actions\/http-client|tunnel)(?:\/|$)/;
const dropUnusedHttpClient: Plugin = {
  name: 'drop-unused-http-client',
  setup(bundler) {
    bundler.onResolve({ filter: UNUSED_UNLESS_CALLED }, async (args) => {
      if (args.pluginData === 'resolved') return undefined;
      const resolved = await bundler.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolved',
      });
      return { ...resolved, sideEffects: false };
    });
  },
};

/** Bundles one action into its dist/index.js (written when `write` is true); returns the bundle's text. */
export async function bundleAction(name: string, write: boolean): Promise<string> {
  const result = await build({
    ...nodeBundleOptions(path.join(root, 'actions', name, 'main.ts'), path.join(root, 'actions', name, 'dist', 'index.js')),
    plugins: [dropUnusedHttpClient, importMetaRelativeTo(path.join(root, 'actions', name, 'dist', 'index.js'))],
    write: false,
  });
  const bundle = result.outputFiles[0]!.text;
  if (write) await writeFile(path.join(root, 'actions', name, 'dist', 'index.js'), bundle);
  return bundle;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCli('build:actions', async () => {
    parseCommandLine(
      { options: {} },
      {
        usage: 'npm run build:actions',
        summary: "Rebuilds each action's committed bundle, actions/<name>/dist/index.js; a test fails when one is stale.",
        examples: ['npm run build:actions'],
      },
    );
    for (const name of await actionNames()) {
      await bundleAction(name, true);
      process.stdout.write(`bundled actions/${name}/dist/index.js\n`);
    }
    return EXIT_OK;
  });
}
