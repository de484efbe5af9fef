import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KnownError } from '../../src/findings/errors.ts';
import { SURFACE_CHANGE_CLASSES } from '../../src/findings/rule-ids.ts';
import { runVersionGuard } from '../../src/phases/version.ts';
import { TestRepo, TODAY } from './repo.ts';

// Real repositories: main and a feature branch whose merge-base is neither HEAD's parent nor
// main's tip, shallow clones over file://, pushes of several commits, a force-push, a first commit.

const ZERO = '0'.repeat(40);
const properBump = { version: 4, version_string: '1.2.1', version_release_date: TODAY };
const repos: TestRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.cleanup();
});

function newRepo(): TestRepo {
  const repo = TestRepo.create();
  repos.push(repo);
  return repo;
}

function clone(origin: TestRepo, options: string[]): TestRepo {
  return TestRepo.clone(origin, options);
}

const ids = (findings: { connector?: string; ruleId: string }[]) => findings.map((f) => `${f.connector}:${f.ruleId}`).sort();

/**
 *   c1 ── m2 (beta bumped properly) ── m3            main
 *     \
 *      f1 (alpha changed, NOT bumped) ── f2 (beta wording) ── f3     feature (checked out)
 * Against c1 (the merge-base) only alpha is wrong. Against main's tip beta would look decreased;
 * against HEAD's parent nothing would be found.
 */
async function branchedHistory() {
  const repo = newRepo();
  await repo.writeCatalog(['alpha', 'beta']);
  const c1 = repo.commitAll('c1: the catalog');
  repo.write('connectors/beta/server.py', 'print("beta 4")\n');
  repo.setVersion('beta', properBump);
  const m2 = repo.commitAll('m2: beta 4');
  repo.write('README.md', 'main\n');
  const m3 = repo.commitAll('m3');
  repo.git('checkout', '-q', '-b', 'feature', c1);
  repo.write('connectors/alpha/server.py', 'print("alpha changed")\n');
  const f1 = repo.commitAll('f1: alpha changed without a bump');
  repo.editJson('connectors/beta/fragment.json', (value) => (value.user_description = 'Better words.'));
  repo.commitAll('f2: beta wording');
  repo.write('NOTES.md', 'feature\n');
  const f3 = repo.commitAll('f3');
  return { repo, c1, m2, m3, f1, f3 };
}

