import { compareFindings, type Finding, findingOf, type Location, type Report } from '../findings/finding.ts';
import type { RuleId } from '../findings/rule-ids.ts';
import type { Phase, Rule } from './rule.ts';

interface RuleRun<P extends Phase, Input, At> {
  /** The rules to run, as the phase chose them (src/phases/selection.ts). */
  rules: readonly Rule<P, Input, At>[];
  inputs: Iterable<Input>;
  /** Where a report's `at` points, for this input. */
  locate(at: At, input: Input): Location;
  /** Where a rule that crashes over this input is reported. */
  origin(input: Input): Location;
}

/**
 * The one engine of every phase: each rule over each input. A rule that throws, or returns something that is not a
 * report, becomes an internal-error finding and the run goes on. Findings come back sorted.
 */
export async function runRules<P extends Phase, Input, At>(run: RuleRun<P, Input, At>): Promise<Finding[]> {
  const findings: Finding[] = [];
  const take = (rule: Rule<P, Input, At>, input: Input, report: Report<At>) => {
    const problem = reportProblem(report);
    if (problem) throw new Error(`rule "${rule.id}" returned ${problem}: ${safeJson(report)}`);
    findings.push(findingOf(rule, run.locate(report.at, input), report));
  };
  for (const input of run.inputs) {
    for (const rule of run.rules) {
      try {
        const reports = rule.check(input);
        // Most rules are plain generators: iterated as such, they cost no turn of the microtask queue per report.
        if (isSyncIterable(reports)) for (const report of reports) take(rule, input, report);
        else for await (const report of reports) take(rule, input, report);
      } catch (error) {
        findings.push(internalError(rule.id, run.origin(input), error));
      }
    }
  }
  return findings.sort(compareFindings);
}

/** Not a rule but the engine's own finding; documented beside the rules. */
export const INTERNAL_ERROR = {
  id: 'internal-error',
  severity: 'error',
  description:
    'Not a rule: a rule that crashed, or returned something that is not a report. ' +
    'The run goes on; the message carries the stack. Please report it',
} as const;

/** The finding for a rule that crashed: the run goes on, the message carries the stack. */
function internalError(ruleId: RuleId, at: Location, error: unknown): Finding {
  return findingOf(INTERNAL_ERROR, at, {
    message: `rule "${ruleId}" crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    fix: 'this is a bug in the pipeline; please report it',
  });
}

function isSyncIterable<T>(value: Iterable<T> | AsyncIterable<T>): value is Iterable<T> {
  return typeof (value as Partial<Iterable<T>> | undefined)?.[Symbol.iterator] === 'function';
}

function reportProblem(report: Report<unknown>): string | undefined {
  if (report === null || typeof report !== 'object') return 'something that is not a report';
  if (typeof report.message !== 'string' || !report.message.trim()) return 'a report without a message';
  if (report.fix !== undefined && typeof report.fix !== 'string') return 'a report whose fix is not a string';
  if (report.severity !== undefined && report.severity !== 'error' && report.severity !== 'warning')
    return 'a report with an unknown severity';
  if (report.at === undefined) return 'a report without a place (at)';
  return undefined;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value);
  } catch {
    return String(value);
  }
}
