import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { runAction } from '../../src/action.ts';
import { readDeployInputs } from '../../src/deploy/action-inputs.ts';
import { publishStatus } from '../../src/weekly/publish.ts';

void runAction(async () => {
  const { settings } = await readDeployInputs();
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const text = await readFile(path.resolve(workspace, core.getInput('status') || 'status.json'), 'utf8');
  const published = await publishStatus(settings.target, text);
  core.info(`published ${published}`);
  core.setOutput('published', published);
});
