// Where the site check reads a site from: its URL, or a directory holding it.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SetupError } from '../findings/errors.ts';

/** Where a site is read from. `read` gives undefined for a path that is not there. */
export interface SiteSource {
  label: string;
  read(sitePath: string): Promise<Buffer | undefined>;
  /** A web server's response headers for the path (undefined when not served); absent for a directory. */
  headers?(sitePath: string): Promise<Headers | undefined>;
}

/** A failure to read one path that is not "it is not there" (HTTP 500, a timeout, a permission). */
class ReadFailure extends Error {}

export function httpSource(url: string): SiteSource {
  const base = new URL(url.replace(/\/connectors\.json$/, '/'));
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return {
    label: base.href,
    read: async (sitePath) => {
      const target = new URL(sitePath.split('/').map(encodeURIComponent).join('/'), base);
      let response: Response;
      try {
        response = await fetch(target, { cache: 'no-store', redirect: 'follow', signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new ReadFailure(cause?.code ?? cause?.message ?? (error as Error).message);
      }
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) throw new ReadFailure(`HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    headers: async (sitePath) => {
      const target = new URL(sitePath.split('/').map(encodeURIComponent).join('/'), base);
      const response = await fetch(target, { cache: 'no-store', redirect: 'follow', signal: AbortSignal.timeout(30_000) }).catch(
        () => undefined,
      );
      await response?.body?.cancel();
      return response?.ok ? response.headers : undefined;
    },
  };
}

export async function directorySource(dir: string): Promise<SiteSource> {
  const root = path.resolve(dir);
  if (
    !(await stat(root).then(
      (info) => info.isDirectory(),
      () => false,
    ))
  )
    throw new SetupError(`${dir} is not a directory`);
  return {
    label: root,
    read: async (sitePath) =>
      readFile(path.join(root, sitePath)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw new ReadFailure(error.code ?? error.message);
      }),
  };
}
