import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { actionNames, bundleAction, bundleInto } from '../src/commands/build-actions.ts';
import { localConnector, writeCatalog } from './helpers/catalog-fixture.ts';

const run = promisify(execFile);

describe('GitHub-style actions', () => {
  it('every committed bundle equals a fresh build (run `npm run build:actions` when this fails)', async () => {
    const names = await actionNames();
    expect(names).toContain('check');
    for (const name of names) {
      const built = await bundleAction(name, false);
      expect((await readdir(`actions/${name}/dist`)).sort(), `actions/${name}/dist/ holds other files`).toEqual([...built.keys()].sort());
      for (const [file, text] of built) {
        const committed = await readFile(`actions/${name}/dist/${file}`, 'utf8');
        expect(committed === text, `actions/${name}/dist/${file} is stale`).toBe(true);
      }
      expect(await readFile(`actions/${name}/action.yml`, 'utf8')).toContain('main: dist/index.js');
    }
    // The smoke and probe actions run the egress proxy and relay, read beside src/sandbox/egress.ts.
    expect([...(await bundleAction('probe', false)).keys()]).toEqual(['index.js', 'egress-proxy.cjs', 'egress-relay.cjs']);
  });

  it("an action's dist/ is whole: a module bundled as the actions are reads its files from beside the bundle", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skald-bundle-'));
    try {
      const entry = path.join(dir, 'main.ts');
      const egress = JSON.stringify(path.resolve('src/sandbox/egress.ts'));
      await writeFile(entry, `import { throughRelay } from ${egress};\nprocess.stdout.write(throughRelay(['true'])[2]!);\n`);
      await mkdir(path.join(dir, 'built'));
      await bundleInto(entry, path.join(dir, 'built'), true);
      // Moved where nothing of the repository is near, as in a checkout of actions/ alone.
      await rename(path.join(dir, 'built'), path.join(dir, 'dist'));
      const { stdout } = await run('node', [path.join(dir, 'dist', 'index.js')], { cwd: dir });
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
