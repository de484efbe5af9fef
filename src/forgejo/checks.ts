// What a contributor reads on Forgejo: one commit status per check with a one-line description, and one
// sticky pull-request comment with the whole report. Pure text, built from the reports the checks wrote.
import { countBySeverity, type Finding } from '../findings/finding.ts';
import { plural } from '../findings/format.ts';
import { FAILURE_CLASSES } from '../mcp/failure-class.ts';
import { protocolCell } from '../smoke/report.ts';
import type { ConnectorSmokeResult, SmokeReport } from '../smoke/result.ts';
import type { CommitStatusState, CreateStatusOption } from './client.ts';
import { findingsList } from './findings-list.ts';
import { folderLiteral, folderText, literal, oneLineText } from './markdown.ts';
import { surfaceChangeTables } from './surface-table.ts';

/** What `actions/check` writes to its report file. */
export interface CheckReport {
  findings: Finding[];
  connectorCount: number;
  versionBase?: string;
  /** The connector folders the change touches (what the contributor changed); absent when not known. */
  changed?: string[];
}

type CheckName = 'static' | 'version' | 'smoke' | 'release';

export const STATUS_CONTEXT_PREFIX = 'skald';
export function statusContext(check: CheckName): string {
  return `${STATUS_CONTEXT_PREFIX} / ${check}`;
}

/** The hidden line a sticky comment is found again by. */
export const COMMENT_MARKER = '<!-- skald-ci-report: edited in place on each push, do not remove -->';

// Forgejo stores up to 255 characters; a status line is read at a glance, so keep it far shorter.
const DESCRIPTION_LIMIT = 140;

/** "2 errors in gmail: version-not-bumped, tool-friendly-name"; "no problems in 11 connectors". */
function describeFindings(findings: readonly Finding[], scope: string): { state: CommitStatusState; description: string } {
  const { errors, warnings } = countBySeverity(findings);
  if (errors === 0) {
    const note = warnings ? `, ${plural(warnings, 'warning')} (${summarizeWhere(findings)})` : '';
    return { state: 'success', description: oneLine(`no errors in ${scope}${note}`) };
  }
  const failing = findings.filter((finding) => finding.severity === 'error');
  return { state: 'failure', description: oneLine(`${plural(errors, 'error')} in ${summarizeWhere(failing)}`) };
}

/** "gmail: version-not-bumped, tool-friendly-name" or "gmail, weather: schema, tool-name". */
function summarizeWhere(findings: readonly Finding[]): string {
  const places = [...new Set(findings.map((finding) => (finding.connector === undefined ? 'the catalog' : folderText(finding.connector))))];
  const rules = [...new Set(findings.map((finding) => finding.ruleId))];
  const shownPlaces = places.length > 3 ? `${places.slice(0, 3).join(', ')} and ${places.length - 3} more` : places.join(', ');
  return `${shownPlaces}: ${rules.join(', ')}`;
}

function oneLine(text: string): string {
  return oneLineText(text, DESCRIPTION_LIMIT);
}

/** The static and version statuses of one check report; the version guard's rules are told apart by id. */
export function checkStatuses(report: CheckReport, versionRuleIds: readonly string[], targetUrl?: string): CreateStatusOption[] {
  const isVersion = (finding: Finding) => versionRuleIds.includes(finding.ruleId);
  const scope = plural(report.connectorCount, 'connector');
  return [
    {
      context: statusContext('static'),
      ...describeFindings(
        report.findings.filter((f) => !isVersion(f)),
        scope,
      ),
      target_url: targetUrl,
    },
    {
      context: statusContext('version'),
      ...describeFindings(
        report.findings.filter((f) => isVersion(f)),
        scope,
      ),
      target_url: targetUrl,
    },
  ].map(withoutEmptyUrl);
}

/** The smoke status: which connectors failed, and on which rules; or why nothing ran. */
export function smokeStatus(report: SmokeReport | undefined, notRun: string | undefined, targetUrl?: string): CreateStatusOption {
  if (!report)
    return withoutEmptyUrl({
      context: statusContext('smoke'),
      state: 'error',
      description: oneLine(notRun ?? 'no smoke report'),
      target_url: targetUrl,
    });
  const { passed, failed, skipped } = report.counts;
  if (report.connectors.length === 0)
    return withoutEmptyUrl({
      context: statusContext('smoke'),
      state: 'success',
      description: oneLine(notRun ?? 'nothing to smoke'),
      target_url: targetUrl,
    });
  const failing = report.connectors.filter((result) => result.status === 'failed');
  const description = failing.length
    ? `${failed} of ${report.connectors.length} failed: ${failing
        .slice(0, 3)
        .map((result) => `${resultText(result)} (${[...new Set(errorRules(result))].join(', ')})`)
        .join(', ')}${failing.length > 3 ? ` and ${failing.length - 3} more` : ''}`
    : `${passed} passed${skipped ? `, ${skipped} skipped` : ''}: ${report.connectors.map(resultText).join(', ')}`;
  return withoutEmptyUrl({
    context: statusContext('smoke'),
    state: failing.length ? 'failure' : 'success',
    description: oneLine(description),
    target_url: targetUrl,
  });
}

