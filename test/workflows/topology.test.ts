// The runner topology (docs/ci.md, "Runner topology"; issue #33): pull-request code and keys never share a runner
// label, no job that runs such code gets a privileged engine, and no engine is reached over plain TCP. Judged over
// every workflow file by what each job runs and receives, so a workflow added later is held to it as well.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DocumentedTopology, describeViolation, judgeTopology, readDocumentedTopology, type Violation } from './topology.ts';
import { profileWorkflows, type WorkflowFile } from './topology-profile.ts';

/** The workflow files as they were when issue #33 was filed (commit a817a8c). */
const BEFORE_33 = path.join(import.meta.dirname, 'fixtures/before-33');

async function readWorkflows(folder: string): Promise<WorkflowFile[]> {
  const names = (await readdir(folder)).filter((name) => /\.ya?ml$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(folder, name), 'utf8') })));
}
const judge = (files: Record<string, string>, documented?: DocumentedTopology) =>
  judgeTopology(profileWorkflows(Object.entries(files).map(([name, text]) => ({ name, text }))), documented);
const found = (violations: Violation[]) => violations.map((violation) => `${violation.workflow} › ${violation.job}: ${violation.rule}`);

describe('the workflows', () => {
  it('keep pull-request code and keys on labels of their own, as the runner topology in docs/ci.md describes them', async () => {
    const documented = readDocumentedTopology(await readFile('docs/ci.md', 'utf8'));
    const jobs = profileWorkflows(await readWorkflows('.forgejo/workflows'));
    expect(judgeTopology(jobs, documented).map(describeViolation)).toEqual([]);
    // The table covers every label in use, and the keys sit where it says.
    expect([...documented.keys()].sort()).toEqual(['probe', 'release', 'smoke', 'untrusted']);
    const holders = jobs.filter((job) => job.holds.length > 0).map((job) => `${job.workflow} › ${job.job} on ${job.labels.join(', ')}`);
    expect(holders.sort()).toEqual([
      'release.yml › deploy on release',
      'release.yml › live on release',
      'updates.yml › plan on release',
      'updates.yml › publish on release',
      'weekly.yml › probe on probe',
      'weekly.yml › timestamp on release',
    ]);
  });

  it("count the update job's build as connector code: on the probe's label it would sit beside the probing keys", async () => {
    const updates = await readFile('.forgejo/workflows/updates.yml', 'utf8');
    const weekly = await readFile('.forgejo/workflows/weekly.yml', 'utf8');
    const onProbe = updates.replace(/^( {4}runs-on:) smoke$/m, '$1 probe');
    expect(onProbe).not.toBe(updates);
    expect(found(judge({ 'updates.yml': onProbe, 'weekly.yml': weekly }))).toEqual([
      'weekly.yml › probe: key-shares-label-with-pull-request-code',
    ]);
    // Its plan and publish steps run no package code, so they may hold the token; the build may not.
    const tokenInBuild = updates.replace(/( {8}step: build\n)/, `$1          token: \${{ secrets.SKALD_UPDATES_TOKEN }}\n`);
    expect(tokenInBuild).not.toBe(updates);
    expect(found(judge({ 'updates.yml': tokenInBuild }))).toContain('updates.yml › build: key-beside-connector-code');
  });
});

describe('the workflows before issue #33', () => {
  it('break the topology: keys beside pull-request code, privileged engines on plain TCP, a key job any branch can start', async () => {
    const violations = judgeTopology(profileWorkflows(await readWorkflows(BEFORE_33)));
    expect(found(violations).sort()).toEqual(
      [
        'pipeline.yml › tests: privileged-engine-for-pull-request-code',
        'pipeline.yml › tests: engine-on-plain-tcp',
        'site.yml › browser: privileged-engine-for-pull-request-code',
        'site.yml › browser: engine-on-plain-tcp',
        'release.yml › live: key-shares-label-with-pull-request-code',
        'release.yml › deploy: key-shares-label-with-pull-request-code',
        'weekly.yml › timestamp: key-shares-label-with-pull-request-code',
        'weekly.yml › timestamp: secret-in-unreviewed-code',
      ].sort(),
    );
    const deploy = describeViolation(violations.find((violation) => violation.job === 'deploy')!);
    expect(deploy).toContain('it holds DEPLOY_PRIVATE_KEY, DEPLOY_SIGNING_KEY on runner label "docker"');
    expect(deploy).toContain("pipeline.yml › tests (on pull_request it runs the pull request's own workflow file and code)");
    expect(deploy).toContain('ci.yml › check (');
    const tests = violations.filter((violation) => violation.job === 'tests').map(describeViolation);
    expect(tests[0]).toContain('service engine has --privileged');
    expect(tests[1]).toContain('DOCKER_HOST tcp://engine:2375 without TLS');
    expect(describeViolation(violations.find((violation) => violation.rule === 'secret-in-unreviewed-code')!)).toMatch(
      /^weekly\.yml › timestamp: .*on workflow_dispatch it runs whichever branch starts it/,
    );
  });
});

