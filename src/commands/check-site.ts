import { readFile } from 'node:fs/promises';
import { listOption, parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { CatalogError, EXIT_FINDINGS, EXIT_OK, SetupError, UsageError } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { checkSite, formatSiteSummary, siteCheckFailed } from '../phases/site.ts';
import { directorySource, httpSource } from '../site/source.ts';
import { heldRelease, readTrustedKeys } from '../trust/index-signature.ts';
import type { HeldVersions } from '../trust/verdict.ts';

export const help: CommandHelp = {
  usage: 'npm run check-site -- URL|DIR [--keys FILE] [--held FILE] [--only RULE,...] [--except RULE,...]',
  summary:
    'Checks a live site or a directory as a Skald host would: the signature of connectors.json against the committed key(s), ' +
    "every listed file's sha256 and size, none missing, the icons' paths, the served connectors.pub (docs/trust.md).",
  options: [
    ['--keys FILE', 'the trusted public key(s) (default connectors/connectors.pub)'],
    ['--held FILE', 'the connectors.json.minisig of the index a host holds: an older index fails'],
    [
      '--root FILE',
      "the pinned root key(s) (root.pub): judge the site by the host's algorithm (key list, timestamp, expiry; docs/trust.md)",
    ],
    ['--threshold N', 'how many root keys must sign the key list (default 1)'],
    ['--held-versions FILE', 'JSON {"keys", "index", "timestamp"}: the versions a host holds; an older statement fails'],
    ['--now TIME', 'judge expiry at this ISO time instead of the clock (test vectors pin it)'],
    ['--only RULE,..., --except RULE,...', 'which site rules report (docs/rules.md)'],
  ] as const,
  examples: ['npm run check-site -- https://connectors.example/', 'npm run check-site -- /var/www/connectors.example --held held.minisig'],
};

/** The held signature: unreadable is exit 3, not a release signature (garbage, minisign's default comment) exit 1. */
async function readHeld(file: string) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new SetupError(`--held: cannot read ${file}: ${error.code ?? error.message}`);
  });
  try {
    return heldRelease(text);
  } catch (error) {
    throw new CatalogError(`--held ${file}: not the signature of a release: ${(error as Error).message}`);
  }
}

/** What a host pins and holds for the algorithm of docs/trust.md: the root, the versions it holds, its clock. */
async function hostState(values: { root?: string; threshold: string; 'held-versions'?: string; now?: string }) {
  if (values.root === undefined) return {};
  const threshold = Number(values.threshold);
  if (!Number.isInteger(threshold) || threshold < 1) throw new UsageError(`--threshold ${values.threshold}: give a positive integer`);
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new UsageError(`--now ${values.now}: give an ISO time`);
  const keys = (await readTrustedKeys(values.root, Infinity)).keys;
  if (threshold > keys.length) throw new UsageError(`--threshold ${threshold}: ${values.root} holds ${keys.length} root key(s)`);
  const heldVersions = values['held-versions'] === undefined ? {} : await readHeldVersions(values['held-versions']);
  return { root: { threshold, keys }, heldVersions, now };
}

async function readHeldVersions(file: string): Promise<HeldVersions> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new SetupError(`--held-versions: cannot read ${file}: ${error.code ?? error.message}`);
  });
  let held: HeldVersions;
  try {
    held = JSON.parse(text);
  } catch (error) {
    throw new CatalogError(`--held-versions ${file}: not JSON: ${(error as Error).message}`);
  }
  for (const role of ['keys', 'index', 'timestamp'] as const)
    if (held?.[role] !== undefined && !Number.isInteger(held[role]))
      throw new CatalogError(`--held-versions ${file}: "${role}" must be an integer version`);
  return held;
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        keys: { type: 'string', default: 'connectors/connectors.pub' },
        held: { type: 'string' },
        root: { type: 'string' },
        threshold: { type: 'string', default: '1' },
        'held-versions': { type: 'string' },
        now: { type: 'string' },
        only: { type: 'string' },
        except: { type: 'string' },
      },
    },
    help,
  );
  if (positionals.length !== 1) throw new UsageError(`give one URL or directory\nusage: ${help.usage}`);
  const where = positionals[0]!;
  const trusted = await readTrustedKeys(values.keys);
  const held = values.held === undefined ? undefined : await readHeld(values.held);
  const source = /^https?:\/\//.test(where) ? httpSource(where) : await directorySource(where);
  const selection = { only: listOption(values.only), except: listOption(values.except) };
  const report = await checkSite(source, {
    trustedKeys: trusted.keys,
    committedKeyText: trusted.text,
    held,
    selection,
    ...(await hostState(values)),
  });
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  if (report.findings.length) process.stdout.write(formatHuman(report.findings, { color }));
  process.stdout.write(formatSiteSummary(report));
  return siteCheckFailed(report) ? EXIT_FINDINGS : EXIT_OK;
}
