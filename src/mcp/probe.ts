import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { valueDepthProblem } from '../json/limits.ts';
import { sha256Hex } from '../system/hash.ts';
import { canonicalJson, surfaceOf, type ToolSurface } from '../tool-surface/surface.ts';

/** What the MCP client got from initialize and tools/list. */
export interface HandshakeObservation {
  /** Set when initialize did not succeed. */
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
}

export interface ProbeTimeouts {
  /** For the initialize answer. Default 30 s (a first `npx` start in the sandbox takes a few). */
  initializeMs: number;
  /** For each tools/list page. Default 15 s. */
  listToolsMs: number;
}

export const DEFAULT_PROBE_TIMEOUTS: ProbeTimeouts = { initializeMs: 30_000, listToolsMs: 15_000 };

/** What the handshake established, whatever failed after it. */
export interface HandshakeOutcome {
  protocolVersion?: string;
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

export type HandshakeFailure =
  /** The server never answered initialize within the timeout. */
  | 'timeout'
  /** The connection ended (the process exited, the HTTP server refused) before an answer. */
  | 'closed'
  /** It answered, but not acceptably (unsupported version, malformed result). */
  | 'invalid';

export interface ProbeResult {
  outcome: HandshakeOutcome;
  /** What the smoke rules judge; `initializeFailure` is worded by the caller's rules, which know the transport. */
  handshake: HandshakeObservation;
  /** The connected client, when initialize succeeded: `npm run probe --call` calls a tool with it. */
  client?: Client;
}

// tools/list is read with a permissive schema: one malformed tool must be reported by name, not fail the whole list.
const LooseToolsPage = z.looseObject({ tools: z.array(z.unknown()), nextCursor: z.string().optional() });
export const MAX_PAGES = 100;

/**
 * Drives one MCP server through the official SDK client: initialize, then tools/list to the last page (a paging
 * loop and more than MAX_PAGES pages are failures). Says what it saw; the smoke rules judge it. Leaves the
 * transport to the caller to close.
 */
export async function probeServer(transport: Transport, timeouts: ProbeTimeouts = DEFAULT_PROBE_TIMEOUTS): Promise<ProbeResult> {
  const outcome: HandshakeOutcome = {};
  const handshake: HandshakeObservation = {};
  const client = new Client({ name: 'skald-smoke', version: '1.0.0' }, { capabilities: {} });
  // Errors the transport reports (non-JSON stdout, for one) are collected by the caller from the transport itself.
  client.onerror = () => undefined;
  let negotiatedVersion: string | undefined;
  const setProtocolVersion = transport.setProtocolVersion?.bind(transport);
  transport.setProtocolVersion = (version: string) => {
    negotiatedVersion = version;
    setProtocolVersion?.(version);
  };
  let started = Date.now();
  // The request timeout starts only once the transport has started, and an SSE server can accept the stream yet
  // never name its endpoint: a deadline around the whole connect bounds both.
  const connecting = client.connect(transport, { timeout: timeouts.initializeMs });
  connecting.catch(() => undefined);
  let deadline: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      connecting,
      new Promise<never>((_, reject) => {
        deadline = setTimeout(
          () => reject(new McpError(ErrorCode.RequestTimeout, 'no answer to initialize')),
          timeouts.initializeMs + 2000,
        );
      }),
    ]);
  } catch (error) {
    handshake.initializeFailure = classify(error);
    return { outcome, handshake };
  } finally {
    clearTimeout(deadline);
  }
  outcome.initializeMs = Date.now() - started;
  const serverInfo = client.getServerVersion();
  if (serverInfo) outcome.serverInfo = { name: serverInfo.name, version: serverInfo.version };
  outcome.protocolVersion = negotiatedVersion;
  handshake.initialized = {
    serverInfo,
    toolsCapability: Boolean(client.getServerCapabilities()?.tools),
    protocolVersion: negotiatedVersion,
    instructions: client.getInstructions(),
  };
  if (!handshake.initialized.toolsCapability) {
    outcome.tools = [];
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
    return { outcome, handshake };
  }
  const listToolsMs = Date.now() - started;
  const names = tools.map((tool) => String((tool as { name?: unknown } | null)?.name ?? '?'));
  let toolSchemas: Record<string, string>;
  let surface: ToolSurface;
  try {
    const schemaOf = (tool: unknown) => (tool as { inputSchema?: unknown } | null)?.inputSchema ?? null;
    toolSchemas = Object.fromEntries(tools.map((tool, i) => [names[i]!, sha256Hex(canonicalJson(schemaOf(tool)))]));
    surface = surfaceOf(tools, handshake.initialized);
  } catch (error) {
    // RFC 8785 has no form for a string with a lone surrogate, which JSON can carry: nothing such can be pinned.
    handshake.toolsListFailure = `the tools/list answer is refused: it has no RFC 8785 canonical form (${(error as Error).message})`;
    return { outcome, handshake };
  }
  outcome.listToolsMs = listToolsMs;
  outcome.tools = names;
  outcome.toolSchemas = toolSchemas;
  outcome.surface = surface;
  handshake.tools = tools;
  return { outcome, handshake, client };
}

function classify(error: unknown): { kind: HandshakeFailure; message: string } {
  if (error instanceof McpError) {
    if (error.code === ErrorCode.RequestTimeout) return { kind: 'timeout', message: error.message };
    if (error.code === ErrorCode.ConnectionClosed) return { kind: 'closed', message: error.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/protocol version is not supported/.test(message)) {
    return { kind: 'invalid', message: `${message} (the client supports ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})` };
  }
  if (/ECONNREFUSED|fetch failed|ENOTFOUND|EAI_AGAIN|socket hang up|not running/i.test(message)) return { kind: 'closed', message };
  return { kind: 'invalid', message: message.length > 300 ? `${message.slice(0, 300)}…` : message };
}
