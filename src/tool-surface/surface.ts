import canonicalize from 'canonicalize';

/** Every field of a tool the model sees: what tools.lock.json pins. Anything else a server sends is not pinned. */
const MODEL_VISIBLE_FIELDS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations'] as const;

/** One tool as the model sees it, and the sha256 of its RFC 8785 canonical form. */
export interface PinnedTool {
  name: string;
  sha256: string;
  /** The model-visible fields, keys in canonical order. */
  tool: Record<string, unknown>;
}

/**
 * The protocol version a server answered each era in (`legacy`: initialize, up to 2025-11-25; `modern`: server/discover,
 * 2026-07-28): a server may speak either or both.
 */
export type ProtocolEras = { legacy?: string; modern?: string };

/** Each era's opening request, as the docs, the report and the rule ids name it: the smoke run was specified on initialize. */
export const OPENING = { legacy: 'initialize', modern: 'server/discover' } as const;

/** The eras in words, modern first: `server/discover 2026-07-28 and initialize 2025-11-25`, or `none`. */
export function describeEras(eras: ProtocolEras): string {
  const said = (['modern', 'legacy'] as const).filter((era) => eras[era]).map((era) => `${OPENING[era]} ${eras[era]}`);
  return said.join(' and ') || 'none';
}

/** A server's whole tool surface: what it tells the model, pinned, and the eras it was seen to speak. */
export interface ToolSurface {
  eras: ProtocolEras;
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

/**
 * The surface of a tools/list (tool objects only; the smoke rules report malformed entries), sorted by name: the same
 * whichever era listed it. The eras are the probe's to add once it has tried each.
 */
export function surfaceOf(listed: readonly unknown[], server: { instructions?: string; eras?: ProtocolEras }): ToolSurface {
  const tools = listed
    .filter((tool): tool is Record<string, unknown> => tool !== null && typeof tool === 'object' && !Array.isArray(tool))
    .filter((tool) => typeof tool.name === 'string')
    .map(pinTool)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { eras: server.eras ?? {}, instructions: server.instructions ?? null, tools };
}

/**
 * The sha256 of a whole surface: of the canonical form of its eras, instructions and each tool's name and hash. The
 * host compares it to notice any change at all.
 */
export function surfaceSha256(surface: ToolSurface): string {
  return sha256Hex(
    canonicalJson({
      eras: surface.eras,
      instructions: surface.instructions,
      tools: surface.tools.map((tool) => ({ name: tool.name, sha256: tool.sha256 })),
    }),
  );
}
