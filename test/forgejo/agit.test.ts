// The stand-in's AGit side, driven by the pipeline's own push (src/updates/agit-push.ts) over HTTP: a push to refs/for/main
// with a topic opens a pull request (title and body from the push options, head refs/pull/<n>/head), found again through
// the API's issue search; a later push to the topic updates that pull request (a rewrite only with force-push); a closed
// topic gets a new one. The token's account can open pull requests and nothing else: no branch push, and no push at all
// without the token. The token is never on git's command line (a git that records its arguments sees it nowhere).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushForReview, type ReviewPush } from '../../src/updates/agit-push.ts';
import { TestRepo } from '../version-guard/repo.ts';
import { AgitRemote } from './agit-remote.ts';
import { ForgejoStandIn, TOKEN_USER } from './stand-in.ts';

let forgejo: ForgejoStandIn;
let remote: AgitRemote;
let work: TestRepo;

beforeAll(async () => {
  forgejo = await ForgejoStandIn.start();
  remote = AgitRemote.attach(forgejo);
  const seed = TestRepo.create();
  seed.write('README.md', 'the catalog\n');
  seed.commitAll('the first commit');
  execFileSync('git', ['-C', seed.dir, 'push', '-q', remote.bare, 'HEAD:refs/heads/main']);
  work = TestRepo.create();
  // Over HTTP, anonymously (never a synchronous child here: the stand-in answers from this process's event loop).
  await promisify(execFile)('git', ['-C', work.dir, 'fetch', '-q', remote.url, 'main']);
  work.git('reset', '-q', '--hard', 'FETCH_HEAD');
});
afterAll(async () => {
  await forgejo?.close();
  remote?.cleanup();
});

const push = (commit: string, more: Partial<ReviewPush> = {}) =>
  pushForReview({
    cwd: work.dir,
    remoteUrl: remote.url,
    token: forgejo.token,
    commit,
    target: 'main',
    topic: 'skald-updates-demo',
    title: 'demo: fixture 1.0.0 → 1.0.1',
    description: '<!-- marker --> one line',
    forcePush: false,
    ...more,
  });

const search = async (query: string) => {
  const response = await fetch(`${forgejo.apiUrl}/repos/issues/search?${query}`, { headers: { Authorization: `token ${forgejo.token}` } });
  return (await response.json()) as Array<{
    number: number;
    title: string;
    body: string;
    state: string;
    user: { login: string };
    pull_request: { merged: boolean };
    repository: { full_name: string };
  }>;
};

