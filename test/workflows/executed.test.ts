// The workflows, executed: each file read from the commit Forgejo would read it from, its steps run in order as
// forgejo-runner runs them (test/workflows/runner.ts), local actions through their committed bundles, the API
// base pointed at the Forgejo stand-in. Then what reached the API is the verdict a contributor sees.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseKeys } from '../deploy/fixture.ts';
import { type CaddyServer, deployUserDir, type SshServer, startCaddy, startSshd } from '../deploy/servers.ts';
import { ForgejoStandIn } from '../forgejo/stand-in.ts';
import { dockerEnvironment, ForgejoRepo, fixtureConnector, pushPayload, runPullRequestTarget } from './forgejo-repo.ts';
import { runWorkflow, type WorkflowRun } from './runner.ts';

let forgejo: ForgejoStandIn;
let repo: ForgejoRepo;
const REPOSITORY = 'skald/connectors';

beforeAll(async () => {
  forgejo = await ForgejoStandIn.start();
  repo = await ForgejoRepo.create(['alpha', 'beta']);
});
afterAll(async () => {
  expect(forgejo.answerErrors).toEqual([]);
  await forgejo.close();
  await repo.cleanup();
});

const api = () => ({ url: forgejo.apiUrl, serverUrl: forgejo.serverUrl, token: forgejo.token, repository: REPOSITORY });
const pullRequest = (number: number) => runPullRequestTarget(repo, forgejo, number, REPOSITORY);

const statusesOf = (sha: string) =>
  Object.fromEntries(
    forgejo.statuses.filter((status) => status.sha === sha).map((status) => [status.context, `${status.state}: ${status.description}`]),
  );
const log = (run: WorkflowRun) => JSON.stringify(run.jobs, null, 1);

describe('a pull request is judged by the base', () => {
  it("whose own ci.yml tries to skip the check: the base's check still runs and fails it", async () => {
    await repo.git('checkout', '--quiet', '-b', 'skip-the-check', 'main');
    // The contributor edits alpha's server without raising its version, and rewrites ci.yml to skip the check.
    await repo.write('connectors/alpha/server.py', `${await repo.read('connectors/alpha/server.py')}\n# changed\n`);
    const ci = await repo.read('.forgejo/workflows/ci.yml');
    await repo.write(
      '.forgejo/workflows/ci.yml',
      ci.replace(/uses: \.\/pipeline\/actions\/check/, 'run: echo "all good"\n        # was the check'),
    );
    await repo.compile();
    await repo.commit('faster CI');
    const number = forgejo.addPullRequest('faster CI');
    const { run, head } = await pullRequest(number);
    expect(run.triggered).toBe(true);
    expect(run.jobs.check?.result, log(run)).toBe('failure');
    expect(run.jobs.check!.steps.map((step) => step.uses ?? step.name)).toContain('./pipeline/actions/check');
    expect(run.jobs.smoke?.result).toBe('skipped');
    expect(run.jobs.verdict?.result).toBe('failure');
    expect(statusesOf(head)).toEqual({
      'skald / static': 'success: no errors in 2 connectors, 2 warnings (alpha, beta: tools-lock)',
      'skald / version': 'failure: 1 error in alpha: version-not-bumped',
      'skald / smoke': 'error: not run, because the catalog check failed',
    });
    const comments = forgejo.comments.filter((comment) => comment.issue === number);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toContain('` version-not-bumped `');
    expect(comments[0]!.body).toContain('connectors/alpha/connector.json');
  }, 120_000);
});

