// actions/check: npm run check's gate in CI, with an annotation per finding, the counts as outputs, the step summary,
// and the report the report action reads (paths relative to the repository, the connectors the change touched).
import { writeFile } from 'node:fs/promises';
import * as core from '@actions/core';
import { addSummary, annotate, workspacePath } from '../../cli/action.ts';
import { listOption } from '../../cli/command-line.ts';
import { countBySeverity } from '../../findings/finding.ts';
import { formatHuman, formatMarkdown } from '../../findings/format.ts';
import type { CheckReport } from '../../forgejo/checks.ts';
import { changedConnectors, relativeToRepository } from '../../forgejo/report-paths.ts';
import { checkCatalog } from '../../phases/check.ts';

export async function action(): Promise<void> {
  const catalogDir = workspacePath('catalog', 'connectors');
  const versionGuard = core.getBooleanInput('version-guard') ? { base: core.getInput('base') || undefined, env: process.env } : undefined;
  const result = await checkCatalog({
    catalogDir,
    only: listOption(core.getInput('only')),
    except: listOption(core.getInput('except')),
    versionGuard,
  });
  if (result.versionBase) core.info(`Version guard base: ${result.versionBase}`);
  core.info(formatHuman(result.findings, { color: false }));
  annotate(result.findings);
  const { errors, warnings } = countBySeverity(result.findings);
  core.setOutput('errors', errors);
  core.setOutput('warnings', warnings);
  await addSummary(formatMarkdown(result.findings, 'Catalog check'));
  const change = versionGuard ? await changedConnectors(catalogDir, versionGuard.base, process.env) : undefined;
  const report: CheckReport = {
    findings: change ? relativeToRepository(result.findings, change.repositoryDir) : result.findings,
    connectorCount: result.connectorCount,
    versionBase: result.versionBase,
    ...(change?.changed ? { changed: change.changed } : {}),
  };
  await writeFile(workspacePath('report', 'check-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (errors > 0) core.setFailed(`${errors} error(s) in the catalog`);
}
