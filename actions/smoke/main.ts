import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { annotate, runAction } from '../../src/cli/action.ts';
import { listOption } from '../../src/cli/command-line.ts';
import { UsageError } from '../../src/findings/errors.ts';
import { smokeCatalog } from '../../src/phases/smoke.ts';
import { sandboxNodeBinary } from '../../src/sandbox/base-image.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import { selectSmokeIds } from '../../src/smoke/changed.ts';
import { formatProgressLine, formatSmokeJson, formatSmokeMarkdown } from '../../src/smoke/report.ts';

void runAction(async () => {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const secrets = ConnectorSecrets.from(process.env, { text: core.getInput('secrets'), source: 'the secrets input' });
  for (const value of secrets.values()) core.setSecret(value);
  const concurrency = core.getInput('concurrency') ? Number(core.getInput('concurrency')) : undefined;
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0))
    throw new UsageError(`concurrency must be a positive integer, not "${core.getInput('concurrency')}"`);
  const catalogDir = path.resolve(workspace, core.getInput('catalog') || 'connectors');
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
    base: { from: core.getInput('base-from') || undefined, nodeBinary: sandboxNodeBinary(core.getInput('node-binary')) },
    log: (line) => core.info(line),
    onResult: (result, done, total) => core.info(formatProgressLine(result, done, total)),
  });
  const findings = report.connectors.flatMap((result) => result.findings);
  annotate(findings);
  const reportFile = path.resolve(workspace, core.getInput('report') || 'smoke-report.json');
  await writeFile(reportFile, formatSmokeJson(report));
  core.setOutput('errors', report.counts.errors);
  core.setOutput('warnings', report.counts.warnings);
  core.setOutput('failed', report.counts.failed);
  core.setOutput('report', reportFile);
  await core.summary
    .addRaw(formatSmokeMarkdown(report))
    .write()
    .catch(() => undefined);
  if (report.counts.errors > 0)
    core.setFailed(`${report.counts.failed} connector(s) failed the smoke run (${report.counts.errors} error(s))`);
});
