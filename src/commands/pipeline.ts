import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK } from '../findings/errors.ts';
import { countBySeverity } from '../findings/finding.ts';
import { formatHuman } from '../findings/format.ts';
import { checkCatalog } from '../phases/check.ts';
import { smokeCatalog } from '../phases/smoke.ts';
import { chooseTargets } from '../sandbox/targets.ts';
import { ConnectorSecrets } from '../secrets/connector-secrets.ts';
import { formatProgressLine } from '../smoke/report.ts';

export const help: CommandHelp = {
  usage: 'npm run pipeline -- [--base REV] [--remote] [--catalog DIR] [--target bookworm|trixie|all]',
  summary:
    'What CI runs on every push: `npm run check` (rules, version guard, index freshness), then `npm run smoke` of every connector ' +
    'on every target.',
  options: [
    ['--base REV', "the version guard's base revision"],
    ['--remote', 'also probe the remote connectors'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--target ID|all', 'the target to smoke on (default all: every Debian suite of src/sandbox/targets.json)'],
  ],
  examples: ['npm run pipeline                # what CI runs', 'npm run pipeline -- --remote    # with the remote connectors too'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      options: {
        base: { type: 'string' },
        remote: { type: 'boolean', default: false },
        catalog: { type: 'string', default: 'connectors' },
        target: { type: 'string' },
      },
    },
    help,
  );
  const catalogDir = path.resolve(values.catalog);
  const targets = chooseTargets(values.target);
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;

  process.stdout.write('== check: rules, version guard, index freshness\n');
  const check = await checkCatalog({ catalogDir, versionGuard: { base: values.base, env: process.env } });
  if (check.versionBase) process.stdout.write(`Version guard base: ${check.versionBase}\n`);
  process.stdout.write(formatHuman(check.findings, { color }));

  process.stdout.write(
    `\n== smoke: verify and MCP handshake of every connector, in the sandbox of ${targets.map((t) => t.id).join(' and ')}\n`,
  );
  const smoke = await smokeCatalog({
    catalogDir,
    remote: values.remote,
    targets,
    secrets: ConnectorSecrets.from(),
    log: (line) => process.stderr.write(`${line}\n`),
    onResult: (result, done, total) => process.stderr.write(`${formatProgressLine(result, done, total)}\n`),
  });
  process.stdout.write(
    formatHuman(
      smoke.connectors.flatMap((result) => result.findings),
      { color },
    ),
  );

  const failed = countBySeverity(check.findings).errors > 0 || smoke.counts.errors > 0;
  process.stdout.write(`\npipeline: ${failed ? 'FAILED' : 'passed'}\n`);
  return failed ? EXIT_FINDINGS : EXIT_OK;
}
