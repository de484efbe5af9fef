import { writeFile } from 'node:fs/promises';
import { renderManifestReference } from '../catalog/manifest-doc.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK } from '../findings/errors.ts';

export const help: CommandHelp = {
  usage: 'npm run docs:manifest',
  summary: 'Rewrites docs/manifest.md (every manifest field, its type, whether required, an example) from src/catalog/schemas.ts.',
  examples: ['npm run docs:manifest'],
};

export async function run(argv: string[]): Promise<number> {
  parseCommandLine(argv, { options: {} }, help);
  await writeFile('docs/manifest.md', renderManifestReference());
  process.stdout.write('wrote docs/manifest.md\n');
  return EXIT_OK;
}
