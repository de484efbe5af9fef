// What `--help` prints for each command, and the "did you mean" for a mistyped option or name.

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

/** The candidate closest to `word` by edit distance, when it is close enough to be the one meant. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}
