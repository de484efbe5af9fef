import type { Position } from './json-document.ts';

export type Severity = 'error' | 'warning';

/** One problem in the catalog: data, rendered to text in one place. */
export interface Finding {
  ruleId: string;
  severity: Severity;
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  position?: Position;
  /** The manifest field concerned, as a dotted path (`auth.deliver.env`). */
  field?: string;
  /** What is wrong. */
  message: string;
  /** How to fix it. */
  fix?: string;
  /** The connector the finding belongs to, when it belongs to one. */
  connector?: string;
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

/** The sentence a person reads: field, problem, fix. */
export function describe(finding: Finding): string {
  const field = finding.field ? `${finding.field}: ` : '';
  const fix = finding.fix ? ` Fix: ${finding.fix}` : '';
  return `${field}${finding.message}.${fix}`.replace(/\.\./g, '.');
}

export function countBySeverity(findings: readonly Finding[]): { errors: number; warnings: number } {
  let errors = 0;
  for (const finding of findings) if (finding.severity === 'error') errors++;
  return { errors, warnings: findings.length - errors };
}
