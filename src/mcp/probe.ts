import {
  Client,
  type ProtocolEra,
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Transport,
  UnsupportedProtocolVersionError,
} from '@modelcontextprotocol/client';
import * as z from 'zod';
import { valueDepthProblem } from '../json/limits.ts';
import { sha256Hex } from '../system/hash.ts';
import { canonicalJson, OPENING, type ProtocolEras, surfaceOf, type ToolSurface } from '../tool-surface/surface.ts';
import { RecordingTransport } from './recording-transport.ts';

export type { ProtocolEra };

/** The one revision of the modern era: what a modern drive pins. */
const MODERN_REVISION = '2026-07-28';

/** What the MCP client got from one era's opening (initialize, or server/discover) and tools/list. */
export interface HandshakeObservation {
  /** The era this drive spoke. */
  era: ProtocolEra;
  /** Set when the opening did not succeed. */
  initializeFailure?: { kind: HandshakeFailure; message: string };
  /** Set when it did. */
  initialized?: {
    serverInfo?: { name?: string; version?: string };
    toolsCapability: boolean;
    protocolVersion?: string;
    instructions?: string;
  };
  /** Why tools/list failed, when it did. */
  toolsListFailure?: string;
  /** Every tool listed, as received, when tools/list succeeded. */
  tools?: readonly unknown[];
  /** Modern only: where the answers break the 2026-07-28 revision, one sentence each. */
  revisionProblems?: string[];
  /** A server that answered in the modern era, but offers none of the revisions this client speaks. */
  noCommonVersion?: { offered: readonly string[] };
}

export interface ProbeTimeouts {
  /** For the opening answer (initialize, or server/discover). Default 120 s (see DEFAULT_PROBE_TIMEOUTS). */
  initializeMs: number;
  /** For each tools/list page. Default 60 s. */
  listToolsMs: number;
}

/**
 * Sized for a loaded 2-core runner, where a stdio server starts twice at once (one process per era) beside other
 * connectors: a Node server that opens in 18 s on its own took over 30 s there. A server that never answers costs
 * two minutes; one that is merely slow passes.
 */
export const DEFAULT_PROBE_TIMEOUTS: ProbeTimeouts = { initializeMs: 120_000, listToolsMs: 60_000 };

/** What the handshake established, whatever failed after it. */
export interface HandshakeOutcome {
  protocolVersion?: string;
  /** Every era the server answered in, with its protocol version: set once all of a server's eras were tried. */
  eras?: ProtocolEras;
  serverInfo?: { name: string; version: string };
  /** Tool names as listed, when tools/list succeeded. */
  tools?: string[];
  /** sha256 of each tool's inputSchema in RFC 8785 form, by name: what the weekly probe compares week to week. */
  toolSchemas?: Record<string, string>;
  initializeMs?: number;
  listToolsMs?: number;
  /** Everything the model sees, pinned as tools.lock.json pins it, when tools/list succeeded. */
  surface?: ToolSurface;
}

type HandshakeFailure =
  /** The server never answered the opening request within the timeout. */
  | 'timeout'
  /** The connection ended (the process exited, the HTTP server refused) before an answer. */
  | 'closed'
  /** It answered, but not acceptably (unsupported version, malformed result). */
  | 'invalid';

export interface ProbeResult {
  outcome: HandshakeOutcome;
  /** What the smoke rules judge; `initializeFailure` is worded by the caller's rules, which know the transport. */
  handshake: HandshakeObservation;
  /** The connected client, when the opening succeeded: `npm run probe --call` calls a tool with it. */
  client?: Client;
  /** The error the opening ended with, for the remote probe's failure classes. */
  error?: unknown;
}

/** Which handshake a drive opens with: one era, or the SDK's detection (`server/discover` first, then `initialize`). */
export type Negotiation = ProtocolEra | 'auto';

// tools/list is read with a permissive schema: one malformed tool must be reported by name, not fail the whole list.
export const LooseToolsPage = z.looseObject({ tools: z.array(z.unknown()), nextCursor: z.string().optional() });
export const MAX_PAGES = 100;
/** What every 2026-07-28 result of server/discover and tools/list carries, which the SDK's parse would fill in. */
const CACHE_FIELDS = ['resultType', 'ttlMs', 'cacheScope'] as const;

/**
 * Drives one MCP server through the official SDK client in one era (or the SDK's detection): its opening, then
 * tools/list to the last page (a paging loop and more than MAX_PAGES pages are failures). Says what it saw; the smoke
 * rules judge it. `onOpened` is told once the opening succeeded. Leaves the transport to the caller to close.
 */