describe('a job is judged by what it runs and what it receives, not by its name', () => {
  const deploy = `
on: { push: { branches: [main] } }
jobs:
  ship:
    runs-on: release
    steps:
      - uses: ./actions/deploy
        with: { private-key: '\${{ secrets.DEPLOY_PRIVATE_KEY }}' }
`;

  it('pull_request_target that checks out the head runs pull-request code: it holds no secret; checking out the base, it may', () => {
    const lint = (ref: string) => `
on: pull_request_target
jobs:
  lint:
    runs-on: untrusted
    steps:
      - uses: actions/checkout@v4
        with: { ref: '${ref}' }
      - run: make lint
        env: { NPM_TOKEN: '\${{ secrets.NPM_TOKEN }}' }
`;
    const head = judge({ 'lint.yml': lint(`\${{ github.event.pull_request.head.sha }}`) });
    expect(found(head)).toEqual(['lint.yml › lint: secret-in-unreviewed-code']);
    expect(head[0]!.message).toContain(`it holds NPM_TOKEN, yet it checks out \${{ github.event.pull_request.head.sha }}, not the base`);
    expect(judge({ 'lint.yml': lint(`\${{ github.sha }}`) })).toEqual([]);
  });

  it('a targets matrix that sends connector code to the key label shares it with the key; one that stays on its labels does not', () => {
    const smoke = (runners: string) => `
on: { push: { branches: [main] } }
jobs:
  smoke:
    strategy: { matrix: { target: [${runners}] } }
    runs-on: ['\${{ matrix.target.runner }}', '\${{ matrix.target.arch }}']
    steps: [{ uses: ./actions/smoke }]
`;
    const reaching = judge({ 'smoke.yml': smoke('{ runner: smoke, arch: x64 }, { runner: release, arch: arm64 }'), 'release.yml': deploy });
    expect(found(reaching)).toEqual(['release.yml › ship: key-shares-label-with-pull-request-code']);
    expect(reaching[0]!.message).toContain('on runner label "release", which also runs smoke.yml › smoke (it runs ./actions/smoke)');
    expect(judge({ 'smoke.yml': smoke('{ runner: smoke, arch: x64 }, { runner: smoke, arch: arm64 }'), 'release.yml': deploy })).toEqual(
      [],
    );
    expect(
      judge({ 'smoke.yml': smoke('{ runner: smoke, arch: x64 }, { runner: smoke, arch: release }'), 'release.yml': deploy }),
    ).toHaveLength(1);
  });

  it('a scheduled update that runs connector code and opens pull requests holds no key but the automatic token', () => {
    const update = (token: string) => `
on: { schedule: [{ cron: '0 4 * * *' }] }
jobs:
  update:
    runs-on: smoke
    steps:
      - uses: actions/checkout@v4
      - run: npm run lock-tools -- --all
      - run: node open-pull-request.js
        env: { FORGEJO_TOKEN: '${token}' }
`;
    const bot = judge({ 'update.yml': update(`\${{ secrets.BOT_TOKEN }}`) });
    expect(found(bot)).toEqual(['update.yml › update: key-beside-connector-code']);
    expect(bot[0]!.message).toMatch(/^it runs "npm run lock-tools" and holds BOT_TOKEN: /);
    expect(judge({ 'update.yml': update(`\${{ github.token }}`) })).toEqual([]);
    expect(judge({ 'update.yml': update(`\${{ secrets.FORGEJO_TOKEN }}`) })).toEqual([]);
  });

  it("the weekly probe's connector secrets may sit beside connector code; another job's code may not sit beside them", () => {
    const probe = (extra: string) => `
on: { schedule: [{ cron: '17 5 * * 1' }] }
jobs:
  probe:
    runs-on: probe
    steps:
      - uses: ./actions/probe
        with: { secrets: '\${{ secrets.SKALD_PROBE_SECRETS }}' }
        env: { SKALD_SECRET_EXA__KEY: '\${{ secrets.SKALD_SECRET_EXA__KEY }}' }
${extra}`;
    expect(judge({ 'weekly.yml': probe('') })).toEqual([]);
    const lockTools = '  refresh:\n    runs-on: probe\n    steps: [{ run: npm run lock-tools }]\n';
    expect(found(judge({ 'weekly.yml': probe(lockTools) }))).toEqual(['weekly.yml › probe: key-shares-label-with-pull-request-code']);
  });

  it('labels it cannot read are a violation of their own', () => {
    const job = `on: { push: { branches: [main] } }\njobs:\n  build:\n    runs-on: '\${{ inputs.runner }}'\n    steps: [{ run: make }]\n`;
    const violations = judge({ 'build.yml': job });
    expect(found(violations)).toEqual(['build.yml › build: runs-on-unresolved']);
    expect(violations[0]!.message).toContain(`runs-on "\${{ inputs.runner }}" is not a label`);
    expect(found(judge({ 'build.yml': 'on: push\njobs:\n  build:\n    steps: [{ run: make }]\n' }))).toEqual([
      'build.yml › build: runs-on-unresolved',
    ]);
  });

  it('an engine over plain TCP is a violation in any job; over TLS or a unix socket it is not', () => {
    const job = (env: string) =>
      `on: { push: { branches: [main] } }\njobs:\n  build:\n    runs-on: release\n    env: ${env}\n    steps: [{ run: docker info }]\n`;
    const plain = judge({ 'build.yml': job('{ DOCKER_HOST: "tcp://10.0.0.5:2375" }') });
    expect(found(plain)).toEqual(['build.yml › build: engine-on-plain-tcp']);
    expect(plain[0]!.message).toContain('DOCKER_HOST tcp://10.0.0.5:2375 without TLS');
    expect(judge({ 'build.yml': job('{ DOCKER_HOST: "tcp://10.0.0.5:2376", DOCKER_TLS_VERIFY: "1" }') })).toEqual([]);
    expect(judge({ 'build.yml': job('{ DOCKER_HOST: "unix:///run/engine/docker.sock" }') })).toEqual([]);
    const inline = `on: { push: { branches: [main] } }\njobs:\n  build:\n    runs-on: release\n    steps: [{ run: docker -H tcp://engine:2375 ps }]\n`;
    expect(found(judge({ 'build.yml': inline }))).toEqual(['build.yml › build: engine-on-plain-tcp']);
  });

  it('pull-request code gets no privileged container, no engine socket and no host namespace; main-only jobs are not judged by this rule', () => {
    const job = (on: string, container: string) =>
      `on: ${on}\njobs:\n  tests:\n    runs-on: smoke\n    container: ${container}\n    steps: [{ run: make }]\n`;
    const privileged = judge({ 'tests.yml': job('pull_request', '{ image: node:22, options: --privileged }') });
    expect(found(privileged)).toEqual(['tests.yml › tests: privileged-engine-for-pull-request-code']);
    expect(privileged[0]!.message).toContain('its job container has --privileged');
    const socket = judge({
      'tests.yml': job('pull_request', '{ image: node:22, volumes: ["/var/run/docker.sock:/var/run/docker.sock"] }'),
    });
    expect(socket[0]!.message).toContain("the runner's engine socket (docker.sock)");
    const hostNetwork = judge({ 'tests.yml': job('pull_request', '{ image: node:22, options: "--network host" }') });
    expect(hostNetwork[0]!.message).toContain('a namespace of the host');
    expect(judge({ 'tests.yml': job('{ push: { branches: [main] } }', '{ image: node:22, options: --privileged }') })).toEqual([]);
  });

  it('a key reaches a job through secrets.*, the whole secrets context, a key-named input or variable, or the workflow-level env', () => {
    const beside = (ship: string, workflowEnv = '') => `
on: pull_request
${workflowEnv}
jobs:
  tests:
    runs-on: shared
    steps: [{ run: make }]
  ship:
    runs-on: shared
    steps: [${ship}]
`;
    const holds = (ship: string, workflowEnv?: string) =>
      judge({ 'mixed.yml': beside(ship, workflowEnv) })
        .filter((violation) => violation.rule === 'secret-in-unreviewed-code' && violation.job === 'ship')
        .map((violation) => /^it holds (.*), yet /.exec(violation.message)?.[1]);
    expect(holds(`{ uses: ./actions/deploy, with: { signing-key: '\${{ vars.SIGNING_KEY }}' } }`)).toEqual([
      `with signing-key: \${{ vars.SIGNING_KEY }}`,
    ]);
    expect(holds(`{ run: deploy, env: { ALL: '\${{ toJSON(secrets) }}' } }`)).toEqual(['every secret (the whole secrets context)']);
    expect(holds(`{ run: deploy, env: { KEY: "\${{ secrets['DEPLOY_KEY'] }}" } }`)).toEqual(['DEPLOY_KEY']);
    expect(holds('{ run: deploy }', `env: { DEPLOY_KEY: '\${{ secrets.DEPLOY_KEY }}' }`)).toEqual(['DEPLOY_KEY']);
    expect(holds(`{ run: deploy, env: { GITHUB_TOKEN: '\${{ github.token }}' } }`)).toEqual([]);
    const shared = judge({ 'mixed.yml': beside(`{ run: deploy, env: { K: '\${{ secrets.DEPLOY_KEY }}' } }`) });
    expect(found(shared)).toContain('mixed.yml › ship: key-shares-label-with-pull-request-code');
  });

  it('a job any branch can start runs unreviewed code, unless its if: holds it to main (a top-level || does not)', () => {
    const job = (condition: string) => `
on: workflow_dispatch
jobs:
  stamp:
    if: ${condition}
    runs-on: release
    steps: [{ uses: ./actions/publish-status, with: { signing-key: '\${{ secrets.DEPLOY_SIGNING_KEY }}' } }]
`;
    expect(judge({ 'weekly.yml': job("always() && needs.probe.result != 'cancelled'") }).map((v) => v.rule)).toEqual([
      'secret-in-unreviewed-code',
    ]);
    expect(judge({ 'weekly.yml': job("github.ref == 'refs/heads/main' && (always() && needs.probe.result != 'cancelled')") })).toEqual([]);
    expect(judge({ 'weekly.yml': job(`\${{ (github.ref == 'refs/heads/main') && always() }}`) })).toEqual([]);
    expect(
      judge({ 'weekly.yml': job("github.ref == 'refs/heads/main' && always() || github.event_name == 'workflow_dispatch'") }).map(
        (v) => v.rule,
      ),
    ).toEqual(['secret-in-unreviewed-code']);
    const pushes = (filter: string) =>
      `on: { push: ${filter} }\njobs:\n  ship:\n    runs-on: release\n    steps: [{ run: 'deploy \${{ secrets.KEY }}' }]\n`;
    expect(judge({ 'p.yml': pushes('{ branches: [main] }') })).toEqual([]);
    expect(judge({ 'p.yml': pushes('{ branches-ignore: [main] }') }).map((v) => v.rule)).toEqual(['secret-in-unreviewed-code']);
    expect(judge({ 'p.yml': pushes('{ branches: [main], tags: ["v*"] }') }).map((v) => v.rule)).toEqual(['secret-in-unreviewed-code']);
  });
});

