import * as core from '@actions/core';
import { runAction } from '../../src/cli/action.ts';
import { readDeployInputs } from '../../src/deploy/action-inputs.ts';
import { readLiveRelease } from '../../src/deploy/deploy.ts';

void runAction(async () => {
  const { settings } = await readDeployInputs();
  const live = await readLiveRelease(settings.target);
  core.info(live ? `live release ${live.id}, from commit ${live.commit}` : 'nothing is deployed yet');
  core.setOutput('release', live?.id ?? '');
  core.setOutput('commit', live?.commit ?? '');
});
