import { SSEClientTransport, StreamableHTTPClientTransport, type Transport } from '@modelcontextprotocol/client';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { maskSecrets } from '../secrets/canary.ts';
import { ConnectorSecrets, remoteTarget } from '../secrets/connector-secrets.ts';
import { type ErasObservation, erasObservation, joinEras } from './eras.ts';
import { classifyFailure, describeChallenge, type FailureClass, type RemoteFailure } from './failure-class.ts';
import { type NetworkOptions, RemoteHttp } from './http-client.ts';
import {
  DEFAULT_PROBE_TIMEOUTS,
  type HandshakeOutcome,
  LooseToolsPage,
  type Negotiation,
  type ProbeResult,
  type ProbeTimeouts,
  probeServer,
} from './probe.ts';

export interface RemoteObservation {
  /** mcp_config.url is absent, or not a URL once its placeholders are filled. */
  urlProblem?: 'missing' | 'invalid';
  /** Each transport tried and why its handshake failed, when none succeeded. */
  handshakeFailures?: readonly string[];
  /** Why the probe failed, as one class: set when no handshake succeeded, or tools/list failed after one. */
  failure?: RemoteFailure;
}

export type RemoteTransportKind = 'streamable-http' | 'sse';

interface RemoteProbeResult {
  status: 'probed' | 'skipped';
  /** Why it was skipped (a secret is not configured). */
  reason?: string;
  transport?: RemoteTransportKind;
  outcome: HandshakeOutcome;
  /** What went wrong before a handshake: the URL, or every transport's failure. */
  remote?: RemoteObservation;
  /** The handshakes that succeeded. */
  eras?: ErasObservation;
}

export interface RemoteProbeOptions {
  manifest: ConnectorManifest;
  /** Each connector's own secrets; default none. */
  secrets?: ConnectorSecrets;
  timeouts?: ProbeTimeouts;
  network?: NetworkOptions;
}

/** Failures where the legacy HTTP+SSE transport may still answer: the Streamable HTTP endpoint is not there. */
const SSE_MAY_ANSWER: ReadonlySet<FailureClass> = new Set(['not-found', 'not-mcp', 'handshake']);

/**
 * The handshake of a remote connector, run from the host: its URL and headers filled from configured secrets. Over
 * Streamable HTTP, the SDK's era detection (server/discover first; a 4xx that is no modern error means legacy, then
 * initialize); a modern server is then driven the legacy way too, in case it serves both. Where no Streamable HTTP
 * endpoint answered, the legacy HTTP+SSE transport. A credentials wall, a refused connection or silence ends it at
 * once. Skipped, not failed, when a secret the URL needs is not configured (unless the key is optional).
 */
