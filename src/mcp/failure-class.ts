// Why a remote server could not be probed, as one class in the pipeline's own words: what status.json, the tracking
// issue and the report say. Decided from what the HTTP client met (status, headers, network error codes) and the
// SDK's typed errors, never from a server's own text.
import {
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
  type FetchLike,
  SdkError,
  SdkErrorCode,
} from '@modelcontextprotocol/client';
import type { HttpExchange } from './http-client.ts';

export const FAILURE_CLASSES = {
  'needs-credentials': 'needs credentials',
  'payment-required': 'payment required',
  'name-not-found': 'name not found',
  tls: 'TLS failure',
  unreachable: 'refused or unreachable',
  timeout: 'timeout',
  'not-found': 'not found',
  'not-mcp': 'not an MCP server',
  'server-error': 'server error',
  'no-common-version': 'no common protocol version',
  handshake: 'MCP handshake refused',
} as const;

export type FailureClass = keyof typeof FAILURE_CLASSES;

export interface RemoteFailure {
  class: FailureClass;
  /** What the pipeline saw, in its own words: a status, a network error code, what the credentials challenge says. */
  detail: string;
}

const TLS_CODES: Record<string, string> = {
  ERR_TLS_CERT_ALTNAME_INVALID: 'the certificate is for another name',
  CERT_HAS_EXPIRED: 'the certificate has expired',
  CERT_NOT_YET_VALID: 'the certificate is not valid yet',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'the certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'the certificate chain ends in an untrusted root',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'the certificate is not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'the certificate is not trusted',
};
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENODATA']);
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * The class of a failed remote probe, from the error it ended with, the last HTTP answer or network failure, and
 * whether a modern server offered only revisions this client does not speak.
 */
export function classifyFailure(error: unknown, last: HttpExchange | undefined, noCommonVersion: boolean): RemoteFailure {
  const code = last?.errorCode;
  if (code && !last?.status) {
    if (code in TLS_CODES || /^ERR_(TLS|SSL)_|^CERT_/.test(code))
      return { class: 'tls', detail: `${TLS_CODES[code] ?? 'the TLS handshake failed'} (${code})` };
    if (DNS_CODES.has(code)) return { class: 'name-not-found', detail: `the name does not resolve (${code})` };
    if (UNREACHABLE_CODES.has(code)) return { class: 'unreachable', detail: `no connection (${code})` };
    if (TIMEOUT_CODES.has(code)) return { class: 'timeout', detail: `no answer in time (${code})` };
  }
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout) return { class: 'timeout', detail: 'no answer in time' };
  if (noCommonVersion || /protocol version is not supported|Unsupported protocol version/i.test(String(error)))
    return { class: 'no-common-version', detail: 'it speaks no protocol version this client does' };
  const status = last?.status;
  if (status === 401 || status === 403) return { class: 'needs-credentials', detail: `HTTP ${status}` };
  if (status === 402) return { class: 'payment-required', detail: 'HTTP 402' };
  if (status === 404 || status === 410) return { class: 'not-found', detail: `HTTP ${status}` };
  if (status !== undefined && status >= 500) return { class: 'server-error', detail: `HTTP ${status}` };
  const mcpType = /^(application\/json|text\/event-stream)\b/i.test(last?.contentType ?? '');
  if (status !== undefined && (!mcpType || (status >= 200 && status < 300)))
    return { class: 'not-mcp', detail: `HTTP ${status}${last?.contentType ? ` ${contentTypeWord(last.contentType)}` : ''}, not JSON-RPC` };
  return { class: 'handshake', detail: status !== undefined ? `HTTP ${status}` : 'no usable answer' };
}

/** The media type alone, when it is a plain token: the rest of a header is the server's text. */
function contentTypeWord(contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type) ? type : 'an unknown type';
}

const BEARER_ERRORS = new Set(['invalid_request', 'invalid_token', 'insufficient_scope']);

/**
 * What a 401 or 403 says of the credentials it wants, in the pipeline's words: the challenge's scheme and RFC 6750
 * error, and the authorization servers its RFC 9728 protected-resource metadata names (asked of the server's own
 * origin only; the fetch refuses any other).
 */
export async function describeChallenge(challenge: Response, serverUrl: URL, fetchFn: FetchLike): Promise<string> {
  const parts = [`HTTP ${challenge.status}`];
  const header = challenge.headers.get('www-authenticate') ?? '';
  const scheme = /^\s*([A-Za-z][A-Za-z0-9._-]{0,30})(?:\s|,|$)/.exec(header)?.[1];
  const { resourceMetadataUrl, error } = extractWWWAuthenticateParams(challenge);
  if (scheme) parts.push(`WWW-Authenticate ${scheme}${error && BEARER_ERRORS.has(error) ? ` (${error})` : ''}`);
  else parts.push('no WWW-Authenticate');
  if (resourceMetadataUrl && resourceMetadataUrl.origin !== serverUrl.origin) {
    parts.push(`its RFC 9728 metadata is at another origin (${safeOrigin(resourceMetadataUrl)}), not asked`);
    return parts.join('; ');
  }
  try {
    const metadata = await discoverOAuthProtectedResourceMetadata(serverUrl, { resourceMetadataUrl }, fetchFn);
    const servers = (metadata.authorization_servers ?? []).map((server: string) => safeOrigin(server)).filter(Boolean);
    parts.push(
      servers.length
        ? `RFC 9728 metadata names the authorization server${servers.length > 1 ? 's' : ''} ${servers.join(', ')}`
        : 'RFC 9728 metadata names no authorization server',
    );
  } catch {
    parts.push('no RFC 9728 protected-resource metadata');
  }
  return parts.join('; ');
}

/** An https URL's origin, when its host is a plain DNS name or address; else nothing of it. */
function safeOrigin(value: string | URL): string {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname)
      ? url.origin
      : 'a URL that is not a plain https origin';
  } catch {
    return 'a URL that is not a plain https origin';
  }
}
