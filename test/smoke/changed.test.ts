// --changed and --shard in real git repositories: which connectors a change asks the smoke run to start.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { TARGETS } from '../../src/sandbox/targets.ts';
import { selectChangedConnectors, shardOf } from '../../src/smoke/changed.ts';
import type { SmokeReport } from '../../src/smoke/result.ts';
import { Git } from '../../src/system/git.ts';
import { resolveBase } from '../../src/version-guard/base.ts';
import { TestRepo } from '../version-guard/repo.ts';

const repos: TestRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

/** main with alpha, beta, gamma (and a smoke code file), then a feature branch checked out. */
async function featureBranch(): Promise<TestRepo> {
  const repo = TestRepo.create();
  repos.push(repo);
  await repo.writeCatalog(['alpha', 'beta', 'gamma']);
  repo.write('src/phases/smoke.ts', 'export {};\n');
  repo.write('README.md', 'the catalog\n');
  repo.commitAll('catalog');
  repo.git('checkout', '-q', '-b', 'feature');
  return repo;
}

const select = (repo: TestRepo, base = 'main', env: NodeJS.ProcessEnv = {}) =>
  selectChangedConnectors({ catalogDir: repo.path('connectors'), base, env });

describe('--changed', () => {
  it('smokes only the connector the change modified, committed or not', async () => {
    const repo = await featureBranch();
    repo.write('connectors/beta/server.py', 'print("changed")\n');
    repo.write('README.md', 'not a connector\n');
    expect(await select(repo)).toMatchObject({ ids: ['beta'], removed: [] });
    repo.commitAll('beta');
    expect((await select(repo)).ids).toEqual(['beta']);
    expect((await select(repo)).everything).toBeUndefined();
  });

  it("reads the base's committed connectors.json: a locked connector's tool pins there, or its targets, do not make it changed", async () => {
    const repo = await featureBranch();
    repo.git('checkout', '-q', 'main');
    await repo.compile();
    expect(repo.read('connectors/connectors.json')).toContain('"tool_surface"');
    expect(repo.read('connectors/connectors.json')).toContain('"targets"');
    repo.commitAll('compile');
    repo.git('checkout', '-q', '-B', 'feature');
    repo.write('connectors/beta/server.py', 'print("changed")\n');
    expect(await select(repo)).toMatchObject({ ids: ['beta'], removed: [] });
  });

  it('counts a file .gitignore hides, as the version guard does: compile ships it', async () => {
    const repo = await featureBranch();
    repo.write('.gitignore', '*.log\n');
    repo.commitAll('ignore logs');
    repo.write('connectors/gamma/debug.log', 'noise\n');
    expect(await select(repo)).toMatchObject({ ids: ['gamma'], removed: [] });
  });

  it('smokes a connector the change added, even before git add', async () => {
    const repo = await featureBranch();
    await repo.writeCatalog(['alpha', 'beta', 'gamma', 'delta']);
    expect((await select(repo)).ids).toEqual(['delta']);
  });

  it('smokes nobody for a removed connector, and reports the removal', async () => {
    const repo = await featureBranch();
    repo.remove('connectors/gamma');
    repo.write('connectors/index.json', `${JSON.stringify(['alpha', 'beta'])}\n`);
    repo.commitAll('remove gamma');
    expect(await select(repo)).toMatchObject({ ids: [], removed: ['gamma'] });
  });

  it('smokes every connector when the smoke code changed, saying which file', async () => {
    const repo = await featureBranch();
    repo.write('src/phases/smoke.ts', 'export const changed = true;\n');
    const selection = await select(repo);
    expect(selection.ids).toEqual(['alpha', 'beta', 'gamma']);
    expect(selection.everything).toContain('src/phases/smoke.ts');
  });

  it('chooses the base exactly as the version guard does (a pull request: the merge-base with its target)', async () => {
    const repo = await featureBranch();
    repo.write('connectors/alpha/server.py', 'print("f1")\n');
    repo.commitAll('f1');
    repo.git('checkout', '-q', 'main');
    repo.write('connectors/beta/server.py', 'print("main moved on")\n');
    repo.commitAll('m2');
    repo.git('checkout', '-q', 'feature');
    const env = repo.event('pull_request', { pull_request: { base: { ref: 'main' } } });
    const selection = await selectChangedConnectors({ catalogDir: repo.path('connectors'), env });
    expect(selection.base).toEqual(await resolveBase(new Git(repo.dir), { env }));
    // Against main's tip beta would look changed too; against the merge-base only alpha is.
    expect(selection.ids).toEqual(['alpha']);
  });

  it('npm run smoke -- --changed: a removal alone smokes nothing, needs no engine, and says so', async () => {
    const repo = await featureBranch();
    repo.remove('connectors/gamma');
    repo.commitAll('remove gamma');
    const report = path.join(repo.dir, '..', 'report.json');
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['scripts/run.cjs', 'smoke', '--changed', '--base', 'main', '--catalog', repo.path('connectors'), '--json-file', report],
      { env: { PATH: process.env.PATH, DOCKER_HOST: 'unix:///nonexistent/docker.sock' } },
    );
    expect(stderr).toContain('removed, so not smoked: gamma');
    expect(stderr).toContain('nothing to smoke');
    expect((JSON.parse(await readFile(report, 'utf8')) as SmokeReport).connectors).toEqual([]);
  });

  it('npm run smoke -- --changed: with one connector changed, only that one is smoked, on every target', async () => {
    const repo = await featureBranch();
    repo.write('connectors/beta/server.py', 'print("changed")\n');
    const report = path.join(repo.dir, '..', 'report.json');
    await promisify(execFile)(
      process.execPath,
      ['scripts/run.cjs', 'smoke', '--changed', '--base', 'main', '--catalog', repo.path('connectors'), '--json-file', report],
      { env: { PATH: process.env.PATH, HOME: process.env.HOME } },
    ).catch((error: { code?: number }) => expect(error.code).toBe(1));
    expect((JSON.parse(await readFile(report, 'utf8')) as SmokeReport).connectors.map(({ id, target }) => [id, target])).toEqual(
      TARGETS.map((target) => ['beta', target.id]),
    );
  }, 300_000);
});

describe('--shard', () => {
  it('splits a run deterministically: disjoint shards that cover every connector, whatever the order given', () => {
    const ids = ['weather', 'exa', 'tavily', 'gmaps', 'firecrawl', 'wikipedia', 'context7'];
    const shards = [1, 2, 3].map((index) => shardOf(ids, `${index}/3`));
    expect(shards.flat().sort()).toEqual([...ids].sort());
    expect(shardOf([...ids].reverse(), '2/3')).toEqual(shards[1]);
    expect(shards.map((shard) => shard.length)).toEqual([3, 2, 2]);
    for (const bad of ['0/3', '4/3', '1/0', 'x', '1-3']) expect(() => shardOf(ids, bad)).toThrow(/--shard must be I\/N/);
  });
});
