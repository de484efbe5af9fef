import { countBySeverity } from '../findings/finding.ts';
import { escapeTableCell, formatMarkdown, plural } from '../findings/format.ts';
import { FAILURE_CLASSES } from '../mcp/failure-class.ts';
import { describeEras } from '../tool-surface/surface.ts';
import type { ConnectorSmokeResult, SmokeReport } from './result.ts';

/** The version of the smoke report's JSON shape: raised when a field changes meaning or goes. */
export const SMOKE_JSON_SCHEMA_VERSION = 1;

export function formatSmokeJson(report: SmokeReport): string {
  return `${JSON.stringify({ schemaVersion: SMOKE_JSON_SCHEMA_VERSION, ...report }, null, 2)}\n`;
}

/**
 * One line as a connector finishes: `[3/11] weather  passed  stdio server/discover 2026-07-28 and initialize 2025-11-25
 * 4 tools  2.1 s`.
 */
export function formatProgressLine(result: ConnectorSmokeResult, done: number, total: number): string {
  const { errors, warnings } = countBySeverity(result.findings);
  const parts = [`[${done}/${total}]`, result.id, result.status];
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
    const cells = [`\`${result.id}\``, status, verifyCell(result), protocol, escapeTableCell(server), result.toolCount ?? ''];
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
      `(engine ${report.engine}, image \`${report.baseImage}\`).`,
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
