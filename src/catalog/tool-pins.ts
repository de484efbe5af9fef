import type { ConnectorFolder } from './load.ts';
import type { IndexEntry } from './schemas.ts';
import { readLock } from './tools-lock.ts';

type SurfacePins = NonNullable<IndexEntry['tool_surface']>;

/**
 * What connectors.json carries of a connector's lock for the host: the surface's hash, and per tool its name, display
 * name (from fragment.json's tools[]), annotations and hash. None while the folder has no valid lock (tools-lock says so).
 */
export function surfacePins(connector: ConnectorFolder): SurfacePins | undefined {
  const read = readLock(connector);
  if (!('lock' in read)) return undefined;
  const displayNames = new Map((connector.fragment.data?.tools ?? []).map((tool) => [tool.name, tool.display_name]));
  return {
    sha256: read.lock.sha256,
    eras: read.lock.eras,
    tools: read.lock.tools.map((tool) => ({
      name: tool.name,
      display_name: displayNames.get(tool.name) ?? tool.name,
      annotations: (tool.tool.annotations as Record<string, unknown> | undefined) ?? {},
      sha256: tool.sha256,
    })),
  };
}

/** What a host must ask a person about again, comparing the pins it approved with a newer index's. */
interface ApprovalChange {
  kind: 'tool-added' | 'read-only-lost' | 'destructive-gained' | 'tool-changed' | 'tool-removed';
  tool: string;
}

/**
 * The host-side check docs/tool-surface.md describes: an approved connector's new pins against the approved ones. The
 * first three kinds ask the person again; a changed or removed tool only informs. Equal surface hashes: nothing.
 */
export function approvalChanges(approved: SurfacePins, current: SurfacePins): ApprovalChange[] {
  if (approved.sha256 === current.sha256) return [];
  const before = new Map(approved.tools.map((tool) => [tool.name, tool]));
  const after = new Set(current.tools.map((tool) => tool.name));
  const changes: ApprovalChange[] = [];
  for (const tool of current.tools) {
    const old = before.get(tool.name);
    if (!old) changes.push({ kind: 'tool-added', tool: tool.name });
    else if (old.annotations.readOnlyHint === true && tool.annotations.readOnlyHint !== true)
      changes.push({ kind: 'read-only-lost', tool: tool.name });
    else if (old.annotations.destructiveHint !== true && tool.annotations.destructiveHint === true)
      changes.push({ kind: 'destructive-gained', tool: tool.name });
    else if (old.sha256 !== tool.sha256) changes.push({ kind: 'tool-changed', tool: tool.name });
  }
  for (const name of before.keys()) if (!after.has(name)) changes.push({ kind: 'tool-removed', tool: name });
  return changes;
}
