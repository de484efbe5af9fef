import path from 'node:path';
import { scriptFilesOf } from '../catalog/commands.ts';
import type { ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest } from '../catalog/schemas.ts';
import { type LockRead, readLock } from '../catalog/tools-lock.ts';

/** Where findings about the connector's tools point: the server script when known, else connector.json. */
export interface ToolCheckContext {
  connectorId: string;
  /** Findings about what the server lists. */
  serverFile: string;
  /** Findings about the manifest's tools[]. */
  manifestFile: string;
  /** The manifest's `tools[]`: friendly names, and the set the server must match. */
  manifestTools: ReadonlyArray<{ name: string; display_name: string }>;
  /** Its tools.lock.json as read: what the live surface is compared with. Absent: nothing to compare (a bare tool list). */
  lock?: LockRead;
}

/** Where the tool checks point their findings: the server script named in mcp_config.args when the folder has it. */
export function toolContext(folder: ConnectorFolder, manifest: ConnectorManifest, manifestFile: string): ToolCheckContext {
  const present = new Set(folder.files.map((file) => file.path));
  const script = scriptFilesOf(manifest.mcp_config?.args ?? []).find((file) => present.has(file));
  return {
    connectorId: folder.folder,
    serverFile: script ? `${path.posix.dirname(manifestFile)}/${script}` : manifestFile,
    manifestFile,
    manifestTools: manifest.tools,
    lock: readLock(folder),
  };
}
