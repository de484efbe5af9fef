import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { annotate, runAction } from '../../src/action.ts';
import { UserError } from '../../src/cli.ts';
import {
  formatProgressLine,
  formatSmokeJson,
  formatSmokeMarkdown,
  sandboxNodeBinary,
  secretsFromEnvironment,
  smokeCatalog,
} from '../../src/smoke/index.ts';

await runAction(async () => {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const secrets = { ...secretsFromEnvironment(), ...parseSecrets(core.getInput('secrets')) };
  for (const value of Object.values(secrets)) core.setSecret(value);
  const concurrency = core.getInput('concurrency') ? Number(core.getInput('concurrency')) : undefined;
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0))
    throw new UserError(`concurrency must be a positive integer, not "${core.getInput('concurrency')}"`);
  const report = await smokeCatalog({
    catalogDir: path.resolve(workspace, core.getInput('catalog') || 'connectors'),
    ids: core
      .getInput('connectors')
      .split(/[\s,]+/)
      .filter(Boolean),
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

function parseSecrets(text: string): Record<string, string> {
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UserError('the secrets input is not valid JSON (expected {"NAME": "value"})');
  }
  if (
    parsed === null ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    !Object.values(parsed).every((value) => typeof value === 'string')
  ) {
    throw new UserError('the secrets input must be a JSON object of strings, {"NAME": "value"}');
  }
  return parsed as Record<string, string>;
}
