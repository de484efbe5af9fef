// One fixture server per class of change to a tool surface: the lock is written from the base server's surface, the
// changed server is probed for real, and the smoke rules must name exactly that class. An unchanged server is clean.

import { describe, expect, it } from 'vitest';
import { lockOf, parseLock } from '../../src/catalog/tools-lock.ts';
import type { Finding } from '../../src/findings/finding.ts';
import { judgeSmoke } from '../../src/phases/smoke.ts';
import { compareSurfaces } from '../../src/tool-surface/diff.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';
import { wordDiff } from '../../src/tool-surface/word-diff.ts';
import { ECHO, type FixtureSurface, probeFixture } from './fixture-server.ts';

const BASE: FixtureSurface = { instructions: 'Echo politely.', tools: [ECHO] };
const CONTEXT = {
  connectorId: 'demo',
  serverFile: 'connectors/demo/server.py',
  manifestFile: 'connectors/demo/connector.json',
  manifestTools: [{ name: 'echo', display_name: 'Echo' }],
};

async function lockedSurface(surface: FixtureSurface) {
  const handshake = await probeFixture(surface);
  return lockOf(surfaceOf(handshake.tools!, handshake.initialized!));
}

/** The surface-* findings of a server whose surface is `changed`, against a lock of BASE. */
async function surfaceFindings(changed: FixtureSurface): Promise<Finding[]> {
  const lock = await lockedSurface(BASE);
  const handshake = await probeFixture(changed);
  const findings = await judgeSmoke({ connector: { ...CONTEXT, lock: { lock } }, secrets: [], handshake });
  return findings.filter((finding) => finding.ruleId.startsWith('surface-'));
}

const withEcho = (change: Record<string, unknown>, instructions = BASE.instructions): FixtureSurface => ({
  instructions,
  tools: [{ ...ECHO, ...change }],
});
const echoSchema = (change: Record<string, unknown>) => withEcho({ inputSchema: { ...ECHO.inputSchema, ...change } });
const textProperty = (change: Record<string, unknown>) => echoSchema({ properties: { text: { type: 'string', ...change } } });

