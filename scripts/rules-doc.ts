// npm run docs:rules: rewrites the rule tables of docs/rules.md from the registry (src/rules/registry.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { runCli } from '../src/cli.ts';
import { EXIT_OK } from '../src/errors.ts';
import { withRuleTables } from '../src/rules/docs.ts';
import { RULES } from '../src/rules/registry.ts';

const DOC = 'docs/rules.md';

runCli('docs:rules', async () => {
  await writeFile(DOC, withRuleTables(await readFile(DOC, 'utf8'), RULES));
  process.stdout.write(`wrote the rule tables of ${DOC}: ${RULES.length} rules\n`);
  return EXIT_OK;
});
