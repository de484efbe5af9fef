// npm run schemas: regenerates connectors/schemas/*.json from the zod schemas in src/catalog/schemas.ts.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderPublishedSchemas, SCHEMA_DIR } from '../catalog/json-schemas.ts';
import { parseCommandLine, runCli } from '../cli/command-line.ts';
import { EXIT_OK } from '../findings/errors.ts';

runCli('schemas', async () => {
  parseCommandLine(
    { options: {} },
    {
      usage: 'npm run schemas',
      summary: 'Regenerates connectors/schemas/*.json (the JSON Schemas editors validate manifests with) from src/catalog/schemas.ts.',
      examples: ['npm run schemas'],
    },
  );
  const dir = path.resolve('connectors', SCHEMA_DIR);
  await mkdir(dir, { recursive: true });
  for (const [file, text] of Object.entries(renderPublishedSchemas())) {
    await writeFile(path.join(dir, file), text);
    process.stdout.write(`wrote connectors/${SCHEMA_DIR}/${file}\n`);
  }
  return EXIT_OK;
});
