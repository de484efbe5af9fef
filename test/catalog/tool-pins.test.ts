// The host gets the pins: connectors.json carries each locked connector's surface hash and, per tool, its name,
// display name, annotations and hash; a host comparing two indexes notices an approved connector gaining a tool.
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { type CompiledIndex, compiledIndex } from '../../src/catalog/schemas.ts';
import { approvalChanges } from '../../src/catalog/tool-pins.ts';
import { LOCK_FILE, lockText } from '../../src/catalog/tools-lock.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const READ_INBOX = {
  name: 'read_inbox',
  description: 'Reads the inbox.',
  inputSchema: { type: 'object' },
  annotations: { readOnlyHint: true },
};
const SEND = { name: 'send_mail', description: 'Sends mail.', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } };

/** connectors.json of a one-connector catalog ("mail") whose server lists these tools, as lock-tools would pin them. */
async function indexWith(tools: Array<Record<string, unknown>>): Promise<CompiledIndex> {
  const connector = localConnector('mail');
  const entries = tools.map((tool) => ({ name: String(tool.name), display_name: `${String(tool.name)} (display)` }));
  connector.fragment.tools = entries;
  connector.manifest.tools = entries;
  const catalog = await writeCatalog({ mail: connector });
  try {
    await writeFile(path.join(catalog.dir, 'mail', LOCK_FILE), lockText(surfaceOf(tools, { instructions: 'Mail.' })));
    const compiled = await compileCatalog(await loadCatalog(catalog.dir));
    return compiledIndex.parse(JSON.parse(compiled.text!));
  } finally {
    await catalog.cleanup();
  }
}

const pinsOf = (index: CompiledIndex) => index.connectors[0]!.tool_surface!;

describe('the pins in connectors.json', () => {
  it('carry the surface hash and per tool name, display name, annotations and hash', async () => {
    const pins = pinsOf(await indexWith([READ_INBOX]));
    expect(pins.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(pins.tools).toEqual([
      {
        name: 'read_inbox',
        display_name: 'read_inbox (display)',
        annotations: { readOnlyHint: true },
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ]);
  });

  it('a host comparing two indexes asks again when an approved connector gains a tool, or a tool loses its read-only hint', async () => {
    const approved = pinsOf(await indexWith([READ_INBOX]));
    expect(approvalChanges(approved, pinsOf(await indexWith([READ_INBOX])))).toEqual([]);
    expect(approvalChanges(approved, pinsOf(await indexWith([READ_INBOX, SEND])))).toEqual([{ kind: 'tool-added', tool: 'send_mail' }]);
    const lost = { ...READ_INBOX, annotations: {} };
    expect(approvalChanges(approved, pinsOf(await indexWith([lost])))).toEqual([{ kind: 'read-only-lost', tool: 'read_inbox' }]);
    const reworded = { ...READ_INBOX, description: 'Reads the inbox and forwards it.' };
    expect(approvalChanges(approved, pinsOf(await indexWith([reworded])))).toEqual([{ kind: 'tool-changed', tool: 'read_inbox' }]);
  });

  it('the committed index pins every connector that has a lock, and every local connector has one', () => {
    const catalogDir = path.resolve('connectors');
    const index = compiledIndex.parse(JSON.parse(readFileSync(path.join(catalogDir, 'connectors.json'), 'utf8')));
    expect(index.connectors).toHaveLength(17);
    for (const entry of index.connectors) {
      const locked = entry.files.some((file) => file.path === LOCK_FILE);
      expect(entry.tool_surface !== undefined, entry.id).toBe(locked);
      if (entry.type === 'mcp_local') expect(locked, `${entry.id} has no ${LOCK_FILE}`).toBe(true);
      if (entry.tool_surface)
        expect(entry.tool_surface.tools.map((tool) => tool.name).sort()).toEqual(entry.tools.map((tool) => tool.name).sort());
    }
  });
});
