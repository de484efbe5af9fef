// The weekly probe's result as the catalog page reads it: status.json, one entry per remote connector
// The weekly probe's result as the catalog page reads it: status.json, one entry per remote connector
// (state, when it was checked, the protocol eras it answered in, tool count, latency, the class of its failure,
// one-line message; never a secret), made from the public report alone, and tool drift against the manifest and
// against the previous week's probe.
import { readFile } from 'node:fs/promises';
import * as z from 'zod';
import { SetupError } from '../findings/errors.ts';
import { countBySeverity, type Finding } from '../findings/finding.ts';
import type { ConnectorHealth } from '../forgejo/tracking.ts';
import { FAILURE_CLASSES, type FailureClass } from '../mcp/failure-class.ts';
import { protocolCell } from '../smoke/report.ts';
import { describeEras } from '../tool-surface/surface.ts';
import type { PublicConnectorResult, PublicProbeReport, PublishedReport } from './public-report.ts';

const connectorStatus = z.object({
  state: z.enum(['ok', 'failing', 'skipped']),
  checked_at: z.string(),
  /** The version of the era it is reported in (modern when it speaks it). */
  protocol_version: z.string().optional(),
  /** Each era it answered in, with its protocol version: modern (server/discover), legacy (initialize). */
  eras: z.object({ modern: z.string().optional(), legacy: z.string().optional() }).optional(),
  tool_count: z.number().int().optional(),
  latency_ms: z.number().int().optional(),
  message: z.string(),
  /** Why it could not be probed, as one class (its key in FAILURE_CLASSES) and what the pipeline saw, in its own words. */
  failure: z.object({ class: z.enum(Object.keys(FAILURE_CLASSES) as [FailureClass, ...FailureClass[]]), detail: z.string() }).optional(),
  /** sha256 of each tool's inputSchema, by its reviewed name (tools.lock.json's, else tools[]'s): next week's probe compares with it. */
  tools: z.record(z.string(), z.string()).optional(),
  /** Listed tools no review named (never their names), and those of them that carry a reviewed tool's inputSchema. */
  tools_added: z.number().int().optional(),
  tools_renamed: z.number().int().optional(),
});
type ConnectorStatus = z.infer<typeof connectorStatus>;

export const statusFile = z.object({
  generated_at: z.string(),
  connectors: z.record(z.string(), connectorStatus),
});
export type StatusFile = z.infer<typeof statusFile>;

/** This week's tools of one remote connector beside last week's status: what the weekly rules judge. */
export interface DriftObservation {
  connector: string;
  manifestFile: string;
  /** sha256 of each tool's inputSchema as the server listed them this week, by name; absent when it listed none. */
  toolSchemas?: Readonly<Record<string, string>>;
  previous?: ConnectorStatus;
}

/** status.json from this run's public report; connectors the run did not reach keep no entry. */
export function buildStatus(report: PublicProbeReport, generatedAt: string): StatusFile {
  const connectors: Record<string, ConnectorStatus> = {};
  for (const result of report.connectors) {
    const { errors } = countBySeverity(result.findings);
    const state = errors ? 'failing' : result.status === 'skipped' ? 'skipped' : 'ok';
    const latency = result.durations.initializeMs ?? result.durations.mcpMs;
    connectors[result.id] = {
      state,
      checked_at: generatedAt,
      ...(result.protocolVersion ? { protocol_version: result.protocolVersion } : {}),
      ...(result.eras && Object.keys(result.eras).length ? { eras: result.eras } : {}),
      ...(result.tools ? { tool_count: result.tools.listed } : {}),
      ...(latency !== undefined ? { latency_ms: Math.round(latency) } : {}),
      message: statusMessage(result, state, errors).slice(0, 300),
      ...(result.failure ? { failure: { class: result.failure.class, detail: result.failure.detail.slice(0, 300) } } : {}),
      ...(result.tools ? { tools: result.tools.reviewed, tools_added: result.tools.added, tools_renamed: result.tools.renamed } : {}),
    };
  }
  return { generated_at: generatedAt, connectors };
}

