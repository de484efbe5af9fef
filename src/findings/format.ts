import { compareFindings, countBySeverity, describe, type Finding, location } from './finding.ts';

const COLORS = { error: '\x1b[31m', warning: '\x1b[33m', dim: '\x1b[2m', bold: '\x1b[1m', reset: '\x1b[0m' };

/** Findings grouped by connector, one line each, then a count: `file:line:col  severity  field: problem. Fix: …  [rule]`. */
export function formatHuman(findings: readonly Finding[], options: { color: boolean }): string {
  const paint = (code: keyof typeof COLORS, text: string) => (options.color ? `${COLORS[code]}${text}${COLORS.reset}` : text);
  const lines: string[] = [];
  for (const [key, group] of groupByConnector(findings)) {
    lines.push(paint('bold', key));
    for (const finding of group) {
      lines.push(`  ${findingLine(finding, paint)}`);
    }
  }
  const { errors, warnings } = countBySeverity(findings);
  const connectors = new Set(findings.map((finding) => finding.connector ?? '(catalog)')).size;
  lines.push(
    findings.length === 0
      ? 'No problems found.'
      : `${plural(errors, 'error')} and ${plural(warnings, 'warning')} in ${plural(connectors, 'place')} ` +
          '(connectors, or the catalog itself).',
  );
  return `${lines.join('\n')}\n`;
}

/**
 * One finding as `check` prints it: `file:line:col  severity  field: problem. Fix: …  [rule]`.
 * A rule's `explain.example` is one of these lines.
 */
export function findingLine(finding: Finding, paint = (_code: keyof typeof COLORS, text: string) => text): string {
  return `${location(finding)}  ${paint(finding.severity, finding.severity)}  ${describe(finding)}  ${paint('dim', `[${finding.ruleId}]`)}`;
}

/** Findings sorted and grouped by connector (`(catalog)` for the catalog itself), the groups in name order. */
function groupByConnector(findings: readonly Finding[]): Array<[string, Finding[]]> {
  const groups = new Map<string, Finding[]>();
  for (const finding of [...findings].sort(compareFindings)) {
    const key = finding.connector ?? '(catalog)';
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** The version of the findings' JSON shape (`check --json`): raised when a field changes meaning or goes. */
const FINDINGS_JSON_SCHEMA_VERSION = 1;

export function formatJson(findings: readonly Finding[]): string {
  const document = {
    schemaVersion: FINDINGS_JSON_SCHEMA_VERSION,
    ...countBySeverity(findings),
    findings: [...findings].sort(compareFindings),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** A markdown table for a step summary or a pull-request comment. */
export function formatMarkdown(findings: readonly Finding[], title: string): string {
  const { errors, warnings } = countBySeverity(findings);
  const rows = [...findings]
    .sort(compareFindings)
    .map((finding) => `| ${finding.severity} | \`${location(finding)}\` | ${escapeTableCell(describe(finding))} | \`${finding.ruleId}\` |`);
  const table = rows.length
    ? ['| severity | where | problem | rule |', '| --- | --- | --- | --- |', ...rows].join('\n')
    : 'No problems found.';
  return `### ${title}\n\n${plural(errors, 'error')}, ${plural(warnings, 'warning')}.\n\n${table}\n`;
}

/** Text safe inside one cell of a markdown table: a pipe would end the cell, a newline the row. */
export function escapeTableCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
