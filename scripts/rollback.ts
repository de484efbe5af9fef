// npm run rollback -- [--to RELEASE] [--dry-run] [--break-lock] and the connection options of `npm run deploy`
// (or DEPLOY_* variables). Switches the web root back to the newest release older than the live one.
import { parseCommandLine, runCli } from '../src/cli.ts';
import { EXIT_OK } from '../src/errors.ts';
import { CONNECTION_OPTION_HELP, CONNECTION_OPTIONS, lookupFromFlags, readDeploySettings } from '../src/deploy/config.ts';
import { rollbackSite } from '../src/deploy/deploy.ts';
import { formatRollbackResult, lineReporter } from '../src/deploy/report.ts';

const USAGE =
  'npm run rollback -- [--to RELEASE] [--dry-run] [--break-lock] [--host H] [--port P] [--user U] [--target PATH] [--releases-dir PATH] ' +
  '[--known-hosts LINE | --known-hosts-file FILE] [--key-file FILE] [--verify-url URL] [--lock-timeout SECONDS]\n' +
  'Each option may instead come from DEPLOY_<NAME>; the private key from DEPLOY_PRIVATE_KEY or --key-file.';

runCli('rollback', async () => {
  const { values } = parseCommandLine(
    {
      options: {
        ...CONNECTION_OPTIONS,
        to: { type: 'string' },
      },
    },
    {
      usage: USAGE,
      summary: 'Switches the web root back to the newest release older than the live one, or to --to RELEASE (docs/deploy.md).',
      options: [['--to RELEASE', 'the release to switch to'], ...CONNECTION_OPTION_HELP],
      examples: ['npm run rollback -- --dry-run --host site.example --known-hosts-file known_hosts --key-file deploy_key'],
    },
  );
  const settings = await readDeploySettings(lookupFromFlags(values), process.cwd());
  const result = await rollbackSite({
    settings,
    to: values.to,
    dryRun: values['dry-run'],
    breakLock: values['break-lock'],
    reporter: lineReporter((line) => process.stdout.write(`${line}\n`)),
  });
  process.stdout.write(`${formatRollbackResult(result)}\n`);
  return EXIT_OK;
});