/** A result as a status names it: the connector, and the target it ran on (`beta on trixie`). */
function resultText(result: ConnectorSmokeResult): string {
  return `${folderText(result.id)}${result.target ? ` on ${folderText(result.target)}` : ''}`;
}

function errorRules(result: ConnectorSmokeResult): string[] {
  return result.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.ruleId);
}

function withoutEmptyUrl(status: CreateStatusOption): CreateStatusOption {
  if (status.target_url) return status;
  const { target_url: _, ...rest } = status;
  return rest;
}

interface ReportCommentInput {
  check?: CheckReport;
  /** Why the check did not report (its job failed before writing a report). */
  checkMissing?: string;
  smoke?: SmokeReport;
  /** Why the smoke did not run, or did not report. */
  smokeMissing?: string;
  /** What else was skipped, and why ("the pipeline's own tests: no pipeline code changed"). */
  skipped: string[];
  commit: string;
  runUrl?: string;
  /** Where each finding's location links to (the file's line at `commit`); no links when absent. */
  repositoryUrl?: string;
}

/** The sticky comment: one line when everything passed, else the findings (see findingsList), the smoke results, what was skipped. */
export function formatReportComment(input: ReportCommentInput): string {
  const checkFindings = input.check?.findings ?? [];
  const smokeFindings = input.smoke?.connectors.flatMap((result) => result.findings) ?? [];
  const findings = [...checkFindings, ...smokeFindings];
  const { errors, warnings } = countBySeverity(findings);
  const run = input.runUrl && /^https?:\/\/[^\s()<>]+$/.test(input.runUrl) ? ` ([run](${input.runUrl}))` : '';
  const commit = literal(input.commit.slice(0, 12));
  const missing = [
    input.checkMissing && `The check did not report: ${literal(input.checkMissing)}.`,
    input.smokeMissing && `Smoke: ${literal(input.smokeMissing)}.`,
  ].filter((line): line is string => Boolean(line));
  if (errors === 0 && warnings === 0 && missing.length === 0 && input.skipped.length === 0) {
    const smoked = input.smoke?.connectors.length ? `, ${plural(input.smoke.connectors.length, 'connector')} smoked` : '';
    return `${COMMENT_MARKER}\n✅ Skald CI: everything passed on ${commit}${smoked}${run}.\n`;
  }
  const lines = [
    COMMENT_MARKER,
    `### Skald CI on ${commit}${run}`,
    '',
    errors
      ? `❌ ${plural(errors, 'error')}, ${plural(warnings, 'warning')}.`
      : `✅ No errors${warnings ? `, ${plural(warnings, 'warning')}` : ''}.`,
    ...missing.map((line) => `\n⚠️ ${line}`),
  ];
  const links = input.repositoryUrl ? { repositoryUrl: input.repositoryUrl, commit: input.commit } : undefined;
  if (findings.length)
    lines.push('', ...surfaceChangeTables(findings), ...findingsList(findings, { changed: input.check?.changed, links }));
  if (input.smoke?.connectors.length) lines.push('', '#### Smoke run', '', ...smokeLines(input.smoke));
  const skipped = [
    ...(input.smoke?.connectors
      .filter((result) => result.status === 'skipped')
      .map((result) => `${folderLiteral(result.id)}: ${literal(result.skipped ?? '')}`) ?? []),
    ...input.skipped.map((line) => literal(line)),
  ];
  if (skipped.length) lines.push('', '#### Skipped', '', ...skipped.map((line) => `- ${line}`));
  return `${lines.join('\n')}\n`;
}

function smokeLines(report: SmokeReport): string[] {
  const mark = { passed: '✅', failed: '❌', skipped: '⏭️' } as const;
  return report.connectors.map((result) => {
    const { errors, warnings } = countBySeverity(result.findings);
    const protocol = result.transport ? protocolCell(result) : result.failure ? FAILURE_CLASSES[result.failure.class] : '';
    const tools = result.toolCount === undefined ? '' : `, ${plural(result.toolCount, 'tool')}`;
    const target = result.target ? ` on ${literal(result.target)}` : '';
    return `- ${mark[result.status]} ${folderLiteral(result.id)}${target} ${result.status}${protocol ? ` (${literal(protocol)})` : ''}${tools}, ${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
  });
}

/**
 * The release status: deployed, linking where the deploy found the release served (its site-url output), or
 * linking the run and saying that no site URL was configured; or not deployed and why.
 */
export function releaseStatus(deployResult: string, releaseId: string, servedAt: string, runUrl?: string): CreateStatusOption {
  if (deployResult === 'success') {
    const release = `deployed${releaseId ? ` release ${releaseId}` : ''}`;
    return withoutEmptyUrl({
      context: statusContext('release'),
      state: 'success',
      description: oneLine(
        servedAt
          ? `${release}, served at ${servedAt}`
          : `${release}; no site URL configured (vars.SITE_URL), so the served site was not checked`,
      ),
      target_url: servedAt || runUrl,
    });
  }
  const why =
    deployResult === 'skipped'
      ? 'not deployed: the check or the smoke run of this commit did not pass'
      : `not deployed: the deploy ${deployResult === 'cancelled' ? 'was cancelled' : 'failed'}; the live site is unchanged`;
  return withoutEmptyUrl({ context: statusContext('release'), state: 'failure', description: why, target_url: runUrl });
}
