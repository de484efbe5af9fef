// npm run deploy -- [--dry-run] [--break-lock] [--catalog DIR] [--host H] [--port P] [--user U] [--target PATH]
//   [--releases-dir PATH] [--known-hosts LINE | --known-hosts-file FILE] [--key-file FILE] [--keep N]
//   [--verify-url URL] [--lock-timeout SECONDS] [--commit SHA]
// Every option can also come from DEPLOY_<NAME>; the private key only from DEPLOY_PRIVATE_KEY or --key-file.
import path from 'node:path';
import { parseCommandLine, runCli } from '../src/cli.ts';
import { EXIT_OK } from '../src/errors.ts';
import { CONNECTION_OPTIONS, lookupFromFlags, readDeploySettings } from '../src/deploy/config.ts';
import { deploySite } from '../src/deploy/deploy.ts';
import { formatDeployResult, lineReporter } from '../src/deploy/report.ts';

const USAGE =
  'npm run deploy -- [--dry-run] [--break-lock] [--catalog DIR] [--host H] [--port P] [--user U] [--target PATH] [--releases-dir PATH] ' +
  '[--known-hosts LINE | --known-hosts-file FILE] [--key-file FILE] [--keep N] [--verify-url URL] [--lock-timeout SECONDS] [--commit SHA]\n' +
  'Each option may instead come from DEPLOY_<NAME> (DEPLOY_HOST, DEPLOY_KNOWN_HOSTS, ...); the private key from DEPLOY_PRIVATE_KEY or --key-file.';

runCli('deploy', async () => {
  const { values } = parseCommandLine(
    {
      options: {
        ...CONNECTION_OPTIONS,
        catalog: { type: 'string', default: 'connectors' },
        keep: { type: 'string' },
        commit: { type: 'string' },
      },
    },
    USAGE,
  );
  const catalogDir = path.resolve(values.catalog);
  const settings = await readDeploySettings(lookupFromFlags(values), catalogDir);
  const result = await deploySite({
    catalogDir,
    settings,
    dryRun: values['dry-run'],
    breakLock: values['break-lock'],
    reporter: lineReporter((line) => process.stdout.write(`${line}\n`)),
  });
  process.stdout.write(`${formatDeployResult(result)}\n`);
  return EXIT_OK;
});
