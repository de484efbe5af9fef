import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPublishedSchemas, SCHEMA_DIR } from '../catalog/json-schemas.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK } from '../findings/errors.ts';

export const help: CommandHelp = {
  usage: 'npm run schemas',
  summary: 'Regenerates connectors/schemas/*.json (the JSON Schemas editors validate manifests with) from src/catalog/schemas.ts.',
  examples: ['npm run schemas'],
};

export async function run(argv: string[]): Promise<number> {
  parseCommandLine(argv, { options: {} }, help);
  const dir = path.resolve('connectors', SCHEMA_DIR);
  await mkdir(dir, { recursive: true });
  for (const [file, text] of Object.entries(renderPublishedSchemas())) {
    await writeFile(path.join(dir, file), text);
    process.stdout.write(`wrote connectors/${SCHEMA_DIR}/${file}\n`);
  }
  return EXIT_OK;
}
