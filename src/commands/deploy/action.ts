// actions/deploy: npm run deploy in CI, its settings and keys as inputs (registered as secrets), what it did as outputs.
import * as core from '@actions/core';
import { readDeployInputs } from '../../deploy/action-inputs.ts';
import { deploySite } from '../../deploy/deploy.ts';
import { formatDeployResult, lineReporter } from '../../deploy/report.ts';

export async function action(): Promise<void> {
  const { catalogDir, settings } = await readDeployInputs();
  const result = await deploySite({
    catalogDir,
    settings,
    dryRun: core.getBooleanInput('dry-run'),
    reporter: lineReporter((line) => core.info(line)),
  });
  core.info(formatDeployResult(result));
  core.setOutput('release', result.releaseId);
  core.setOutput('sent-files', result.sent.length);
  core.setOutput('sent-bytes', result.sentBytes);
  core.setOutput('linked-files', result.linked.length);
  core.setOutput('signature', result.signature ?? '');
  core.setOutput('site-url', result.siteChecked ?? '');
}
