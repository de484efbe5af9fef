import path from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { writeVendoredCopies } from '../catalog/vendor.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK } from '../findings/errors.ts';

export const help: CommandHelp = {
  usage: 'npm run vendor -- [--catalog DIR]',
  summary:
    "Writes every connector's copy of a shared pylib/ file from its source (the table is pylib/vendor.json); " +
    'then bump each connector it names, since a file of its folder changed.',
  options: [['--catalog DIR', 'the catalog directory (default connectors)']],
  examples: ['npm run vendor    # after changing pylib/skald_mcp.py'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(argv, { options: { catalog: { type: 'string', default: 'connectors' } } }, help);
  const written = await writeVendoredCopies(await loadCatalog(path.resolve(values.catalog)));
  process.stdout.write(written.length ? `${written.map((file) => `wrote ${file}`).join('\n')}\n` : 'every vendored copy is current\n');
  return EXIT_OK;
}
