import { chmodSync, renameSync, symlinkSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileCatalog, diffFiles, shippedFiles } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import type { CompiledIndex } from '../../src/catalog/schemas.ts';
import { SURFACE_CHANGE_CLASSES } from '../../src/findings/rule-ids.ts';
import { runVersionGuard } from '../../src/phases/version.ts';
import { hashFile } from '../../src/system/hash.ts';
import { TestRepo } from './repo.ts';

// The guard compares the working tree's bytes with the base's, never git's view of them. These cases are the ones
// where what git sees and what compile ships could part: each asserts the guard's findings, and that the files it
// names as changed are exactly those whose entry in a fresh compile changed.

let repo: TestRepo;
let base: string;
let baseIndex: CompiledIndex;

beforeEach(async () => {
  repo = TestRepo.create();
  await repo.writeCatalog(['alpha', 'beta', 'gamma']);
  await repo.compile();
  base = repo.commitAll('base catalog');
  baseIndex = JSON.parse(repo.read('connectors/connectors.json')) as CompiledIndex;
});
afterEach(() => repo.cleanup());

/** The guard over the catalog as check hands it over (the review of changed locks left out: lock-review.test.ts has it). */
async function guard(): Promise<{ findings: string[]; messages: Map<string, string> }> {
  const catalog = await loadCatalog(repo.path('connectors'), 'connectors');
  const { findings } = await runVersionGuard({
    repoDir: repo.dir,
    base,
    env: {},
    selection: { except: SURFACE_CHANGE_CLASSES },
    current: {
      catalog,
      digestsOf: (folder) => shippedFiles(folder).map((file) => hashFile(`${folder.dir}/${file}`)),
    },
  });
  return {
    findings: findings.map((finding) => `${finding.connector}:${finding.ruleId}`).sort(),
    messages: new Map(findings.map((finding) => [`${finding.connector}:${finding.ruleId}`, finding.message])),
  };
}

/** What a fresh compile says changed in a connector's files[] since the base, in the guard's own words ("x added"). */
async function compileChanges(id: string): Promise<string[]> {
  const now = await compileCatalog(await loadCatalog(repo.path('connectors'), 'connectors'));
  const before = baseIndex.connectors.find((entry) => entry.id === id)!.files;
  return diffFiles(before, now.index!.connectors.find((entry) => entry.id === id)!.files).filter(
    (change) => change !== 'connector.json modified',
  );
}

