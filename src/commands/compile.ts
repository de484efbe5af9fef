import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compareWithCommitted, compileCatalog } from '../catalog/compile.ts';
import { COMPILED_FILE } from '../catalog/file-names.ts';
import { loadCatalog } from '../catalog/load.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';

export const help: CommandHelp = {
  usage: 'npm run compile -- [--check | --verify] [--catalog DIR]',
  summary:
    'Writes connectors.json from index.json and each fragment.json, with the sha256 and size of every shipped file. ' +
    'With --check it writes nothing and says whether the committed file is current.',
  options: [
    ['--check', 'only compare with the committed connectors.json (exit 1 when stale)'],
    ['--verify', 'the same as --check, as the format guide spells it (compile.py --verify)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
  ],
  examples: ['npm run compile               # rewrite connectors/connectors.json', 'npm run compile -- --check    # is it current?'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      options: {
        check: { type: 'boolean', default: false },
        verify: { type: 'boolean', default: false },
        catalog: { type: 'string', default: 'connectors' },
      },
    },
    help,
  );
  const catalog = await loadCatalog(path.resolve(values.catalog));
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  const result = await compileCatalog(catalog);
  if (result.text === undefined) {
    process.stdout.write(formatHuman([...catalog.loadFindings, ...result.findings], { color }));
    return EXIT_FINDINGS;
  }
  if (values.check || values.verify) {
    const stale = await compareWithCommitted(catalog, result.text);
    process.stdout.write(stale.length ? formatHuman(stale, { color }) : `${catalog.label}/${COMPILED_FILE} is up to date.\n`);
    return stale.length ? EXIT_FINDINGS : EXIT_OK;
  }
  await writeFile(path.join(catalog.dir, COMPILED_FILE), result.text);
  const files = result.index!.connectors.reduce((count, connector) => count + connector.files.length, 0);
  process.stdout.write(`wrote ${catalog.label}/${COMPILED_FILE}: ${result.index!.connectors.length} connectors, ${files} files\n`);
  return EXIT_OK;
}
