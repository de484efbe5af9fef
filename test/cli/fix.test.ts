// npm run check -- --fix through the real CLI, on a catalog in a real git repository with one fixture of each
// mechanical finding: after one --fix the check is clean, a second changes nothing, and --dry-run changes nothing
// and lists exactly the changes --fix then makes.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const run = promisify(execFile);

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/run.cjs', 'check', ...args], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const git = (cwd: string, ...args: string[]) =>
  run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd });

describe('npm run check -- --fix', () => {
  let catalog: { dir: string; cleanup: () => Promise<void> };
  let manifestBefore: string;
  const manifestFile = () => path.join(catalog.dir, 'keyed', 'connector.json');

  beforeAll(async () => {
    const keyed = localConnector('keyed');
    const manifest = keyed.manifest as Record<string, unknown>;
    const python = localConnector('runtime');
    const tracked = localConnector('tracked');
    catalog = await writeCatalog({
      keyed: {
        ...keyed,
        manifest: undefined,
        files: {
          ...keyed.files,
          // Four-space indentation and a key order of its own: --fix must keep both.
          'connector.json': `${JSON.stringify(
            {
              ...manifest,
              requires: ['PYTHON', 'API_KEY', 'ENV'],
              auth: { type: 'api_key', delivery: 'env', param: 'ACME_KEY' },
              env: [
                { name: 'ACME_KEY', label: 'Key', description: 'Key.', required: true, secret: true },
                { name: 'ACME_REGION', label: 'Region', description: 'Region.', required: false, secret: false },
              ],
              mcp_config: { command: 'python3', args: ['server.py'], env: { ACME_KEY: '{key}', ACME_REGION: '{env:ACME_REGION}' } },
            },
            null,
            4,
          )}\n`,
        },
        fragment: {
          ...(keyed.fragment as Record<string, unknown>),
          requires: ['PYTHON', 'API_KEY', 'ENV'],
          auth: { type: 'api_key', delivery: 'env', param: 'ACME_KEY' },
        },
      },
      runtime: { ...python, files: { ...python.files, 'skald_mcp.py': await readFile('pylib/skald_mcp.py', 'utf8') } },
      // Junk committed with the base: git sees the folder unchanged, yet removing it ships other files, so a bump.
      tracked: { ...tracked, files: { ...tracked.files, '.DS_Store': 'junk' } },
    });
    const root = path.dirname(catalog.dir);
    // The repository's shared runtime beside the catalog, as in this one: what the vendored-copy rule and --fix compare with.
    await cp('pylib', path.join(root, 'pylib'), { recursive: true });
    await run(process.execPath, ['scripts/run.cjs', 'compile', '--catalog', catalog.dir]);
    await git(root, 'init', '-q', '-b', 'main');
    await git(root, 'add', '-A');
    await git(root, 'commit', '-q', '-m', 'base');
    // What a maintainer's machine leaves behind, and a runtime copy that fell behind pylib/.
    await cp('pylib/skald_mcp.py', path.join(catalog.dir, 'runtime', 'skald_mcp.py'));
    await writeFile(path.join(catalog.dir, 'runtime', 'skald_mcp.py'), '# an old copy\n', { flag: 'a' });
    await writeFile(path.join(catalog.dir, 'runtime', '.DS_Store'), 'junk');
    await cp('pylib', path.join(catalog.dir, 'runtime', '__pycache__'), { recursive: true });
    manifestBefore = await readFile(manifestFile(), 'utf8');
  }, 60_000);
  afterAll(() => catalog.cleanup());

  it('the fixtures fail the check to begin with', async () => {
    const before = await cli(['--catalog', catalog.dir]);
    expect(before.code).toBe(1);
    for (const rule of ['placeholders', 'folder-files', 'version-not-bumped']) expect(before.stdout).toContain(`[${rule}]`);
  });

  it('--dry-run lists each change and makes none', async () => {
    const dry = await cli(['--catalog', catalog.dir, '--fix', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toMatch(/would remove .*runtime\/\.DS_Store/);
    expect(dry.stdout).toMatch(/would remove .*runtime\/__pycache__/);
    expect(dry.stdout).toMatch(/would refresh .*runtime\/skald_mcp\.py from pylib\/skald_mcp\.py/);
    expect(dry.stdout).toMatch(
      /would rewrite deprecated placeholders in .*keyed\/connector\.json: mcp_config\.env\.ACME_KEY: "\{key\}" → "\{SECRET:ACME_KEY\}"/,
    );
    expect(dry.stdout).toMatch(/would bump keyed: version 1 → 2, .* in \S+keyed\/fragment\.json and \S+keyed\/connector\.json\n/);
    // Its junk is untracked and its copy is the base's again once refreshed: nothing of runtime differs, no bump.
    expect(dry.stdout).not.toMatch(/bump runtime/);
    expect(dry.stdout).toMatch(/would remove .*tracked\/\.DS_Store\n(.*\n)*would bump tracked: version 1 → 2, /);
    expect(dry.stdout).toMatch(/would recompile .*connectors\.json\n/);
    expect(await readFile(manifestFile(), 'utf8')).toBe(manifestBefore);
    expect(existsSync(path.join(catalog.dir, 'runtime', '.DS_Store'))).toBe(true);
  });

  it('one --fix makes the changes --dry-run listed: the check is clean, the formatting kept; a second --fix changes nothing', async () => {
    const dry = await cli(['--catalog', catalog.dir, '--fix', '--dry-run']);
    const fixed = await cli(['--catalog', catalog.dir, '--fix']);
    expect(fixed.code, fixed.stdout + fixed.stderr).toBe(0);
    const listed = (output: string) => output.slice(0, output.indexOf('\n\n')).split('\n');
    expect(listed(dry.stdout).map((line) => line.replace(/^would /, ''))).toEqual(listed(fixed.stdout));
    // Three junk entries, a runtime copy, the placeholders, the bumps of keyed and tracked, connectors.json.
    expect(listed(fixed.stdout)).toHaveLength(8);
    expect(fixed.stdout).toMatch(/keyed: version 1 → 2/);
    expect(fixed.stdout).toMatch(/No problems found/);
    const after = await readFile(manifestFile(), 'utf8');
    // Every byte but the two placeholders and the three version fields the bump sets is as it was.
    const versionless = (text: string) => text.replace(/"version(?:_string|_release_date)?": [^,\n]+/g, '"version…"');
    expect(versionless(after)).toBe(
      versionless(manifestBefore).replace('"{key}"', '"{SECRET:ACME_KEY}"').replace('"{env:ACME_REGION}"', '"{ENV:ACME_REGION}"'),
    );
    expect(await readFile(path.join(catalog.dir, 'runtime', 'skald_mcp.py'))).toEqual(await readFile('pylib/skald_mcp.py'));
    expect(existsSync(path.join(catalog.dir, 'runtime', '__pycache__'))).toBe(false);

    const again = await cli(['--catalog', catalog.dir, '--fix']);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^nothing to fix\n/);
    expect(await readFile(manifestFile(), 'utf8')).toBe(after);
  });

  it('check [ids...] reports only on those connectors, and an unknown id names the nearest', async () => {
    await writeFile(path.join(catalog.dir, 'keyed', '.DS_Store'), 'junk');
    const one = await cli(['runtime', '--catalog', catalog.dir, '--no-version-guard']);
    expect(one.stdout).not.toContain('[folder-files]');
    // A catalog-wide rule still runs: the stray file makes connectors.json stale.
    expect(one.stdout).toContain('[index-stale]');
    expect((await cli(['keyed', '--catalog', catalog.dir, '--no-version-guard'])).stdout).toContain('[folder-files]');
    const typo = await cli(['runtim', '--catalog', catalog.dir]);
    expect(typo.code).toBe(64);
    expect(typo.stderr).toMatch(/did you mean runtime\?/);
  });
});
