import { countBySeverity } from '../findings/finding.ts';
import { escapeTableCell, formatMarkdown, plural } from '../findings/format.ts';
import { FAILURE_CLASSES } from '../mcp/failure-class.ts';
import { describeEras } from '../tool-surface/surface.ts';
import type { ConnectorSmokeResult, SmokeReport } from './result.ts';

/** The version of the smoke report's JSON shape: raised when a field changes meaning or goes. */
const SMOKE_JSON_SCHEMA_VERSION = 1;

export function formatSmokeJson(report: SmokeReport): string {
  return `${JSON.stringify({ schemaVersion: SMOKE_JSON_SCHEMA_VERSION, ...report }, null, 2)}\n`;
}

/**
 * The reports of one run per target (a workflow's matrix) as one: every result, the counts summed. Each result names
 * its target; the first report gives the engine and the base image.
 */
export function mergeSmokeReports(reports: readonly SmokeReport[]): SmokeReport {
  const [first, ...rest] = reports;
  if (!first || !rest.length) return first!;
  const counts = { ...first.counts };
  for (const report of rest) for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += report.counts[key];
  return {
    ...first,
    runId: reports.map((report) => report.runId).join(' '),
    targets: reports.flatMap((report) => report.targets ?? []),
    durationMs: Math.max(...reports.map((report) => report.durationMs)),
    counts,
    connectors: reports.flatMap((report) => report.connectors),
  };
}

/**
 * One line as a connector finishes: `[3/11] weather  bookworm  passed  stdio server/discover 2026-07-28 and initialize
 * 2025-11-25  4 tools  2.1 s`.
 */
export function formatProgressLine(result: ConnectorSmokeResult, done: number, total: number): string {
  const { errors, warnings } = countBySeverity(result.findings);
  const parts = [`[${done}/${total}]`, result.id, ...(result.target ? [result.target] : []), result.status];
  if (result.transport) parts.push(protocolCell(result));
  if (result.failure) parts.push(`(${FAILURE_CLASSES[result.failure.class]})`);
  if (result.toolCount !== undefined) parts.push(plural(result.toolCount, 'tool'));
  if (result.verify) parts.push(`verify ${verifyCell(result)}`);
  if (errors || warnings) parts.push(`${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
  if (result.skipped) parts.push(`(${result.skipped})`);
  parts.push(seconds(result.durations.totalMs));
  return parts.join('  ');
}

/** The step summary: one row per connector, then every finding (the shared findings table). */
export function formatSmokeMarkdown(report: SmokeReport): string {
  const rows = report.connectors.map((result) => {
    const { errors, warnings } = countBySeverity(result.findings);
    const server = result.serverInfo ? `${result.serverInfo.name} ${result.serverInfo.version}` : '';
    const status = `${STATUS_MARK[result.status]} ${result.status}${result.skipped ? ` (${escapeTableCell(result.skipped)})` : ''}`;
    const protocol = result.transport ? protocolCell(result) : result.failure ? FAILURE_CLASSES[result.failure.class] : '';
    const connector = `\`${result.id}\`${result.target ? ` on ${escapeTableCell(result.target)}` : ''}`;
    const cells = [connector, status, verifyCell(result), protocol, escapeTableCell(server), result.toolCount ?? ''];
    return `| ${cells.join(' | ')} | ${errors}/${warnings} | ${seconds(result.durations.totalMs)} |`;
  });
  const { passed, failed, skipped } = report.counts;
  const table = [
    '| connector | status | verify | protocol | server | tools | errors/warnings | time |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
  const findings = report.connectors.flatMap((result) => result.findings);
  const tails = report.connectors
    .filter((result) => result.status === 'failed' && result.stderrTail.trim())
    .map(
      (result) =>
        `<details><summary><code>${result.id}</code> stderr (tail)</summary>\n\n` +
        `\`\`\`\n${result.stderrTail.trim().slice(-1500).replace(/```/g, "'''")}\n\`\`\`\n</details>`,
    );
  return [
    `### Connector smoke run`,
    '',
    `${passed} passed, ${failed} failed, ${skipped} skipped, in ${seconds(report.durationMs)} ` +
      `(engine ${report.engine}, ${targetsText(report)}).`,
    '',
    table,
    '',
    formatMarkdown(findings, 'Smoke findings'),
    ...tails,
  ].join('\n');
}

const STATUS_MARK = { passed: '✅', failed: '❌', skipped: '⏭️' } as const;

/** The transport and each era the server answered in: `stdio server/discover 2026-07-28 and initialize 2025-11-25`. */
export function protocolCell(result: Pick<ConnectorSmokeResult, 'transport' | 'eras'>): string {
  return `${result.transport ?? ''} ${describeEras(result.eras ?? {})}`.trim();
}

/** The targets the run ran on, with the versions read from each base, and any that moved past the recorded ones. */
function targetsText(report: SmokeReport): string {
  if (!report.targets?.length) return `image \`${report.baseImage}\``;
  return report.targets
    .map(
      (target) =>
        `${target.id} (Debian ${target.debian}, Node ${target.node}, Python ${target.python}, image \`${target.image}\`` +
        `${target.recorded ? `; the index records Node ${target.recorded.node}, Python ${target.recorded.python}: run npm run targets -- --record` : ''})`,
    )
    .join(', ');
}

function verifyCell(result: ConnectorSmokeResult): string {
  const verify = result.verify;
  if (!verify) return '—';
  if (verify.timedOut) return 'timed out';
  if (verify.ok === undefined) return `bad output (exit ${verify.exitCode})`;
  return `ok: ${verify.ok}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
