// actions/probe: the weekly probe (npm run probe-remote) in CI, with the secrets masked in the log, an annotation per
// finding, the report and status.json written, the failures as an output and the step summary. The run holds real
// keys, so every one of those is made from the public report: the pipeline's own words, never a connector's.
import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { addSummary, annotate, workspacePath } from '../../cli/action.ts';
import { probeRemoteConnectors } from '../../phases/weekly.ts';
import { privateRanges } from '../../sandbox/egress.ts';
import { ConnectorSecrets } from '../../secrets/connector-secrets.ts';
import { resolverList } from '../../smoke/options.ts';
import { formatPublicJson, formatPublicMarkdown, formatPublicProgressLine } from '../../weekly/public-report.ts';
import { readPreviousStatus } from '../../weekly/status.ts';

export async function action(): Promise<void> {
  const secrets = ConnectorSecrets.from(process.env, { text: core.getInput('secrets'), source: 'the secrets input' });
  for (const value of secrets.values()) core.setSecret(value);
  const { published, status } = await probeRemoteConnectors({
    catalogDir: workspacePath('catalog', 'connectors'),
    secrets,
    egressNetwork: core.getInput('egress-network') || undefined,
    egressAllowPrivate: privateRanges(core.getInput('egress-allow-private').split(/[\s,]+/), 'the egress-allow-private input'),
    resolver: resolverList(core.getInput('resolver')),
    previous: await readPreviousStatus(core.getInput('previous-status'), (line) => core.warning(line)),
    base: { from: core.getInput('base-from') || undefined },
    log: (line) => core.info(line),
    onResult: (result, done, total) => core.info(formatPublicProgressLine(result, done, total)),
  });
  annotate(published.connectors.flatMap((result) => result.findings));
  await writeFile(workspacePath('report', 'probe-report.json'), formatPublicJson(published));
  await writeFile(workspacePath('status', 'status.json'), `${JSON.stringify(status, null, 2)}\n`);
  for (const [id, entry] of Object.entries(status.connectors)) core.info(`${id}: ${entry.state}, ${entry.message}`);
  core.setOutput('failed', published.counts.failed);
  await addSummary(formatPublicMarkdown(published));
  if (published.counts.failed) core.setFailed(`${published.counts.failed} remote connector(s) fail the probe`);
}
