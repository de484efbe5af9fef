import canonicalize from 'canonicalize';

/** Every field of a tool the model sees: what tools.lock.json pins. Anything else a server sends is not pinned. */
export const MODEL_VISIBLE_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

/** One tool as the model sees it, and the sha256 of its RFC 8785 canonical form. */
export interface PinnedTool {
  name: string;
  sha256: string;
  /** The model-visible fields, keys in canonical order. */
  tool: Record<string, unknown>;
}

/** A server's whole tool surface: what it tells the model, pinned. */
export interface ToolSurface {
  protocolVersion: string | null;
  instructions: string | null;
  tools: PinnedTool[];
}

/** RFC 8785 (JSON Canonicalization Scheme): one byte sequence per JSON value, whatever the key order or number spelling. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('not a JSON value');
  return text;
}

import { sha256Hex } from '../system/hash.ts';

/** A listed tool cut to what the model sees, in canonical key order, with its hash. */
export function pinTool(listed: Record<string, unknown>): PinnedTool {
  const visible: Record<string, unknown> = {};
  for (const field of MODEL_VISIBLE_FIELDS) if (listed[field] !== undefined) visible[field] = listed[field];
  const canonical = canonicalJson(visible);
  return { name: String(listed.name ?? ''), sha256: sha256Hex(canonical), tool: JSON.parse(canonical) as Record<string, unknown> };
}

/** The surface of a tools/list (tool objects only; the smoke rules report malformed entries), sorted by name. */
export function surfaceOf(listed: readonly unknown[], initialized: { protocolVersion?: string; instructions?: string }): ToolSurface {
  const tools = listed
    .filter((tool): tool is Record<string, unknown> => tool !== null && typeof tool === 'object' && !Array.isArray(tool))
    .filter((tool) => typeof tool.name === 'string')
    .map(pinTool)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { protocolVersion: initialized.protocolVersion ?? null, instructions: initialized.instructions ?? null, tools };
}

/**
 * The sha256 of a whole surface: of the canonical form of its protocol version, instructions and each tool's name
 * and hash. The host compares it to notice any change at all.
 */
export function surfaceSha256(surface: ToolSurface): string {
  return sha256Hex(
    canonicalJson({
      protocolVersion: surface.protocolVersion,
      instructions: surface.instructions,
      tools: surface.tools.map((tool) => ({ name: tool.name, sha256: tool.sha256 })),
    }),
  );
}
