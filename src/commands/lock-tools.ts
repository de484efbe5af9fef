import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, SetupError } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { describeLockFailures, lockTools } from '../phases/lock-tools.ts';
import { chooseTargets } from '../sandbox/targets.ts';
import { ConnectorSecrets } from '../secrets/connector-secrets.ts';

export const help: CommandHelp = {
  usage: 'npm run lock-tools -- <id>... [--target bookworm|trixie|all] [--secrets FILE] [--catalog DIR] [--base-from IMAGE]',
  summary:
    "Pins each connector's tool surface: starts its server in the smoke sandbox (a remote one over HTTP, with its secrets), " +
    'and writes every tool as the model sees it, the instructions and the protocol version to connectors/<id>/tools.lock.json ' +
    '(docs/tool-surface.md), from every target its min_runtime admits, which must list the same surface. Commit the lock and ' +
    'bump the version (npm run bump -- <id>).',
  options: [
    ['--secrets FILE', 'the secrets of remote connectors, as JSON {"<id>": {"<NAME>": "value"}} (or SKALD_SECRET_<ID>_<NAME> variables)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--target ID|all', 'the targets to start it on (default all; those its min_runtime excludes are not asked)'],
    ['--base-from IMAGE', "each target's sandbox base from this Debian image, the suite written {suite} (docs/smoke.md)"],
  ],
  examples: ['npm run lock-tools -- weather', 'npm run lock-tools -- context7 --secrets secrets.json'],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        secrets: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        target: { type: 'string' },
        'base-from': { type: 'string' },
      },
    },
    help,
  );
  const result = await lockTools({
    catalogDir: path.resolve(values.catalog),
    ids: positionals,
    secrets: await ConnectorSecrets.fromFile(values.secrets),
    targets: chooseTargets(values.target),
    base: { from: values['base-from'] },
    log: (line) => process.stderr.write(`${line}\n`),
  });
  if (result.failed.length) throw new SetupError(describeLockFailures(result.failed));
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  for (const file of result.written) process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  if (result.findings.length)
    process.stdout.write(`the smoke run also found (the lock is written regardless):\n${formatHuman(result.findings, { color })}`);
  if (result.compileFindings.length) {
    process.stdout.write(
      `connectors.json was not recompiled, the catalog has problems:\n${formatHuman(result.compileFindings, { color })}`,
    );
    return EXIT_FINDINGS;
  }
  process.stdout.write(
    result.indexWritten ? `rewrote ${values.catalog}/connectors.json\n` : `${values.catalog}/connectors.json is up to date\n`,
  );
  process.stdout.write('next: review the lock, commit it and bump each version (npm run bump -- <id>)\n');
  return EXIT_OK;
}
