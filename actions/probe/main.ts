import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { annotate, runAction } from '../../src/cli/action.ts';
import { probeRemoteConnectors } from '../../src/phases/weekly.ts';
import { sandboxNodeBinary } from '../../src/sandbox/base-image.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import { formatProgressLine, formatSmokeJson, formatSmokeMarkdown } from '../../src/smoke/report.ts';
import { readPreviousStatus } from '../../src/weekly/status.ts';

void runAction(async () => {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const secrets = ConnectorSecrets.from(process.env, { text: core.getInput('secrets'), source: 'the secrets input' });
  for (const value of secrets.values()) core.setSecret(value);
  const { report, status } = await probeRemoteConnectors({
    catalogDir: path.resolve(workspace, core.getInput('catalog') || 'connectors'),
    secrets,
    egressNetwork: core.getInput('egress-network') || undefined,
    previous: await readPreviousStatus(core.getInput('previous-status'), (line) => core.warning(line)),
    base: { from: core.getInput('base-from') || undefined, nodeBinary: sandboxNodeBinary(core.getInput('node-binary')) },
    log: (line) => core.info(line),
    onResult: (result, done, total) => core.info(formatProgressLine(result, done, total)),
  });
  annotate(report.connectors.flatMap((result) => result.findings));
  await writeFile(path.resolve(workspace, core.getInput('report') || 'probe-report.json'), formatSmokeJson(report));
  await writeFile(path.resolve(workspace, core.getInput('status') || 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
  for (const [id, entry] of Object.entries(status.connectors)) core.info(`${id}: ${entry.state}, ${entry.message}`);
  core.setOutput('failed', report.counts.failed);
  await core.summary
    .addRaw(formatSmokeMarkdown(report))
    .write()
    .catch(() => undefined);
  if (report.counts.failed) core.setFailed(`${report.counts.failed} remote connector(s) fail the probe`);
});
