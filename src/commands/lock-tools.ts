import path from 'node:path';
import { recompile } from '../catalog/compile.ts';
import { lockCommand, writeLock } from '../catalog/tools-lock.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, SetupError } from '../findings/errors.ts';
import type { Finding } from '../findings/finding.ts';
import { formatHuman } from '../findings/format.ts';
import { smokeCatalog } from '../phases/smoke.ts';
import { chooseTargets } from '../sandbox/targets.ts';
import { ConnectorSecrets } from '../secrets/connector-secrets.ts';
import type { SmokeOptions } from '../smoke/options.ts';
import { surfaceSha256 } from '../tool-surface/surface.ts';

export const help: CommandHelp = {
  usage: 'npm run lock-tools -- <id>... [--target bookworm|trixie|all] [--secrets FILE] [--catalog DIR] [--base-from IMAGE]',
  summary:
    "Pins each connector's tool surface: starts its server in the smoke sandbox (a remote one over HTTP, with its secrets), " +
    'and writes every tool as the model sees it, the instructions and the protocol version to connectors/<id>/tools.lock.json ' +
    '(docs/tool-surface.md), from every target its min_runtime admits, which must list the same surface. Commit the lock and ' +
    'bump the version (npm run bump -- <id>).',
  options: [
    ['--secrets FILE', 'the secrets of remote connectors, as JSON {"<id>": {"<NAME>": "value"}} (or SKALD_SECRET_<ID>_<NAME> variables)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
    ['--target ID|all', 'the targets to start it on (default all; those its min_runtime excludes are not asked)'],
    ['--base-from IMAGE', "each target's sandbox base from this Debian image, the suite written {suite} (docs/smoke.md)"],
  ],
  examples: ['npm run lock-tools -- weather', 'npm run lock-tools -- context7 --secrets secrets.json'],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        secrets: { type: 'string' },
        catalog: { type: 'string', default: 'connectors' },
        target: { type: 'string' },
        'base-from': { type: 'string' },
      },
    },
    help,
  );
  const result = await lockTools({
    catalogDir: path.resolve(values.catalog),
    ids: positionals,
    secrets: await ConnectorSecrets.fromFile(values.secrets),
    targets: chooseTargets(values.target),
    base: { from: values['base-from'] },
    log: (line) => process.stderr.write(`${line}\n`),
  });
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  for (const file of result.written) process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  if (result.findings.length)
    process.stdout.write(`the smoke run also found (the lock is written regardless):\n${formatHuman(result.findings, { color })}`);
  if (result.compileFindings.length) {
    process.stdout.write(
      `connectors.json was not recompiled, the catalog has problems:\n${formatHuman(result.compileFindings, { color })}`,
    );
    return EXIT_FINDINGS;
  }
  process.stdout.write(
    result.indexWritten ? `rewrote ${values.catalog}/connectors.json\n` : `${values.catalog}/connectors.json is up to date\n`,
  );
  process.stdout.write('next: review the lock, commit it and bump each version (npm run bump -- <id>)\n');
  return EXIT_OK;
}

export interface LockToolsResult {
  /** The lock files written, one per connector. */
  written: string[];
  /** The smoke findings of the run that are not about the lock itself: worth a look before committing the lock. */
  findings: Finding[];
  /** Whether connectors.json was rewritten by the recompile. */
  indexWritten: boolean;
  /** Why connectors.json could not be recompiled (the catalog has other problems). */
  compileFindings: Finding[];
}

/**
 * `npm run lock-tools -- <id>...`: a smoke run of just these connectors (the sandbox and MCP probe of every smoke run,
 * remote ones over HTTP with their secrets), whose listed surface is written to each folder's tools.lock.json. Every
 * target its min_runtime admits must list the same surface. A connector whose server could not be asked for its tools
 * (or whose surface differs between targets) gets no lock, and the error says why. A lock is a file the
 * index lists with its sha256 and size, so connectors.json is then recompiled, as bump does: the catalog stays consistent.
 */
export async function lockTools(options: Omit<SmokeOptions, 'ids' | 'remote'> & { ids: readonly string[] }): Promise<LockToolsResult> {
  if (!options.ids.length) throw new SetupError(`name the connectors to lock: ${lockCommand('<id>')}`);
  const report = await smokeCatalog({ ...options, remote: true });
  const written: string[] = [];
  const failed: string[] = [];
  for (const id of new Set(report.connectors.map((result) => result.id))) {
    const results = report.connectors.filter((result) => result.id === id && !result.skipped?.startsWith('not smoked'));
    const listing = results.filter((result) => result.surface);
    if (!listing.length || listing.length < results.length) {
      const unlisted = results.find((result) => !result.surface);
      const why =
        unlisted?.findings.find((finding) => finding.severity === 'error')?.message ??
        unlisted?.skipped ??
        'no target its min_runtime admits was run';
      failed.push(`${id}: ${why}`);
    } else if (new Set(listing.map((result) => surfaceSha256(result.surface!))).size > 1) {
      failed.push(
        `${id}: its tool surface differs between ${listing.map((result) => result.target).join(' and ')}; lock on one (--target)`,
      );
    } else {
      written.push(await writeLock(path.join(options.catalogDir, id), listing[0]!.surface!));
    }
  }
  const { indexWritten, compileFindings } = written.length
    ? await recompile(options.catalogDir, path.relative(process.cwd(), options.catalogDir) || '.')
    : { indexWritten: false, compileFindings: [] };
  if (failed.length) throw new SetupError(`no lock written for ${failed.join('; ')}`);
  const findings = report.connectors.flatMap((result) => result.findings).filter((finding) => !finding.ruleId.startsWith('surface-'));
  return { written, findings, indexWritten, compileFindings };
}