describe('a pull request that changes one connector, pushed four times', () => {
  it('smokes only that connector, edits the one comment, and every status on each head agrees with it', async () => {
    const number = forgejo.addPullRequest('beta');
    const comment = () => forgejo.comments.filter((candidate) => candidate.issue === number);
    const contexts = ['static', 'version', 'smoke'];

    /**
     * The pull request's run and the branch push's run for HEAD, as Forgejo starts both for one push to a branch of the
     * same repository. Then each of the pull request's contexts on the head holds one verdict, the one the comment
     * gives; the push's verdicts stand under contexts of their own, judged against the same merge-base with main.
     */
    async function pushBoth(): Promise<{ run: WorkflowRun; head: string; body: string }> {
      const { run, head } = await pullRequest(number);
      const { before, after } = await repo.push('mend-beta');
      expect(after).toBe(head);
      const push = await runWorkflow({
        repository: repo.bare,
        workflow: '.forgejo/workflows/ci.yml',
        event: 'push',
        payload: pushPayload('mend-beta', before, after, REPOSITORY),
        sha: after,
        ref: 'refs/heads/mend-beta',
        api: api(),
        runnerEnv: dockerEnvironment(),
      });
      expect(push.jobs.verdict?.result, log(push)).toBeDefined();
      expect(comment()).toHaveLength(1);
      const body = comment()[0]!.body;
      expect(body).toContain(head.slice(0, 12));
      const posted = forgejo.statuses.filter((status) => status.sha === head);
      for (const context of contexts) {
        const states = new Set(posted.filter((status) => status.context === `skald / ${context}`).map((status) => status.state));
        expect(states.size, `skald / ${context} on ${head}: ${[...states]}`).toBe(1);
      }
      const state = (context: string) => statusesOf(head)[`skald / ${context}`]!.split(':')[0];
      expect(state('version') === 'failure', body).toBe(body.includes('` version-not-bumped `'));
      expect(
        contexts.every((context) => state(context) === 'success'),
        body,
      ).toBe(/^✅ No errors/m.test(body));
      expect(
        Object.keys(statusesOf(head))
          .filter((context) => context.startsWith('skald / push / '))
          .sort(),
      ).toEqual(contexts.map((context) => `skald / push / ${context}`).sort());
      return { run, head, body };
    }

    // 1: beta's server changes, its version does not.
    await repo.git('checkout', '--quiet', '-b', 'mend-beta', 'main');
    await repo.write('connectors/beta/server.py', `${await repo.read('connectors/beta/server.py')}\n# tidied\n`);
    await repo.compile();
    await repo.commit('beta: tidy the server');
    const first = await pushBoth();
    expect(first.run.jobs.verdict?.result, log(first.run)).toBe('failure');
    expect(statusesOf(first.head)['skald / version']).toBe('failure: 1 error in beta: version-not-bumped');

    // 2: the bump.
    await repo.bump('beta');
    await repo.commit('beta: bump');
    const second = await pushBoth();
    expect(second.run.jobs.smoke?.result, log(second.run)).toBe('success');
    // On every target of the smoke matrix, each with its own report, merged by the verdict.
    expect(statusesOf(second.head)['skald / smoke']).toBe('success: 2 passed: beta on bookworm, beta on trixie');
    // The pipeline that judges is checked out sparse: its actions' bundles, not a second copy of the catalog.
    for (const job of ['check', 'smoke', 'verdict']) expect(second.run.jobs[job]!.steps[0]!.log).toMatch(/ \(only actions\)$/);
    expect(second.run.jobs.verdict?.result).toBe('success');
    // The fixture's connectors are not locked: their tools-lock warnings are all the comment reports, and one smoke.
    expect(second.body).toMatch(/^✅ No errors, 2 warnings\.$/m);
    expect(second.body).toMatch(/^- ✅ ` beta ` on ` bookworm ` passed/m);
    expect(second.body).toMatch(/^- ✅ ` beta ` on ` trixie ` passed/m);

    // 3: edited again, still within the pull request's one bump; connectors.json follows the folder's new hash. The
    // push run judges the branch against main too, never against push 2: one bump for the branch, as for its pull request.
    await repo.write('connectors/beta/server.py', `${await repo.read('connectors/beta/server.py')}\n# again\n`);
    await repo.compile();
    await repo.commit('beta: once more');
    const third = await pushBoth();
    expect(third.run.jobs.verdict?.result).toBe('success');
    expect(statusesOf(third.head)['skald / push / version']).toMatch(/^success: /);

    // 4: beta put back as main has it, version and all: against push 3 that is an edit without a bump, against main no
    // change at all. Every status on the head, the pull request's and the push's, says so.
    await repo.git('checkout', 'main', '--', 'connectors/beta');
    await repo.compile();
    await repo.commit('beta: as main has it');
    const fourth = await pushBoth();
    expect(fourth.run.jobs.verdict?.result, log(fourth.run)).toBe('success');
    expect(Object.entries(statusesOf(fourth.head)).filter(([, verdict]) => !verdict.startsWith('success:'))).toEqual([]);
  }, 1_200_000);
});

