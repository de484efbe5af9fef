// actions/probe: the weekly probe (npm run probe-remote) in CI, with the secrets masked in the log, an annotation per
// finding, the report and status.json written, the failures as an output and the step summary.
import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { addSummary, annotate, workspacePath } from '../../cli/action.ts';
import { probeRemoteConnectors } from '../../phases/weekly.ts';
import { ConnectorSecrets } from '../../secrets/connector-secrets.ts';
import { formatProgressLine, formatSmokeJson, formatSmokeMarkdown } from '../../smoke/report.ts';
import { readPreviousStatus } from '../../weekly/status.ts';

export async function action(): Promise<void> {
  const secrets = ConnectorSecrets.from(process.env, { text: core.getInput('secrets'), source: 'the secrets input' });
  for (const value of secrets.values()) core.setSecret(value);
  const { report, status } = await probeRemoteConnectors({
    catalogDir: workspacePath('catalog', 'connectors'),
    secrets,
    egressNetwork: core.getInput('egress-network') || undefined,
    previous: await readPreviousStatus(core.getInput('previous-status'), (line) => core.warning(line)),
    base: { from: core.getInput('base-from') || undefined },
    log: (line) => core.info(line),
    onResult: (result, done, total) => core.info(formatProgressLine(result, done, total)),
  });
  annotate(report.connectors.flatMap((result) => result.findings));
  await writeFile(workspacePath('report', 'probe-report.json'), formatSmokeJson(report));
  await writeFile(workspacePath('status', 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
  for (const [id, entry] of Object.entries(status.connectors)) core.info(`${id}: ${entry.state}, ${entry.message}`);
  core.setOutput('failed', report.counts.failed);
  await addSummary(formatSmokeMarkdown(report));
  if (report.counts.failed) core.setFailed(`${report.counts.failed} remote connector(s) fail the probe`);
}
