// npm run check-site -- URL|DIR [--keys FILE] [--held FILE] [--only RULE,...] [--except RULE,...]
// Checks a live site (or a directory holding one) as a Skald host would: the signature of connectors.json
// against the committed key(s), every listed file's sha256 and size, none missing, the icons' paths.
import { readFile } from 'node:fs/promises';
import { listOption, parseCommandLine, runCli } from '../src/cli.ts';
import { CatalogError, EXIT_FINDINGS, EXIT_OK, UsageError, UserError } from '../src/errors.ts';
import { checkSite, formatSiteSummary, siteCheckFailed } from '../src/deploy/site-check.ts';
import { directorySource, httpSource } from '../src/deploy/site-source.ts';
import { heldRelease, readTrustedKeys } from '../src/deploy/signing.ts';
import { formatHuman } from '../src/report.ts';

const HELP = {
  usage: 'npm run check-site -- URL|DIR [--keys FILE] [--held FILE] [--only RULE,...] [--except RULE,...]',
  summary:
    'Checks a live site or a directory as a Skald host would: the signature of connectors.json against the committed key(s), ' +
    "every listed file's sha256 and size, none missing, the icons' paths, the served connectors.pub (docs/trust.md).",
  options: [
    ['--keys FILE', 'the trusted public key(s) (default connectors/connectors.pub)'],
    ['--held FILE', 'the connectors.json.minisig of the index a host holds: an older index fails'],
    ['--only RULE,..., --except RULE,...', 'which site rules report (docs/rules.md)'],
  ] as const,
  examples: ['npm run check-site -- https://connectors.example/', 'npm run check-site -- /var/www/connectors.example --held held.minisig'],
};

/** The held signature: unreadable is exit 3, not a release signature (garbage, minisign's default comment) exit 1. */
async function readHeld(file: string) {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UserError(`--held: cannot read ${file}: ${error.code ?? error.message}`);
  });
  try {
    return heldRelease(text);
  } catch (error) {
    throw new CatalogError(`--held ${file}: not the signature of a release: ${(error as Error).message}`);
  }
}

runCli('check-site', async () => {
  const { values, positionals } = parseCommandLine(
    {
      allowPositionals: true,
      options: {
        keys: { type: 'string', default: 'connectors/connectors.pub' },
        held: { type: 'string' },
        only: { type: 'string' },
        except: { type: 'string' },
      },
    },
    HELP,
  );
  if (positionals.length !== 1) throw new UsageError(`give one URL or directory\nusage: ${HELP.usage}`);
  const where = positionals[0]!;
  const trusted = await readTrustedKeys(values.keys);
  const held = values.held === undefined ? undefined : await readHeld(values.held);
  const source = /^https?:\/\//.test(where) ? httpSource(where) : await directorySource(where);
  const selection = { only: listOption(values.only), except: listOption(values.except) };
  const report = await checkSite(source, { trustedKeys: trusted.keys, committedKeyText: trusted.text, held, selection });
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  if (report.findings.length) process.stdout.write(formatHuman(report.findings, { color }));
  process.stdout.write(formatSiteSummary(report));
  return siteCheckFailed(report) ? EXIT_FINDINGS : EXIT_OK;
});
