import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { MAX_JSON_BYTES } from '../json/limits.ts';
import { maskSecrets } from '../secrets/canary.ts';
import { ConnectorSecrets, remoteTarget } from '../secrets/connector-secrets.ts';
import { DEFAULT_PROBE_TIMEOUTS, type HandshakeObservation, type HandshakeOutcome, type ProbeTimeouts, probeServer } from './probe.ts';

export interface RemoteObservation {
  /** mcp_config.url is absent, or not a URL once its placeholders are filled. */
  urlProblem?: 'missing' | 'invalid';
  /** Each transport tried and why its handshake failed, when none succeeded. */
  handshakeFailures?: readonly string[];
}

export type RemoteTransportKind = 'streamable-http' | 'sse';

export interface RemoteProbeResult {
  status: 'probed' | 'skipped';
  /** Why it was skipped (a secret is not configured). */
  reason?: string;
  transport?: RemoteTransportKind;
  outcome: HandshakeOutcome;
  /** What went wrong before a handshake: the URL, or every transport's failure. */
  remote?: RemoteObservation;
  /** The handshake that succeeded. */
  handshake?: HandshakeObservation;
}

export interface RemoteProbeOptions {
  manifest: ConnectorManifest;
  /** Each connector's own secrets; default none. */
  secrets?: ConnectorSecrets;
  timeouts?: ProbeTimeouts;
}

/**
 * The handshake of a remote connector, run from the host: its URL and headers filled from configured secrets,
 * Streamable HTTP first and the legacy HTTP+SSE transport as the fallback. Skipped, not failed, when a secret the
 * URL needs is not configured (unless the key is optional).
 */
export async function probeRemote(options: RemoteProbeOptions): Promise<RemoteProbeResult> {
  const { manifest, secrets = ConnectorSecrets.none(), timeouts = DEFAULT_PROBE_TIMEOUTS } = options;
  const target = remoteTarget(manifest, secrets);
  if ('skipped' in target) return { status: 'skipped', reason: target.skipped, outcome: {} };
  if ('urlProblem' in target) return { status: 'probed', outcome: {}, remote: { urlProblem: target.urlProblem } };
  const { url, headers, values } = target;
  const attempts: Array<[RemoteTransportKind, () => Transport]> = [
    ['streamable-http', () => new StreamableHTTPClientTransport(url, { requestInit: { headers }, fetch: sameOriginFetch(url) })],
    ['sse', () => new SSEClientTransport(url, { requestInit: { headers }, fetch: sameOriginFetch(url) })],
  ];
  const failures: string[] = [];
  for (const [kind, create] of attempts) {
    const transport = create();
    try {
      const result = await probeServer(transport, timeouts);
      const failure = result.handshake.initializeFailure;
      if (!failure) return { status: 'probed', transport: kind, outcome: result.outcome, handshake: result.handshake };
      failures.push(`${kind}: ${maskSecrets(failure.message, Object.values(values))}`);
    } finally {
      await transport.close().catch(() => undefined);
    }
  }
  return { status: 'probed', outcome: {}, remote: { handshakeFailures: failures } };
}

/**
 * The response, with its body cut off by an error once it passes the JSON size limit: the SDK parses a server's answers
 * itself, and a server that streams without end must become a finding, not the runner's memory.
 */
function withBodyLimit(response: Response): Response {
  if (!response.body) return response;
  let received = 0;
  const limited = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > MAX_JSON_BYTES) controller.error(new Error(`the server sent more than ${MAX_JSON_BYTES} bytes in one response`));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(limited, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** fetch that follows redirects only within the URL's origin: a header or query key must not travel to another host. */
function sameOriginFetch(target: URL): typeof fetch {
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(url, { ...init, redirect: 'manual' });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (!location) return withBodyLimit(response);
      const next = new URL(location, url);
      if (next.origin !== target.origin)
        throw new Error(`the server redirected to another origin (${next.origin}); secrets are sent only to ${target.origin}`);
      url = next;
    }
    throw new Error('too many redirects');
  };
}
