import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import { loadCatalog } from '../../src/catalog/load.ts';
import { runAction, workspacePath } from '../../src/cli/action.ts';
import { SetupError, UsageError } from '../../src/findings/errors.ts';
import { releaseStatus } from '../../src/forgejo/checks.ts';
import { ciContext, clientFrom, judgeChecks, readReport, readSmokeReports } from '../../src/forgejo/ci.ts';
import { publishChecks } from '../../src/forgejo/publish.ts';
import { trackProbeFailures } from '../../src/forgejo/tracking.ts';
import { VERSION_RULE_IDS } from '../../src/phases/check.ts';
import { parsePublicReport } from '../../src/weekly/public-report.ts';
import { healthOf, statusFile } from '../../src/weekly/status.ts';

void runAction(async () => {
  const log = { info: (line: string) => core.info(line), warning: (line: string) => core.warning(line) };
  const client = clientFrom({
    apiUrl: core.getInput('api-url') || process.env.FORGEJO_API_URL || process.env.GITHUB_API_URL,
    token: core.getInput('token') || process.env.FORGEJO_TOKEN || process.env.GITHUB_TOKEN,
    repository: core.getInput('repository') || process.env.GITHUB_REPOSITORY,
  });
  const context = await ciContext(process.env);
  const mode = core.getInput('mode') || 'checks';
  let verdict: { state: 'success' | 'failure'; summary: string };
  if (mode === 'checks') {
    verdict = await judgeChecks(
      {
        check: await readReport(workspacePath('check-report'), 'check'),
        // One report per target of the smoke matrix, named in the input and separated by spaces.
        smoke: await readSmokeReports(
          core
            .getInput('smoke-report')
            .split(/\s+/)
            .filter(Boolean)
            .map((file) => path.resolve(process.env.GITHUB_WORKSPACE ?? process.cwd(), file)),
        ),
        smokeNotRun: core.getInput('smoke-not-run') || undefined,
        skipped: core.getMultilineInput('skipped'),
        versionRuleIds: VERSION_RULE_IDS,
        statusPrefix: core.getInput('status-prefix') || undefined,
        context,
      },
      client,
      log,
    );
  } else if (mode === 'release') {
    const status = releaseStatus(core.getInput('release-result'), core.getInput('release-id'), core.getInput('site-url'), context.runUrl);
    verdict = { state: status.state === 'success' ? 'success' : 'failure', summary: status.description };
    if (typeof client === 'string') log.warning(client);
    else await publishChecks(client, { sha: context.sha, statuses: [status] }, log);
  } else if (mode === 'probe') {
    const file = workspacePath('smoke-report');
    const report = parsePublicReport(await readFile(file, 'utf8').catch(() => ''));
    if (!report) throw new SetupError(`the probe's report ${file} is missing or not a public probe report: see the probe job's log`);
    const status = statusFile.parse(JSON.parse(await readFile(workspacePath('status'), 'utf8')));
    const health = healthOf(report, status);
    const failing = health.filter((entry) => entry.state === 'failing');
    verdict = failing.length
      ? { state: 'failure', summary: `${failing.length} remote connector(s) fail: ${failing.map((entry) => entry.id).join(', ')}` }
      : { state: 'success', summary: 'every probed remote connector passes' };
    const catalogIds = (await loadCatalog(workspacePath('catalog'))).connectors.map((folder) => folder.folder);
    if (typeof client === 'string') log.warning(client);
    else await trackProbeFailures(client, health, { runUrl: context.runUrl, catalogIds }, log);
  } else {
    throw new UsageError(`mode must be checks, release or probe, not "${mode}"`);
  }
  core.setOutput('verdict', verdict.state);
  core.info(`verdict: ${verdict.state} (${verdict.summary})`);
  if (verdict.state === 'failure') core.setFailed(verdict.summary);
});
