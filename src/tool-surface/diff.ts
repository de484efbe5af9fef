import { SURFACE_CHANGE_CLASSES } from '../findings/rule-ids.ts';
import { compareSchemas } from './schema-diff.ts';
import { canonicalJson, describeEras, type PinnedTool, type ToolSurface } from './surface.ts';
import { wordDiff } from './word-diff.ts';

export type SurfaceChangeClass = (typeof SURFACE_CHANGE_CLASSES)[number];
export { SURFACE_CHANGE_CLASSES };

export interface SurfaceChange {
  class: SurfaceChangeClass;
  /** The tool concerned; absent for the server's instructions and protocol eras. */
  tool?: string;
  /** What changed, in words: `tool "send" gained readOnlyHint: true`. */
  message: string;
}

/** Every difference between the surface a lock pins and the surface a server lists now, each in its class. */
export function compareSurfaces(locked: ToolSurface, live: ToolSurface): SurfaceChange[] {
  const changes: SurfaceChange[] = [];
  const before = new Map(locked.tools.map((tool) => [tool.name, tool]));
  const after = new Map(live.tools.map((tool) => [tool.name, tool]));
  const gone = locked.tools.filter((tool) => !after.has(tool.name));
  const added = live.tools.filter((tool) => !before.has(tool.name));
  for (const tool of added) {
    const schema = JSON.stringify(tool.tool.inputSchema ?? null);
    const renamedFrom = gone.find((old) => JSON.stringify(old.tool.inputSchema ?? null) === schema);
    if (renamedFrom) {
      gone.splice(gone.indexOf(renamedFrom), 1);
      changes.push({
        class: 'surface-tool-renamed',
        tool: tool.name,
        message: `tool "${renamedFrom.name}" is now named "${tool.name}" (same inputSchema)`,
      });
      changes.push(...compareTools(renamedFrom, tool, { renamed: true }));
    } else
      changes.push({
        class: 'surface-tool-added',
        tool: tool.name,
        message: `the server offers a new tool "${tool.name}"${effects(tool)}`,
      });
  }
  for (const tool of gone) changes.push({ class: 'surface-tool-removed', tool: tool.name, message: `tool "${tool.name}" is gone` });
  for (const [name, tool] of after) {
    const old = before.get(name);
    if (old && old.sha256 !== tool.sha256) changes.push(...compareTools(old, tool));
  }
  if (locked.instructions !== live.instructions)
    changes.push({
      class: 'surface-instructions',
      message: `the server's instructions changed: ${wordDiff(locked.instructions ?? '', live.instructions ?? '')}`,
    });
  if (canonicalJson(locked.eras) !== canonicalJson(live.eras))
    changes.push({
      class: 'surface-eras',
      message: `the protocol eras changed from ${describeEras(locked.eras)} to ${describeEras(live.eras)}`,
    });
  return changes;
}

/** What a new tool's annotations say it does, for its message. */
function effects(tool: PinnedTool): string {
  const hints = annotationsOf(tool);
  const said = (['readOnlyHint', 'destructiveHint'] as const).filter((hint) => hints[hint] !== undefined);
  return said.length ? ` (${said.map((hint) => `${hint}: ${String(hints[hint])}`).join(', ')})` : ' (no readOnlyHint or destructiveHint)';
}

function annotationsOf(tool: PinnedTool): Record<string, unknown> {
  const annotations = tool.tool.annotations;
  return annotations !== null && typeof annotations === 'object' ? (annotations as Record<string, unknown>) : {};
}

const HINTS = [
  ['readOnlyHint', 'surface-read-only-hint'],
  ['destructiveHint', 'surface-destructive-hint'],
  ['openWorldHint', 'surface-open-world-hint'],
  ['idempotentHint', 'surface-idempotent-hint'],
] as const;

function compareTools(old: PinnedTool, tool: PinnedTool, { renamed = false } = {}): SurfaceChange[] {
  const changes: SurfaceChange[] = [];
  const name = tool.name;
  const label = `tool "${name}"`;
  for (const field of ['title', 'description'] as const) {
    const [a, b] = [old.tool[field], tool.tool[field]];
    if (a !== b)
      changes.push({
        class: 'surface-tool-text',
        tool: name,
        message: `${label} ${field} changed: ${wordDiff(String(a ?? ''), String(b ?? ''))}`,
      });
  }
  const [oldHints, newHints] = [annotationsOf(old), annotationsOf(tool)];
  for (const [hint, changeClass] of HINTS) {
    const [a, b] = [oldHints[hint], newHints[hint]];
    if (a === b) continue;
    const message =
      b === undefined
        ? `${label} dropped ${hint} (was ${String(a)})`
        : `${label} ${hint} is now ${String(b)} (was ${a === undefined ? 'unset' : String(a)})`;
    changes.push({ class: changeClass, tool: name, message });
  }
  if (oldHints.title !== newHints.title)
    changes.push({
      class: 'surface-tool-text',
      tool: name,
      message: `${label} annotations.title changed: ${wordDiff(String(oldHints.title ?? ''), String(newHints.title ?? ''))}`,
    });
  const input = compareSchemas(old.tool.inputSchema, tool.tool.inputSchema);
  if (input.widened.length)
    changes.push({ class: 'surface-input-widened', tool: name, message: `${label} inputSchema accepts more: ${input.widened.join('; ')}` });
  if (input.narrowed.length)
    changes.push({
      class: 'surface-input-narrowed',
      tool: name,
      message: `${label} inputSchema accepts less: ${input.narrowed.join('; ')}`,
    });
  if (input.changed.length)
    changes.push({ class: 'surface-input-changed', tool: name, message: `${label} inputSchema changed: ${input.changed.join('; ')}` });
  if (input.text.length)
    changes.push({ class: 'surface-tool-text', tool: name, message: `${label} inputSchema text changed at ${input.text.join(', ')}` });
  const [oldOutput, newOutput] = [old.tool.outputSchema, tool.tool.outputSchema];
  if (JSON.stringify(oldOutput) !== JSON.stringify(newOutput)) {
    const what = oldOutput === undefined ? 'added' : newOutput === undefined ? 'removed' : 'changed';
    changes.push({ class: 'surface-output-schema', tool: name, message: `${label} outputSchema ${what}` });
  }
  // Something the model sees changed that no class above names (another annotation, say): still a text change.
  if (!changes.length && !renamed)
    changes.push({ class: 'surface-tool-text', tool: name, message: `${label} changed (sha256 ${tool.sha256.slice(0, 12)})` });
  return changes;
}
