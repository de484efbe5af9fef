// What the npm rules read of a connector that runs a published npm package (`npx -y pkg@1.2.3`, pinned in the
// folder's package.json): its package.json and package-lock.json, and the package npx starts.
import path from 'node:path';
import { parseLimitedJson } from '../json/limits.ts';
import { type ConnectorFolder, isRegularFile, readNoFollow } from './load.ts';
import type { ConnectorManifest } from './schemas.ts';

interface PackageJson {
  dependencies?: Record<string, string>;
  engines?: { node?: string };
}
interface PackageLock {
  packages?: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/** The folder's package.json and package-lock.json, parsed; absent where missing or not JSON. */
export interface NpmFiles {
  packageJson?: PackageJson;
  packageLock?: PackageLock;
}

/** Reads the npm files once per check, for every npm rule: rules read nothing from disk. */
export function readNpmFiles(connector: ConnectorFolder): NpmFiles {
  return { packageJson: readJson(connector, 'package.json'), packageLock: readJson(connector, 'package-lock.json') };
}

function readJson<T>(connector: ConnectorFolder, file: string): T | undefined {
  if (!isRegularFile(connector.files, file)) return undefined;
  try {
    return parseLimitedJson(readNoFollow(path.join(connector.dir, file)).toString('utf8')) as T;
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
export function npxPackage(manifest: ConnectorManifest): string | undefined {
  const config = manifest.mcp_config;
  if (path.posix.basename(config?.command ?? '') !== 'npx') return undefined;
  const spec = (config?.args ?? []).find((arg) => !arg.startsWith('-'));
  return spec ? (splitSpec(spec)?.name ?? spec) : undefined;
}
