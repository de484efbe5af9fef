// One GET or POST to a package registry, as the update code makes them: bounded in time and size, never following a
// redirect to another host, and every failure one sentence that says which request it was.
import { parseLimitedJson } from '../json/limits.ts';

/** A registry could not answer this request; `status` is undefined when it could not be reached at all. */
export class RegistryError extends Error {
  override name = 'RegistryError';
  constructor(
    readonly what: string,
    readonly status: number | undefined,
    detail: string,
  ) {
    super(`${what}: ${status === undefined ? detail : `HTTP ${status}${detail ? ` (${detail})` : ''}`}`);
  }
}

/** Packuments of large packages are some MiB; far below this. */
const MAX_BYTES = 64 * 1024 * 1024;
/** Sized for a loaded runner and a slow mirror: the request that timed out is named in the error. */
const TIMEOUT_MS = 60_000;

interface RegistryRequest {
  what: string;
  url: URL;
  accept: string;
  body?: unknown;
  /** Answers treated as "nothing here" rather than as an error. */
  absentOn?: readonly number[];
}

/** The answer's text, or undefined for an `absentOn` status. */
export async function registryText(request: RegistryRequest): Promise<{ text: string; type: string } | undefined> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: request.accept,
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new RegistryError(
      request.what,
      undefined,
      timedOut ? `no answer within ${TIMEOUT_MS / 1000} s` : `${request.url.host} cannot be reached (${cause ?? (error as Error).message})`,
    );
  }
  if (request.absentOn?.includes(response.status)) return undefined;
  if (!response.ok) throw new RegistryError(request.what, response.status, '');
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new RegistryError(request.what, response.status, `the answer is over ${MAX_BYTES} bytes`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new RegistryError(request.what, response.status, `the answer is over ${MAX_BYTES} bytes`);
  return { text, type: response.headers.get('content-type') ?? '' };
}

/** The answer as JSON (within the JSON limits), or undefined for an `absentOn` status. */
export async function registryJson(request: RegistryRequest): Promise<unknown> {
  const answer = await registryText(request);
  if (!answer) return undefined;
  try {
    return parseLimitedJson(answer.text, { bytes: MAX_BYTES });
  } catch (error) {
    throw new RegistryError(request.what, 200, `the answer is not JSON: ${(error as Error).message}`);
  }
}
