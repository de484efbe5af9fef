import type { FolderFile } from '../../catalog/load.ts';
import type { ConnectorManifest } from '../../catalog/schemas.ts';

/** Whether `name` is a regular file of the folder (a folder holds a few files: a search beats building a set). */
export function isRegularFile(files: readonly FolderFile[], name: string): boolean {
  return files.some((file) => file.path === name && file.kind === 'file');
}

/** The strings Skald substitutes placeholders in, with their JSON path in connector.json. */
export function runtimeStrings(manifest: ConnectorManifest): Array<{ path: (string | number)[]; value: string }> {
  const out: Array<{ path: (string | number)[]; value: string }> = [];
  if (manifest.launch_command) out.push({ path: ['launch_command'], value: manifest.launch_command });
  const config = manifest.mcp_config;
  if (config?.command) out.push({ path: ['mcp_config', 'command'], value: config.command });
  for (const [i, value] of (config?.args ?? []).entries()) out.push({ path: ['mcp_config', 'args', i], value });
  for (const [key, value] of Object.entries(config?.env ?? {})) out.push({ path: ['mcp_config', 'env', key], value });
  if (config?.url) out.push({ path: ['mcp_config', 'url'], value: config.url });
  for (const [key, value] of Object.entries(config?.headers ?? {})) out.push({ path: ['mcp_config', 'headers', key], value });
  if (manifest.verify) out.push({ path: ['verify', 'command'], value: manifest.verify.command });
  if (manifest.auth.type === 'oauth2' && manifest.auth.deliver?.as === 'file') {
    out.push({ path: ['auth', 'deliver', 'path'], value: manifest.auth.deliver.path });
  }
  return out;
}
