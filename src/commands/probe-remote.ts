import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK } from '../findings/errors.ts';
import { formatHuman } from '../findings/format.ts';
import { probeRemoteConnectors } from '../phases/weekly.ts';
import { privateRanges } from '../sandbox/egress.ts';
import { ConnectorSecrets } from '../secrets/connector-secrets.ts';
import { resolverList } from '../smoke/options.ts';
import { formatPublicJson, formatPublicProgressLine } from '../weekly/public-report.ts';
import { readPreviousStatus } from '../weekly/status.ts';

export const help: CommandHelp = {
  usage:
    'npm run probe-remote -- [--secrets FILE] [--previous-status URL|FILE] [--status FILE] [--json] [--json-file FILE] ' +
    '[--egress-network NET] [--egress-allow-private CIDR,...] [--resolver HOST[:PORT],...] [--catalog DIR] [--base-from IMAGE]',
  summary:
    'The weekly probe, run here as actions/probe runs it in weekly.yml: each remote connector with its secrets configured gets ' +
    'server/discover or initialize (each protocol era it speaks) and tools/list, a failure named by its class, its tools judged against its committed tools.lock.json (against the previous status while it has ' +
    'no lock), and its verify with the real secrets, sandboxed, its only ' +
    'way out the origin of its URL (docs/ci.md). Needs the Docker Engine. Secrets come from SKALD_SECRET_<ID>__<NAME> variables ' +
    'or --secrets.',
  options: [
    ['--secrets FILE', 'the secrets, as JSON {"<id>": {"<NAME>": "value"}}'],
    [
      '--previous-status URL|FILE',
      "last week's status.json, the drift yardstick of a connector with no lock yet (missing: the first probe)",
    ],
    ['--status FILE', 'write the new status.json'],
    ['--json', 'print the report as JSON on stdout (with schemaVersion) instead of the findings'],
    ['--json-file FILE', 'also write the JSON report to FILE'],
    ['--egress-network NET', "the network the verify's egress proxy reaches the origin from (default the engine's bridge)"],
    [
      '--egress-allow-private CIDR,...',
      'private or special ranges the egress proxy may connect to (default none: a name that resolves into one is refused); ' +
        'for your own servers on such a network',
    ],
    ['--resolver HOST[:PORT],...', "DNS servers to resolve the connectors' names with (default this machine's resolver)"],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--base-from IMAGE', "a Debian image of the oldest target's suite to build the sandbox base from (docs/smoke.md)"],
  ],
  examples: [
    'npm run probe-remote -- --status status.json   # secrets from SKALD_SECRET_<ID>__<NAME> variables',
    'npm run probe-remote -- --secrets secrets.json --previous-status https://catalog.example/status.json --status status.json',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      options: {
        secrets: { type: 'string' },
        'previous-status': { type: 'string' },
        status: { type: 'string' },
        json: { type: 'boolean', default: false },
        'json-file': { type: 'string' },
        'egress-network': { type: 'string' },
        'egress-allow-private': { type: 'string', default: '' },
        resolver: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        'base-from': { type: 'string' },
      },
    },
    help,
  );
  const { published, status } = await probeRemoteConnectors({
    catalogDir: path.resolve(values.catalog),
    secrets: await ConnectorSecrets.fromFile(values.secrets),
    egressNetwork: values['egress-network'],
    egressAllowPrivate: privateRanges(values['egress-allow-private'].split(','), '--egress-allow-private'),
    resolver: resolverList(values.resolver),
    previous: await readPreviousStatus(values['previous-status'] ?? '', (line) => process.stderr.write(`probe-remote: ${line}\n`)),
    base: { from: values['base-from'] },
    log: (line) => process.stderr.write(`${line}\n`),
    onResult: (result, done, total) => process.stderr.write(`${formatPublicProgressLine(result, done, total)}\n`),
  });
  // It holds real keys: it prints and writes only the public report, as the probe action does (src/weekly/public-report.ts).
  const findings = published.connectors.flatMap((result) => result.findings);
  process.stdout.write(
    values.json ? formatPublicJson(published) : formatHuman(findings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR }),
  );
  for (const [id, entry] of Object.entries(status.connectors)) process.stderr.write(`${id}: ${entry.state}, ${entry.message}\n`);
  if (values['json-file']) await writeFile(values['json-file'], formatPublicJson(published));
  if (values.status) await writeFile(values.status, `${JSON.stringify(status, null, 2)}\n`);
  return published.counts.failed ? EXIT_FINDINGS : EXIT_OK;
}
