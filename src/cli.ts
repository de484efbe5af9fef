import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Bad input or a missing setup: reported as one clear line and exit code 1, never a stack trace. */
export class UserError extends Error {
  override name = 'UserError';
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_INTERNAL = 2;

/**
 * Runs a command's main function with the project's exit-code contract:
 * 0 clean, 1 problems in the input, 2 a failure of ours (with the stack, so it can be reported).
 */
export function runCli(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof UserError) {
        process.stderr.write(`${name}: ${error.message}\n`);
        process.exitCode = EXIT_FINDINGS;
        return;
      }
      process.stderr.write(
        `${name}: internal error (a bug in the pipeline, please report it):\n${error instanceof Error ? error.stack : String(error)}\n`,
      );
      process.exitCode = EXIT_INTERNAL;
    },
  );
}

/** node:util parseArgs, with its errors turned into a usage message. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UserError(`${(error as Error).message}\nusage: ${usage}`);
  }
}