describe('a pull request that removes a connector', () => {
  it('is checked for leftovers: the index, and references to it', async () => {
    await repo.git('checkout', '--quiet', '-b', 'drop-beta', 'main');
    await repo.git('rm', '--quiet', '-r', 'connectors/beta');
    await repo.write('docs/connectors.md', '| id | what |\n| --- | --- |\n| beta | the second one |\n');
    await repo.commit('remove beta (index.json forgotten)');
    const number = forgejo.addPullRequest('drop beta');
    const { run, head } = await pullRequest(number);
    expect(run.jobs.check?.result, log(run)).toBe('failure');
    const body = forgejo.comments.find((comment) => comment.issue === number)!.body;
    expect(body).toContain('` connectors/index.json:');
    // Paths are the repository's, not the workflow's checkout folder (change/).
    expect(body).not.toMatch(/` change\//);
    expect(body).toContain('"beta" has no folder');
    expect(body).toMatch(/^- ⚠️ .*` docs\/connectors\.md:3:1 `.* ` removed-leftover `/m);
    // The release would refuse the tree too: compile says so, and connectors.json cannot be compared (#34, item 4).
    expect(statusesOf(head)['skald / static']).toBe('failure: 3 errors in the catalog, beta: index-stale, compile, index-lists-folders');
  }, 120_000);
});

describe('when the API fails, the verdict stands', () => {
  it('a token without permission (403) does not fail a good pull request, nor does a 500 pass a bad one', async () => {
    await repo.git('checkout', '--quiet', '-b', 'docs-only', 'main');
    await repo.write('docs/notes.md', 'Nothing a connector depends on.\n');
    await repo.commit('a note');
    const good = forgejo.addPullRequest('a note');
    forgejo.outage = { status: 403 };
    try {
      const { run } = await pullRequest(good);
      expect(run.jobs.verdict?.result, log(run)).toBe('success');
      const report = run.jobs.verdict!.steps.at(-1)!.log;
      expect(report).toMatch(/::warning::could not post the status "skald \/ static": POST .* HTTP 403.*lacks permission.*verdict stands/);
      expect(report).toContain('verdict: success');

      await repo.write('connectors/alpha/server.py', `${await repo.read('connectors/alpha/server.py')}\n# unbumped\n`);
      await repo.compile();
      await repo.commit('an unbumped change');
      forgejo.outage = { status: 500 };
      const bad = await pullRequest(good);
      expect(bad.run.jobs.verdict?.result, log(bad.run)).toBe('failure');
      expect(bad.run.jobs.verdict!.steps.at(-1)!.log).toMatch(/HTTP 500[\s\S]*verdict: failure/);
    } finally {
      forgejo.outage = undefined;
    }
    expect(forgejo.comments.filter((comment) => comment.issue === good)).toEqual([]);
  }, 600_000);
});

