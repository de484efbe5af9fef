// The weekly workflow runs it in a job of its own that holds only the release key and runs no connector code.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { CatalogError, EXIT_OK, SetupError, UsageError } from '../findings/errors.ts';
import { directorySource, httpSource } from '../site/source.ts';
import { SIGNATURE_FILE, TIMESTAMP_FILE, TIMESTAMP_SIGNATURE_FILE } from '../trust/files.ts';
import { parseSecretKey } from '../trust/minisign.ts';
import { signTimestamp } from '../trust/timestamp.ts';

export const help: CommandHelp = {
  usage: 'npm run timestamp -- URL|DIR [--status FILE] [--out DIR] [--signing-key-file FILE]',
  summary:
    'Signs timestamp.json (valid 14 days) naming the index the site serves (version, sha256) and status.json (sha256), ' +
    'with the release key from DEPLOY_SIGNING_KEY or --signing-key-file; writes timestamp.json and its .minisig to --out.',
  options: [
    ['--status FILE', 'the status.json that will be served beside it (default: none is served)'],
    ['--out DIR', 'where to write timestamp.json and timestamp.json.minisig (default .)'],
    ['--signing-key-file FILE', 'the release secret key, instead of DEPLOY_SIGNING_KEY'],
  ] as const,
  examples: ['npm run timestamp -- https://connectors.example/ --status status.json --out publish/   (DEPLOY_SIGNING_KEY set)'],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: { status: { type: 'string' }, out: { type: 'string', default: '.' }, 'signing-key-file': { type: 'string' } },
    },
    help,
  );
  if (positionals.length !== 1) throw new UsageError(`give the site's URL or directory\nusage: ${help.usage}`);
  const keyText =
    values['signing-key-file'] === undefined
      ? process.env.DEPLOY_SIGNING_KEY
      : await readFile(values['signing-key-file'], 'utf8').catch((error: NodeJS.ErrnoException) => {
          throw new SetupError(`--signing-key-file: cannot read ${values['signing-key-file']}: ${error.code ?? error.message}`);
        });
  if (!keyText) throw new SetupError('no release key: set DEPLOY_SIGNING_KEY (a secret) or give --signing-key-file');
  let secret: ReturnType<typeof parseSecretKey>;
  try {
    secret = parseSecretKey(keyText);
  } catch (error) {
    // Never the key's text: only what is wrong with it.
    throw new SetupError(`signing key: ${(error as Error).message}`);
  }
  const where = positionals[0]!;
  const source = /^https?:\/\//.test(where) ? httpSource(where) : await directorySource(where);
  const [index, indexSignature] = await Promise.all(['connectors.json', SIGNATURE_FILE].map((file) => source.read(file)));
  if (!index || !indexSignature) throw new CatalogError(`${source.label} serves no connectors.json with its ${SIGNATURE_FILE}`);
  const status =
    values.status === undefined
      ? undefined
      : await readFile(values.status).catch((error: NodeJS.ErrnoException) => {
          throw new SetupError(`--status: cannot read ${values.status}: ${error.code ?? error.message}`);
        });
  const signed = signTimestamp(
    { index, indexSignature: indexSignature.toString('utf8'), ...(status ? { status } : {}) },
    secret,
    new Date(),
  );
  await writeFile(path.join(values.out, TIMESTAMP_FILE), signed.json);
  await writeFile(path.join(values.out, TIMESTAMP_SIGNATURE_FILE), signed.signature);
  process.stdout.write(`signed ${TIMESTAMP_FILE}: ${signed.signature.split('\n')[2]!.replace(/^trusted comment: /, '')}\n`);
  return EXIT_OK;
}