describe('each class of change has its own rule id', () => {
  it.each<[string, FixtureSurface, string]>([
    [
      'surface-tool-added',
      { ...BASE, tools: [ECHO, { name: 'send', description: 'Sends mail', inputSchema: { type: 'object' } }] },
      'new tool "send"',
    ],
    ['surface-tool-removed', { ...BASE, tools: [] }, 'tool "echo" is gone'],
    ['surface-tool-renamed', withEcho({ name: 'repeat' }), 'tool "echo" is now named "repeat"'],
    ['surface-tool-text', withEcho({ description: 'Echoes all text' }), 'description changed: Echoes [-the-] {+all+} text'],
    ['surface-tool-text', withEcho({ title: 'Repeat' }), 'title changed: [-Echo-] {+Repeat+}'],
    [
      'surface-input-widened',
      echoSchema({ properties: { text: { type: 'string' }, to: { type: 'string' } } }),
      'new property properties.to',
    ],
    ['surface-input-widened', echoSchema({ additionalProperties: true }), 'additionalProperties opened'],
    ['surface-input-widened', textProperty({ type: ['string', 'number'] }), 'properties.text.type accepts "number"'],
    ['surface-input-narrowed', echoSchema({ required: ['text'] }), 'required now lists text'],
    ['surface-input-narrowed', textProperty({ enum: ['a', 'b'] }), 'properties.text.enum added'],
    ['surface-input-changed', textProperty({ pattern: '^a' }), 'properties.text.pattern changed'],
    ['surface-output-schema', withEcho({ outputSchema: { type: 'object' } }), 'outputSchema added'],
    ['surface-read-only-hint', withEcho({ annotations: {} }), 'dropped readOnlyHint (was true)'],
    [
      'surface-destructive-hint',
      withEcho({ annotations: { readOnlyHint: true, destructiveHint: true } }),
      'destructiveHint is now true (was unset)',
    ],
    ['surface-open-world-hint', withEcho({ annotations: { readOnlyHint: true, openWorldHint: true } }), 'openWorldHint is now true'],
    ['surface-idempotent-hint', withEcho({ annotations: { readOnlyHint: true, idempotentHint: false } }), 'idempotentHint is now false'],
    ['surface-instructions', withEcho({}, 'Echo everything.'), 'instructions changed: Echo [-politely.-] {+everything.+}'],
  ])('%s: %j', async (ruleId, changed, message) => {
    const findings = await surfaceFindings(changed);
    expect(findings.map((finding) => finding.ruleId)).toEqual([ruleId]);
    expect(findings[0]!.message).toContain(message);
    expect(findings[0]!.file).toBe('connectors/demo/tools.lock.json');
    expect(findings[0]!.fix).toContain('npm run lock-tools -- demo');
  });

  it('an unchanged server is clean, whatever order it lists its tools and keys in', async () => {
    const reordered = {
      name: 'echo',
      annotations: { readOnlyHint: true },
      inputSchema: ECHO.inputSchema,
      description: ECHO.description,
      title: 'Echo',
    };
    expect(await surfaceFindings({ ...BASE, tools: [reordered] })).toEqual([]);
  });

  it('a widened and narrowed schema at once is reported as both', async () => {
    const findings = await surfaceFindings(echoSchema({ properties: { to: { type: 'string' } } }));
    expect(findings.map((finding) => finding.ruleId).sort()).toEqual(['surface-input-narrowed', 'surface-input-widened']);
  });

  it('with no lock there is nothing to compare: the static rule tools-lock fails the folder instead', async () => {
    const handshake = await probeFixture(BASE);
    const findings = await judgeSmoke({
      connector: { ...CONTEXT, lock: { problem: 'none', missing: true } },
      secrets: [],
      handshake,
    });
    expect(findings.filter((finding) => finding.ruleId.startsWith('surface-'))).toEqual([]);
  });
});

describe('the lock', () => {
  it('pins the RFC 8785 form: hashes do not depend on key order or number spelling', async () => {
    const a = surfaceOf([{ name: 'x', inputSchema: { type: 'object', b: 1.0, a: 1e2 } }], {});
    const b = surfaceOf([{ inputSchema: { a: 100, type: 'object', b: 1 }, name: 'x' }], {});
    expect(a.tools[0]!.sha256).toBe(b.tools[0]!.sha256);
    expect(JSON.stringify(a.tools[0]!.tool)).toBe('{"inputSchema":{"a":100,"b":1,"type":"object"},"name":"x"}');
  });
  it('keeps only what the model sees', () => {
    const surface = surfaceOf([{ name: 'x', description: 'd', _meta: { internal: 1 }, icons: [] }], {});
    expect(surface.tools[0]!.tool).toEqual({ description: 'd', name: 'x' });
  });
  it('reads back what it wrote, and refuses a hand edit', async () => {
    const lock = await lockedSurface(BASE);
    const text = JSON.parse(JSON.stringify(lock));
    expect(parseLock(text)).toEqual({ lock });
    text.tools[0].tool.description = 'Echoes nothing';
    expect(parseLock(text)).toEqual({ problem: expect.stringContaining('does not match its sha256') });
  });
  it('records the instructions and the negotiated protocol version', async () => {
    const lock = await lockedSurface(BASE);
    expect(lock.instructions).toBe('Echo politely.');
    expect(lock.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(compareSurfaces(lock, { ...lock, protocolVersion: '2024-11-05' }).map((change) => change.class)).toEqual([
      'surface-protocol-version',
    ]);
  });
});

describe('word diff', () => {
  it('marks what was removed and added, and keeps the rest', () => {
    expect(wordDiff('Reads the inbox', 'Reads and sends the inbox mail')).toBe('Reads {+and sends+} the inbox {+mail+}');
    expect(wordDiff('a b c', 'a x c')).toBe('a [-b-] {+x+} c');
    expect(wordDiff('same', 'same')).toBe('same');
  });
});
