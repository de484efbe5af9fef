import path from 'node:path';
import { recompile } from '../catalog/compile.ts';
import { loadCatalog } from '../catalog/load.ts';
import { SBOM_FILE } from '../catalog/sbom.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { nearest } from '../findings/nearest.ts';
import { writeSbom } from '../install/bill-of-materials.ts';

export const help: CommandHelp = {
  usage: 'npm run sbom -- [ID...] [--catalog DIR] [--egress-network NAME]',
  summary:
    "Writes each connector's bill of materials, connectors/<id>/sbom.cdx.json (CycloneDX JSON), for every connector that " +
    'installs packages: an npm one from its package-lock.json alone (npm sbom, offline, no package code run); a Python one ' +
    'from the METADATA of the wheels the sandbox installs (needs the Docker Engine). Then recompiles connectors.json, as ' +
    'bump does. Commit the file and bump the version.',
  options: [
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    [
      '--egress-network NAME',
      "Python: the docker network the install's egress proxy joins to reach the index (default the engine's bridge)",
    ],
  ],
  examples: ['npm run sbom                  # every connector that installs packages', 'npm run sbom -- firecrawl'],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    { allowPositionals: true, options: { catalog: { type: 'string', default: 'connectors' }, 'egress-network': { type: 'string' } } },
    help,
  );
  const catalogDir = path.resolve(values.catalog);
  const catalog = await loadCatalog(catalogDir, values.catalog);
  const known = catalog.connectors.map((connector) => connector.folder);
  for (const id of positionals)
    if (!known.includes(id)) {
      const guess = nearest(id, known);
      throw new UsageError(`no connector "${id}" in ${catalog.label}${guess ? `; did you mean ${guess}?` : ''}`);
    }
  const chosen = catalog.connectors.filter((connector) => !positionals.length || positionals.includes(connector.folder));
  for (const connector of chosen) {
    const written = await writeSbom(connector, {
      log: (line) => process.stderr.write(`${line}\n`),
      egressNetwork: values['egress-network'],
    });
    if (written)
      process.stdout.write(`${written.changed ? 'wrote' : 'unchanged'} ${path.join(values.catalog, connector.folder, SBOM_FILE)}\n`);
    else if (positionals.length) process.stdout.write(`${connector.folder} installs no packages: no bill of materials\n`);
  }
  const { indexWritten, compileFindings } = await recompile(catalogDir, values.catalog);
  if (compileFindings.length) {
    process.stdout.write(
      `connectors.json was not recompiled, the catalog has problems:\n${formatHuman(compileFindings, { color: false })}`,
    );
    return EXIT_FINDINGS;
  }
  process.stdout.write(indexWritten ? `rewrote ${values.catalog}/connectors.json\n` : `${values.catalog}/connectors.json is up to date\n`);
  return EXIT_OK;
}
