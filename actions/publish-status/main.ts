import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { runAction } from '../../src/action.ts';
import { readDeploySettings, type DeployInput } from '../../src/deploy/config.ts';
import { publishStatus } from '../../src/probe/publish.ts';

await runAction(async () => {
  const privateKey = core.getInput('private-key');
  if (privateKey) core.setSecret(privateKey);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const settings = await readDeploySettings(
    (name: DeployInput) => core.getInput(name) || undefined,
    path.resolve(workspace, core.getInput('catalog') || 'connectors'),
  );
  const text = await readFile(path.resolve(workspace, core.getInput('status') || 'status.json'), 'utf8');
  const published = await publishStatus(settings.target, text);
  core.info(`published ${published}`);
  core.setOutput('published', published);
});