describe('the guard compares what compile ships, whatever git sees', () => {
  it('nothing changed: no finding', async () => {
    expect(await guard()).toMatchObject({ findings: [] });
  });

  it('an unstaged change, a staged one and an untracked file: each read, each reported as compile sees it', async () => {
    repo.write('connectors/alpha/server.py', 'print("unstaged")\n');
    repo.write('connectors/beta/server.py', 'print("staged")\n');
    repo.git('add', 'connectors/beta/server.py');
    repo.write('connectors/gamma/helper.py', 'x = 1\n');
    const result = await guard();
    expect(result.findings).toEqual(['alpha:version-not-bumped', 'beta:version-not-bumped', 'gamma:version-not-bumped']);
    expect(await compileChanges('gamma')).toEqual(['helper.py added']);
    expect(result.messages.get('gamma:version-not-bumped')).toContain('(helper.py added)');
    expect(result.messages.get('alpha:version-not-bumped')).toContain('(server.py modified)');
  });

  it('a change put back (same bytes as the base, a newer mtime): nothing to report', async () => {
    const text = repo.read('connectors/alpha/server.py');
    repo.write('connectors/alpha/server.py', 'print("other")\n');
    repo.write('connectors/alpha/server.py', text);
    expect((await guard()).findings).toEqual([]);
  });

  it('a folder renamed with plain mv (a deletion and untracked files to git): removal plus new connector', async () => {
    renameSync(repo.path('connectors/beta'), repo.path('connectors/delta'));
    const result = await guard();
    expect(result.findings).toEqual(['beta:removed-connector-still-indexed', 'delta:new-connector-version', 'delta:renamed-connector']);
    expect(result.messages.get('delta:renamed-connector')).toContain('"delta" looks like "beta" renamed (the same files)');
  });

  it('a file made executable: git sees a mode change, compile the same bytes, so no version is due', async () => {
    chmodSync(repo.path('connectors/alpha/server.py'), 0o755);
    expect(repo.git('diff', '--name-only', base)).toBe('connectors/alpha/server.py');
    const result = await guard();
    expect(result.findings).toEqual([]);
    expect(await compileChanges('alpha')).toEqual([]);
  });

  it('a symlink is never a shipped file: one replacing a file removes it, one added or retargeted ships nothing', async () => {
    repo.remove('connectors/alpha/icon_lg.svg');
    symlinkSync('icon_sm.svg', repo.path('connectors/alpha/icon_lg.svg'));
    symlinkSync('/etc/hostname', repo.path('connectors/beta/link'));
    const result = await guard();
    expect(result.findings).toEqual(['alpha:version-not-bumped']);
    expect(await compileChanges('alpha')).toEqual(['icon_lg.svg removed']);
    expect(result.messages.get('alpha:version-not-bumped')).toContain('(icon_lg.svg removed)');
    repo.commitAll('links');
    base = repo.sha();
    baseIndex = (await compileCatalog(await loadCatalog(repo.path('connectors'), 'connectors'))).index!;
    repo.remove('connectors/beta/link');
    symlinkSync('/etc/os-release', repo.path('connectors/beta/link'));
    expect(await guard()).toMatchObject({ findings: [] });
  });

  it('a file ignored by .gitignore is still in the folder, so compile ships it and the guard counts it', async () => {
    repo.write('.gitignore', '*.log\n');
    repo.commitAll('ignore logs');
    repo.write('connectors/alpha/debug.log', 'noise\n');
    expect(repo.git('status', '--porcelain', '--', 'connectors')).toBe('');
    const result = await guard();
    expect(await compileChanges('alpha')).toEqual(['debug.log added']);
    expect(result.findings).toEqual(['alpha:version-not-bumped']);
    expect(result.messages.get('alpha:version-not-bumped')).toContain('(debug.log added)');
  });
});

describe('where git compares something other than the bytes, the guard compares the bytes itself', () => {
  it('a file marked assume-unchanged, then changed: git diff is blind to it, the guard is not', async () => {
    repo.git('update-index', '--assume-unchanged', 'connectors/alpha/server.py');
    repo.write('connectors/alpha/server.py', 'print("hidden")\n');
    expect(repo.git('diff', '--name-only', base)).toBe('');
    const result = await guard();
    expect(result.findings).toEqual(['alpha:version-not-bumped']);
  });

  it('end-of-line attributes: the connectors they apply to are read and compared byte for byte', async () => {
    repo.write('connectors/beta/.gitattributes', 'server.py text eol=crlf\n');
    repo.commitAll('crlf for beta');
    base = repo.sha();
    baseIndex = (await compileCatalog(await loadCatalog(repo.path('connectors'), 'connectors'))).index!;
    // What git normalizes away on its side is a different file on disk, and on a host.
    repo.write('connectors/beta/server.py', repo.read('connectors/beta/server.py').replace(/\n/g, '\r\n'));
    expect(repo.git('diff', '--name-only', base)).toBe('');
    const result = await guard();
    expect(result.findings).toEqual(['beta:version-not-bumped']);
    expect(await compileChanges('beta')).toEqual(['server.py modified']);
  });

  it('core.autocrlf: the same findings', async () => {
    repo.git('config', 'core.autocrlf', 'input');
    repo.write('connectors/gamma/server.py', 'print("changed")\n');
    expect(await guard()).toMatchObject({ findings: ['gamma:version-not-bumped'] });
  });
});
