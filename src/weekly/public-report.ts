// What a run that held real keys (the weekly probe, npm run probe-remote) publishes: its job log, annotations, step
// summary, report artifact, status.json and tracking issues are all made from this report, and this report only from
// what the pipeline decided. Nothing a connector or a server wrote reaches it (a verify's message, stderr, a
// finding's message, a tool's or server's name, a refused host name): no list of encodings could keep a key out of
// text the pipeline copies, so it copies none. A finding says its rule's own description; tools are named only as
// the reviewed tools.lock.json (or, before one is committed, the manifest's tools[]) names them, and counted.
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/client';
import * as z from 'zod';
import { countBySeverity, type Finding } from '../findings/finding.ts';
import { formatMarkdown, plural } from '../findings/format.ts';
import { RULE_IDS, type RuleId } from '../findings/rule-ids.ts';
import type { RemoteFailure } from '../mcp/failure-class.ts';
import { protocolCell } from '../smoke/report.ts';
import type { ConnectorSmokeResult, SmokeReport } from '../smoke/result.ts';
import type { ProtocolEras } from '../tool-surface/surface.ts';

/** The version of the public report's JSON shape: raised when a field changes meaning or goes. */
const PUBLIC_REPORT_SCHEMA_VERSION = 1;

/** A connector's tools as the reviewed lock names them: each reviewed name the server still lists, with its inputSchema's sha256. */
interface PublicTools {
  /** Reviewed name → sha256 of the inputSchema the server lists under it now. */
  reviewed: Record<string, string>;
  /** How many tools the server lists. */
  listed: number;
  /** Listed tools no reviewed name covers, and not a reviewed tool under a new name. */
  added: number;
  /** Listed tools under a name no review gave, with the inputSchema of a reviewed tool the server no longer lists. */
  renamed: number;
  /** Reviewed tools the server no longer lists (a renamed one included). */
  missing: number;
}

export interface PublicConnectorResult {
  id: string;
  status: ConnectorSmokeResult['status'];
  /** Why the handshake did not run: decided from the catalog and the configuration before any connector code ran. */
  skipped?: string;
  /** Why the verify did not run: decided the same way. */
  verifySkipped?: string;
  verify?: { ok?: boolean; exitCode: number | null; timedOut: boolean; durationMs: number };
  transport?: ConnectorSmokeResult['transport'];
  /** One of the protocol versions this client speaks; any other is not repeated. */
  protocolVersion?: string;
  /** The version each era answered in, where it is one this client speaks. */
  eras?: ProtocolEras;
  /** Why a remote server could not be probed: a class, and what the pipeline's HTTP client saw, in its own words. */
  failure?: RemoteFailure;
  tools?: PublicTools;
  durations: ConnectorSmokeResult['durations'];
  /** Each finding with its rule's description as its message, no fix: the class, never the connector's words. */
  findings: Finding[];
}

export interface PublicProbeReport {
  schemaVersion: typeof PUBLIC_REPORT_SCHEMA_VERSION;
  runId: string;
  startedAt: string;
  durationMs: number;
  counts: SmokeReport['counts'];
  connectors: PublicConnectorResult[];
}

/** What the builder needs beside the report: each rule's description, and each connector's reviewed tools. */
export interface PublicContext {
  describeRule(ruleId: RuleId): string;
  /** Reviewed name → sha256 of its reviewed inputSchema (undefined where the review has none: a manifest's tools[]). */
  reviewedTools(connectorId: string): Readonly<Record<string, string | undefined>> | undefined;
}

/** The public report of a run that held real keys: only ids, states, numbers, rule ids and the pipeline's sentences. */
export function publicReport(report: SmokeReport, context: PublicContext): PublicProbeReport {
  return {
    schemaVersion: PUBLIC_REPORT_SCHEMA_VERSION,
    runId: report.runId,
    startedAt: report.startedAt,
    durationMs: report.durationMs,
    counts: { ...report.counts },
    connectors: report.connectors.map((result) => publicResult(result, context)),
  };
}

/** One connector's result as it may be published (see publicReport). */
export function publicResult(result: ConnectorSmokeResult, context: PublicContext): PublicConnectorResult {
  const reviewed = context.reviewedTools(result.id);
  return {
    id: result.id,
    status: result.status,
    ...(result.skipped ? { skipped: result.skipped } : {}),
    ...(result.verifySkipped ? { verifySkipped: result.verifySkipped } : {}),
    ...(result.verify
      ? {
          verify: {
            ...(result.verify.ok !== undefined ? { ok: result.verify.ok } : {}),
            exitCode: result.verify.exitCode,
            timedOut: result.verify.timedOut,
            durationMs: result.verify.durationMs,
          },
        }
      : {}),
    ...(result.transport ? { transport: result.transport } : {}),
    ...(result.protocolVersion && isSpoken(result.protocolVersion) ? { protocolVersion: result.protocolVersion } : {}),
    ...(result.eras ? { eras: spokenEras(result.eras) } : {}),
    ...(result.failure ? { failure: { class: result.failure.class, detail: result.failure.detail } } : {}),
    ...(result.toolSchemas ? { tools: publicTools(result.toolSchemas, reviewed ?? {}) } : {}),
    durations: { ...result.durations },
    findings: result.findings.map((finding) => publicFinding(finding, context)),
  };
}

function isSpoken(version: string): boolean {
  return SUPPORTED_PROTOCOL_VERSIONS.includes(version);
}