describe('pull requests: the merge-base with the target branch', () => {
  it('from the event payload: the merge-base, not the parent of HEAD nor the target tip', async () => {
    const { repo, c1, m3 } = await branchedHistory();
    const env = repo.event('pull_request', { pull_request: { base: { ref: 'main', sha: m3 } } });
    const result = await runVersionGuard({ repoDir: repo.dir, env });
    expect(result.base.rev).toBe(c1);
    expect(result.base.description).toContain('merge-base of HEAD and main');
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
    expect(result.findings[0]!.message).toContain('server.py modified');
  });

  it('from GITHUB_BASE_REF alone, on pull_request_target', async () => {
    const { repo, c1 } = await branchedHistory();
    const result = await runVersionGuard({ repoDir: repo.dir, env: { GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_BASE_REF: 'main' } });
    expect(result.base.rev).toBe(c1);
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it('in a shallow clone: fetches the target and deepens until the merge-base is there', async () => {
    const { repo: origin, c1, m3 } = await branchedHistory();
    const ci = clone(origin, ['--depth', '1', '--branch', 'feature']);
    expect(ci.git('rev-parse', '--is-shallow-repository')).toBe('true');
    expect(() => ci.git('cat-file', '-e', `${c1}^{commit}`)).toThrow();
    const env = ci.event('pull_request', { pull_request: { base: { ref: 'main', sha: m3 } } });
    const result = await runVersionGuard({ repoDir: ci.dir, env });
    expect(result.base.rev).toBe(c1);
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it('in a shallow clone that cannot fetch: fails saying what to fetch', async () => {
    const { repo: origin, m3 } = await branchedHistory();
    const ci = clone(origin, ['--depth', '1', '--branch', 'feature']);
    ci.git('remote', 'set-url', 'origin', `file://${path.join(path.dirname(origin.dir), 'gone')}`);
    const env = ci.event('pull_request', { pull_request: { base: { ref: 'main', sha: m3 } } });
    const error = await runVersionGuard({ repoDir: ci.dir, env }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnownError);
    expect((error as Error).message).toMatch(/git fetch origin .*fetch-depth: 0/);
  });

  it('a pull_request event that names no target branch is bad input', async () => {
    const { repo } = await branchedHistory();
    await expect(runVersionGuard({ repoDir: repo.dir, env: { GITHUB_EVENT_NAME: 'pull_request' } })).rejects.toThrow(KnownError);
  });
});

/** main at c1, then one push of three commits: p1 changes alpha without a bump, p2 bumps beta properly, p3 is docs. */
async function pushedHistory() {
  const repo = newRepo();
  await repo.writeCatalog(['alpha', 'beta']);
  const c1 = repo.commitAll('c1');
  repo.write('connectors/alpha/server.py', 'print("alpha changed")\n');
  repo.commitAll('p1');
  repo.write('connectors/beta/server.py', 'print("beta 4")\n');
  repo.setVersion('beta', properBump);
  repo.commitAll('p2');
  repo.write('README.md', 'docs\n');
  const p3 = repo.commitAll('p3');
  return { repo, c1, p3 };
}

describe('pushes: the push\'s "before" commit', () => {
  it('a push of several commits is compared with before, not with HEAD~1', async () => {
    const { repo, c1 } = await pushedHistory();
    const env = repo.event('push', { before: c1, ref: 'refs/heads/main', repository: { default_branch: 'main' } });
    const result = await runVersionGuard({ repoDir: repo.dir, env });
    expect(result.base.rev).toBe(c1);
    expect(result.base.description).toContain("the push's before commit");
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it('in a shallow clone, the before commit is fetched', async () => {
    const { repo: origin, c1 } = await pushedHistory();
    const ci = clone(origin, ['--depth', '1']);
    expect(() => ci.git('cat-file', '-e', `${c1}^{commit}`)).toThrow();
    const env = ci.event('push', { before: c1, ref: 'refs/heads/main' });
    const result = await runVersionGuard({ repoDir: ci.dir, env });
    expect(result.base.rev).toBe(c1);
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it('a before commit nobody has is an error that says what to fetch', async () => {
    const { repo } = await pushedHistory();
    const env = repo.event('push', { before: 'f'.repeat(40), ref: 'refs/heads/main' });
    await expect(runVersionGuard({ repoDir: repo.dir, env })).rejects.toThrow(/git fetch origin f{40}/);
  });

  it('a push payload without before is bad input, never "nothing to compare"', async () => {
    const { repo } = await pushedHistory();
    const env = repo.event('push', { ref: 'refs/heads/main' });
    await expect(runVersionGuard({ repoDir: repo.dir, env })).rejects.toThrow(/no "before" commit/);
    const optionLike = repo.event('push', { before: '--upload-pack=touch /tmp/pwned', ref: 'refs/heads/main' });
    await expect(runVersionGuard({ repoDir: repo.dir, env: optionLike })).rejects.toThrow(/is not a commit sha/);
  });

  /**
   * The server had c1 ── o1 (alpha 4: code A); the push replaced it by c1 ── n1 (alpha 4: code B).
   * Hosts may have cached alpha 4 with code A: against before (o1), alpha must go to 5.
   */
  async function forcePushed() {
    const repo = newRepo();
    await repo.writeCatalog(['alpha', 'beta']);
    const c1 = repo.commitAll('c1');
    repo.write('connectors/alpha/server.py', 'print("code A")\n');
    repo.setVersion('alpha', properBump);
    const o1 = repo.commitAll('o1');
    repo.git('reset', '-q', '--hard', c1);
    repo.write('connectors/alpha/server.py', 'print("code B")\n');
    repo.setVersion('alpha', properBump);
    const n1 = repo.commitAll('n1');
    return { repo, c1, o1, n1 };
  }

  it('a force-push is compared with what the branch held before', async () => {
    const { repo, o1 } = await forcePushed();
    const env = repo.event('push', { before: o1, ref: 'refs/heads/main', forced: true });
    const result = await runVersionGuard({ repoDir: repo.dir, env });
    expect(result.base.rev).toBe(o1);
    expect(result.base.description).toContain('force-push');
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it('a force-push checked out shallow: the replaced commit is fetched by sha', async () => {
    const { repo: origin, o1 } = await forcePushed();
    const ci = clone(origin, ['--depth', '1']);
    expect(() => ci.git('cat-file', '-e', `${o1}^{commit}`)).toThrow();
    const env = ci.event('push', { before: o1, ref: 'refs/heads/main', forced: true });
    const result = await runVersionGuard({ repoDir: ci.dir, env });
    expect(result.base.rev).toBe(o1);
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it('a push that creates a branch is compared with its merge-base with the default branch', async () => {
    const { repo, c1 } = await branchedHistory();
    const env = repo.event('push', { before: ZERO, ref: 'refs/heads/feature', repository: { default_branch: 'main' } });
    const result = await runVersionGuard({ repoDir: repo.dir, env });
    expect(result.base.rev).toBe(c1);
    expect(result.base.description).toContain('the push created feature');
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });
});

describe('the first commit', () => {
  it('the first push of the repository: no base, said so; only "starts at version 1" is checked', async () => {
    const repo = newRepo();
    await repo.writeCatalog(['alpha', 'beta'], { version: 1, version_string: '1.0.0', version_release_date: '2099-01-01' });
    repo.setVersion('beta', { version: 2 });
    repo.commitAll('first');
    const env = repo.event('push', { before: ZERO, ref: 'refs/heads/main', repository: { default_branch: 'main' } });
    const result = await runVersionGuard({ repoDir: repo.dir, env });
    expect(result.base.rev).toBeUndefined();
    expect(result.base.description).toMatch(/first commit of the repository.*only checking that every connector starts at version 1/);
    // The date in the future would be reported against a base; with none, only the start version is.
    expect(ids(result.findings)).toEqual(['beta:new-connector-version']);
  });

  it('no commit yet, locally: no base, said so', async () => {
    const repo = newRepo();
    await repo.writeCatalog(['alpha'], { version: 3, version_string: '1.0.0', version_release_date: TODAY });
    const result = await runVersionGuard({ repoDir: repo.dir, env: {} });
    expect(result.base.rev).toBeUndefined();
    expect(result.base.description).toContain('no commit yet');
    expect(ids(result.findings)).toEqual(['alpha:new-connector-version']);
  });

  it('a base from before the catalog existed: every connector is new', async () => {
    const repo = newRepo();
    repo.write('README.md', 'empty project\n');
    const start = repo.commitAll('start');
    await repo.writeCatalog(['alpha']);
    repo.commitAll('catalog');
    // The review of changed locks (alpha's lock is new: all new tools) is lock-review.test.ts's.
    const result = await runVersionGuard({ repoDir: repo.dir, base: start, env: {}, selection: { except: SURFACE_CHANGE_CLASSES } });
    expect(ids(result.findings)).toEqual(['alpha:new-connector-version']);
  });
});

describe('locally, without a CI context', () => {
  it('on a feature branch: the merge-base with main', async () => {
    const { repo, c1 } = await branchedHistory();
    const result = await runVersionGuard({ repoDir: repo.dir, env: {} });
    expect(result.base).toEqual({ rev: c1, description: `merge-base of HEAD and main (${c1.slice(0, 12)})` });
    expect(ids(result.findings)).toEqual(['alpha:version-not-bumped']);
  });

  it("in a clone: the merge-base with the remote's default branch, even when local main is behind", async () => {
    const { repo: origin, c1 } = await branchedHistory();
    origin.git('checkout', '-q', 'main');
    const local = clone(origin, []);
    local.git('checkout', '-q', '-b', 'work', `origin/feature`);
    local.git('branch', '-f', 'main', c1);
    const result = await runVersionGuard({ repoDir: local.dir, env: {} });
    expect(result.base.description).toContain('origin/main');
    expect(result.base.rev).toBe(c1);
  });

  it('on an up-to-date main: the base is HEAD and uncommitted changes are checked', async () => {
    const { repo } = await pushedHistory();
    repo.git('branch', 'other');
    repo.write('connectors/beta/server.py', 'print("edited, not committed")\n');
    const result = await runVersionGuard({ repoDir: repo.dir, env: {} });
    expect(result.base.rev).toBe(repo.sha());
    expect(result.base.description).toContain('uncommitted');
    expect(ids(result.findings)).toEqual(['beta:version-not-bumped']);
  });

  it('an explicit --base wins over the CI context', async () => {
    const { repo, m2 } = await branchedHistory();
    const env = repo.event('push', { before: ZERO, ref: 'refs/heads/feature' });
    const result = await runVersionGuard({ repoDir: repo.dir, base: 'main~1', env });
    expect(result.base.rev).toBe(m2);
    // Against main~1 (beta at 4, 1.2.1, today) the feature's beta went back to 3, 1.2.0 and an older date.
    expect(ids(result.findings)).toEqual([
      'alpha:version-not-bumped',
      'beta:release-date-before-base',
      'beta:version-decreased',
      'beta:version-string-not-increased',
    ]);
  });
});

describe('bad input', () => {
  it('an unknown --base revision', async () => {
    const { repo } = await branchedHistory();
    const error = await runVersionGuard({ repoDir: repo.dir, base: 'no-such-branch', env: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KnownError);
    expect((error as Error).message).toContain('unknown revision "no-such-branch"');
    await expect(runVersionGuard({ repoDir: repo.dir, base: '--output=/tmp/x', env: {} })).rejects.toThrow(KnownError);
  });

  it('an unreadable event payload, a directory that is not a repository, a missing catalog', async () => {
    const { repo } = await branchedHistory();
    await expect(
      runVersionGuard({ repoDir: repo.dir, env: { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: '/nonexistent/event.json' } }),
    ).rejects.toThrow(/GITHUB_EVENT_PATH/);
    await expect(runVersionGuard({ repoDir: repo.dir, catalogDir: 'elsewhere', env: {} })).rejects.toThrow(
      /no catalog directory at elsewhere/,
    );
    await expect(runVersionGuard({ repoDir: repo.dir, catalogDir: '../outside', env: {} })).rejects.toThrow(KnownError);
    const plain = mkdtempSync(path.join(tmpdir(), 'skald-vg-plain-'));
    try {
      await expect(runVersionGuard({ repoDir: plain, env: {} })).rejects.toThrow(/not a git repository/);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });
});
