import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE, lockText } from '../../src/catalog/tools-lock.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';

export const SVG_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><circle cx="24" cy="24" r="20" fill="#3a7"/></svg>\n';

type Json = Record<string, unknown>;

/** A valid local Python connector: its two manifests and its files. Tests mutate copies of it. */
export function localConnector(id: string): { fragment: Json; manifest: Json; files: Record<string, string> } {
  const tools = [{ name: 'get_forecast', display_name: 'Get Forecast' }];
  const shared = {
    id,
    name: `Connector ${id}`,
    type: 'mcp_local',
    scope: 'global',
    requires: ['PYTHON'],
    tags: ['test'],
    version: 1,
    version_string: '1.0.0',
    version_release_date: '2026-11-30',
    tools,
  };
  return {
    fragment: {
      ...shared,
      icon_small: `${id}/icon_sm.svg`,
      icon_large: `${id}/icon_lg.svg`,
      user_description: 'Forecasts for any place.',
      folder: id,
      auth: { type: 'none' },
    },
    manifest: {
      ...shared,
      launch_command: 'python3 server.py',
      transport: 'stdio',
      dependencies: [],
      docs: [{ lang: 'en', description: 'Forecasts.', llm_short_description: 'Weather — forecasts for any place.' }],
      auth: { type: 'none' },
      mcp_config: { command: 'python3', args: ['server.py'] },
      icon_small: 'icon_sm.svg',
      icon_large: 'icon_lg.svg',
    },
    files: { 'server.py': 'print("hello")\n', 'icon_sm.svg': SVG_ICON, 'icon_lg.svg': SVG_ICON },
  };
}

export interface FixtureConnector {
  fragment?: Json | string;
  manifest?: Json | string;
  files?: Record<string, string | Buffer>;
  /**
   * Without tools.lock.json among its files, an MCP connector gets one pinning its manifest's tools[] by name, so the
   * static check passes (tools-lock); false writes none (a smoke fixture, whose live surface has more than names).
   */
  lock?: false;
}

/** Writes a catalog into a new temp dir: index.json (unless given as null), each connector's manifests and files. */
export async function writeCatalog(
  connectors: Record<string, FixtureConnector>,
  index: string[] | string | null = Object.keys(connectors),
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), 'skald-catalog-'));
  const dir = path.join(root, 'connectors');
  await mkdir(dir);
  if (index !== null)
    await writeFile(path.join(dir, 'index.json'), typeof index === 'string' ? index : `${JSON.stringify(index, null, 2)}\n`);
  for (const [folder, connector] of Object.entries(connectors)) {
    await writeConnector(dir, folder, connector);
  }
  return { dir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

export async function writeConnector(catalogDir: string, folder: string, connector: FixtureConnector): Promise<void> {
  const dir = path.join(catalogDir, folder);
  await mkdir(dir, { recursive: true });
  const text = (value: Json | string) => (typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  if (connector.fragment !== undefined) await writeFile(path.join(dir, 'fragment.json'), text(connector.fragment));
  if (connector.manifest !== undefined) await writeFile(path.join(dir, 'connector.json'), text(connector.manifest));
  for (const [name, content] of Object.entries(connector.files ?? {})) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  const described = connector.manifest ?? connector.fragment;
  const manifest = typeof described === 'string' ? parsedOrUndefined(described) : described;
  if (
    connector.lock !== false &&
    manifest &&
    manifest.type !== 'script' &&
    Array.isArray(manifest.tools) &&
    !connector.files?.[LOCK_FILE]
  ) {
    const tools = (manifest.tools as Array<{ name?: unknown }>).map((tool) => ({ name: tool?.name }));
    await writeFile(path.join(dir, LOCK_FILE), lockText(surfaceOf(tools, {})));
  }
}

/**
 * A remote connector on `url` whose key is the query parameter `token` ({SECRET:token}), with these tools, and
 * with `verify.py` as its verify when given.
 */
export function remoteConnector(
  id: string,
  options: { url: string; tools: Array<{ name: string; display_name: string }>; verifyPy?: string },
): { fragment: Json; manifest: Json; files: Record<string, string>; lock: false } {
  const base = localConnector(id);
  const { launch_command: _launch, transport: _transport, ...manifest } = base.manifest;
  const requires = options.verifyPy ? ['API_KEY', 'PYTHON'] : ['API_KEY'];
  return {
    fragment: { ...base.fragment, type: 'mcp_remote', requires, tools: options.tools },
    manifest: {
      ...manifest,
      type: 'mcp_remote',
      requires,
      auth: { type: 'api_key', delivery: 'query', param: 'token' },
      mcp_config: { url: options.url },
      ...(options.verifyPy ? { verify: { command: 'python3 verify.py', timeout_secs: 15 } } : {}),
      tools: options.tools,
    },
    files: {
      ...(options.verifyPy ? { 'verify.py': options.verifyPy } : {}),
      'icon_sm.svg': base.files['icon_sm.svg']!,
      'icon_lg.svg': base.files['icon_lg.svg']!,
    },
    // A remote fixture's server lists more than names: a test that wants a lock writes it with lock-tools.
    lock: false,
  };
}

function parsedOrUndefined(text: string): Json | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}
