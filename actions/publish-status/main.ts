import { readFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { runAction, workspacePath } from '../../src/cli/action.ts';
import { readDeployInputs } from '../../src/deploy/action-inputs.ts';
import { publishFreshness } from '../../src/deploy/freshness.ts';
import { ServerSession } from '../../src/deploy/ssh.ts';
import { catalogKeyFile, loadSigningKey, readTrustedKeys } from '../../src/trust/index-signature.ts';

void runAction(async () => {
  const { catalogDir, settings } = await readDeployInputs();
  const status = await readFile(workspacePath('status', 'status.json'));
  const secret = settings.signingKey
    ? loadSigningKey(settings.signingKey, (await readTrustedKeys(catalogKeyFile(catalogDir))).keys)
    : undefined;
  if (!secret) core.warning('no signing-key: status.json is published with the served timestamp, which does not name it (docs/trust.md)');
  const session = await ServerSession.open(settings.target);
  try {
    const published = await publishFreshness(session, settings, status, secret, (message) => core.warning(message));
    core.info(
      `published status.json${published.timestampComment ? ` and timestamp.json (${published.timestampComment})` : ''} at ${published.published}; release ${published.releaseId ?? '(none yet)'} untouched`,
    );
    core.setOutput('published', published.published);
  } finally {
    session.close();
  }
});
