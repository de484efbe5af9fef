import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseLimitedJson } from '../json/limits.ts';
import { pinTool, surfaceSha256, type ToolSurface } from '../tool-surface/surface.ts';
import { type ConnectorFolder, isRegularFile, readNoFollow } from './load.ts';

export const LOCK_FILE = 'tools.lock.json';
export const LOCK_VERSION = 1;

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

export function parseLock(data: unknown): LockRead {
  const record = (data ?? {}) as Record<string, unknown>;
  if (typeof data !== 'object' || Array.isArray(data) || record.lockVersion !== LOCK_VERSION)
    return { problem: `${LOCK_FILE} is not a lock of version ${LOCK_VERSION}` };
  const nullableString = (value: unknown) => value === null || typeof value === 'string';
  if (!nullableString(record.protocolVersion) || !nullableString(record.instructions) || !Array.isArray(record.tools))
    return { problem: `${LOCK_FILE} needs protocolVersion, instructions (each a string or null) and tools[]` };
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
    protocolVersion: record.protocolVersion as string | null,
    instructions: record.instructions as string | null,
    tools,
  };
  if (surfaceSha256(lock) !== lock.sha256)
    return { problem: `${LOCK_FILE}: sha256 is not the hash of the surface it pins (edited by hand?)` };
  return { lock };
}
