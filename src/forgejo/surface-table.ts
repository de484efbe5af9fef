import type { Finding } from '../findings/finding.ts';
import { SURFACE_CHANGE_CLASSES } from '../findings/rule-ids.ts';
import { tableCell } from './markdown.ts';

const RISK = new Map<string, number>(SURFACE_CHANGE_CLASSES.map((changeClass, rank) => [changeClass, rank]));

/**
 * The PR comment's view of tool-surface changes: per connector, one table row per change, the riskiest classes first
 * (a new tool, a read-only or destructive hint, a wider input before a reworded text or a narrower schema). Every
 * message quotes what a server listed, so every cell is a `tableCell`.
 */
export function surfaceChangeTables(findings: readonly Finding[]): string[] {
  const changes = findings.filter((finding) => RISK.has(finding.ruleId));
  if (!changes.length) return [];
  const byConnector = new Map<string, Finding[]>();
  for (const finding of changes) {
    const key = finding.connector ?? '(catalog)';
    byConnector.set(key, [...(byConnector.get(key) ?? []), finding]);
  }
  const lines = [
    '#### Tool surface changes',
    '',
    'Each is what the model will see differently than the committed `tools.lock.json`, riskiest first.',
    '',
  ];
  for (const [connector, group] of [...byConnector].sort(([a], [b]) => (a < b ? -1 : 1))) {
    lines.push(`**${tableCell(connector)}**`, '', '| class | change |', '| --- | --- |');
    for (const finding of [...group].sort((a, b) => RISK.get(a.ruleId)! - RISK.get(b.ruleId)!))
      lines.push(`| ${tableCell(finding.ruleId)} | ${tableCell(finding.message)} |`);
    lines.push('');
  }
  return lines;
}
