import path from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_OK, SetupError, UsageError } from '../findings/errors.ts';
import { nearest } from '../findings/nearest.ts';
import { npmRegistry, pythonIndex } from '../install/phases.ts';
import { type ConnectorOutdated, type DependencyStatus, findOutdated, isOutdated, type OutdatedReport } from '../updates/outdated.ts';

export const help: CommandHelp = {
  usage: 'npm run outdated -- [ID...] [--json] [--catalog DIR]',
  summary:
    "Lists each connector's pinned direct dependencies that have newer releases on their registry (npm's configured " +
    "registry, pip's PIP_INDEX_URL), each with its release date, and the advisories that name the pinned version (npm's " +
    'advisory data, as npm audit reads it). Reads the registries only: nothing is installed or run.',
  options: [
    ['--json', 'the report as JSON on stdout (schemaVersion 1)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
  ],
  examples: ['npm run outdated                 # every connector', 'npm run outdated -- firecrawl --json'],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    { allowPositionals: true, options: { json: { type: 'boolean', default: false }, catalog: { type: 'string', default: 'connectors' } } },
    help,
  );
  const catalog = await loadCatalog(path.resolve(values.catalog), values.catalog);
  const known = catalog.connectors.map((connector) => connector.folder);
  for (const id of positionals)
    if (!known.includes(id)) {
      const guess = nearest(id, known);
      throw new UsageError(`no connector "${id}" in ${catalog.label}${guess ? `; did you mean ${guess}?` : ''}`);
    }
  const report = await findOutdated(catalog, positionals, { npm: npmRegistry(), pypi: pythonIndex() });
  const dependencies = report.connectors.flatMap((connector) => connector.dependencies);
  if (dependencies.length > 0 && dependencies.every((dependency) => dependency.problem))
    throw new SetupError(`no registry could be read: ${dependencies[0]!.problem}; check the network and npm's registry setting`);
  process.stdout.write(values.json ? `${JSON.stringify({ schemaVersion: 1, ...report }, null, 2)}\n` : formatOutdated(report));
  return EXIT_OK;
}

export function formatOutdated(report: OutdatedReport): string {
  const lines: string[] = [];
  for (const connector of report.connectors) lines.push(...connectorLines(connector));
  if (!report.connectors.length) lines.push('no connector pins a dependency');
  lines.push(...report.advisoryProblems.map((problem) => `note: ${problem}`));
  const outdated = report.connectors.filter((connector) => connector.dependencies.some(isOutdated)).length;
  lines.push(`${outdated} of ${report.connectors.length} connector(s) with pinned dependencies can be updated`);
  return `${lines.join('\n')}\n`;
}

function connectorLines(connector: ConnectorOutdated): string[] {
  const current = connector.dependencies.filter(
    (dependency) => !isOutdated(dependency) && !dependency.problem && !dependency.advisories.length,
  );
  const lines = [`${connector.id}${current.length === connector.dependencies.length ? ': up to date' : ''}`];
  for (const dependency of connector.dependencies) if (!current.includes(dependency)) lines.push(...dependencyLines(dependency));
  if (current.length && current.length < connector.dependencies.length)
    lines.push(`  up to date: ${current.map((dependency) => `${dependency.name} ${dependency.pinned}`).join(', ')}`);
  for (const unpinned of connector.unpinned) lines.push(`  not proposed: ${unpinned.spec} (${unpinned.why})`);
  return lines;
}

function dependencyLines(dependency: DependencyStatus): string[] {
  const head = `  ${dependency.name} (${dependency.ecosystem}) ${dependency.pinned}`;
  if (dependency.problem) return [`${head}: not checked: ${dependency.problem}`];
  const lines = [dependency.target ? `${head} -> ${dependency.target}` : `${head}: no newer release`];
  if (dependency.newer.length)
    lines.push(
      `    newer: ${dependency.newer.map((release) => `${release.version} (${release.published?.slice(0, 10) ?? 'date unknown'})`).join(', ')}`,
    );
  for (const advisory of dependency.advisories) {
    const fixed = !dependency.target
      ? 'no fix released'
      : dependency.stillAffected.includes(advisory.id)
        ? `still in ${dependency.target}`
        : `fixed in ${dependency.target}`;
    lines.push(
      `    advisory ${advisory.id} (${advisory.severity}) names ${dependency.pinned}; ${fixed}${advisory.title ? `: ${advisory.title}` : ''}${advisory.url ? ` ${advisory.url}` : ''}`,
    );
  }
  return lines;
}
