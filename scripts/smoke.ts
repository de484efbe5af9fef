// npm run smoke -- [ids...] [--json FILE] [--markdown FILE] [--remote] [--secrets FILE] [--catalog DIR] [--concurrency N] [--base-from IMAGE] [--node-binary PATH|debian]
// Starts each connector in the sandbox: its verify with canary credentials, its MCP initialize and tools/list.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCommandLine, runCli } from '../src/cli.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError, UserError } from '../src/errors.ts';
import { formatHuman } from '../src/report.ts';
import {
  formatProgressLine,
  formatSmokeJson,
  formatSmokeMarkdown,
  sandboxNodeBinary,
  ConnectorSecrets,
  smokeCatalog,
} from '../src/smoke/index.ts';

const USAGE =
  'npm run smoke -- [ids...] [--json FILE] [--markdown FILE] [--remote] [--secrets FILE] [--catalog DIR] [--concurrency N] [--base-from IMAGE] [--node-binary PATH|debian]';

runCli('smoke', async () => {
  const { values, positionals } = parseCommandLine(
    {
      allowPositionals: true,
      options: {
        json: { type: 'string' },
        markdown: { type: 'string' },
        remote: { type: 'boolean', default: false },
        secrets: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        concurrency: { type: 'string' },
        'base-from': { type: 'string' },
        'node-binary': { type: 'string' },
      },
    },
    USAGE,
  );
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
  if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0))
    throw new UsageError(`--concurrency must be a positive integer, not "${values.concurrency}"`);
  const secrets = ConnectorSecrets.from(
    process.env,
    values.secrets ? { text: await readSecretsFile(values.secrets), source: `--secrets ${values.secrets}` } : undefined,
  );
  const report = await smokeCatalog({
    catalogDir: path.resolve(values.catalog),
    ids: positionals,
    remote: values.remote,
    secrets,
    concurrency,
    base: { from: values['base-from'], nodeBinary: sandboxNodeBinary(values['node-binary']) },
    log: (line) => process.stderr.write(`${line}\n`),
    onResult: (result, done, total) => process.stderr.write(`${formatProgressLine(result, done, total)}\n`),
  });
  const findings = report.connectors.flatMap((result) => result.findings);
  process.stdout.write(formatHuman(findings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR }));
  if (values.json) await writeFile(values.json, formatSmokeJson(report));
  if (values.markdown) await writeFile(values.markdown, formatSmokeMarkdown(report));
  return report.counts.errors > 0 ? EXIT_FINDINGS : EXIT_OK;
});

async function readSecretsFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UserError(`--secrets ${file}: ${(error as Error).message}`);
  }
}
