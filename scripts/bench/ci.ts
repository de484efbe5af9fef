// A pull request event to its verdict, on a catalog of 300 connectors of which one changed: ci.yml executed
// as forgejo-runner runs it (test/workflows/runner.ts), the real check and smoke actions (Docker Engine),
// the Forgejo stand-in. Baseline: the same pull request when it also touches the smoke code, so that every
// connector is smoked, measured in the same run.
import { ForgejoStandIn } from '../../test/forgejo/stand-in.ts';
import { ForgejoRepo, runPullRequestTarget } from '../../test/workflows/forgejo-repo.ts';
import type { WorkflowRun } from '../../test/workflows/runner.ts';
import type { BenchRow } from './types.ts';

const CONNECTORS = Number(process.env.SKALD_BENCH_CI_CONNECTORS ?? 300);
const REPOSITORY = 'skald/connectors';

export async function run(): Promise<BenchRow[]> {
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
    return [
      {
        name: `PR event to verdict, ${CONNECTORS} connectors, 1 changed`,
        value: one.seconds,
        baseline: all.seconds,
        unit: 's',
        note: `the smoke step itself ${seconds(smokeStepMs(one.run))} of it, so ${seconds(one.seconds * 1000 - smokeStepMs(one.run))} fixed overhead; baseline smokes all ${CONNECTORS} ("${smoked()}")`,
      },
    ];
  } finally {
    await repo.cleanup();
    await forgejo.close();
  }
}

async function timedPullRequest(
  repo: ForgejoRepo,
  forgejo: ForgejoStandIn,
  number: number,
): Promise<{ seconds: number; run: WorkflowRun }> {
  forgejo.addPullRequest();
  const started = process.hrtime.bigint();
  const { run } = await runPullRequestTarget(repo, forgejo, number, REPOSITORY);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.jobs.verdict?.result !== 'success')
    throw new Error(`the bench pull request #${number} did not pass: ${JSON.stringify(run.jobs, null, 1).slice(0, 4000)}`);
  return { seconds, run };
}

function smokeStepMs(run: WorkflowRun): number {
  return run.jobs.smoke?.steps.find((step) => step.uses?.endsWith('actions/smoke'))?.ms ?? 0;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
