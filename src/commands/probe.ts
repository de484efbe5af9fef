import path from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { EXIT_FINDINGS, EXIT_OK, UsageError } from '../findings/errors.ts';
import { countBySeverity } from '../findings/finding.ts';
import { formatHuman } from '../findings/format.ts';
import { nearest } from '../findings/nearest.ts';
import { probeOnHost } from '../phases/smoke.ts';
import { describeEras } from '../tool-surface/surface.ts';

const PROBE_JSON_SCHEMA_VERSION = 1;

export const help: CommandHelp = {
  usage: 'npm run probe -- <id> [--call TOOL [--args JSON]] [--json] [--catalog DIR]',
  summary:
    "Starts the connector's MCP server on this machine, NOT in the sandbox: for your own connector while you write it, never for " +
    'code you have not read. Opens it in each protocol era it speaks (server/discover, initialize), runs tools/list, prints ' +
    "each tool with its friendly name and the smoke run's per-tool checks; with --call, calls one tool and prints the result. " +
    'Variables the manifest declares take their value from your shell when set there, else a generated stand-in. ' +
    'No Docker needed; `npm run smoke -- <id>` is the sandboxed run CI does.',
  options: [
    ['--call TOOL', 'call this tool after listing'],
    ['--args JSON', 'the arguments of the call, a JSON object (default {})'],
    ['--json', 'print the result as JSON on stdout (with schemaVersion)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
  ],
  examples: [
    'npm run probe -- weather                                         # list its tools',
    'npm run probe -- wikipedia --call search --args \'{"query":"Ada Lovelace"}\'',
    'FIRECRAWL_API_KEY=fc-... npm run probe -- firecrawl --json       # with your own key, for machines',
  ],
};

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      allowPositionals: true,
      options: {
        call: { type: 'string' },
        args: { type: 'string' },
        json: { type: 'boolean', default: false },
        catalog: { type: 'string', default: 'connectors' },
      },
    },
    help,
  );
  const [id, ...extra] = positionals;
  if (!id || extra.length) throw new UsageError(`give exactly one connector id\nusage: ${help.usage}`);
  if (values.args !== undefined && values.call === undefined) throw new UsageError('--args goes with --call TOOL');
  const callArgs = parseArguments(values.args);

  const catalogDir = path.resolve(values.catalog);
  const all = await loadCatalog(catalogDir, values.catalog, { folders: new Set([id]) });
  const folder = all.connectors[0];
  if (!folder) {
    const known = (await loadCatalog(catalogDir, values.catalog)).connectors.map((connector) => connector.folder);
    const guess = nearest(id, known);
    throw new UsageError(`no connector "${id}" in ${values.catalog}${guess ? `; did you mean ${guess}?` : `; known: ${known.join(', ')}`}`);
  }
  const manifest = folder.manifest.data;
  if (!manifest) {
    const own = all.loadFindings.filter((finding) => finding.connector === id || finding.file.startsWith(`${values.catalog}/${id}/`));
    process.stdout.write(`${id}'s connector.json cannot be read:\n${formatHuman(own, { color: false })}`);
    return EXIT_FINDINGS;
  }
  if (manifest.type !== 'mcp_local')
    throw new UsageError(
      `${id} is ${manifest.type}: probe starts local servers. A remote server is probed from this machine, without Docker, by ` +
        `npm run smoke -- ${id} --remote`,
    );
  if (!values.json)
    process.stderr.write(`probe: starting ${id}'s server on this machine, NOT sandboxed (only for a connector you trust)\n`);
  const result = await probeOnHost(folder, manifest, {
    environment: process.env,
    call: values.call === undefined ? undefined : { tool: values.call, args: callArgs },
  });
  const failed = countBySeverity(result.findings).errors > 0 || result.call?.isError === true;
  if (values.json) {
    process.stdout.write(
      `${JSON.stringify(
        {
          schemaVersion: PROBE_JSON_SCHEMA_VERSION,
          id,
          sandboxed: false,
          serverInfo: result.outcome.serverInfo,
          protocolVersion: result.outcome.protocolVersion,
          eras: result.outcome.eras ?? {},
          tools: result.tools,
          findings: result.findings,
          fromEnvironment: result.fromEnvironment,
          ...(result.call ? { call: result.call } : {}),
          passed: !failed,
        },
        null,
        2,
      )}\n`,
    );
    return failed ? EXIT_FINDINGS : EXIT_OK;
  }
  const out: string[] = [];
  const info = result.outcome.serverInfo;
  if (info) out.push(`${info.name} ${info.version}, ${describeEras(result.outcome.eras ?? {})}`);
  if (result.fromEnvironment.length) out.push(`from your environment: ${result.fromEnvironment.join(', ')}`);
  if (result.tools.length) {
    const width = Math.max(...result.tools.map((tool) => tool.name.length));
    out.push(`${result.tools.length} tool(s):`);
    for (const tool of result.tools)
      out.push(
        `  ${tool.name.padEnd(width)}  ${tool.friendlyName ?? '(no friendly name)'}` +
          (tool.description ? ` — ${firstLine(tool.description)}` : ''),
      );
  }
  process.stdout.write(
    `${out.join('\n')}\n${formatHuman(result.findings, { color: process.stdout.isTTY === true && !process.env.NO_COLOR })}`,
  );
  if (result.call) {
    process.stdout.write(`\n${result.call.tool} ${result.call.isError ? 'returned an error' : 'returned'}:\n`);
    for (const item of result.call.content as Array<{ type?: string; text?: string }>)
      process.stdout.write(`${item.type === 'text' ? item.text : JSON.stringify(item)}\n`);
  }
  return failed ? EXIT_FINDINGS : EXIT_OK;
}

function parseArguments(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--args is not JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new UsageError('--args must be a JSON object, e.g. {"query":"x"}');
  return value as Record<string, unknown>;
}

function firstLine(text: string): string {
  const line = text.split('\n')[0]!;
  return line.length > 100 ? `${line.slice(0, 99)}…` : line;
}
