// The verdict job of a workflow: reads the reports the check and smoke steps wrote, decides, and reports to
// Forgejo. The verdict comes from the reports alone; what the API answers never changes it.
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { countBySeverity } from '../findings/finding.ts';
import { mergeSmokeReports } from '../smoke/report.ts';
import type { SmokeReport } from '../smoke/result.ts';
import { type CheckReport, checkStatuses, formatReportComment, STATUS_CONTEXT_PREFIX, smokeStatus, statusContext } from './checks.ts';
import { type CommitStatusState, ForgejoClient } from './client.ts';
import { oneLineText } from './markdown.ts';
import { type PublishOutcome, publishChecks, ReportingSession, type ReportLog } from './publish.ts';
import { labelSurfaceChange, surfaceChangeReasons } from './surface-label.ts';

/** Where the job runs: the commit to put statuses on, the pull request if any, the run's page. */
interface CiContext {
  sha: string;
  pullRequest?: number;
  runUrl?: string;
  /** The repository's web page, for links to a file's line at `sha`. */
  repositoryUrl?: string;
}

/** From the runner's variables and the event payload (on pull_request_target GITHUB_SHA is the base's commit). */
export async function ciContext(env: NodeJS.ProcessEnv): Promise<CiContext> {
  let event: { pull_request?: { number?: number; head?: { sha?: string } }; after?: string } = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH, 'utf8'));
    } catch {
      event = {};
    }
  }
  const sha = event.pull_request?.head?.sha ?? env.GITHUB_SHA ?? '';
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_NUMBER: run } = env;
  return {
    sha,
    ...(event.pull_request?.number ? { pullRequest: event.pull_request.number } : {}),
    ...(server && repository && run ? { runUrl: `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}` } : {}),
    ...(server && repository ? { repositoryUrl: `${server.replace(/\/+$/, '')}/${repository}` } : {}),
  };
}

/** A client when the API base, token and repository are all known; otherwise why not (reporting is then skipped). */
export function clientFrom(settings: { apiUrl?: string; token?: string; repository?: string }): ForgejoClient | string {
  const missing = (['apiUrl', 'token', 'repository'] as const).filter((key) => !settings[key]);
  if (missing.length) return `not reporting to Forgejo: no ${missing.join(', ')} (see docs/ci.md)`;
  return new ForgejoClient({ apiUrl: settings.apiUrl!, token: settings.token!, repository: settings.repository! });
}

const findingShape = z.looseObject({ ruleId: z.string(), severity: z.enum(['error', 'warning']), file: z.string(), message: z.string() });
const checkReportShape = z.looseObject({
  findings: z.array(findingShape),
  connectorCount: z.number(),
  changed: z.array(z.string()).optional(),
});
const smokeReportShape = z.looseObject({
  counts: z.looseObject({ passed: z.number(), failed: z.number(), skipped: z.number(), errors: z.number(), warnings: z.number() }),
  connectors: z.array(z.looseObject({ id: z.string(), status: z.enum(['passed', 'failed', 'skipped']), findings: z.array(findingShape) })),
});

/** A report file another step wrote: the parsed report, or why there is none. */
export async function readReport<T>(file: string, kind: 'check' | 'smoke'): Promise<{ report?: T; missing?: string }> {
  if (!file) return { missing: `no ${kind} report was given` };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return { missing: `the ${kind} step wrote no report (${file}): it did not run, or failed before reporting; see the run's log` };
  }
  const parsed = (kind === 'check' ? checkReportShape : smokeReportShape).safeParse(safeJson(text));
  return parsed.success ? { report: parsed.data as T } : { missing: `the ${kind} report ${file} is not a report` };
}

/**
 * The smoke reports of a workflow's matrix, one file per target, read and merged into one; missing, naming it, when
 * any of them is: a target whose job did not report is no pass.
 */
