import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { type ConnectorManifest, connectorManifest } from '../../src/catalog/schemas.ts';
import { descendants } from '../helpers/processes.ts';
import { CATALOG_DIR } from './verify-run.ts';

const run = promisify(execFile);

export function readManifest(connectorId: string): ConnectorManifest {
  return connectorManifest.parse(JSON.parse(readFileSync(path.join(CATALOG_DIR, connectorId, 'connector.json'), 'utf8')));
}

/**
 * Installs the connector's package.json dependencies into a directory outside the repository, kept
 * between runs and keyed by the package.json content: the pinned package then resolves offline there,
 * as it does in Skald's cached layer. Returns the directory.
 */
export async function installConnectorPackages(connectorId: string): Promise<string> {
  const packageJson = await readFile(path.join(CATALOG_DIR, connectorId, 'package.json'));
  const digest = createHash('sha256').update(packageJson).digest('hex').slice(0, 16);
  const dir = path.join(tmpdir(), 'skald-npm-conn', `${connectorId}-${digest}`);
  const done = path.join(dir, '.installed');
  if (existsSync(done)) return dir;
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'package.json'), packageJson);
  await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir, timeout: 240_000 });
  await writeFile(done, '');
  return dir;
}

export interface LaunchOptions {
  /** Where npx runs: the directory with the installed packages. */
  cwd: string;
  /** Values the user gave, by env[] name; placeholders of undeclared or missing names become the declared default or "". */
  values: Record<string, string>;
  /** Run the server in a network namespace of its own with no interface but a downed loopback. */
  offline: boolean;
  /** HOME for the server, so that no user cache or config is involved. */
  home: string;
}

export interface RunningConnector {
  client: Client;
  stderr(): string;
  close(): Promise<void>;
}

/** Starts the connector exactly as its mcp_config says, placeholders substituted as Skald does, and connects the SDK client. */
export async function launchConnector(manifest: ConnectorManifest, options: LaunchOptions): Promise<RunningConnector> {
  const config = manifest.mcp_config;
  if (!config?.command) throw new Error(`${manifest.id} has no mcp_config.command`);
  const defaults = new Map((manifest.env ?? []).map((variable) => [variable.name, variable.default ?? '']));
  const substitute = (text: string) =>
    text.replace(/\{(?:ENV|SECRET):([A-Za-z0-9_]+)\}/g, (_token, name: string) => options.values[name] ?? defaults.get(name) ?? '');
  const env = Object.fromEntries(Object.entries(config.env ?? {}).map(([name, value]) => [name, substitute(value)]));
  const args = (config.args ?? []).map(substitute);
  const transport = new StdioClientTransport({
    command: options.offline ? 'unshare' : config.command,
    args: options.offline ? ['--map-root-user', '--net', config.command, ...args] : args,
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: options.home, npm_config_update_notifier: 'false', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'skald-connectors-test', version: '1.0.0' });
  await client.connect(transport);
  return {
    client,
    stderr: () => stderr,
    close: async () => {
      // npx starts the server as a grandchild, which closing the transport does not reach.
      const tree = transport.pid ? descendants(transport.pid) : [];
      await client.close();
      for (const pid of tree) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
