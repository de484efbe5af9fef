import * as core from '@actions/core';
import { runAction } from '../../src/cli/action.ts';
import { readDeployInputs } from '../../src/deploy/action-inputs.ts';
import { deploySite } from '../../src/deploy/deploy.ts';
import { formatDeployResult, lineReporter } from '../../src/deploy/report.ts';

void runAction(async () => {
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
});
