import path from 'node:path';
import { listOption, parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../findings/errors.ts';
import { countBySeverity } from '../findings/finding.ts';
import { formatHuman, formatJson } from '../findings/format.ts';
import { nearest } from '../findings/nearest.ts';
import { checkCatalog } from '../phases/check.ts';
import { explainRule } from '../rules/docs.ts';
import { RULES } from '../rules/registry.ts';
import { fixCatalog } from './check/fix-catalog.ts';

export const help: CommandHelp = {
  usage:
    'npm run check -- [ids...] [--json] [--only RULE,...] [--except RULE,...] [--catalog DIR] [--base REV] [--no-version-guard] ' +
    '[--fix [--dry-run]] [--explain RULE]',
  summary:
    'The static gate CI runs: every rule over the catalog, the version guard, and whether connectors.json is current. ' +
    'Findings print as file:line:col severity rule: problem. Fix: …; the rules are in docs/rules.md.',
  options: [
    ['ids...', "report only on these connectors' findings (the catalog-wide rules still run)"],
    ['--json', 'print the findings as JSON on stdout (with schemaVersion)'],
    [
      '--fix',
      'first mend what is mechanical: junk files, deprecated placeholders, stale pylib copies, version bumps, connectors.json; ' +
        'prints each change',
    ],
    ['--dry-run', 'with --fix: print the changes, make none'],
    ['--explain RULE', 'what a rule checks, an example finding and the fix'],
    ['--only RULE,...', 'run only these rules'],
    ['--except RULE,...', 'run every rule but these'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--base REV', "the version guard's base revision (default: docs/version-guard.md)"],
    ['--no-version-guard', 'skip the version guard'],
  ],
  examples: [
    'npm run check                          # everything, as CI does',
    'npm run check -- --only icons,placeholders',
    'npm run check -- weather wikipedia     # two connectors',
    'npm run check -- --fix --dry-run       # what --fix would change',
    'npm run check -- --explain placeholders',
    'npm run check -- --json > findings.json',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        explain: { type: 'string' },
        fix: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        only: { type: 'string' },
        except: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        base: { type: 'string' },
        'no-version-guard': { type: 'boolean', default: false },
      },
    },
    help,
  );
  if (values.explain !== undefined) {
    const rule = RULES.find((candidate) => candidate.id === values.explain);
    if (!rule) {
      const guess = nearest(
        values.explain,
        RULES.map((candidate) => candidate.id),
      );
      throw new UsageError(
        `--explain ${values.explain}: no such rule${guess ? `; did you mean ${guess}?` : ''} (docs/rules.md lists them)`,
      );
    }
    process.stdout.write(explainRule(rule));
    return EXIT_OK;
  }
  const versionGuard = values['no-version-guard'] ? undefined : { base: values.base, env: process.env };
  if (values['dry-run'] && !values.fix) throw new UsageError('--dry-run goes with --fix');
  if (values.fix) {
    const changes = await fixCatalog({
      catalogDir: path.resolve(values.catalog),
      dryRun: values['dry-run'],
      versionGuard,
    });
    process.stdout.write(changes.length ? `${changes.join('\n')}\n\n` : 'nothing to fix\n\n');
    if (values['dry-run']) return EXIT_OK;
  }
  const result = await checkCatalog({
    connectors: positionals,
    catalogDir: path.resolve(values.catalog),
    only: listOption(values.only),
    except: listOption(values.except),
    versionGuard,
  });
  if (result.versionBase && !values.json) process.stdout.write(`Version guard base: ${result.versionBase}\n`);
  process.stdout.write(
    values.json
      ? formatJson(result.findings)
      : formatHuman(result.findings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR }),
  );
  return countBySeverity(result.findings).errors > 0 ? EXIT_FINDINGS : EXIT_OK;
}
