import path from 'node:path';
import * as core from '@actions/core';
import { describeInternalError, EXIT_INTERNAL, KnownError } from '../findings/errors.ts';
import { describe, type Finding } from '../findings/finding.ts';

/**
 * The one try/catch of an action, with the exit-code contract of src/findings/errors.ts: a KnownError fails the step with
 * its one sentence and its exit code; anything else is a bug of ours, failed with the stack and exit code 2.
 */
export async function runAction(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error: unknown) {
    if (error instanceof KnownError) {
      core.setFailed(error.message);
      process.exitCode = error.exitCode;
      return;
    }
    core.setFailed(describeInternalError(error));
    process.exitCode = EXIT_INTERNAL;
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

/** A path input, resolved against the runner's workspace; `fallback` when the input is empty. */
export function workspacePath(input: string, fallback = ''): string {
  return path.resolve(process.env.GITHUB_WORKSPACE ?? process.cwd(), core.getInput(input) || fallback);
}

/** Appends markdown to the step summary; a runner that keeps none is not an error. */
export async function addSummary(markdown: string): Promise<void> {
  await core.summary
    .addRaw(markdown)
    .write()
    .catch(() => undefined);
}