export async function probeRemote(options: RemoteProbeOptions): Promise<RemoteProbeResult> {
  const { manifest, secrets = ConnectorSecrets.none(), timeouts = DEFAULT_PROBE_TIMEOUTS } = options;
  const target = remoteTarget(manifest, secrets);
  if ('skipped' in target) return { status: 'skipped', reason: target.skipped, outcome: {} };
  if ('urlProblem' in target) return { status: 'probed', outcome: {}, remote: { urlProblem: target.urlProblem } };
  const { url, headers, values } = target;
  const http = new RemoteHttp(url, options.network);
  const streamable = () => new StreamableHTTPClientTransport(url, { requestInit: { headers }, fetch: http.fetch });
  /** One drive on its own transport; `whileOpen` runs with the client still connected. */
  const drive = async (transport: Transport, negotiation: Negotiation, whileOpen?: (probe: ProbeResult) => Promise<void>) => {
    try {
      const probe = await probeServer(transport, timeouts, negotiation);
      if (!probe.handshake.initializeFailure) await whileOpen?.(probe);
      return probe;
    } finally {
      await transport.close().catch(() => undefined);
    }
  };
  try {
    const detected = await drive(streamable(), 'auto', (probe) => checkHeaderMismatch(probe, http, timeouts));
    if (!detected.handshake.initializeFailure) {
      if (detected.handshake.era === 'legacy') return await probed(joinEras(undefined, detected), 'streamable-http', http, url);
      const modernExchanges = http.exchanges.length;
      const legacy = await drive(streamable(), 'legacy');
      const joined = joinEras(detected, legacy);
      checkSessions(detected, http.exchanges.slice(0, modernExchanges));
      return await probed(joined, 'streamable-http', http, url);
    }
    const failures = [`streamable-http: ${maskSecrets(detected.handshake.initializeFailure.message, Object.values(values))}`];
    let failure = classifyFailure(detected.error, http.last, detected.handshake.noCommonVersion !== undefined);
    if (SSE_MAY_ANSWER.has(failure.class)) {
      const before = http.exchanges.length;
      const sse = await drive(new SSEClientTransport(url, { requestInit: { headers }, fetch: http.fetch }), 'legacy');
      if (!sse.handshake.initializeFailure) return await probed(joinEras(undefined, sse), 'sse', http, url);
      failures.push(`sse: ${maskSecrets(sse.handshake.initializeFailure.message, Object.values(values))}`);
      // An SSE stream that opened is the server's true endpoint: its failure is the one to name.
      if (http.exchanges.slice(before).some((exchange) => exchange.status !== undefined && exchange.status < 300))
        failure = classifyFailure(sse.error, http.last, false);
    }
    return { status: 'probed', outcome: {}, remote: { handshakeFailures: failures, failure: await explained(failure, http, url) } };
  } finally {
    await http.close();
  }
}

/** A handshake that succeeded; when tools/list then failed, the class of that failure too. */
async function probed(joined: ReturnType<typeof joinEras>, transport: RemoteTransportKind, http: RemoteHttp, url: URL) {
  const { primary } = joined;
  const result: RemoteProbeResult = { status: 'probed', transport, outcome: primary.outcome, eras: erasObservation(joined) };
  if (primary.handshake.toolsListFailure)
    result.remote = { failure: await explained(classifyFailure(primary.error, http.last, false), http, url) };
  return result;
}

/** A credentials wall explained: what its challenge and its protected-resource metadata say. */
async function explained(failure: RemoteFailure, http: RemoteHttp, url: URL): Promise<RemoteFailure> {
  const challenge = http.last?.challenge;
  if (failure.class !== 'needs-credentials' || !challenge) return failure;
  return { ...failure, detail: await describeChallenge(challenge, url, http.fetch) };
}

/** In the 2026-07-28 era there are no sessions: a server that hands out an Mcp-Session-Id, or wants one, breaks it. */
function checkSessions(modern: ProbeResult, exchanges: RemoteHttp['exchanges']): void {
  const problems = modern.handshake.revisionProblems ?? [];
  if (exchanges.some((exchange) => exchange.sessionId))
    problems.push('the server hands out an Mcp-Session-Id in the 2026-07-28 era, which has no sessions');
  if (/session/i.test(modern.handshake.toolsListFailure ?? ''))
    problems.push('the server wants a session id for tools/list in the 2026-07-28 era, which has no sessions');
  if (problems.length) modern.handshake.revisionProblems = problems;
}

/**
 * The revision's header check, asked once of a modern server over HTTP: a tools/list whose MCP-Protocol-Version header
 * disagrees with its _meta must be refused (400, HeaderMismatch -32020), not answered.
 */
async function checkHeaderMismatch(modern: ProbeResult, http: RemoteHttp, timeouts: ProbeTimeouts): Promise<void> {
  if (!modern.client || modern.handshake.era !== 'modern') return;
  http.mismatchedVersion = '2025-11-25';
  try {
    await modern.client.request({ method: 'tools/list', params: {} }, LooseToolsPage, { timeout: timeouts.listToolsMs });
    modern.handshake.revisionProblems = [
      ...(modern.handshake.revisionProblems ?? []),
      'the server answered a request whose MCP-Protocol-Version header disagrees with its _meta, instead of refusing it (400, -32020)',
    ];
  } catch {
    // Refused, as the revision says (an error of another kind is no answer either: not this check's fault to find).
  } finally {
    http.mismatchedVersion = undefined;
  }
}