export async function readSmokeReports(files: readonly string[]): Promise<{ report?: SmokeReport; missing?: string }> {
  if (!files.length) return { missing: 'no smoke report was given' };
  const read = await Promise.all(files.map((file) => readReport<SmokeReport>(file, 'smoke')));
  const missing = read.find((one) => one.missing);
  return missing ? { missing: missing.missing } : { report: mergeSmokeReports(read.map((one) => one.report!)) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface ChecksVerdictInput {
  check: { report?: CheckReport; missing?: string };
  /** Absent when the workflow had nothing to smoke; `notRun` then says why. */
  smoke: { report?: SmokeReport; missing?: string };
  smokeNotRun?: string;
  skipped: string[];
  versionRuleIds: readonly string[];
  /** The statuses' context prefix when not `skald`: a push run's own (`skald / push`), see docs/ci.md. */
  statusPrefix?: string;
  context: CiContext;
}

interface ChecksVerdict {
  state: Extract<CommitStatusState, 'success' | 'failure'>;
  /** One line for the log and the step's failure. */
  summary: string;
  outcome?: PublishOutcome;
}

/**
 * Fails when a report has errors or a report that should exist does not; a smoke deliberately not run
 * (`smokeNotRun`) is no failure. Then posts the statuses and the sticky comment when a client is given.
 */
export async function judgeChecks(input: ChecksVerdictInput, client: ForgejoClient | string, log: ReportLog): Promise<ChecksVerdict> {
  const { check, smoke, context } = input;
  const checkErrors = check.report ? countBySeverity(check.report.findings).errors : undefined;
  const smokeErrors = smoke.report?.counts.errors;
  const smokeMissing = input.smokeNotRun ? undefined : smoke.missing;
  const problems = [
    check.missing ?? (checkErrors ? `${checkErrors} error(s) in the catalog check` : undefined),
    smokeMissing ?? (smokeErrors ? `${smoke.report!.counts.failed} connector(s) failed the smoke run` : undefined),
  ].filter((line): line is string => Boolean(line));
  const state = problems.length ? 'failure' : 'success';
  const summary = problems.length ? problems.join('; ') : 'the catalog check and the smoke run passed';
  if (typeof client === 'string') {
    log.warning(client);
    return { state, summary };
  }
  if (!context.sha) {
    log.warning('not reporting to Forgejo: no commit sha (GITHUB_SHA, or the pull request head in the event)');
    return { state, summary };
  }
  const statuses = [
    ...(check.report
      ? checkStatuses(check.report, input.versionRuleIds, context.runUrl)
      : (['static', 'version'] as const).map((name) => ({
          context: statusContext(name),
          state: 'error' as const,
          description: check.missing!.slice(0, 140),
          ...(context.runUrl ? { target_url: context.runUrl } : {}),
        }))),
    smokeStatus(smoke.report, input.smokeNotRun ?? smoke.missing, context.runUrl),
  ];
  const prefix = input.statusPrefix ? oneLineText(input.statusPrefix, 60) : STATUS_CONTEXT_PREFIX;
  const owned = statuses.map((status) => ({ ...status, context: `${prefix}${status.context.slice(STATUS_CONTEXT_PREFIX.length)}` }));
  const body = formatReportComment({
    check: check.report,
    checkMissing: check.missing,
    smoke: smoke.report,
    smokeMissing,
    skipped: [...(input.smokeNotRun ? [`smoke: ${input.smokeNotRun}`] : []), ...input.skipped],
    commit: context.sha,
    runUrl: context.runUrl,
    repositoryUrl: context.repositoryUrl,
  });
  const outcome = await publishChecks(
    client,
    { sha: context.sha, statuses: owned, ...(context.pullRequest ? { comment: { pullRequest: context.pullRequest, body } } : {}) },
    log,
  );
  const surfaceChanges = surfaceChangeReasons([
    ...(check.report?.findings ?? []),
    ...(smoke.report?.connectors.flatMap((connector) => connector.findings) ?? []),
  ]);
  if (context.pullRequest && surfaceChanges.length) {
    const labelling = new ReportingSession(client, log);
    await labelSurfaceChange(labelling, context.pullRequest, surfaceChanges);
    outcome.sent += labelling.outcome.sent;
    outcome.failures.push(...labelling.outcome.failures);
  }
  return { state, summary, outcome };
}
