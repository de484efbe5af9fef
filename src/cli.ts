import { parseArgs, type ParseArgsConfig } from 'node:util';
import { describeInternalError, EXIT_INTERNAL, UsageError, UserError } from './errors.ts';

/**
 * Runs a command's main function with the exit-code contract of src/errors.ts: main returns 0 or 1;
 * a UserError prints its one sentence and exits with its code; anything else is a bug of ours, exit 2 with the stack.
 */
export function runCli(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof UserError) {
        process.stderr.write(`${name}: ${error.message}\n`);
        process.exitCode = error.exitCode;
        return;
      }
      process.stderr.write(`${name}: ${describeInternalError(error)}\n`);
      process.exitCode = EXIT_INTERNAL;
    },
  );
}

/** node:util parseArgs, with its errors turned into a usage message. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nusage: ${usage}`);
  }
}

/** A comma-separated list option (`--only a,b`), or undefined when absent. */
export function listOption(text: string | undefined): string[] | undefined {
  return text
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
