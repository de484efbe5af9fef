// The vendored runtime: npm run check names a stale copy and the command that fixes it; npm run vendor fixes it.
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const run = promisify(execFile);
const exitOf = (script: string, args: string[]) =>
  run(process.execPath, ['scripts/run.cjs', script, ...args], { env: { ...process.env, NO_COLOR: '1' } }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => error,
  );

describe('vendored copies of pylib/', () => {
  it('a stale copy fails the check, naming npm run vendor; npm run vendor rewrites every copy, a new connector’s too', async () => {
    const copy = (id: string) => ({ ...localConnector(id), files: { ...localConnector(id).files, 'skald_mcp.py': 'old\n' } });
    const catalog = await writeCatalog({ alpha: copy('alpha'), beta: copy('beta') });
    const repo = path.dirname(catalog.dir);
    try {
      await mkdir(path.join(repo, 'pylib'));
      await writeFile(path.join(repo, 'pylib', 'vendor.json'), JSON.stringify({ copies: { 'skald_mcp.py': 'pylib/skald_mcp.py' } }));
      await writeFile(path.join(repo, 'pylib', 'skald_mcp.py'), 'new\n');
      const check = ['--catalog', catalog.dir, '--no-version-guard', '--except', 'index-stale'];
      const stale = await exitOf('check', check);
      expect(stale.code).toBe(1);
      expect(stale.stdout).toContain(
        'alpha/skald_mcp.py  error  differs from its source pylib/skald_mcp.py. Fix: run `npm run vendor`, then bump the connector',
      );
      expect(stale.stdout).toContain('beta/skald_mcp.py');
      const vendored = await exitOf('vendor', ['--catalog', catalog.dir]);
      expect(vendored.stdout).toBe(
        'wrote connectors/alpha/skald_mcp.py\nwrote connectors/beta/skald_mcp.py\n'.replace(
          /connectors/g,
          path.relative(process.cwd(), catalog.dir),
        ),
      );
      expect(await readFile(path.join(catalog.dir, 'beta', 'skald_mcp.py'), 'utf8')).toBe('new\n');
      expect((await exitOf('check', check)).code).toBe(0);
    } finally {
      await catalog.cleanup();
    }
  });
});