describe("docs/ci.md's runner topology table", () => {
  const table = (rows: string) =>
    `# CI\n\n| label | hosts | isolation | jobs | secrets each job may see |\n| --- | --- | --- | --- | --- |\n${rows}\nAfter the table.\n`;
  const probe = `on: { schedule: [{ cron: '1 1 * * 1' }] }\njobs:\n  probe:\n    runs-on: probe\n    steps: [{ uses: ./actions/probe, env: { A: '\${{ secrets.SKALD_SECRET_EXA__EXAAPIKEY }}', B: '\${{ secrets.OTHER }}' } }]\n`;

  it('names each label, the jobs it runs and the secrets they may see', () => {
    const documented = readDocumentedTopology(
      table('| `probe` | one machine | docker | `weekly.yml` probe | `SKALD_SECRET_<ID>__<NAME>` |'),
    );
    expect(found(judge({ 'weekly.yml': probe }, documented)).filter((line) => !line.endsWith('key-beside-connector-code'))).toEqual([
      'weekly.yml › probe: secret-undocumented',
    ]);
    const missing = readDocumentedTopology(table('| `smoke` | any | docker | `ci.yml` smoke | none |'));
    expect(found(judge({ 'weekly.yml': probe }, missing)).filter((line) => !line.endsWith('key-beside-connector-code'))).toEqual([
      'weekly.yml › probe: label-undocumented',
      'docs/ci.md › smoke: label-unused',
    ]);
    const otherJob = readDocumentedTopology(
      table('| `probe` | one | docker | `weekly.yml` timestamp, issues | `OTHER`, `SKALD_SECRET_<ID>__<NAME>` |'),
    );
    expect(found(judge({ 'weekly.yml': probe }, otherJob)).filter((line) => !line.endsWith('key-beside-connector-code'))).toEqual([
      'weekly.yml › probe: job-undocumented',
    ]);
  });

  it('reads jobs of several workflows in one cell', () => {
    const documented = readDocumentedTopology(
      table('| `release` | one | docker | `release.yml` check, deploy; `weekly.yml` timestamp | `DEPLOY_PRIVATE_KEY` (deploy) |'),
    );
    expect([...documented.get('release')!.jobs]).toEqual(['release.yml check', 'release.yml deploy', 'weekly.yml timestamp']);
    expect(() => readDocumentedTopology('# CI\n\nNo table.\n')).toThrow(/no runner topology table/);
  });
});
