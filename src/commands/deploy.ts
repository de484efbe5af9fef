import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { CONNECTION_OPTION_HELP, CONNECTION_OPTIONS, lookupFromFlags, readDeploySettings } from '../deploy/config.ts';
import { deploySite } from '../deploy/deploy.ts';
import { formatDeployResult, lineReporter } from '../deploy/report.ts';
import { EXIT_OK } from '../findings/errors.ts';

export const help: CommandHelp = {
  usage:
    'npm run deploy -- [--dry-run] [--catalog DIR] [--host H] [--port P] [--user U] [--target PATH] [--releases-dir PATH] ' +
    '[--known-hosts LINE | --known-hosts-file FILE] [--key-file FILE] [--signing-key-file FILE] [--keep N] [--site-url URL] ' +
    '[--lock-timeout SECONDS] [--lease-time SECONDS] [--commit SHA]\n' +
    'Each option may instead come from DEPLOY_<NAME> (DEPLOY_HOST, DEPLOY_KNOWN_HOSTS, ...); ' +
    'the private key from DEPLOY_PRIVATE_KEY or --key-file; ' +
    'the signing key from DEPLOY_SIGNING_KEY or --signing-key-file.',
  summary: 'Uploads the compiled site as a new release over SSH and switches the web root to it atomically (docs/deploy.md).',
  options: [
    ...CONNECTION_OPTION_HELP,
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--signing-key-file FILE', 'the minisign secret key that signs connectors.json (or DEPLOY_SIGNING_KEY; docs/trust.md)'],
    ['--keep N', 'how many releases to keep'],
    ['--commit SHA', 'the commit the release is built from, for its name'],
  ],
  examples: [
    'npm run deploy -- --dry-run --host site.example --known-hosts-file known_hosts --key-file deploy_key',
    'DEPLOY_HOST=site.example DEPLOY_KNOWN_HOSTS="..." DEPLOY_PRIVATE_KEY="$(cat key)" npm run deploy',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      options: {
        ...CONNECTION_OPTIONS,
        catalog: { type: 'string', default: 'connectors' },
        keep: { type: 'string' },
        commit: { type: 'string' },
        'signing-key-file': { type: 'string' },
      },
    },
    help,
  );
  const catalogDir = path.resolve(values.catalog);
  const settings = await readDeploySettings(lookupFromFlags(values), catalogDir);
  const result = await deploySite({
    catalogDir,
    settings,
    dryRun: values['dry-run'],
    reporter: lineReporter((line) => process.stdout.write(`${line}\n`)),
  });
  process.stdout.write(`${formatDeployResult(result)}\n`);
  return EXIT_OK;
}