describe("Forgejo's AGit flow on the stand-in", () => {
  it('opens a pull request for a topic, updates it on the next push, and refuses a rewrite without force-push', async () => {
    work.write('a.txt', 'one\n');
    const first = work.commitAll('demo: first\n\nthe commit body');
    expect(await push(first)).toEqual({ pullRequest: 1 });
    expect(remote.git('rev-parse', 'refs/pull/1/head')).toBe(first);
    expect(remote.pushes.at(-1)!.options).toEqual([
      'topic=skald-updates-demo',
      'title=demo: fixture 1.0.0 → 1.0.1',
      'description=<!-- marker --> one line',
    ]);
    const [found] = await search('type=pulls&state=open&created=true');
    expect(found).toMatchObject({
      number: 1,
      title: 'demo: fixture 1.0.0 → 1.0.1',
      body: '<!-- marker --> one line',
      user: { login: TOKEN_USER.login },
      pull_request: { merged: false },
      repository: { full_name: `${forgejo.owner}/${forgejo.repo}` },
    });
    const pull = await (
      await fetch(`${forgejo.apiUrl}/repos/${forgejo.owner}/${forgejo.repo}/pulls/1`, {
        headers: { Authorization: `token ${forgejo.token}` },
      })
    ).json();
    expect(pull.head).toMatchObject({ ref: 'refs/pull/1/head', sha: first, label: `${TOKEN_USER.login}/skald-updates-demo` });

    work.write('a.txt', 'two\n');
    const second = work.commitAll('demo: second');
    expect(await push(second)).toEqual({ pullRequest: 1 });
    expect(forgejo.issues).toHaveLength(1);

    work.git('reset', '-q', '--hard', first);
    work.write('a.txt', 'rewritten\n');
    const rewritten = work.commitAll('demo: rewritten');
    const refused = await push(rewritten);
    expect(refused).toEqual({ refused: expect.stringContaining('set the `force-push` option') });
    expect(remote.git('rev-parse', 'refs/pull/1/head')).toBe(second);
    expect(await push(rewritten, { forcePush: true })).toEqual({ pullRequest: 1 });
    expect(remote.git('rev-parse', 'refs/pull/1/head')).toBe(rewritten);
    expect(forgejo.answerErrors).toEqual([]);
  });

  it("a closed topic's next push opens a new pull request; the old one stays closed", async () => {
    forgejo.closePullRequest(1, false);
    work.write('a.txt', 'again\n');
    const again = work.commitAll('demo: again');
    expect(await push(again, { forcePush: true })).toEqual({ pullRequest: 2 });
    const closed = await search('type=pulls&state=closed&created=true');
    expect(closed.map((pull) => [pull.number, pull.pull_request.merged])).toEqual([[1, false]]);
  });

  it('the token opens pull requests only: a branch push is refused, and without the token nothing is pushed', async () => {
    const before = remote.git('rev-parse', 'refs/heads/main');
    const branch = await gitWithToken(['push', '--porcelain', remote.url, 'HEAD:refs/heads/main'], forgejo.token);
    expect(branch.stdout).toMatch(/^!\tHEAD:refs\/heads\/main\t\[remote rejected\] \(pre-receive hook declined\)$/m);
    expect(branch.stderr).toContain('User permission denied for writing.');
    expect(await push(work.sha(), { token: 'not-the-token', forcePush: true })).toEqual({
      refused: 'Forgejo refused the token (HTTP 401): it is missing, wrong or expired',
    });
    expect(remote.git('rev-parse', 'refs/heads/main')).toBe(before);
    // The token travels in git's environment, never on a command line: a git that records its arguments sees none.
    const bin = mkdtempSync(path.join(tmpdir(), 'skald-git-argv-'));
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\nprintf '%s\\n' "$*" >> ${bin}/argv\nexec ${real} "$@"\n`, { mode: 0o755 });
    const pathBefore = process.env.PATH;
    process.env.PATH = `${bin}:${pathBefore}`;
    try {
      work.write('a.txt', 'recorded\n');
      expect(await push(work.commitAll('demo: recorded'), { forcePush: true })).toEqual({ pullRequest: 2 });
    } finally {
      process.env.PATH = pathBefore;
    }
    const argv = readFileSync(path.join(bin, 'argv'), 'utf8');
    expect(argv).toContain('push --porcelain');
    expect(argv).not.toContain(forgejo.token);
    expect(argv).not.toContain(Buffer.from(`skald-updates:${forgejo.token}`).toString('base64'));
    rmSync(bin, { recursive: true, force: true });
    // A push without a topic is refused as Forgejo refuses it.
    expect(await push(work.sha(), { topic: '' })).toEqual({ refused: expect.stringContaining('The topic-branch option is not set') });
  });
});

/** git with the token given as pushForReview gives it, for a push pushForReview would never make. */
async function gitWithToken(args: string[], token: string): Promise<{ stdout: string; stderr: string }> {
  try {
    return await promisify(execFile)('git', args, {
      cwd: work.dir,
      env: {
        ...process.env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'http.extraHeader',
        GIT_CONFIG_VALUE_0: `Authorization: Basic ${Buffer.from(`x:${token}`).toString('base64')}`,
      },
    });
  } catch (error) {
    return { stdout: String((error as { stdout: string }).stdout), stderr: String((error as { stderr: string }).stderr) };
  }
}