export async function probeServer(
  transport: Transport,
  timeouts: ProbeTimeouts = DEFAULT_PROBE_TIMEOUTS,
  negotiation: Negotiation = 'legacy',
  onOpened?: () => void,
): Promise<ProbeResult> {
  const outcome: HandshakeOutcome = {};
  const handshake: HandshakeObservation = { era: negotiation === 'modern' ? 'modern' : 'legacy' };
  const recording = new RecordingTransport(transport);
  const mode = negotiation === 'modern' ? { pin: MODERN_REVISION } : negotiation;
  const client = new Client(
    { name: 'skald-smoke', version: '1.0.0' },
    { capabilities: {}, versionNegotiation: { mode, probe: { timeoutMs: timeouts.initializeMs } } },
  );
  // Errors the transport reports (non-JSON stdout, for one) are collected by the caller from the transport itself.
  client.onerror = () => undefined;
  let started = Date.now();
  // The request timeout starts only once the transport has started, and an SSE server can accept the stream yet
  // never name its endpoint: a deadline around the whole connect bounds both.
  const connecting = client.connect(recording, { timeout: timeouts.initializeMs });
  connecting.catch(() => undefined);
  let deadline: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      connecting,
      new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new SdkError(SdkErrorCode.RequestTimeout, `no answer to ${OPENING[handshake.era]}`)),
          timeouts.initializeMs + 2000,
        );
      }),
    ]);
  } catch (error) {
    handshake.initializeFailure = classify(error);
    if (error instanceof UnsupportedProtocolVersionError) handshake.noCommonVersion = { offered: error.supported };
    return { outcome, handshake, error };
  } finally {
    clearTimeout(deadline);
  }
  onOpened?.();
  outcome.initializeMs = Date.now() - started;
  handshake.era = client.getProtocolEra() ?? handshake.era;
  const serverInfo = client.getServerVersion();
  if (serverInfo) outcome.serverInfo = { name: serverInfo.name, version: serverInfo.version };
  outcome.protocolVersion = client.getNegotiatedProtocolVersion();
  handshake.initialized = {
    serverInfo,
    toolsCapability: Boolean(client.getServerCapabilities()?.tools),
    protocolVersion: outcome.protocolVersion,
    instructions: client.getInstructions(),
  };
  if (!handshake.initialized.toolsCapability) {
    outcome.tools = [];
    checkRevision(handshake, recording);
    return { outcome, handshake, client };
  }
  started = Date.now();
  const tools: unknown[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | undefined;
  try {
    for (let page = 0; ; page++) {
      if (page === MAX_PAGES) throw new Error(`tools/list still had a nextCursor after ${MAX_PAGES} pages`);
      const result = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, LooseToolsPage, {
        timeout: timeouts.listToolsMs,
      });
      const tooDeep = valueDepthProblem(result.tools);
      if (tooDeep) throw new Error(`the tools/list answer is refused: ${tooDeep}`);
      tools.push(...result.tools);
      cursor = result.nextCursor;
      if (cursor === undefined) break;
      if (seenCursors.has(cursor)) throw new Error(`tools/list returned the cursor ${JSON.stringify(cursor)} twice (a paging loop)`);
      seenCursors.add(cursor);
    }
  } catch (error) {
    handshake.toolsListFailure = classify(error).message;
    checkRevision(handshake, recording);
    return { outcome, handshake, client };
  }
  checkRevision(handshake, recording);
  const listToolsMs = Date.now() - started;
  const names = tools.map((tool) => String((tool as { name?: unknown } | null)?.name ?? '?'));
  let toolSchemas: Record<string, string>;
  let surface: ToolSurface;
  try {
    const schemaOf = (tool: unknown) => (tool as { inputSchema?: unknown } | null)?.inputSchema ?? null;
    toolSchemas = Object.fromEntries(tools.map((tool, i) => [names[i]!, sha256Hex(canonicalJson(schemaOf(tool)))]));
    surface = surfaceOf(tools, { instructions: handshake.initialized.instructions });
  } catch (error) {
    // RFC 8785 has no form for a string with a lone surrogate, which JSON can carry: nothing such can be pinned.
    handshake.toolsListFailure = `the tools/list answer is refused: it has no RFC 8785 canonical form (${(error as Error).message})`;
    return { outcome, handshake, client };
  }
  outcome.listToolsMs = listToolsMs;
  outcome.tools = names;
  outcome.toolSchemas = toolSchemas;
  outcome.surface = surface;
  handshake.tools = tools;
  return { outcome, handshake, client };
}

/** In the modern era: each server/discover or tools/list result that lacks a field the revision requires of it. */
function checkRevision(handshake: HandshakeObservation, recording: RecordingTransport): void {
  if (handshake.era !== 'modern') return;
  const problems: string[] = [];
  for (const method of ['server/discover', 'tools/list']) {
    const missing = new Set<string>();
    for (const result of recording.results.get(method) ?? []) {
      const record = (result ?? {}) as Record<string, unknown>;
      for (const field of CACHE_FIELDS) if (record[field] === undefined) missing.add(field);
    }
    if (missing.size) problems.push(`the ${method} result has no ${[...missing].join(', ')}`);
  }
  const discovered = recording.results.get('server/discover')?.[0] as { _meta?: Record<string, unknown> } | undefined;
  const serverInfo = discovered?._meta?.['io.modelcontextprotocol/serverInfo'] as { name?: unknown; version?: unknown } | undefined;
  if (discovered && (typeof serverInfo?.name !== 'string' || typeof serverInfo.version !== 'string'))
    problems.push('the server/discover result has no serverInfo name and version in its _meta');
  if (problems.length) handshake.revisionProblems = [...(handshake.revisionProblems ?? []), ...problems];
}

function classify(error: unknown): { kind: HandshakeFailure; message: string } {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.RequestTimeout) return { kind: 'timeout', message };
    if (error.code === SdkErrorCode.ConnectionClosed) return { kind: 'closed', message };
  }
  if (error instanceof UnsupportedProtocolVersionError || (error instanceof ProtocolError && error.code === -32022)) {
    return { kind: 'invalid', message: `${message} (the client supports ${[...SUPPORTED_PROTOCOL_VERSIONS].join(', ')})` };
  }
  if (/protocol version is not supported/.test(message)) {
    return { kind: 'invalid', message: `${message} (the client supports ${[...SUPPORTED_PROTOCOL_VERSIONS].join(', ')})` };
  }
  if (/ECONNREFUSED|fetch failed|ENOTFOUND|EAI_AGAIN|socket hang up|not running/i.test(message)) return { kind: 'closed', message };
  return { kind: 'invalid', message: message.length > 300 ? `${message.slice(0, 300)}…` : message };
}
