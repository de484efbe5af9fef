// The probe's two eras over stdio, against real servers started by the test (test/fixtures/eras/stdio-server.mjs):
// official SDK servers of each era and what deployed legacy servers answer a server/discover they do not know. Each
// era in a process of its own, as the smoke run and `npm run probe` drive them (probeStdioEras); the smoke rules judge.
import path from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { describe, expect, it } from 'vitest';
import { erasObservation, joinEras, probeStdioEras } from '../../src/mcp/eras.ts';
import { judgeSmoke } from '../../src/phases/smoke.ts';

const SERVER = path.resolve('test/fixtures/eras/stdio-server.mjs');
const MODERN = '2026-07-28';
// Sized for a loaded 2-core runner: the verdicts below never depend on how fast the servers start.
const TIMEOUTS = { initializeMs: 20_000, listToolsMs: 10_000 };
const CONTEXT = {
  connectorId: 'demo',
  serverFile: 'connectors/demo/server.js',
  manifestFile: 'connectors/demo/connector.json',
  manifestTools: [{ name: 'echo', display_name: 'Echo' }],
};

/** Both eras of one fixture server, joined as the smoke run joins them, and what the smoke rules say of them. */
async function probeEras(mode: string) {
  const start = () => new StdioClientTransport({ command: process.execPath, args: [SERVER, mode], stderr: 'ignore' });
  const transports = { modern: start(), legacy: start() };
  try {
    const { modern, legacy } = await probeStdioEras(transports, TIMEOUTS);
    const joined = joinEras(modern, legacy);
    const findings = await judgeSmoke({ connector: CONTEXT, secrets: [], ...erasObservation(joined) });
    return { joined, findings: findings.map((finding) => `${finding.ruleId}: ${finding.message}`) };
  } finally {
    await Promise.all([transports.modern.close(), transports.legacy.close()]);
  }
}

describe('the stdio probe speaks both eras', () => {
  it('drives a modern-only server (v2, legacy rejected) through server/discover and tools/list', async () => {
    const { joined, findings } = await probeEras('modern-only');
    expect(joined.eras).toEqual({ modern: MODERN });
    expect(joined.primary.handshake.era).toBe('modern');
    expect(joined.primary.outcome.tools).toEqual(['echo']);
    expect(joined.primary.outcome.surface?.eras).toEqual({ modern: MODERN });
    expect(joined.other).toBeUndefined();
    expect(findings).toEqual([]);
  });

  it('drives a dual-era server (v2) through both eras, and finds one surface', async () => {
    const { joined, findings } = await probeEras('dual');
    expect(joined.eras).toEqual({ modern: MODERN, legacy: '2025-11-25' });
    expect(joined.primary.handshake.era).toBe('modern');
    expect(joined.other?.handshake.era).toBe('legacy');
    expect(joined.other?.outcome.tools).toEqual(['echo']);
    // The lock pins the same tools, whichever era listed them.
    expect(joined.other?.outcome.surface?.tools).toEqual(joined.primary.outcome.surface?.tools);
    expect(findings).toEqual([]);
  });

  it('finds a dual-era server that shows initialize another tool surface than server/discover (era-surface)', async () => {
    const { joined, findings } = await probeEras('by-era');
    expect(joined.eras).toEqual({ modern: MODERN, legacy: '2025-11-25' });
    expect(findings).toEqual([
      'era-surface: the server shows another tool surface to initialize (2025-11-25) than to server/discover (2026-07-28): ' +
        'tools only over initialize: "send"',
    ]);
  });

  // The 1.x TypeScript SDK's servers say nothing to a request before initialize: silence within the bounded wait.
  it.each([
    { mode: 'v1', kind: 'a v1 SDK server (silence)', version: '2025-11-25' },
    { mode: '-32601', kind: 'a server that answers -32601', version: '2025-06-18' },
    { mode: '-32602', kind: 'a server that answers -32602', version: '2025-06-18' },
    { mode: 'exit', kind: 'a server that exits', version: '2025-06-18' },
  ])('falls back to initialize on $kind, and passes', async ({ mode, version }) => {
    const { joined, findings } = await probeEras(mode);
    expect(joined.eras).toEqual({ legacy: version });
    expect(joined.primary.handshake.era).toBe('legacy');
    expect(joined.primary.outcome.tools).toEqual(['echo']);
    expect(joined.primary.outcome.surface?.eras).toEqual({ legacy: version });
    expect(findings).toEqual([]);
  });
});
