import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { actionNames, bundleAction } from '../src/commands/build-actions.ts';
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
