import { getExecOutput } from '@actions/exec';

interface Completed {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Written to the command's stdin. */
  input?: Buffer | string;
}

/** The command is not installed, or not on PATH. */
export class CommandNotFound extends Error {}

/**
 * Runs a command that runs to completion (git, docker build/cp/rm, npm) and gives its exit code and output; a nonzero
 * exit is an answer, not an exception. Nothing is echoed. Long-lived streams (the container transport, git's cat-file
 * reader) spawn their process themselves.
 */
export async function runCommand(command: string, args: readonly string[], options: RunOptions = {}): Promise<Completed> {
  const env = Object.fromEntries(
    Object.entries(options.env ?? process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  try {
    return await getExecOutput(command, [...args], {
      cwd: options.cwd,
      env,
      input: typeof options.input === 'string' ? Buffer.from(options.input) : options.input,
      silent: true,
      ignoreReturnCode: true,
    });
  } catch (error) {
    // @actions/exec looks the command up on PATH before it starts anything.
    if (/Unable to locate executable file/.test(String((error as Error).message))) throw new CommandNotFound(`${command} is not on PATH`);
    throw error;
  }
}
