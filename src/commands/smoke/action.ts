// actions/smoke: npm run smoke in CI, its options as inputs, with an annotation per finding, the counts and the
// connectors smoked as outputs, the step summary and the JSON report.
import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { addSummary, annotate, workspacePath } from '../../cli/action.ts';
import { listOption } from '../../cli/command-line.ts';
import { smokeCatalog } from '../../phases/smoke.ts';
import { chooseTargets } from '../../sandbox/targets.ts';
import { ConnectorSecrets } from '../../secrets/connector-secrets.ts';
import { selectSmokeIds } from '../../smoke/changed.ts';
import { formatProgressLine, formatSmokeJson, formatSmokeMarkdown } from '../../smoke/report.ts';
import { concurrencyOf } from '../smoke.ts';

export async function action(): Promise<void> {
  const secrets = ConnectorSecrets.from(process.env, { text: core.getInput('secrets'), source: 'the secrets input' });
  for (const value of secrets.values()) core.setSecret(value);
  const concurrency = concurrencyOf(core.getInput('concurrency') || undefined, 'concurrency');
  const catalogDir = workspacePath('catalog', 'connectors');
  const selection = await selectSmokeIds({
    catalogDir,
    ids: core
      .getInput('connectors')
      .split(/[\s,]+/)
      .filter(Boolean),
    // Absent (an older runner's workflow, a hand-run bundle) means off, as the input's default.
    changed: core.getInput('changed') !== '' && core.getBooleanInput('changed'),
    base: core.getInput('base') || undefined,
    shard: core.getInput('shard') || undefined,
  });
  for (const note of selection.notes) core.info(note);
  core.setOutput('smoked', selection.ids.join(' '));
  const report = await smokeCatalog({
    catalogDir,
    ids: selection.ids,
    only: listOption(core.getInput('only')),
    except: listOption(core.getInput('except')),
    remote: core.getBooleanInput('remote'),
    secrets,
    concurrency,
    // Absent (a hand-run bundle) means every target, as the input's default.
    targets: chooseTargets(core.getInput('target') || undefined, 'target'),
    base: { from: core.getInput('base-from') || undefined },
    log: (line) => core.info(line),
    onResult: (result, done, total) => core.info(formatProgressLine(result, done, total)),
  });
  annotate(report.connectors.flatMap((result) => result.findings));
  const reportFile = workspacePath('report', 'smoke-report.json');
  await writeFile(reportFile, formatSmokeJson(report));
  core.setOutput('errors', report.counts.errors);
  core.setOutput('warnings', report.counts.warnings);
  core.setOutput('failed', report.counts.failed);
  core.setOutput('report', reportFile);
  await addSummary(formatSmokeMarkdown(report));
  if (report.counts.errors > 0)
    core.setFailed(`${report.counts.failed} connector(s) failed the smoke run (${report.counts.errors} error(s))`);
}
