/**
 * The exit-code contract of every command and action:
 * 0 pass (warnings allowed), 1 the catalog is wrong (findings), 2 a bug of ours (with the stack),
 * 3 the machine or setup is wrong, 64 the command line or an action input is wrong (as sysexits' EX_USAGE).
 */
export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_INTERNAL = 2;
export const EXIT_SETUP = 3;
export const EXIT_USAGE = 64;

/**
 * An error we can explain: not a bug of ours but something a person can put right. Reported as one clear sentence
 * that names what to do, with its exit code, never with a stack trace. Throw one of its kinds below.
 */
export abstract class KnownError extends Error {
  abstract readonly exitCode: typeof EXIT_FINDINGS | typeof EXIT_SETUP | typeof EXIT_USAGE;
}

/** The machine or setup is wrong (exit 3): a missing path, no git, no Docker engine, an SSH server out of reach. */
export class SetupError extends KnownError {
  override name = 'SetupError';
  override readonly exitCode = EXIT_SETUP;
}

/** The command line or an action input is wrong (exit 64): an unknown option or rule id, a bad option value. */
export class UsageError extends KnownError {
  override name = 'UsageError';
  override readonly exitCode = EXIT_USAGE;
}

/**
 * The catalog is wrong (exit 1), found by a command that must stop at once rather than list findings: the deploy
 * refuses a catalog that does not compile or a stale connectors.json.
 */
export class CatalogError extends KnownError {
  override name = 'CatalogError';
  override readonly exitCode = EXIT_FINDINGS;
}

/** What a person reads for an error that is not theirs: it asks for a report and carries the stack. */
export function describeInternalError(error: unknown): string {
  const details = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `internal error (a bug in the pipeline, please report it):\n${details}`;
}
