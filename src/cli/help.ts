// What `--help` prints for each command.

export interface CommandHelp {
  /** `npm run <name> -- …` with every option. */
  usage: string;
  /** One or two sentences: what the command does. */
  summary: string;
  /** Each option and what it does, as [flags, description]. */
  options?: ReadonlyArray<readonly [string, string]>;
  /** Whole command lines, each with what it does after a `#`. */
  examples: readonly string[];
}

/** The full help text of a command. */
export function formatHelp(help: CommandHelp): string {
  const width = Math.max(0, ...(help.options ?? []).map(([flags]) => flags.length));
  const lines = [`usage: ${help.usage}`, '', help.summary];
  if (help.options?.length) {
    lines.push('', 'options:');
    for (const [flags, description] of help.options) lines.push(`  ${flags.padEnd(width)}  ${description}`);
  }
  lines.push('', 'examples:', ...help.examples.map((example) => `  ${example}`));
  lines.push('', 'exit codes: 0 pass (warnings allowed), 1 findings, 2 a bug of ours, 3 the machine or setup, 64 usage');
  return `${lines.join('\n')}\n`;
}
