import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { actionNames, bundleAction } from '../scripts/build-actions.ts';
import { localConnector, writeCatalog } from './helpers/catalog-fixture.ts';

const run = promisify(execFile);

describe('GitHub-style actions', () => {
  it('every committed bundle equals a fresh build (run `npm run build:actions` when this fails)', async () => {
    const names = await actionNames();
    expect(names).toContain('check');
    for (const name of names)
      for (const [file, fresh] of Object.entries(await bundleAction(name, false))) {
        const committed = await readFile(`actions/${name}/dist/${file}`, 'utf8');
        expect(committed === fresh, `actions/${name}/dist/${file} is stale`).toBe(true);
      }
  });

  it("runs its bundle with V8's code cache, written beside it at the first run and named by the bundle's hash", async () => {
    // A copy of the check action, so that the cache it writes is its own.
    const dir = await mkdtemp(path.join(tmpdir(), 'skald-action-cache-'));
    const dist = path.join(dir, 'dist');
    await mkdir(dist);
    const files = ['index.js', 'index.cjs', 'package.json'];
    for (const file of files) await copyFile(path.join('actions/check/dist', file), path.join(dist, file));
    const bundleHash = createHash('sha256')
      .update(await readFile(path.join(dist, 'index.cjs')))
      .digest('hex')
      .slice(0, 16);
    const cacheFile = path.join(dist, `index.${bundleHash}.v8cache`);
    // No catalog there: the step fails at once, the same with a cache or without.
    const env = { PATH: process.env.PATH, GITHUB_WORKSPACE: dir, INPUT_CATALOG: 'connectors', 'INPUT_VERSION-GUARD': 'false' };
    const runAction = () =>
      run('node', [path.join(dist, 'index.js')], { env, cwd: dir }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    try {
      const first = await runAction();
      expect(first.code).toBe(3);
      expect(first.stdout).toContain('::error::');
      expect((await readdir(dist)).sort()).toEqual([...files, `index.${bundleHash}.v8cache`].sort());
      const written = await stat(cacheFile);
      expect(await runAction(), 'the same run from the cache').toEqual(first);
      expect((await stat(cacheFile)).mtimeMs, 'an accepted cache is not written again').toBe(written.mtimeMs);
      await writeFile(cacheFile, 'not a code cache');
      expect(await runAction()).toEqual(first);
      expect(await readFile(cacheFile, 'utf8'), 'a rejected cache is written anew').not.toBe('not a code cache');
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