/**
 * One line in the pipeline's own words: the failing rules, why it was not checked, or how it answers. Never a
 * finding's message, which may quote what the connector said (its verify's message, a server's error, tool names).
 */
function statusMessage(result: PublicConnectorResult, state: ConnectorStatus['state'], errors: number): string {
  if (state === 'failing') {
    const verifyFailed = result.findings.some((finding) => finding.severity === 'error' && finding.ruleId.startsWith('verify-'));
    const failure = result.failure ? `${FAILURE_CLASSES[result.failure.class]}: ` : '';
    return `${failure}${errors} error${errors > 1 ? 's' : ''}: ${failingRules(result).join(', ')}${verifyFailed ? ' (verify failed)' : ''}`;
  }
  if (state === 'skipped') return `not checked: ${result.skipped ?? 'skipped'}`;
  const how = result.transport ? protocolCell(result) : 'MCP';
  const answers = `answers ${how}${result.tools ? ` with ${result.tools.listed} tools` : ''}`;
  if (result.verifySkipped) return `${answers}; ${result.verifySkipped}`;
  return result.verify ? `${answers}; verify passed with the configured secrets` : answers;
}

/** The rule ids of the errors, once each, in the order they were found. */
function failingRules(result: { findings: readonly Pick<Finding, 'ruleId' | 'severity'>[] }): string[] {
  return [...new Set(result.findings.filter((finding) => finding.severity === 'error').map((finding) => finding.ruleId))];
}

/** What the tracking issues need from a run: its public report and its status.json, nothing a connector wrote. */
export function healthOf(report: PublishedReport, status: StatusFile): ConnectorHealth[] {
  return report.connectors.map((result) => {
    const entry = status.connectors[result.id]!;
    const errors = result.findings.filter((finding) => finding.severity === 'error');
    const unreviewed = [entry.tools_added && `${entry.tools_added} added`, entry.tools_renamed && `${entry.tools_renamed} renamed`];
    const facts = [
      entry.eras && describeEras(entry.eras),
      entry.tool_count !== undefined && `${entry.tool_count} tools`,
      unreviewed.some(Boolean) && `unreviewed tools: ${unreviewed.filter(Boolean).join(', ')}`,
      entry.tools && `reviewed tools listed: ${Object.keys(entry.tools).sort().join(', ') || 'none'}`,
      entry.latency_ms !== undefined && `opening answered in ${entry.latency_ms} ms`,
    ].filter(Boolean);
    return {
      id: result.id,
      state: entry.state,
      message: entry.message,
      ...(entry.failure ? { failureClass: entry.failure.class } : {}),
      rules: errors.map((finding) => finding.ruleId),
      // The pipeline's observations only: the findings' own text (which may quote the connector) stays in the job's log.
      details: [
        ...(entry.failure ? [`failure: ${FAILURE_CLASSES[entry.failure.class]} (${entry.failure.detail})`] : []),
        ...failingRules(result).map(
          (rule) => `${rule}: ${errors.filter((finding) => finding.ruleId === rule).length} finding(s), see the run's log`,
        ),
        ...(facts.length ? [`observed: ${facts.join(', ')}`] : []),
      ],
      checkedAt: entry.checked_at,
    };
  });
}

/**
 * Last week's status.json, from the live site (an http(s) URL) or a file. Missing (404, no file) is the first
 * probe; anything else unreadable is said, and the probe goes on without drift.
 */
export async function readPreviousStatus(source: string, warn: (line: string) => void): Promise<StatusFile | undefined> {
  if (!source) return undefined;
  let text: string;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { signal: AbortSignal.timeout(15_000) });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(source, 'utf8');
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    warn(`could not read the previous status ${source} (${(error as Error).message}): no drift against last week this time`);
    return undefined;
  }
  try {
    return statusFile.parse(JSON.parse(text));
  } catch (error) {
    throw new SetupError(`the previous status ${source} is not a status.json: ${(error as Error).message.slice(0, 300)}`);
  }
}
