// Two benchmarks of CI. The test suite (`npm test`) and its inner loop (`npm run test:unit`), each against an earlier
// commit (BENCH_BEFORE). Then a pull request event to its verdict, on a catalog of 300 connectors of which one changed:
// ci.yml executed as forgejo-runner runs it (test/workflows/runner.ts), the real check and smoke actions (Docker
// Engine), the Forgejo stand-in. Baseline: the same pull request when it also touches the smoke code, so that every
// connector is smoked, measured in the same run. Timed from the event (the contributor's push has landed) to the end of
// the verdict job, when the statuses and the comment have reached the API; the emulator's removal of its job folders
// afterwards is no part of it.
import { spawnSync } from 'node:child_process';
import { ForgejoStandIn } from '../../test/forgejo/stand-in.ts';
import { ForgejoRepo, runPullRequestTarget } from '../../test/workflows/forgejo-repo.ts';
import type { WorkflowRun } from '../../test/workflows/runner.ts';
import type { BenchRow } from './types.ts';

const CONNECTORS = Number(process.env.SKALD_BENCH_CI_CONNECTORS ?? 300);
const REPOSITORY = 'skald/connectors';

export async function run(): Promise<BenchRow[]> {
  return [...testSuite(), ...(await pullRequestToVerdict())];
}

/**
 * The test suite as CI runs it (`npm test`: typecheck, lint, every project) and the inner loop (`npm run test:unit`),
 * each against the same command in a checkout of an earlier commit named by BENCH_BEFORE (a worktree with its own
 * node_modules, on the same engine and the same image cache); skipped without it. One run each: the suite takes
 * minutes. The earlier code runs first, so that what it builds (the base image) is not what this code is charged for.
 */
function testSuite(): BenchRow[] {
  const before = process.env.BENCH_BEFORE;
  if (!before) return [];
  const rows: BenchRow[] = [];
  for (const [name, script] of [
    ['npm run test:unit', 'test:unit'],
    ['npm test (the whole suite)', 'test'],
  ] as const) {
    const baseline = timedNpm(before, script);
    const value = timedNpm('.', script);
    rows.push({
      name,
      value: value.seconds,
      baseline: baseline.seconds,
      unit: 's',
      note: `before: ${before}; ${value.note}, before ${baseline.note}`,
    });
    process.stderr.write(`bench ci: ${name}: ${value.seconds.toFixed(0)} s vs ${baseline.seconds.toFixed(0)} s\n`);
  }
  return rows;
}

function timedNpm(cwd: string, script: string): { seconds: number; note: string } {
  const started = performance.now();
  const result = spawnSync('npm', ['run', '-s', script], {
    cwd,
    stdio: ['ignore', 'ignore', 'ignore'],
    env: { ...process.env, CI: 'true' },
  });
  return { seconds: (performance.now() - started) / 1000, note: result.status === 0 ? 'passed' : `exit ${result.status}` };
}

async function pullRequestToVerdict(): Promise<BenchRow[]> {
  const ids = Array.from({ length: CONNECTORS }, (_, i) => `bench-${String(i).padStart(3, '0')}`);
  const forgejo = await ForgejoStandIn.start();
  const repo = await ForgejoRepo.create(ids);
  try {
    const changed = ids[Math.floor(CONNECTORS / 2)]!;
    await repo.git('checkout', '--quiet', '-b', 'one-change', 'main');
    await repo.write(`connectors/${changed}/server.py`, `${await repo.read(`connectors/${changed}/server.py`)}\n# changed\n`);
    await repo.bump(changed);
    await repo.commit(`${changed}: a change`);
    const one = await timedPullRequest(repo, forgejo, 1);

    // The smoke code changed too: every connector's smoke result is stale, so all are smoked.
    await repo.write('actions/smoke/action.yml', `${await repo.read('actions/smoke/action.yml')}# touched\n`);
    await repo.commit('touch the smoke action');
    const all = await timedPullRequest(repo, forgejo, 2);
    const smoked = () => forgejo.statuses.filter((status) => status.context === 'skald / smoke').at(-1)?.description ?? '';
    const smokeMs = smokeStepMs(one);
    return [
      {
        name: `PR event to verdict, ${CONNECTORS} connectors, 1 changed`,
        value: verdictSeconds(one),
        baseline: verdictSeconds(all),
        unit: 's',
        note:
          `the smoke step itself ${seconds(smokeMs)} of it, so ${seconds(verdictSeconds(one) * 1000 - smokeMs)} fixed overhead ` +
          `(${overheadParts(one)}); baseline smokes all ${CONNECTORS} ("${smoked().slice(0, 40)}…")`,
      },
    ];
  } finally {
    await repo.cleanup();
    await forgejo.close();
  }
}

async function timedPullRequest(repo: ForgejoRepo, forgejo: ForgejoStandIn, number: number): Promise<WorkflowRun> {
  forgejo.addPullRequest();
  const { run } = await runPullRequestTarget(repo, forgejo, number, REPOSITORY);
  if (run.jobs.verdict?.result !== 'success')
    throw new Error(`the bench pull request #${number} did not pass: ${JSON.stringify(run.jobs, null, 1).slice(0, 4000)}`);
  return run;
}

function verdictSeconds(run: WorkflowRun): number {
  return run.jobs.verdict!.endedMs / 1000;
}

function smokeStepMs(run: WorkflowRun): number {
  return run.jobs.smoke?.steps.find((step) => step.uses?.endsWith('actions/smoke'))?.ms ?? 0;
}

/** Where the overhead goes: the checkouts, the other steps by action, and the runner's own work between them. */
function overheadParts(run: WorkflowRun): string {
  const steps = Object.values(run.jobs).flatMap((job) => job.steps);
  const sum = (chosen: typeof steps) => chosen.reduce((total, step) => total + step.ms, 0);
  const checkouts = steps.filter((step) => step.uses === 'actions/checkout@v4');
  // ci.yml names them: the judging pipeline (sparse, actions/ only) and the change (its whole tree and history).
  const pipeline = checkouts.filter((step) => /pipeline/i.test(step.name));
  const change = checkouts.filter((step) => !pipeline.includes(step));
  const action = (name: string) => sum(steps.filter((step) => step.uses?.endsWith(`actions/${name}`)));
  const runner = run.jobs.verdict!.endedMs - sum(steps);
  return (
    `checkouts: ${pipeline.length} of the pipeline ${seconds(sum(pipeline))}, ${change.length} of the change ${seconds(sum(change))}; ` +
    `check ${seconds(action('check'))}, report ${seconds(action('report'))}, runner ${seconds(runner)}`
  );
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
