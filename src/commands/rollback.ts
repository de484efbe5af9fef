// Before it switches, the release's sha256sums and signature are checked against the catalog's connectors.pub.
import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { CONNECTION_OPTION_HELP, CONNECTION_OPTIONS, lookupFromFlags, readDeploySettings } from '../deploy/config.ts';
import { formatRollbackResult, lineReporter } from '../deploy/report.ts';
import { rollbackSite } from '../deploy/rollback.ts';
import { EXIT_OK } from '../findings/errors.ts';

export const help: CommandHelp = {
  usage:
    'npm run rollback -- [--to RELEASE] [--dry-run] [--catalog DIR] [--host H] [--port P] [--user U] [--target PATH] [--releases-dir PATH] ' +
    '[--known-hosts LINE | --known-hosts-file FILE] [--key-file FILE] [--site-url URL] [--lock-timeout SECONDS] [--lease-time SECONDS]\n' +
    'Each option may instead come from DEPLOY_<NAME>; the private key from DEPLOY_PRIVATE_KEY or --key-file.',
  summary: 'Switches the web root back to the newest release older than the live one, or to --to RELEASE (docs/deploy.md).',
  options: [
    ['--to RELEASE', 'the release to switch to (default: the one live before the live one)'],
    ['--catalog DIR', "the catalog whose connectors.pub the target's signature must verify with (default connectors)"],
    ...CONNECTION_OPTION_HELP,
  ],
  examples: ['npm run rollback -- --dry-run --host site.example --known-hosts-file known_hosts --key-file deploy_key'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      options: {
        ...CONNECTION_OPTIONS,
        to: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
      },
    },
    help,
  );
  const catalogDir = path.resolve(values.catalog);
  const settings = await readDeploySettings(lookupFromFlags(values), catalogDir);
  const result = await rollbackSite({
    settings,
    catalogDir,
    to: values.to,
    dryRun: values['dry-run'],
    reporter: lineReporter((line) => process.stdout.write(`${line}\n`)),
  });
  process.stdout.write(`${formatRollbackResult(result)}\n`);
  return EXIT_OK;
}
