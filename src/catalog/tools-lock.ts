import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseLimitedJson } from '../json/limits.ts';
import { sha256Hex } from '../system/hash.ts';
import { canonicalJson, type ProtocolEras, pinTool, surfaceSha256, type ToolSurface } from '../tool-surface/surface.ts';
import { type ConnectorFolder, isRegularFile, readNoFollow } from './load.ts';

export const LOCK_FILE = 'tools.lock.json';
/** 2: the eras the server spoke (version 1 pinned the one protocol version a 2025 client negotiated). */
const LOCK_VERSION = 2;

/** The command that writes a connector's lock, as every message about a missing or stale lock names it. */
export function lockCommand(connectorId: string): string {
  return `npm run lock-tools -- ${connectorId}`;
}

/** connectors/<id>/tools.lock.json: the surface a review approved, with its hashes. */
export interface ToolsLock extends ToolSurface {
  lockVersion: typeof LOCK_VERSION;
  sha256: string;
}

export function lockOf(surface: ToolSurface): ToolsLock {
  return { lockVersion: LOCK_VERSION, sha256: surfaceSha256(surface), ...surface };
}

export function lockText(surface: ToolSurface): string {
  return `${JSON.stringify(lockOf(surface), null, 2)}\n`;
}

export async function writeLock(connectorDir: string, surface: ToolSurface): Promise<string> {
  const file = path.join(connectorDir, LOCK_FILE);
  await writeFile(file, lockText(surface));
  return file;
}

/** A lock as read: the lock, or what is wrong with the file (`missing` when there is none). */
export type LockRead = { lock: ToolsLock } | { problem: string; missing?: true };

/**
 * Reads and checks a connector's lock: a regular file of the folder (never through a link), its shape, and that
 * every hash is the hash of what it pins (a hand edit shows).
 */
export function readLock(folder: Pick<ConnectorFolder, 'dir' | 'files'>): LockRead {
  if (!isRegularFile(folder.files, LOCK_FILE)) return { problem: `the folder has no ${LOCK_FILE} (a regular file)`, missing: true };
  let data: unknown;
  try {
    data = parseLimitedJson(readNoFollow(path.join(folder.dir, LOCK_FILE)).toString('utf8'));
  } catch (error) {
    return { problem: `${LOCK_FILE} cannot be read as JSON (${(error as Error).message})` };
  }
  return parseLock(data);
}

/**
 * A lock's data, checked. A version 1 lock (a base revision's, or a branch's from before the eras) reads as the legacy
 * era at its protocol version, its hash checked as version 1 computed it; `npm run lock-tools` writes version 2.
 */
export function parseLock(data: unknown): LockRead {
  const record = (data ?? {}) as Record<string, unknown>;
  const version = record.lockVersion;
  if (typeof data !== 'object' || Array.isArray(data) || (version !== LOCK_VERSION && version !== 1))
    return { problem: `${LOCK_FILE} is not a lock of version ${LOCK_VERSION}` };
  const nullableString = (value: unknown) => value === null || typeof value === 'string';
  const eras = version === 1 ? (record.protocolVersion ? { legacy: record.protocolVersion } : {}) : record.eras;
  if (version === 1 && !nullableString(record.protocolVersion))
    return { problem: `${LOCK_FILE} (version 1) needs protocolVersion (a string or null)` };
  if (!isEras(eras) || !nullableString(record.instructions) || !Array.isArray(record.tools))
    return {
      problem: `${LOCK_FILE} needs eras ({"legacy", "modern"}: each a version, or absent), instructions (a string or null) and tools[]`,
    };
  const tools = [];
  for (const [index, entry] of (record.tools as unknown[]).entries()) {
    const tool = (entry ?? {}) as Record<string, unknown>;
    if (typeof tool.tool !== 'object' || tool.tool === null || typeof (tool.tool as { name?: unknown }).name !== 'string')
      return { problem: `${LOCK_FILE}: tools[${index}] has no tool object with a name` };
    const pinned = pinTool(tool.tool as Record<string, unknown>);
    if (pinned.name !== tool.name || pinned.sha256 !== tool.sha256)
      return { problem: `${LOCK_FILE}: tools[${index}] ("${String(tool.name)}") does not match its sha256 (edited by hand?)` };
    tools.push(pinned);
  }
  const lock: ToolsLock = {
    lockVersion: LOCK_VERSION,
    sha256: String(record.sha256),
    eras: { ...eras },
    instructions: record.instructions as string | null,
    tools,
  };
  const hash = version === 1 ? versionOneSha256(record.protocolVersion as string | null, lock) : surfaceSha256(lock);
  if (hash !== lock.sha256) return { problem: `${LOCK_FILE}: sha256 is not the hash of the surface it pins (edited by hand?)` };
  return { lock };
}

function isEras(value: unknown): value is ProtocolEras {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(([era, version]) => (era === 'legacy' || era === 'modern') && typeof version === 'string');
}

/** The whole-surface hash as lock version 1 computed it, over its one protocol version. */
function versionOneSha256(protocolVersion: string | null, lock: ToolsLock): string {
  const tools = lock.tools.map((tool) => ({ name: tool.name, sha256: tool.sha256 }));
  return sha256Hex(canonicalJson({ protocolVersion, instructions: lock.instructions, tools }));
}
