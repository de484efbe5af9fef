import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listOption, parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { smokeCatalog } from '../phases/smoke.ts';
import { chooseTargets, TARGETS } from '../sandbox/targets.ts';
import { ConnectorSecrets } from '../secrets/connector-secrets.ts';
import { selectSmokeIds } from '../smoke/changed.ts';
import { formatProgressLine, formatSmokeJson, formatSmokeMarkdown } from '../smoke/report.ts';

export const help: CommandHelp = {
  usage:
    'npm run smoke -- [ids...|--changed [--base REV]] [--shard I/N] [--json] [--json-file FILE] [--markdown FILE] ' +
    '[--target bookworm|trixie|all] [--remote] [--secrets FILE] ' +
    '[--catalog DIR] [--concurrency N] [--base-from IMAGE] [--only RULE,...] [--except RULE,...]',
  summary:
    'Runs each connector (all, or the ids given) in the locked-down sandbox of each target (a Debian suite Skald runs on): its ' +
    'verify with canary credentials, then its MCP initialize and tools/list with the per-tool checks (docs/smoke.md). A ' +
    'target its min_runtime excludes does not smoke it, and says so. ' +
    'Needs the Docker Engine; `npm run probe` is the docker-free try.',
  options: [
    ['--target ID|all', `the target to run on: ${TARGETS.map((target) => target.id).join(', ')}, or all (default)`],
    ['--json', 'print the report as JSON on stdout (with schemaVersion) instead of the findings'],
    ['--json-file FILE', 'also write the JSON report to FILE'],
    ['--markdown FILE', 'write the summary table (for a step summary or PR comment)'],
    ['--remote', 'also probe the remote connectors (from this machine)'],
    ['--secrets FILE', 'the secrets of remote connectors, as JSON {"<id>": {"<NAME>": "value"}} (or SKALD_SECRET_<ID>__<NAME> variables)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--concurrency N', 'how many connectors at once'],
    ['--changed [--base REV]', "only the connectors the change added or modified, against the version guard's base"],
    ['--shard I/N', 'this shard of the selection, for a CI matrix'],
    ['--base-from IMAGE', "each target's sandbox base from this Debian image, the suite written {suite} (docs/smoke.md)"],
    ['--only RULE,..., --except RULE,...', 'which smoke rules report (docs/rules.md)'],
  ],
  examples: [
    'npm run smoke -- weather wikipedia              # two connectors, on every target',
    'npm run smoke -- firecrawl --target trixie      # on Debian 13 only',
    'npm run smoke -- --changed                      # what this branch changed',
    'npm run smoke -- --json-file smoke.json --markdown summary.md',
    'npm run smoke -- context7 --remote --json       # a remote one, the report on stdout',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        'json-file': { type: 'string' },
        markdown: { type: 'string' },
        remote: { type: 'boolean', default: false },
        secrets: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        concurrency: { type: 'string' },
        target: { type: 'string' },
        'base-from': { type: 'string' },
        only: { type: 'string' },
        except: { type: 'string' },
        changed: { type: 'boolean', default: false },
        base: { type: 'string' },
        shard: { type: 'string' },
      },
    },
    help,
  );
  const concurrency = concurrencyOf(values.concurrency, '--concurrency');
  const targets = chooseTargets(values.target);
  const secrets = await ConnectorSecrets.fromFile(values.secrets);
  if (values.base !== undefined && !values.changed) throw new UsageError(`--base needs --changed\nusage: ${help.usage}`);
  const catalogDir = path.resolve(values.catalog);
  const selection = await selectSmokeIds({ catalogDir, ids: positionals, changed: values.changed, base: values.base, shard: values.shard });
  for (const note of selection.notes) process.stderr.write(`smoke: ${note}\n`);
  const report = await smokeCatalog({
    catalogDir,
    ids: selection.ids,
    only: listOption(values.only),
    except: listOption(values.except),
    remote: values.remote,
    secrets,
    concurrency,
    targets,
    base: { from: values['base-from'] },
    log: (line) => process.stderr.write(`${line}\n`),
    onResult: (result, done, total) => process.stderr.write(`${formatProgressLine(result, done, total)}\n`),
  });
  if (!selection.ids.length) process.stderr.write('smoke: nothing to smoke\n');
  const findings = report.connectors.flatMap((result) => result.findings);
  process.stdout.write(
    values.json ? formatSmokeJson(report) : formatHuman(findings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR }),
  );
  if (values['json-file']) await writeFile(values['json-file'], formatSmokeJson(report));
  if (values.markdown) await writeFile(values.markdown, formatSmokeMarkdown(report));
  return report.counts.errors > 0 ? EXIT_FINDINGS : EXIT_OK;
}

/** How many connectors at once, from the option or the action input `name`: a positive integer, else a usage error. */
export function concurrencyOf(text: string | undefined, name: string): number | undefined {
  const concurrency = text === undefined ? undefined : Number(text);
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0))
    throw new UsageError(`${name} must be a positive integer, not "${text}"`);
  return concurrency;
}
