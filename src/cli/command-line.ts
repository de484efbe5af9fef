import { type ParseArgsConfig, parseArgs } from 'node:util';
import { describeInternalError, EXIT_INTERNAL, EXIT_OK, KnownError, UsageError } from '../findings/errors.ts';
import { nearest } from '../findings/nearest.ts';
import { type CommandHelp, formatHelp } from './help.ts';

/** `--help` was asked for: its text goes to stdout and the command ends with 0, having done nothing. */
class HelpRequested extends Error {}

/** What a module of src/commands/ exports: its `--help`, and its main (argv in, exit code out: 0 or 1). */
export interface Command {
  help: CommandHelp;
  run(argv: string[]): Promise<number>;
}

/**
 * Runs a command as `npm run <name>` starts it (scripts/run.cjs), with the exit-code contract of src/findings/errors.ts:
 * run returns 0 or 1; a KnownError prints its one sentence, prefixed with the command's name, and exits with its code;
 * anything else is a bug of ours, exit 2 with the stack.
 */
export function runCommand(command: Command, argv: string[] = process.argv.slice(2)): void {
  const name = /^npm run (\S+)/.exec(command.help.usage)?.[1] ?? 'command';
  command.run(argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof HelpRequested) {
        process.stdout.write(error.message);
        process.exitCode = EXIT_OK;
        return;
      }
      if (error instanceof KnownError) {
        process.stderr.write(`${name}: ${error.message}\n`);
        process.exitCode = error.exitCode;
        return;
      }
      process.stderr.write(`${name}: ${describeInternalError(error)}\n`);
      process.exitCode = EXIT_INTERNAL;
    },
  );
}

/**
 * node:util parseArgs with `--help` / `-h` on every command, and its errors turned into a usage error (exit 64)
 * that names the nearest valid option of a mistyped one.
 */
export function parseCommandLine<T extends Omit<ParseArgsConfig, 'args'>>(
  args: string[],
  config: T,
  help: CommandHelp,
): ReturnType<typeof parseArgs<T>> {
  const beforeSeparator = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (beforeSeparator.includes('--help') || beforeSeparator.includes('-h')) throw new HelpRequested(formatHelp(help));
  try {
    return parseArgs({ ...config, args } as T);
  } catch (error) {
    const message = (error as Error).message;
    const unknown = /^Unknown option '(-{1,2}[^']+)'/.exec(message)?.[1];
    const valid = [...Object.keys(config.options ?? {}).map((option) => `--${option}`), '--help'];
    const guess = unknown ? nearest(unknown.replace(/=.*$/, ''), valid) : undefined;
    const problem = unknown
      ? `unknown option ${unknown}${guess ? `; did you mean ${guess}?` : `; the options are ${valid.join(', ')}`}`
      : /^Unexpected argument '([^']*)'/.test(message)
        ? `unexpected argument "${/^Unexpected argument '([^']*)'/.exec(message)![1]}": this command takes none`
        : message;
    throw new UsageError(`${problem}\nusage: ${help.usage}\n(--help for every option, with examples)`);
  }
}

/** A comma-separated list option (`--only a,b`), or undefined when absent. */
export function listOption(text: string | undefined): string[] | undefined {
  return text
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