function spokenEras(eras: ProtocolEras): ProtocolEras {
  return Object.fromEntries(Object.entries(eras).filter(([, version]) => version !== undefined && isSpoken(version)));
}

function publicFinding(finding: Finding, context: PublicContext): Finding {
  const { ruleId, severity, file, position, field, connector } = finding;
  return {
    ruleId,
    severity,
    file,
    ...(position ? { position: { line: position.line, column: position.column } } : {}),
    ...(field ? { field } : {}),
    ...(connector ? { connector } : {}),
    message: context.describeRule(ruleId),
  };
}

/** The live tools against the reviewed ones: reviewed names only, and counts of what no review named. */
export function publicTools(live: Readonly<Record<string, string>>, reviewed: Readonly<Record<string, string | undefined>>): PublicTools {
  const unreviewed = Object.entries(live).filter(([name]) => !Object.hasOwn(reviewed, name));
  const gone = Object.entries(reviewed).filter(([name]) => !Object.hasOwn(live, name));
  const renamed = unreviewed.filter(([, schema]) => gone.some(([, reviewedSchema]) => reviewedSchema === schema)).length;
  return {
    reviewed: Object.fromEntries(Object.keys(reviewed).flatMap((name) => (Object.hasOwn(live, name) ? [[name, live[name]!]] : []))),
    listed: Object.keys(live).length,
    added: unreviewed.length - renamed,
    renamed,
    missing: gone.length,
  };
}

export function formatPublicJson(report: PublicProbeReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** One line as a connector finishes: `[2/3] tavily  failed  streamable-http 2025-06-18  5 tools  verify ok: false  1 error, 0 warnings  2.1 s`. */
export function formatPublicProgressLine(result: PublicConnectorResult, done: number, total: number): string {
  const { errors, warnings } = countBySeverity(result.findings);
  const parts = [`[${done}/${total}]`, result.id, result.status];
  if (result.transport) parts.push(protocolCell(result));
  if (result.tools) parts.push(toolsCell(result.tools));
  if (result.verify) parts.push(`verify ${verifyCell(result.verify)}`);
  if (errors || warnings) parts.push(`${plural(errors, 'error')}, ${plural(warnings, 'warning')}`);
  if (result.skipped) parts.push(`(${result.skipped})`);
  parts.push(`${(result.durations.totalMs / 1000).toFixed(1)} s`);
  return parts.join('  ');
}

/** The step summary: one row per connector, then each finding's class. */
export function formatPublicMarkdown(report: PublicProbeReport): string {
  const rows = report.connectors.map((result) => {
    const { errors, warnings } = countBySeverity(result.findings);
    const status = `${result.status}${result.skipped || result.verifySkipped ? ' (see status.json)' : ''}`;
    const cells = [`\`${result.id}\``, status, result.verify ? verifyCell(result.verify) : '—', protocolCell(result)];
    return `| ${[...cells, result.tools ? toolsCell(result.tools) : '', `${errors}/${warnings}`].join(' | ')} |`;
  });
  const { passed, failed, skipped } = report.counts;
  return [
    '### Weekly probe',
    '',
    `${passed} passed, ${failed} failed, ${skipped} skipped. Only the pipeline's own observations are shown: what a connector or a server wrote stays out of every public place.`,
    '',
    '| connector | status | verify | protocol | tools | errors/warnings |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    formatMarkdown(
      report.connectors.flatMap((result) => result.findings),
      'Probe findings',
    ),
  ].join('\n');
}

function toolsCell(tools: PublicTools): string {
  const unreviewed = [tools.added && `${tools.added} added`, tools.renamed && `${tools.renamed} renamed`].filter(Boolean);
  return `${plural(tools.listed, 'tool')}${unreviewed.length ? ` (${unreviewed.join(', ')})` : ''}`;
}

function verifyCell(verify: NonNullable<PublicConnectorResult['verify']>): string {
  if (verify.timedOut) return 'timed out';
  return verify.ok === undefined ? `bad output (exit ${verify.exitCode})` : `ok: ${verify.ok}`;
}

const publicFindingShape = z.object({
  ruleId: z.enum(RULE_IDS),
  severity: z.enum(['error', 'warning']),
  file: z.string(),
  position: z.object({ line: z.number(), column: z.number() }).optional(),
  field: z.string().optional(),
  connector: z.string().optional(),
  message: z.string(),
});
const publicReportShape = z.object({
  schemaVersion: z.literal(PUBLIC_REPORT_SCHEMA_VERSION),
  runId: z.string(),
  startedAt: z.string(),
  durationMs: z.number(),
  counts: z.object({ passed: z.number(), failed: z.number(), skipped: z.number(), errors: z.number(), warnings: z.number() }),
  connectors: z.array(
    z.object({
      id: z.string(),
      status: z.enum(['passed', 'failed', 'skipped']),
      findings: z.array(publicFindingShape),
      tools: z
        .object({
          reviewed: z.record(z.string(), z.string()),
          listed: z.number(),
          added: z.number(),
          renamed: z.number(),
          missing: z.number(),
        })
        .optional(),
    }),
  ),
});

/** A public report as another job reads it: the fields tracking needs. */
export type PublishedReport = z.infer<typeof publicReportShape>;

/**
 * A public report another job wrote (the probe's artifact), read as data: only the fields tracking needs, every other
 * key dropped; undefined when the text is not one.
 */
export function parsePublicReport(text: string): PublishedReport | undefined {
  try {
    const parsed = publicReportShape.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
