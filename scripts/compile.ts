// npm run compile -- [--check] [--catalog DIR]
// Writes connectors/connectors.json from index.json and the fragments, with the sha256 of every file.
// --check writes nothing and says whether the committed connectors.json equals a fresh compile.
import '../src/catalog/start-early.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compareWithCommitted, compileCatalog } from '../src/catalog/compile.ts';
import { loadCatalog } from '../src/catalog/load.ts';
import { COMPILED_FILE } from '../src/catalog/file-names.ts';
import { parseCommandLine, runCli } from '../src/cli.ts';
import { EXIT_FINDINGS, EXIT_OK } from '../src/errors.ts';
import { formatHuman } from '../src/report.ts';

runCli('compile', async () => {
  const { values } = parseCommandLine(
    { options: { check: { type: 'boolean', default: false }, catalog: { type: 'string', default: 'connectors' } } },
    {
      usage: 'npm run compile -- [--check] [--catalog DIR]',
      summary:
        'Writes connectors.json from index.json and each fragment.json, with the sha256 and size of every shipped file. ' +
        'With --check it writes nothing and says whether the committed file is current.',
      options: [
        ['--check', 'only compare with the committed connectors.json (exit 1 when stale)'],
        ['--catalog DIR', 'the catalog directory (default connectors)'],
      ],
      examples: ['npm run compile               # rewrite connectors/connectors.json', 'npm run compile -- --check    # is it current?'],
    },
  );
  // A second thread reads and hashes the folders while this one parses.
  const catalog = await loadCatalog(path.resolve(values.catalog), undefined, { hashing: {} });
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  const result = await compileCatalog(catalog);
  if (result.text === undefined) {
    process.stdout.write(formatHuman([...catalog.loadFindings, ...result.findings], { color }));
    return EXIT_FINDINGS;
  }
  if (values.check) {
    const stale = await compareWithCommitted(catalog, result.text);
    process.stdout.write(stale.length ? formatHuman(stale, { color }) : `${catalog.label}/${COMPILED_FILE} is up to date.\n`);
    return stale.length ? EXIT_FINDINGS : EXIT_OK;
  }
  await writeFile(path.join(catalog.dir, COMPILED_FILE), result.text);
  const files = result.index!.connectors.reduce((count, connector) => count + connector.files.length, 0);
  process.stdout.write(`wrote ${catalog.label}/${COMPILED_FILE}: ${result.index!.connectors.length} connectors, ${files} files\n`);
  return EXIT_OK;
});
