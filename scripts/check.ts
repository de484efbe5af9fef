// npm run check -- [--json] [--only RULE,...] [--except RULE,...] [--catalog DIR] [--base REV] [--no-version-guard]
// The static gate: every rule over the catalog, the version guard, and whether connectors.json is current.
import path from 'node:path';
import { checkCatalog } from '../src/check.ts';
import { listOption, parseCommandLine, runCli } from '../src/cli.ts';
import { EXIT_FINDINGS, EXIT_OK } from '../src/errors.ts';
import { countBySeverity } from '../src/findings.ts';
import { formatHuman, formatJson } from '../src/report.ts';

const USAGE = 'npm run check -- [--json] [--only RULE,...] [--except RULE,...] [--catalog DIR] [--base REV] [--no-version-guard]';
const HELP = {
  usage: USAGE,
  summary:
    'The static gate CI runs: every rule over the catalog, the version guard, and whether connectors.json is current. ' +
    'Findings print as file:line:col severity rule: problem. Fix: …; the rules are in docs/rules.md.',
  options: [
    ['--json', 'print the findings as JSON on stdout'],
    ['--only RULE,...', 'run only these rules'],
    ['--except RULE,...', 'run every rule but these'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--base REV', "the version guard's base revision (default: docs/version-guard.md)"],
    ['--no-version-guard', 'skip the version guard'],
  ],
  examples: [
    'npm run check                          # everything, as CI does',
    'npm run check -- --only icons,placeholders',
    'npm run check -- --json > findings.json',
  ],
} as const;

runCli('check', async () => {
  const { values } = parseCommandLine(
    {
      options: {
        json: { type: 'boolean', default: false },
        only: { type: 'string' },
        except: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        base: { type: 'string' },
        'no-version-guard': { type: 'boolean', default: false },
      },
    },
    HELP,
  );
  const result = await checkCatalog({
    catalogDir: path.resolve(values.catalog),
    only: listOption(values.only),
    except: listOption(values.except),
    versionGuard: values['no-version-guard'] ? undefined : { base: values.base, env: process.env },
  });
  if (result.versionBase && !values.json) process.stdout.write(`Version guard base: ${result.versionBase}\n`);
  process.stdout.write(
    values.json
      ? formatJson(result.findings)
      : formatHuman(result.findings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR }),
  );
  return countBySeverity(result.findings).errors > 0 ? EXIT_FINDINGS : EXIT_OK;
});
