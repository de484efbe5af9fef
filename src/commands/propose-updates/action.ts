// actions/propose-updates: one step of the weekly dependency update (npm run propose-updates) in CI, its lines in the
// log. The token comes as an input, masked, and reaches the steps only through the environment.
import * as core from '@actions/core';
import { workspacePath } from '../../cli/action.ts';
import { listOption } from '../../cli/command-line.ts';
import { SetupError } from '../../findings/errors.ts';
import { isUpdateStep, limitOf, runUpdateStep } from '../../updates/job.ts';

export async function action(): Promise<void> {
  const step = core.getInput('step');
  if (!isUpdateStep(step)) throw new SetupError(`the step input is plan, build or publish, not "${step}"`);
  const token = core.getInput('token');
  if (token) core.setSecret(token);
  const lines = await runUpdateStep(step, {
    dir: workspacePath('dir', 'updates'),
    catalogDir: workspacePath('catalog', 'connectors'),
    ids: listOption(core.getInput('connectors')) ?? [],
    limit: limitOf(core.getInput('limit') || '5'),
    sandbox: {
      base: { from: core.getInput('base-from') || undefined },
      egressNetwork: core.getInput('egress-network') || undefined,
    },
    environment: token ? { ...process.env, SKALD_UPDATES_TOKEN: token } : process.env,
    log: { info: (line) => core.info(line), warning: (line) => core.warning(line) },
  });
  for (const line of lines) core.info(line);
  if (!lines.length) core.info(`the ${step} step had nothing to do`);
}