describe('a push to main', () => {
  let sshd: SshServer;
  let caddy: CaddyServer;
  let webRoot: string;
  beforeAll(async () => {
    sshd = await startSshd();
    webRoot = path.join(await deployUserDir('skald-release-www-'), 'site');
    caddy = await startCaddy(webRoot);
  });
  afterAll(async () => {
    await Promise.all([caddy?.stop(), sshd?.stop()]);
  });

  const release = async (vars: Record<string, string>) => {
    const { before, after } = await repo.push('main');
    const run = await runWorkflow({
      repository: repo.bare,
      workflow: '.forgejo/workflows/release.yml',
      event: 'push',
      payload: pushPayload('main', before, after, REPOSITORY),
      sha: after,
      ref: 'refs/heads/main',
      api: api(),
      vars: {
        DEPLOY_HOST: sshd.host,
        DEPLOY_PORT: String(sshd.port),
        DEPLOY_USER: sshd.user,
        DEPLOY_TARGET: webRoot,
        DEPLOY_KNOWN_HOSTS: sshd.knownHostsLine,
        ...vars,
      },
      secrets: { DEPLOY_PRIVATE_KEY: sshd.clientPrivateKey, DEPLOY_SIGNING_KEY: releaseKeys().primary.secretKey },
      runnerEnv: dockerEnvironment(),
    });
    const status = forgejo.statuses.filter((candidate) => candidate.sha === after && candidate.context === 'skald / release').at(-1);
    return { run, after, status };
  };

  it('that passes is deployed; the release status links where the deploy found it served, or says no site URL was set', async () => {
    await repo.git('checkout', '--quiet', 'main');
    await repo.git('reset', '--quiet', '--hard', await repo.tip('main'));
    // The key reaches main first (a maintainer's reviewed change): a push that changes the trust root without a
    // key list is refused by the trust-root rule, so the release under test changes only a note.
    await repo.write('connectors/connectors.pub', releaseKeys().primary.publicKey);
    await repo.compile();
    await repo.commit('the release key');
    await repo.push('main');
    await repo.write('docs/notes.md', 'The first release with the key.\n');
    await repo.commit('a first note');
    const unlinked = await release({});
    expect(unlinked.run.jobs.deploy?.result, log(unlinked.run)).toBe('success');
    const releaseId = unlinked.run.jobs.deploy!.outputs.release!;
    expect(releaseId).toContain(`-${unlinked.after.slice(0, 7)}`);
    expect(unlinked.run.jobs.deploy!.outputs['site-url']).toBe('');
    expect(unlinked.status).toMatchObject({
      state: 'success',
      description: `deployed release ${releaseId}; no site URL configured (vars.SITE_URL), so the served site was not checked`,
      target_url: `${forgejo.serverUrl}/${REPOSITORY}/actions/runs/1`,
    });

    await repo.write('docs/notes.md', 'A second release, now with the site URL set.\n');
    await repo.commit('a note');
    const linked = await release({ SITE_URL: caddy.url });
    expect(linked.run.jobs.deploy?.result, log(linked.run)).toBe('success');
    // The deploy checked the served site as a host would, at the URL it then reports; not vars.SITE_URL passed through.
    const servedAt = linked.run.jobs.deploy!.outputs['site-url']!;
    expect(servedAt).toBe(caddy.url);
    expect(linked.run.jobs.deploy!.steps.find((step) => step.uses === './actions/deploy')!.log).toContain(
      `site check: ${servedAt} serves the deployed release`,
    );
    expect(linked.status).toMatchObject({
      state: 'success',
      description: `deployed release ${linked.run.jobs.deploy!.outputs.release}, served at ${servedAt}`,
      target_url: servedAt,
    });
    expect(await (await fetch(`${servedAt}/connectors.json`)).text()).toBe(await repo.read('connectors/connectors.json'));
  }, 600_000);

  it('whose smoke fails is not deployed, and the release status says so', async () => {
    await repo.git('checkout', '--quiet', 'main');
    await repo.git('reset', '--quiet', '--hard', await repo.tip('main'));
    const broken = fixtureConnector('alpha', 'crash');
    await repo.write('connectors/alpha/connector.json', `${JSON.stringify(broken.manifest, null, 2)}\n`);
    await repo.bump('alpha');
    await repo.compile();
    await repo.commit('alpha: a server that crashes');
    // With the previous test's release live, only what changed since it is smoked (alpha); run alone, nothing is live: all.
    const smoked = existsSync(webRoot) ? '2 of 2' : '2 of 4';
    const { run, after } = await release({ SITE_URL: caddy.url });
    expect(run.jobs.check?.result, log(run)).toBe('success');
    expect(run.jobs.smoke?.result).toBe('failure');
    expect(run.jobs.deploy?.result).toBe('skipped');
    expect(run.jobs.deploy?.steps).toEqual([]);
    expect(statusesOf(after)).toMatchObject({
      'skald / smoke': expect.stringMatching(new RegExp(`^failure: ${smoked} failed: alpha on bookworm \\(server-start`)),
      'skald / release': 'failure: not deployed: the check or the smoke run of this commit did not pass',
    });
    expect(await (await fetch(`${caddy.url}/connectors.json`)).text()).not.toBe(await repo.read('connectors/connectors.json'));
  }, 600_000);
});
