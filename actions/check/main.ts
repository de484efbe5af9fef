import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { annotate, runAction } from '../../src/cli/action.ts';
import { listOption } from '../../src/cli/command-line.ts';
import { countBySeverity } from '../../src/findings/finding.ts';
import { formatHuman, formatMarkdown } from '../../src/findings/format.ts';
import type { CheckReport } from '../../src/forgejo/checks.ts';
import { changedConnectors, relativeToRepository } from '../../src/forgejo/report-paths.ts';
import { checkCatalog } from '../../src/phases/check.ts';

void runAction(async () => {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const result = await checkCatalog({
    catalogDir: path.resolve(workspace, core.getInput('catalog') || 'connectors'),
    only: listOption(core.getInput('only')),
    except: listOption(core.getInput('except')),
    versionGuard: core.getBooleanInput('version-guard') ? { base: core.getInput('base') || undefined, env: process.env } : undefined,
  });
  if (result.versionBase) core.info(`Version guard base: ${result.versionBase}`);
  core.info(formatHuman(result.findings, { color: false }));
  annotate(result.findings);
  const { errors, warnings } = countBySeverity(result.findings);
  core.setOutput('errors', errors);
  core.setOutput('warnings', warnings);
  await core.summary
    .addRaw(formatMarkdown(result.findings, 'Catalog check'))
    .write()
    .catch(() => undefined);
  const catalogDir = path.resolve(workspace, core.getInput('catalog') || 'connectors');
  const change = core.getBooleanInput('version-guard')
    ? await changedConnectors(catalogDir, core.getInput('base') || undefined, process.env)
    : undefined;
  const report: CheckReport = {
    findings: change ? relativeToRepository(result.findings, change.repositoryDir) : result.findings,
    connectorCount: result.connectorCount,
    versionBase: result.versionBase,
    ...(change?.changed ? { changed: change.changed } : {}),
  };
  await writeFile(path.resolve(workspace, core.getInput('report') || 'check-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (errors > 0) core.setFailed(`${errors} error(s) in the catalog`);
});
