import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { type BumpLevel, bumpConnector } from '../version-guard/bump.ts';

export const help: CommandHelp = {
  usage: 'npm run bump -- <id> [--major|--minor|--patch] [--base REV] [--catalog DIR]',
  summary:
    "Raises a connector's version to one above the base's (the version guard's base), with version_string and today's date, " +
    'in both manifests, keeping their formatting; then recompiles connectors.json. Running it twice changes nothing more.',
  options: [
    ['--major, --minor, --patch', 'which part of version_string to raise (default --patch)'],
    ['--base REV', 'the revision to compare with (default: as the version guard chooses, docs/version-guard.md)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
  ],
  examples: ['npm run bump -- weather            # 1.0.1 -> 1.0.2', 'npm run bump -- weather --minor    # 1.0.1 -> 1.1.0'],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        major: { type: 'boolean', default: false },
        minor: { type: 'boolean', default: false },
        patch: { type: 'boolean', default: false },
        base: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
      },
    },
    help,
  );
  const [id, ...extra] = positionals;
  if (!id || extra.length > 0) throw new UsageError(`give exactly one connector id\nusage: ${help.usage}`);
  const levels = (['major', 'minor', 'patch'] as const).filter((level) => values[level]);
  if (levels.length > 1) throw new UsageError(`choose one of --major, --minor, --patch\nusage: ${help.usage}`);
  const level: BumpLevel | undefined = levels[0];

  const result = await bumpConnector({ repoDir: process.cwd(), catalogDir: values.catalog, id, level, base: values.base });
  process.stdout.write(`base: ${result.base.description}\n${result.message}\n`);
  if (result.compileFindings.length > 0) {
    process.stdout.write(
      `connectors.json was not recompiled, the catalog has problems:\n` +
        formatHuman(result.compileFindings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR }),
    );
    return EXIT_FINDINGS;
  }
  process.stdout.write(
    result.indexWritten ? `rewrote ${values.catalog}/connectors.json\n` : `${values.catalog}/connectors.json is up to date\n`,
  );
  return EXIT_OK;
}
