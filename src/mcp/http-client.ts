// The remote probe's HTTP client: every request to one origin only (a redirect elsewhere is refused, and so is any
// other URL: a header or query key must not travel), every answer within the JSON size limit, names resolved by the
// resolver the configuration gives (else the system's), and each answer or network failure kept for the failure
// classes (failure-class.ts).
import { lookup as systemLookup } from 'node:dns';
import { Resolver } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import type { FetchLike } from '@modelcontextprotocol/client';
import { Agent, fetch as undiciFetch } from 'undici';
import { MAX_JSON_BYTES } from '../json/limits.ts';

/** One HTTP answer, or the network failure that stood for it, in the fields the failure classes read. */
export interface HttpExchange {
  status?: number;
  contentType?: string;
  /** The response of a 401 or 403 (its headers: WWW-Authenticate), for what it says of the credentials it wants. */
  challenge?: Response;
  /** The answer carried an Mcp-Session-Id. */
  sessionId?: boolean;
  /** The code of a network failure (ENOTFOUND, ECONNREFUSED, ERR_TLS_CERT_ALTNAME_INVALID…) when nothing answered. */
  errorCode?: string;
}

export interface NetworkOptions {
  /** DNS servers (`host` or `host:port`) to resolve names with, instead of the system's resolver. */
  resolver?: readonly string[];
}

export class RemoteHttp {
  readonly exchanges: HttpExchange[] = [];
  /** When set, requests carry this MCP-Protocol-Version header, whatever their _meta says: the revision's header check. */
  mismatchedVersion?: string;
  private readonly agent: Agent;

  constructor(
    private readonly target: URL,
    network: NetworkOptions = {},
  ) {
    this.agent = new Agent({ connect: { lookup: network.resolver?.length ? resolverLookup(network.resolver) : systemLookup } });
  }

  /** The last answer or failure met. */
  get last(): HttpExchange | undefined {
    return this.exchanges.at(-1);
  }

  readonly fetch: FetchLike = async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== this.target.origin)
      throw new Error(`the probe asks only ${this.target.origin}; it does not fetch ${url.origin} (secrets are for that origin only)`);
    const headers = new Headers(init?.headers);
    if (this.mismatchedVersion) headers.set('mcp-protocol-version', this.mismatchedVersion);
    for (let hop = 0; hop < 5; hop++) {
      let response: Response;
      try {
        response = (await undiciFetch(url, { ...init, headers, redirect: 'manual', dispatcher: this.agent } as never)) as never;
      } catch (error) {
        this.exchanges.push({ errorCode: networkCode(error) });
        throw error;
      }
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (!location) {
        this.exchanges.push({
          status: response.status,
          contentType: response.headers.get('content-type') ?? undefined,
          sessionId: response.headers.has('mcp-session-id'),
          ...(response.status === 401 || response.status === 403 ? { challenge: response } : {}),
        });
        return withBodyLimit(response);
      }
      const next = new URL(location, url);
      if (next.origin !== this.target.origin)
        throw new Error(`the server redirected to another origin (${next.origin}); secrets are sent only to ${this.target.origin}`);
      url = next;
    }
    throw new Error('too many redirects');
  };

  /** Ends every connection at once, answered or not. */
  close(): Promise<void> {
    return this.agent.destroy();
  }
}

/** The first code along an error's causes: undici wraps the socket's or the resolver's error as `fetch failed`. */
function networkCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
  }
  return undefined;
}

/** A socket lookup through these DNS servers alone: IPv4 first, then IPv6. */
function resolverLookup(servers: readonly string[]): LookupFunction {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  resolver.setServers([...servers]);
  return (hostname, options, callback) => {
    const resolve = async (): Promise<{ address: string; family: number }> => {
      const v4 = await resolver.resolve4(hostname).catch((error: NodeJS.ErrnoException) => error);
      if (Array.isArray(v4) && v4[0]) return { address: v4[0], family: 4 };
      const v6 = await resolver.resolve6(hostname).catch(() => []);
      if (v6[0]) return { address: v6[0], family: 6 };
      // No such name, or no answer from the resolver at all (its own ECONNREFUSED is no refusal by the server).
      const code = Array.isArray(v4) || v4.code === 'ENOTFOUND' || v4.code === 'ENODATA' ? 'ENOTFOUND' : 'EAI_AGAIN';
      throw Object.assign(new Error(`${hostname} does not resolve (${code})`), { code });
    };
    resolve().then(
      (found) => (options.all ? callback(null, [found]) : callback(null, found.address, found.family)),
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
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
