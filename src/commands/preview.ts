import path from 'node:path';
import { loadCatalog } from '../catalog/load.ts';
import { parseCommandLine } from '../cli/command-line.ts';
import type { CommandHelp } from '../cli/help.ts';
import { UsageError } from '../findings/errors.ts';
import { serveDirectory } from './preview/serve-directory.ts';

export const help: CommandHelp = {
  usage: 'npm run preview -- [--port N] [--catalog DIR]',
  summary:
    'Serves the catalog directory on 127.0.0.1 as the site would, and prints the URLs of the catalog page and the OAuth ' +
    'callback page. Opens nothing; stop it with Ctrl-C. Run `npm run compile` first so the page shows your changes.',
  options: [
    ['--port N', 'the port on 127.0.0.1 (default: a free one)'],
    ['--catalog DIR', 'the catalog directory (default connectors)'],
  ],
  examples: ['npm run preview                 # a free port', 'npm run preview -- --port 8080  # a port of your choice'],
};

export async function run(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    { options: { port: { type: 'string', default: '0' }, catalog: { type: 'string', default: 'connectors' } } },
    help,
  );
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port ${values.port} is not a port number (0-65535)`);
  const root = path.resolve(values.catalog);
  await loadCatalog(root, values.catalog);
  const server = await serveDirectory(root, port);
  process.stdout.write(
    `serving ${values.catalog}/ on loopback only (Ctrl-C stops it)\n` +
      `catalog page: ${server.origin}/index.html\nOAuth page:   ${server.origin}/oauth/show.html\n`,
  );
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, resolve);
  });
  await server.close();
  return 0;
}
