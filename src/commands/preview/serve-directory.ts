import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A canned answer for one path: the site tests play a broken server (404, invalid JSON) with it. */
interface Override {
  status: number;
  body: string;
  contentType?: string;
}

export interface StaticServer {
  origin: string;
  /** Every path asked for, in order, as the browser sent it. */
  requests: string[];
  overrides: Map<string, Override>;
  close(): Promise<void>;
}

/** Serves a directory on 127.0.0.1 the way a plain file server does: files only, no listing, nothing outside the root. */
export async function serveDirectory(root: string, listenPort = 0): Promise<StaticServer> {
  const requests: string[] = [];
  const overrides = new Map<string, Override>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url.pathname);
    const override = overrides.get(url.pathname);
    if (override) {
      response.writeHead(override.status, { 'content-type': override.contentType ?? 'application/json' });
      response.end(override.body);
      return;
    }
    void sendFile(root, url.pathname, response);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    overrides,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function sendFile(root: string, pathname: string, response: import('node:http').ServerResponse): Promise<void> {
  const notFound = () => {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found\n');
  };
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  let file = path.resolve(root, `.${relative}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return notFound();
  try {
    if ((await stat(file)).isDirectory()) file = path.join(file, 'index.html');
    const info = await stat(file);
    if (!info.isFile()) return notFound();
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'text/plain; charset=utf-8',
      'content-length': info.size,
      'x-content-type-options': 'nosniff',
    });
    createReadStream(file).pipe(response);
  } catch {
    notFound();
  }
}
