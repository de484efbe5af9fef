import { readFile, writeFile } from 'node:fs/promises';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK } from '../findings/errors.ts';
import { withRuleTables } from '../rules/docs.ts';
import { RULES } from '../rules/registry.ts';

const DOC = 'docs/rules.md';

export const help: CommandHelp = {
  usage: 'npm run docs:rules',
  summary: 'Rewrites the rule tables of docs/rules.md from the rule registry; a test fails when they differ.',
  examples: ['npm run docs:rules'],
};

export async function run(argv: string[]): Promise<number> {
  parseCommandLine(argv, { options: {} }, help);
  await writeFile(DOC, withRuleTables(await readFile(DOC, 'utf8'), RULES));
  process.stdout.write(`wrote the rule tables of ${DOC}: ${RULES.length} rules\n`);
  return EXIT_OK;
}
