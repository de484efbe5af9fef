import { canonicalJson, surfaceOf } from '../../tool-surface/surface.ts';
import type { SmokeRule } from './rule.ts';

const FIX = 'serve one tool list and one set of instructions to both eras (build both from the same definitions)';

export const eraSurface: SmokeRule = {
  id: 'era-surface',
  phase: 'smoke',
  severity: 'error',
  description:
    'A server that answers both `server/discover` (2026-07-28) and `initialize` (2025) shows both the same tool surface: ' +
    'the same tools, as the model sees them, and the same instructions (tools.lock.json pins one surface for every host)',
  explain: {
    example:
      'connectors/demo/server.py  error  the server shows another tool surface to initialize (2025-11-25) than to server/discover ' +
      `(2026-07-28): tools only over initialize: "send". Fix: ${FIX}  [era-surface]`,
    fix: FIX,
  },
  *check({ handshake, otherEra }) {
    if (!handshake?.tools || !otherEra?.initialized) return;
    const versions = `initialize (${otherEra.initialized.protocolVersion}) than to server/discover (${handshake.initialized?.protocolVersion})`;
    if (otherEra.toolsListFailure || !otherEra.tools) {
      yield {
        at: 'server',
        message: `tools/list fails over initialize (${otherEra.initialized.protocolVersion}) and works over server/discover: ${otherEra.toolsListFailure ?? 'no tools'}`,
        fix: FIX,
      };
      return;
    }
    const modern = surfaceOf(handshake.tools, { instructions: handshake.initialized?.instructions });
    const legacy = surfaceOf(otherEra.tools, { instructions: otherEra.initialized.instructions });
    if (canonicalJson(modern) === canonicalJson(legacy)) return;
    const hashes = (tools: typeof modern.tools) => new Map(tools.map((tool) => [tool.name, tool.sha256]));
    const [before, after] = [hashes(modern.tools), hashes(legacy.tools)];
    const differences = [
      listed(
        'tools only over server/discover',
        [...before.keys()].filter((name) => !after.has(name)),
      ),
      listed(
        'tools only over initialize',
        [...after.keys()].filter((name) => !before.has(name)),
      ),
      listed(
        'tools that differ',
        [...before].filter(([name, hash]) => after.has(name) && after.get(name) !== hash).map(([name]) => name),
      ),
      modern.instructions === legacy.instructions ? '' : 'the instructions differ',
    ].filter(Boolean);
    yield { at: 'server', message: `the server shows another tool surface to ${versions}: ${differences.join('; ')}`, fix: FIX };
  },
};

function listed(label: string, names: string[]): string {
  return names.length ? `${label}: ${names.map((name) => JSON.stringify(name)).join(', ')}` : '';
}
