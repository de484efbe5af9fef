import type { HandshakeObservation } from '../../mcp/probe.ts';

/** A tools/list entry with what the tool rules need of it. */
export interface ListedTool {
  index: number;
  /** Absent when the entry is not a tool object with a string name. */
  name?: string;
  record: Record<string, unknown>;
  /** How messages name it: `tool "echo"`. */
  label: string;
}

export function* listedTools(handshake: HandshakeObservation | undefined): Generator<ListedTool> {
  for (const [index, tool] of (handshake?.tools ?? []).entries()) {
    const record = tool !== null && typeof tool === 'object' && !Array.isArray(tool) ? (tool as Record<string, unknown>) : {};
    const name = typeof record.name === 'string' && record.name ? record.name : undefined;
    yield { index, name, record, label: `tool "${name ?? '?'}"` };
  }
}

/** The listed tools that are tool objects with a name: the others are tool-shape's to report. */
export function* namedTools(handshake: HandshakeObservation | undefined): Generator<ListedTool & { name: string }> {
  for (const tool of listedTools(handshake)) if (tool.name) yield tool as ListedTool & { name: string };
}

/** Every text a model reads of every named tool, with the tool and where the text sits. */
export function* namedToolTexts(handshake: HandshakeObservation | undefined): Generator<{ tool: ListedTool; where: string; text: string }> {
  for (const tool of namedTools(handshake)) for (const [where, text] of toolTexts(tool.record)) yield { tool, where, text };
}

/** Every text of a tool a model reads, with where it sits. */
function toolTexts(tool: Record<string, unknown>): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const key of ['name', 'title', 'description'] as const) if (typeof tool[key] === 'string') texts.push([key, tool[key] as string]);
  const annotations = tool.annotations as Record<string, unknown> | undefined;
  if (annotations && typeof annotations.title === 'string') texts.push(['annotations.title', annotations.title]);
  if (tool.inputSchema !== undefined) texts.push(['inputSchema', JSON.stringify(tool.inputSchema)]);
  if (tool.outputSchema !== undefined) texts.push(['outputSchema', JSON.stringify(tool.outputSchema)]);
  return texts;
}

/** Whether a tool has a friendly name: a display_name in the manifest's tools[], else its title, else annotations.title. */
export function hasFriendlyName(tool: ListedTool & { name: string }, manifestTools: ReadonlyArray<{ name: string; display_name: string }>) {
  const annotations =
    tool.record.annotations !== null && typeof tool.record.annotations === 'object'
      ? (tool.record.annotations as Record<string, unknown>)
      : {};
  const displayName = manifestTools.find((entry) => entry.name === tool.name)?.display_name;
  return Boolean(displayName ?? nonEmpty(tool.record.title) ?? nonEmpty(annotations.title));
}

export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}
