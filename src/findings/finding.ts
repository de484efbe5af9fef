import type { Position } from '../json/document.ts';
import type { RuleId } from './rule-ids.ts';

export type Severity = 'error' | 'warning';

/** Where a finding points. */
export interface Location {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  position?: Position;
  /** The manifest field concerned, as a dotted path (`auth.deliver.env`). */
  field?: string;
  /** The connector the finding belongs to, when it belongs to one. */
  connector?: string;
}

/** One problem in the catalog: data, rendered to text in one place. */
export interface Finding extends Location {
  ruleId: RuleId;
  severity: Severity;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  fix?: string;
}

/** What a rule says about one problem; the engine adds the rule's id and severity and turns `at` into a Location. */
export interface Report<At = Location> {
  at: At;
  message: string;
  fix?: string;
  /** Overrides the rule's severity for this one finding (a deprecation that informs, say). */
  severity?: Severity;
}

/** The one way a finding is made: a rule's id and severity, where, and what its report says. */
export function findingOf(rule: { id: RuleId; severity: Severity }, at: Location, report: Omit<Report<unknown>, 'at'>): Finding {
  // The keys keep this order (the JSON report shows it).
  const finding: Finding = { ruleId: rule.id, severity: report.severity ?? rule.severity, ...at, message: report.message };
  if (report.fix) finding.fix = report.fix;
  return finding;
}

/** A finding made elsewhere (while loading, by compile) as the report of the rule that owns its id. */
export function reportOf(finding: Finding): Report {
  const { ruleId: _ruleId, severity, message, fix, ...at } = finding;
  return fix ? { at, message, fix, severity } : { at, message, severity };
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    a.file.localeCompare(b.file) ||
    (a.position?.line ?? 0) - (b.position?.line ?? 0) ||
    (a.position?.column ?? 0) - (b.position?.column ?? 0) ||
    a.ruleId.localeCompare(b.ruleId) ||
    a.message.localeCompare(b.message)
  );
}

export function location(finding: Finding): string {
  const position = finding.position ? `:${finding.position.line}:${finding.position.column}` : '';
  return `${finding.file}${position}`;
}

/** The sentence a person reads: field, problem, fix. A message that already ends a sentence gets no second full stop. */
export function describe(finding: Finding): string {
  const field = finding.field ? `${finding.field}: ` : '';
  const message = /[.!?]$/.test(finding.message) ? finding.message : `${finding.message}.`;
  const fix = finding.fix ? ` Fix: ${finding.fix}` : '';
  return `${field}${message}${fix}`;
}

export function countBySeverity(findings: readonly Finding[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const finding of findings) if (finding.severity === 'error') errors++;
  return { errors, warnings: findings.length - errors };
}
