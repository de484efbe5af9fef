// What the npm rules read of a connector that runs a published npm package (`npx -y pkg@1.2.3`, pinned in the
// folder's package.json): its package.json and package-lock.json, and the package npx starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidConnector } from './rule.ts';

export interface PackageJson {
  dependencies?: Record<string, string>;
  engines?: { node?: string };
}
export interface PackageLock {
  packages?: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

export function readJson<T>(connector: ValidConnector, file: string): T | undefined {
  if (!connector.files.some((entry) => entry.path === file && entry.kind === 'file')) return undefined;
  try {
    return JSON.parse(readFileSync(path.join(connector.dir, file), 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** `name@version` split at the last @ (a scoped name keeps its leading one). */
export function splitSpec(spec: string): { name: string; version: string } | undefined {
  const at = spec.lastIndexOf('@');
  return at > 0 ? { name: spec.slice(0, at), version: spec.slice(at + 1) } : undefined;
}

/** The package `npx` starts in mcp_config (its first argument that is not an option), when the server is started that way. */
export function npxPackage(connector: ValidConnector): string | undefined {
  const config = connector.manifestData.mcp_config;
  if (path.posix.basename(config?.command ?? '') !== 'npx') return undefined;
  const spec = (config?.args ?? []).find((arg) => !arg.startsWith('-'));
  return spec ? (splitSpec(spec)?.name ?? spec) : undefined;
}
