import * as core from '@actions/core';
import { UserError } from './cli.ts';
import { describe, type Finding } from './findings.ts';

/** The one try/catch of an action: bad input fails the step with its message; a bug of ours also shows its stack. */
export async function runAction(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error: unknown) {
    if (error instanceof UserError) {
      core.setFailed(error.message);
      return;
    }
    core.setFailed(
      `internal error (a bug in the pipeline, please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  }
}

/** One `::error file=…,line=…,col=::` (or ::warning) line per finding. Forgejo shows them in the log. */
export function annotate(findings: readonly Finding[]): void {
  for (const finding of findings) {
    const properties: core.AnnotationProperties = {
      title: finding.ruleId,
      file: finding.file,
      startLine: finding.position?.line,
      startColumn: finding.position?.column,
    };
    (finding.severity === 'error' ? core.error : core.warning)(describe(finding), properties);
  }
}
