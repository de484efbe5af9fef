import path from 'node:path';
import * as core from '@actions/core';
import { runAction } from '../../src/action.ts';
import { readDeploySettings, type DeployInput } from '../../src/deploy/config.ts';
import { readLiveRelease } from '../../src/deploy/deploy.ts';

await runAction(async () => {
  const privateKey = core.getInput('private-key');
  if (privateKey) core.setSecret(privateKey);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const settings = await readDeploySettings(
    (name: DeployInput) => core.getInput(name) || undefined,
    path.resolve(workspace, core.getInput('catalog') || 'connectors'),
  );
  const live = await readLiveRelease(settings.target);
  core.info(live ? `live release ${live.id}, from commit ${live.commit}` : 'nothing is deployed yet');
  core.setOutput('release', live?.id ?? '');
  core.setOutput('commit', live?.commit ?? '');
});
