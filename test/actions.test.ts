import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { actionNames, bundleAction } from '../scripts/build-actions.ts';
import { importMetaRelativeTo, nodeBundleOptions } from '../scripts/bundle.cjs';
import { localConnector, writeCatalog } from './helpers/catalog-fixture.ts';

const run = promisify(execFile);

describe('GitHub-style actions', () => {
  it('every committed bundle equals a fresh build (run `npm run build:actions` when this fails)', async () => {
    const names = await actionNames();
    expect(names).toContain('check');
    for (const name of names) {
      const committed = await readFile(`actions/${name}/dist/index.js`, 'utf8');
      expect(committed === (await bundleAction(name, false)), `actions/${name}/dist/index.js is stale`).toBe(true);
      expect(await readFile(`actions/${name}/action.yml`, 'utf8')).toContain('main: dist/index.js');
    }
  });

  it("each module's own import.meta.url in a committed bundle leads, from the bundle, to that module", async () => {
    const modules: string[] = [];
    for (const name of await actionNames()) {
      const bundle = await readFile(`actions/${name}/dist/index.js`, 'utf8');
      for (const [, relative] of bundle.matchAll(/new URL\("([^"]+)", import\.meta\.url\)/g)) {
        const file = path.relative('.', path.resolve(`actions/${name}/dist`, relative!));
        expect(existsSync(file), `actions/${name}/dist/index.js names ${relative}`).toBe(true);
        modules.push(`${name}: ${file}`);
      }
    }
    // The smoke and probe actions run the egress proxy and relay, read beside src/sandbox/egress.ts.
    expect(modules).toEqual(expect.arrayContaining(['smoke: src/sandbox/egress.ts', 'probe: src/sandbox/egress.ts']));
  });

  it('a module bundled as the actions are reads the files beside it at run time: the egress relay and proxy', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skald-bundle-'));
    try {
      const entry = path.join(dir, 'main.ts');
      const egress = JSON.stringify(path.resolve('src/sandbox/egress.ts'));
      await writeFile(entry, `import { throughRelay } from ${egress};\nprocess.stdout.write(throughRelay(['true'])[2]!);\n`);
      const outfile = path.join(dir, 'actions', 'demo', 'dist', 'index.js');
      await build({ ...nodeBundleOptions(entry, outfile), plugins: [importMetaRelativeTo(outfile)] });
      // Run from elsewhere, as a runner does: the cwd plays no part.
      await mkdir(path.join(dir, 'workspace'));
      const { stdout } = await run('node', [outfile], { cwd: path.join(dir, 'workspace') });
      expect(stdout).toBe(await readFile('src/sandbox/egress-relay.cjs', 'utf8'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('check: annotations, outputs, step summary, and a failed step on errors', async () => {
    const broken = localConnector('demo');
    broken.fragment.name = 'Other';
    const catalog = await writeCatalog({ demo: broken });
    const runner = await mkdtemp(path.join(tmpdir(), 'skald-runner-'));
    const outputs = path.join(runner, 'output');
    const summary = path.join(runner, 'summary');
    await writeFile(outputs, '');
    await writeFile(summary, '');
    try {
      const env = {
        PATH: process.env.PATH,
        GITHUB_WORKSPACE: path.dirname(catalog.dir),
        GITHUB_OUTPUT: outputs,
        GITHUB_STEP_SUMMARY: summary,
        INPUT_CATALOG: 'connectors',
        INPUT_EXCEPT: 'index-stale',
        'INPUT_VERSION-GUARD': 'false',
      };
      const result = await run('node', [path.resolve('actions/check/dist/index.js')], { env, cwd: path.dirname(catalog.dir) }).then(
        () => ({ code: 0, stdout: '' }),
        (error: { code: number; stdout: string }) => error,
      );
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        '::error title=manifests-agree,file=connectors/demo/fragment.json,line=3,col=3::name: "Other" differs',
      );
      expect(result.stdout).toContain('::error::1 error(s) in the catalog');
      const outputText = await readFile(outputs, 'utf8');
      expect(outputText).toMatch(/errors<<.*\n1\n/);
      expect(outputText).toMatch(/warnings<<.*\n0\n/);
      expect(await readFile(summary, 'utf8')).toContain('| error | `connectors/demo/fragment.json:3:3` |');
    } finally {
      await catalog.cleanup();
      await rm(runner, { recursive: true, force: true });
    }
  });
});
