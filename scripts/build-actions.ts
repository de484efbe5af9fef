// Bundles each actions/<name>/main.ts into actions/<name>/dist/index.cjs, and writes beside it dist/index.js, the
// file its action.yml runs: a loader that runs the bundle with V8's code cache, kept beside them once the first run
// could write it (dist/index.<hash>.v8cache, not committed), as scripts/run.cjs does for the scripts. Without it,
// V8 parses and compiles the whole bundle again at every start. dist/package.json makes the loader CommonJS, which
// Node starts sooner than an ES module. The bundles are committed (GitHub-style actions run without a build step);
// a test fails when one is stale.
import { createHash } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { parseCommandLine, runCli } from '../src/cli.ts';
import { EXIT_OK } from '../src/errors.ts';
import { asciiOnly, needsEsModule, nodeBundleOptions, WITHOUT_OPTIMIZER } from './bundle.cjs';

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

/** An action's committed files, by name in its dist/ folder: the loader its action.yml runs, the bundle, the loader's type. */
export interface ActionBundle {
  'index.js': string;
  'index.cjs': string;
  'package.json': string;
}

/** Bundles one action; writes its dist/ files (and drops code caches of earlier bundles) when `write` is true. */
export async function bundleAction(name: string, write: boolean): Promise<ActionBundle> {
  const dist = path.join(root, 'actions', name, 'dist');
  const result = await build({
    ...nodeBundleOptions(path.join(root, 'actions', name, 'main.ts'), path.join(dist, 'index.cjs')),
    // CommonJS, which V8's code cache takes (vm.Script): an ES module it would compile again at every start.
    format: 'cjs',
    banner: {},
    plugins: [dropUnusedHttpClient],
    write: false,
  });
  const needsEsm = needsEsModule(result.warnings);
  if (needsEsm) throw new Error(`actions/${name}: the bundle must be CommonJS, for V8's code cache: ${needsEsm.text}`);
  const bundle = asciiOnly(result.outputFiles[0]!.text);
  const cacheName = `index.${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}.v8cache`;
  const loader = await build({
    stdin: {
      contents:
        "import path from 'node:path';\nimport { runCommonJs } from './bundle.cjs';\n" +
        `runCommonJs(path.join(__dirname, 'index.cjs'), path.join(__dirname, '${cacheName}')${WITHOUT_OPTIMIZER.includes(name) ? ', { optimize: false }' : ''});\n`,
      resolveDir: path.join(root, 'scripts'),
      sourcefile: 'action-loader.mjs',
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  const files: ActionBundle = {
    'index.js': asciiOnly(loader.outputFiles[0]!.text),
    'index.cjs': bundle,
    'package.json': `${JSON.stringify({ type: 'commonjs' })}\n`,
  };
  if (write) {
    for (const [file, text] of Object.entries(files)) await writeFile(path.join(dist, file), text);
    for (const file of await readdir(dist))
      if (file.endsWith('.v8cache') && file !== cacheName) await rm(path.join(dist, file), { force: true });
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCli('build:actions', async () => {
    parseCommandLine(
      { options: {} },
      {
        usage: 'npm run build:actions',
        summary:
          "Rebuilds each action's committed bundle, actions/<name>/dist/index.cjs, and its loader dist/index.js; a test fails when one is stale.",
        examples: ['npm run build:actions'],
      },
    );
    for (const name of await actionNames()) {
      await bundleAction(name, true);
      process.stdout.write(`bundled actions/${name}/dist/index.cjs (run by dist/index.js)\n`);
    }
    return EXIT_OK;
  });
}
