import path from 'node:path';
import * as core from '@actions/core';
import { type DeployInput, type DeploySettings, readDeploySettings } from './config.ts';

/**
 * What every action that reaches the web host reads first: its keys registered as secrets, then the catalog
 * directory and the server settings from its inputs. The runner masks registered values line by line, so each
 * key is registered whole and each of its lines too.
 */
export async function readDeployInputs(): Promise<{ catalogDir: string; settings: DeploySettings }> {
  for (const key of [core.getInput('private-key'), core.getInput('signing-key')])
    if (key) for (const secret of [key, ...key.split(/\r?\n/).filter((line) => line.trim().length > 8)]) core.setSecret(secret);
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const catalogDir = path.resolve(workspace, core.getInput('catalog') || 'connectors');
  const settings = await readDeploySettings((name: DeployInput) => core.getInput(name) || undefined, catalogDir);
  return { catalogDir, settings };
}
