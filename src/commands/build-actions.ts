// Bundles each actions/<name>/main.ts into actions/<name>/dist/index.js, the ES module its action.yml runs. The
// bundles are committed (GitHub-style actions run without a build step); a test fails when one is stale.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { nodeBundleOptions } from '../../scripts/bundle.cjs';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK } from '../findings/errors.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

// A file one of our modules reads beside itself at run time (the egress proxy and relay, run in a container): in a
// bundle, import.meta.url is dist/index.js's, and an action's checkout may hold nothing but actions/ (sparse-checkout),
// so a copy goes beside the bundle, by the name the module gives.
const READ_BESIDE = /new URL\('(?:\.\/)?([\w.-]+)', import\.meta\.url\)/g;
function filesReadBeside(found: Map<string, string>): Plugin {
  return {
    name: 'files-read-beside-modules',
    setup(bundler) {
      bundler.onLoad({ filter: /\.ts$/ }, async ({ path: module }) => {
        if (module.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        for (const [, name] of (await readFile(module, 'utf8')).matchAll(READ_BESIDE)) {
          const file = path.join(path.dirname(module), name!);
          if ((found.get(name!) ?? file) !== file) throw new Error(`two modules read a file named ${name} beside themselves`);
          found.set(name!, file);
        }
        return undefined;
      });
    },
  };
}

/** Bundles one action into its dist/ (written when `write` is true): index.js and the files its modules read beside them. */
export function bundleAction(name: string, write: boolean): Promise<Map<string, string>> {
  return bundleInto(path.join(root, 'actions', name, 'main.ts'), path.join(root, 'actions', name, 'dist'), write);
}

/** Bundles `entry` as the actions are, into `dist`; returns each file of it by name, with its text. */
export async function bundleInto(entry: string, dist: string, write: boolean): Promise<Map<string, string>> {
  const beside = new Map<string, string>();
  const result = await build({
    ...nodeBundleOptions(entry, path.join(dist, 'index.js')),
    plugins: [dropUnusedHttpClient, filesReadBeside(beside)],
    write: false,
  });
  const files = new Map([['index.js', result.outputFiles[0]!.text]]);
  for (const [name, file] of [...beside].sort()) files.set(name, await readFile(file, 'utf8'));
  if (write) for (const [name, text] of files) await writeFile(path.join(dist, name), text);
  return files;
}

export const help: CommandHelp = {
  usage: 'npm run build:actions',
  summary:
    "Rebuilds each action's committed bundle, actions/<name>/dist/ (index.js and the files its modules read beside them); a test fails when one is stale.",
  examples: ['npm run build:actions'],
};

export async function run(argv: string[]): Promise<number> {
  parseCommandLine(argv, { options: {} }, help);
  for (const name of await actionNames()) {
    const files = await bundleAction(name, true);
    process.stdout.write(`bundled actions/${name}/dist/: ${[...files.keys()].join(', ')}\n`);
  }
  return EXIT_OK;
}
