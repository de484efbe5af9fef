// npm run compile -- [--verify] [--catalog DIR]
// Writes connectors/connectors.json from index.json and the fragments, with the sha256 of every file.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compileCatalog, verifyCompiled } from '../src/catalog/compile.ts';
import { hashCatalog } from '../src/catalog/digests.ts';
import { CatalogNotFoundError, COMPILED_FILE, loadCatalog } from '../src/catalog/load.ts';
import { EXIT_FINDINGS, EXIT_OK, parseCommandLine, runCli, UserError } from '../src/cli.ts';
import { formatHuman } from '../src/report.ts';

runCli('compile', async () => {
  const { values } = parseCommandLine(
    { options: { verify: { type: 'boolean', default: false }, catalog: { type: 'string', default: 'connectors' } } },
    'npm run compile -- [--verify] [--catalog DIR]',
  );
  const catalog = await loadCatalog(path.resolve(values.catalog)).catch((error: unknown) => {
    if (error instanceof CatalogNotFoundError) throw new UserError(error.message);
    throw error;
  });
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  const hashing = hashCatalog(catalog);
  const result = await compileCatalog(catalog, hashing.digestsOf).finally(hashing.close);
  if (result.text === undefined) {
    process.stdout.write(formatHuman([...catalog.loadFindings, ...result.findings], { color }));
    return EXIT_FINDINGS;
  }
  if (values.verify) {
    const stale = await verifyCompiled(catalog, result.text);
    process.stdout.write(stale.length ? formatHuman(stale, { color }) : `${catalog.label}/${COMPILED_FILE} is up to date.\n`);
    return stale.length ? EXIT_FINDINGS : EXIT_OK;
  }
  await writeFile(path.join(catalog.dir, COMPILED_FILE), result.text);
  process.stdout.write(
    `wrote ${catalog.label}/${COMPILED_FILE}: ${result.index!.connectors.length} connectors, ${result.index!.connectors.reduce((n, c) => n + c.files.length, 0)} files\n`,
  );
  return EXIT_OK;
});
