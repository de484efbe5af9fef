// Secret keys are read from files, never printed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { CatalogError, EXIT_OK, SetupError, UsageError } from '../findings/errors.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, ROOT_KEY_FILE } from '../trust/files.ts';
import {
  certify,
  describeKeyList,
  KEY_LIST_LIFETIME_MS,
  type KeyListDocument,
  publicKeyFile,
  RELEASE_KEY_LIFETIME_MS,
  readKeyList,
  revoke,
  rootOf,
  signKeyList,
  withRoot,
} from '../trust/key-list.ts';
import { parsePublicKeys, parseSecretKey, type SecretKey } from '../trust/minisign.ts';

const COMMANDS = {
  init: 'start the key list: a root key (made by `minisign -G -W -p root.pub -s root.key`) certifies the release key of connectors.pub',
  certify: 'certify a release key (a new one, or renew one), signed by the root',
  revoke: 'revoke a release key: everything it signs is refused from now on, signed by the root',
  'rotate-root': 'replace the root keys: signed by the old root and by the new one',
  show: 'print the key list: root keys, release keys and their expiry, revoked keys',
} as const;
type Command = keyof typeof COMMANDS;

export const help: CommandHelp = {
  usage: 'npm run keys -- init|certify|revoke|rotate-root|show [--catalog DIR] [options]',
  summary:
    'Maintains the key list (keys.json, keys.json.minisig, root.pub in the catalog): root keys kept offline sign the ' +
    'release keys CI may use. Commit what it writes; a pull request changing it must carry the root signature (docs/trust.md).\n' +
    Object.entries(COMMANDS)
      .map(([name, what]) => `  ${name.padEnd(12)} ${what}`)
      .join('\n'),
  options: [
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--root-secret FILE', 'a root secret key (unencrypted minisign key); repeat it for a threshold of several'],
    ['--key FILE|ID', 'certify: the release public key file; revoke: the key id'],
    ['--expires TIME', 'certify/init: when the release key certification ends (default: in a year)'],
    ['--new-root-secret FILE', 'rotate-root: a secret key of the new root; repeat for several'],
    ['--threshold N', 'init/rotate-root: how many root keys must sign (default 1)'],
  ] as const,
  examples: [
    'npm run keys -- init --root-secret ~/offline/root.key          # once: certify the key of connectors.pub',
    'npm run keys -- certify --root-secret ~/offline/root.key --key new-release.pub',
    'npm run keys -- revoke --root-secret ~/offline/root.key --key 2A4C1F0B9E37D581',
    'npm run keys -- rotate-root --root-secret old.key --new-root-secret new.key',
    'npm run keys -- show',
  ],
};

async function readText(file: string, what: string): Promise<string> {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new SetupError(`cannot read ${what} ${file}: ${error.code ?? error.message}`);
  });
}

async function readSecrets(files: readonly string[] | undefined, option: string): Promise<SecretKey[]> {
  if (!files?.length) throw new UsageError(`give ${option} FILE (the secret key file; it is read, never printed)`);
  return Promise.all(
    files.map(async (file) => {
      try {
        return parseSecretKey(await readText(file, 'the secret key'));
      } catch (error) {
        if (error instanceof SetupError && !(error instanceof CatalogError)) throw error;
        throw new CatalogError(`${option} ${file}: ${(error as Error).message}`);
      }
    }),
  );
}

function time(text: string | undefined, fallbackMs: number): Date {
  const value = text === undefined ? new Date(Date.now() + fallbackMs) : new Date(text);
  if (Number.isNaN(value.getTime())) throw new UsageError(`--expires ${text}: give an ISO time`);
  return value;
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        catalog: { type: 'string', default: 'connectors' },
        'root-secret': { type: 'string', multiple: true },
        'new-root-secret': { type: 'string', multiple: true },
        key: { type: 'string' },
        expires: { type: 'string' },
        threshold: { type: 'string', default: '1' },
      },
    },
    help,
  );
  const command = positionals[0] as Command;
  if (positionals.length !== 1 || !(command in COMMANDS))
    throw new UsageError(`give one command: ${Object.keys(COMMANDS).join(', ')}\nusage: ${help.usage}`);
  const file = (name: string) => path.join(values.catalog, name);
  const threshold = Number(values.threshold);

  if (command === 'init') {
    const roots = await readSecrets(values['root-secret'], '--root-secret');
    const release = parsePublicKeys(await readText(file('connectors.pub'), 'the release key file'))[0]!;
    const document = certify(
      withRoot({ root: { threshold: 1, keys: [] }, release: [], revoked: [] }, roots, threshold),
      release,
      time(values.expires, RELEASE_KEY_LIFETIME_MS),
    );
    await write(signKeyList(document, 1, time(undefined, KEY_LIST_LIFETIME_MS), roots, rootOf(document)), document);
    return EXIT_OK;
  }

  const current = readKeyList(
    await readText(file(KEY_LIST_FILE), 'the key list'),
    await readText(file(KEY_LIST_SIGNATURE_FILE), 'its signature'),
  );
  if (command === 'show') {
    process.stdout.write(describeKeyList(current.document, current.statement, new Date()));
    return EXIT_OK;
  }
  const roots = await readSecrets(values['root-secret'], '--root-secret');
  let next: KeyListDocument;
  let signers = roots;
  if (command === 'certify') {
    if (!values.key)
      throw new UsageError('certify: give --key FILE, the release public key file (minisign -G -W -p release.pub -s release.key)');
    next = certify(
      current.document,
      parsePublicKeys(await readText(values.key, 'the release key'))[0]!,
      time(values.expires, RELEASE_KEY_LIFETIME_MS),
    );
  } else if (command === 'revoke') {
    if (!values.key) throw new UsageError('revoke: give --key ID, the id of the release key (npm run keys -- show)');
    next = revoke(current.document, values.key);
  } else {
    const newRoots = await readSecrets(values['new-root-secret'], '--new-root-secret');
    next = withRoot(current.document, newRoots, threshold);
    signers = [...roots, ...newRoots];
  }
  const version = current.statement.version + 1;
  await write(signKeyList(next, version, time(undefined, KEY_LIST_LIFETIME_MS), signers, current.list.root), next);
  return EXIT_OK;

  async function write(signed: { json: string; signature: string; version: number }, document: KeyListDocument): Promise<void> {
    await writeFile(file(KEY_LIST_FILE), signed.json);
    await writeFile(file(KEY_LIST_SIGNATURE_FILE), signed.signature);
    const root = rootOf(document);
    await writeFile(file(ROOT_KEY_FILE), root.keys.map((key) => publicKeyFile(key, 'skald-connectors root key')).join(''));
    process.stdout.write(
      `wrote key list version ${signed.version} (${KEY_LIST_FILE}, ${KEY_LIST_SIGNATURE_FILE}, ${ROOT_KEY_FILE}) in ${values.catalog}; ` +
        'commit them: hosts pin root.pub\n',
    );
  }
}
