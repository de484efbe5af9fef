import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { KnownError } from '../../src/findings/errors.ts';
import { runVersionGuard } from '../../src/phases/version.ts';
import { bumpConnector } from '../../src/version-guard/bump.ts';
import { BASE_DATE, TestRepo, TODAY } from './repo.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let repo: TestRepo;
let base: string;

beforeEach(async () => {
  repo = TestRepo.create();
  await repo.writeCatalog(['alpha', 'beta']);
  await repo.compile();
  base = repo.commitAll('base catalog');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('connectors/alpha/server.py', 'print("alpha 4")\n');
});
afterEach(() => repo.cleanup());

const bump = (options: { id?: string; level?: 'major' | 'minor' | 'patch'; base?: string } = {}) =>
  bumpConnector({ repoDir: repo.dir, id: options.id ?? 'alpha', level: options.level, base: options.base, env: {} });
const versionFields = (file: string) => {
  const value = JSON.parse(repo.read(file)) as Record<string, unknown>;
  return [value.version, value.version_string, value.version_release_date];
};

describe('npm run bump', () => {
  it('raises version, version_string and the date in both manifests, then recompiles the index; the guard is then satisfied', async () => {
    expect((await runVersionGuard({ repoDir: repo.dir, env: {} })).findings.map((f) => f.ruleId)).toEqual(['version-not-bumped']);
    const result = await bump();
    expect(result.base.rev).toBe(base);
    expect(result.written).toEqual(['connectors/alpha/fragment.json', 'connectors/alpha/connector.json']);
    expect(result.message).toBe(
      `alpha: version 3 → 4, version_string 1.2.0 → 1.2.1, version_release_date ${BASE_DATE} → ${TODAY} (against the base ${base.slice(0, 12)}, where it is version 3); wrote connectors/alpha/fragment.json, connectors/alpha/connector.json`,
    );
    for (const file of ['fragment.json', 'connector.json']) expect(versionFields(`connectors/alpha/${file}`)).toEqual([4, '1.2.1', TODAY]);
    expect(versionFields('connectors/beta/connector.json')).toEqual([3, '1.2.0', BASE_DATE]);

    expect(result.indexWritten).toBe(true);
    const fresh = await compileCatalog(await loadCatalog(repo.path('connectors'), 'connectors'));
    expect(repo.read('connectors/connectors.json')).toBe(fresh.text);
    const entry = fresh.index!.connectors.find((c) => c.id === 'alpha')!;
    expect([entry.version, entry.version_string, entry.version_release_date]).toEqual([4, '1.2.1', TODAY]);

    expect((await runVersionGuard({ repoDir: repo.dir, env: {} })).findings).toEqual([]);
  });

  it('keeps every other byte of both manifests: indentation, key order, CRLF, inline arrays', async () => {
    const connector = [
      '{',
      '    "id": "alpha",  "name": "Connector alpha",',
      '    "type": "mcp_local", "scope": "global",',
      '    "launch_command": "python3 server.py", "transport": "stdio",',
      '    "requires": [ "PYTHON" ], "tags": ["test"], "dependencies": [],',
      '    "docs": [{"lang": "en", "description": "Forecasts.", "llm_short_description": "Weather — forecasts for any place."}],',
      '    "auth": {"type": "none"},',
      '    "mcp_config": {"command": "python3", "args": ["server.py"]},',
      '    "tools": [{"name": "get_forecast", "display_name": "Get Forecast"}],',
      '    "icon_small": "icon_sm.svg", "icon_large": "icon_lg.svg",',
      `    "version_release_date"  :  "${BASE_DATE}",`,
      '    "version":3, "version_string": "1.2.0"',
      '}',
      '',
    ].join('\r\n');
    const fragment = repo.read('connectors/alpha/fragment.json').replace(/\n {2}/g, '\n\t');
    repo.write('connectors/alpha/connector.json', connector);
    repo.write('connectors/alpha/fragment.json', fragment);
    repo.commitAll('odd formatting');
    repo.write('connectors/alpha/server.py', 'print("alpha 4")\n');

    await bump({ base });
    expect(repo.read('connectors/alpha/connector.json')).toBe(
      connector.replace(`"  :  "${BASE_DATE}"`, `"  :  "${TODAY}"`).replace('"version":3', '"version":4').replace('"1.2.0"', '"1.2.1"'),
    );
    expect(repo.read('connectors/alpha/fragment.json')).toBe(
      fragment.replace('\t"version": 3,', '\t"version": 4,').replace('"1.2.0"', '"1.2.1"').replace(`"${BASE_DATE}"`, `"${TODAY}"`),
    );
  });

  it('is idempotent against the same base, even after the bump is committed', async () => {
    await bump();
    const after = [
      repo.read('connectors/alpha/connector.json'),
      repo.read('connectors/alpha/fragment.json'),
      repo.read('connectors/connectors.json'),
    ];
    const again = await bump();
    expect(again.written).toEqual([]);
    expect(again.indexWritten).toBe(false);
    expect(again.message).toBe(
      `nothing to do: alpha is already at version 4 (against the base ${base.slice(0, 12)}, where it is version 3)`,
    );
    repo.commitAll('bump alpha');
    const afterCommit = await bump();
    expect(afterCommit.base.rev).toBe(base);
    expect(afterCommit.message).toMatch(/^nothing to do/);
    expect([
      repo.read('connectors/alpha/connector.json'),
      repo.read('connectors/alpha/fragment.json'),
      repo.read('connectors/connectors.json'),
    ]).toEqual(after);
  });

  it('--minor and --major raise the string from the base; a later --minor changes only the string', async () => {
    await bump({ level: 'major' });
    expect(versionFields('connectors/alpha/connector.json')).toEqual([4, '2.0.0', TODAY]);
    const minor = await bump({ level: 'minor' });
    expect(minor.message).toContain('version_string 2.0.0 → 1.3.0');
    expect(versionFields('connectors/alpha/fragment.json')).toEqual([4, '1.3.0', TODAY]);
  });

  it('repairs what the guard reports: a skipped version, a string not raised, a stale date, manifests that disagree', async () => {
    repo.setVersion('alpha', { version: 6 });
    repo.editJson('connectors/alpha/fragment.json', (value) => (value.version_string = '0.1.0'));
    await bump();
    for (const file of ['fragment.json', 'connector.json']) expect(versionFields(`connectors/alpha/${file}`)).toEqual([4, '1.2.1', TODAY]);
    expect((await runVersionGuard({ repoDir: repo.dir, env: {} })).findings).toEqual([]);
  });

  it('a second release on the day of the base keeps the date, and the guard accepts it', async () => {
    repo.setVersion('alpha', { version_release_date: TODAY });
    base = repo.commitAll('alpha released today');
    repo.write('connectors/alpha/server.py', 'print("alpha, again today")\n');
    const result = await bump({ base });
    expect(result.message).toBe(
      `alpha: version 3 → 4, version_string 1.2.0 → 1.2.1 (against the base ${base.slice(0, 12)}, where it is version 3); wrote connectors/alpha/fragment.json, connectors/alpha/connector.json`,
    );
    expect((await runVersionGuard({ repoDir: repo.dir, base, env: {} })).findings).toEqual([]);
  });

  it('a connector new since the base starts at version 1', async () => {
    await repo.writeCatalog(['alpha', 'beta', 'gamma']);
    repo.setVersion('gamma', { version: 2 });
    const result = await bump({ id: 'gamma' });
    expect(result.message).toContain('"gamma" is new since the base');
    expect(versionFields('connectors/gamma/connector.json')[0]).toBe(1);
    expect((await bump({ id: 'gamma' })).message).toMatch(/^nothing to do: gamma is already at version 1/);
  });

  it('an unknown id is bad input', async () => {
    const error = await bump({ id: 'nope' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnownError);
    expect((error as Error).message).toBe('unknown connector "nope": there is no folder connectors/nope; known: alpha, beta');
  });
});

describe('the command line', () => {
  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const env = { ...process.env };
      for (const name of ['GITHUB_EVENT_NAME', 'GITHUB_EVENT_PATH', 'GITHUB_BASE_REF', 'GITHUB_REF']) delete env[name];
      execFile(process.execPath, [path.join(ROOT, 'scripts/run.cjs'), 'bump', ...args], { cwd: repo.dir, env }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('bumps, prints the base and what changed, exit 0; bad input exits 64 without a stack trace', async () => {
    const ok = await run(['alpha', '--minor']);
    expect(ok.code).toBe(0);
    // The branch has no commit of its own yet: the base is HEAD, which is main.
    expect(ok.stdout).toContain(`base: HEAD (${base.slice(0, 12)}) is already in main`);
    expect(ok.stdout).toContain('version_string 1.2.0 → 1.3.0');
    expect(ok.stdout).toContain('rewrote connectors/connectors.json');

    const unknown = await run(['nope']);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toBe('bump: unknown connector "nope": there is no folder connectors/nope; known: alpha, beta\n');

    const twoLevels = await run(['alpha', '--major', '--minor']);
    expect(twoLevels.code).toBe(64);
    expect(twoLevels.stderr).toContain('choose one of --major, --minor, --patch');

    const badBase = await run(['alpha', '--base', 'nowhere']);
    expect(badBase.code).toBe(64);
    expect(badBase.stderr).toContain('unknown revision "nowhere"');
    expect(badBase.stderr).not.toContain('    at ');
  });
});
