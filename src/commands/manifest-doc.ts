// npm run docs:manifest: rewrites docs/manifest.md, the field reference, from the zod schemas.
import { writeFile } from 'node:fs/promises';
import { renderManifestReference } from '../catalog/manifest-doc.ts';
import { parseCommandLine, runCli } from '../cli/command-line.ts';
import { EXIT_OK } from '../findings/errors.ts';

runCli('docs:manifest', async () => {
  parseCommandLine(
    { options: {} },
    {
      usage: 'npm run docs:manifest',
      summary: 'Rewrites docs/manifest.md (every manifest field, its type, whether required, an example) from src/catalog/schemas.ts.',
      examples: ['npm run docs:manifest'],
    },
  );
  await writeFile('docs/manifest.md', renderManifestReference());
  process.stdout.write('wrote docs/manifest.md\n');
  return EXIT_OK;
});
