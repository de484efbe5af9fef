import path from 'node:path';
import * as core from '@actions/core';
import { runAction } from '../../src/action.ts';
import { readDeploySettings, type DeployInput } from '../../src/deploy/config.ts';
import { deploySite } from '../../src/deploy/deploy.ts';
import { formatDeployResult, lineReporter } from '../../src/deploy/report.ts';

await runAction(async () => {
  // The runner masks registered values line by line: register each key whole and each of its lines.
  for (const key of [core.getInput('private-key'), core.getInput('signing-key')])
    if (key) for (const secret of [key, ...key.split(/\r?\n/).filter((line) => line.trim().length > 8)]) core.setSecret(secret);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const catalogDir = path.resolve(workspace, core.getInput('catalog') || 'connectors');
  const settings = await readDeploySettings((name: DeployInput) => core.getInput(name) || undefined, catalogDir);
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
