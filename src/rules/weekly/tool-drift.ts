import type { Location } from '../../findings/finding.ts';
import type { DriftObservation } from '../../weekly/status.ts';
import type { Rule } from '../rule.ts';

/**
 * Drift the manifest check cannot see: a tool that disappeared while another with the same inputSchema appeared
 * (renamed), and a tool whose inputSchema changed since the last probe. Missing and extra tools are already
 * reported against the manifest's tools[] (tools-match-manifest).
 */
export const toolDriftRule: Rule<'weekly', DriftObservation, Location> = {
  id: 'tool-drift',
  phase: 'weekly',
  severity: 'error',
  description:
    'The weekly probe: no remote server renamed a tool since last week (same inputSchema, new name: an error), and ' +
    'a changed inputSchema is a warning',
  explain: {
    example:
      'connectors/demo/connector.json  warning  tools: the inputSchema of "echo" changed since the last probe (2026-11-24T00:00:00Z). ' +
      'Fix: check that the tool still does what its display name and the docs say  [tool-drift]',
    fix: 'check that the tool still does what its display name and the docs say; a renamed tool needs the manifests updated and a bump',
  },
  *check({ connector, manifestFile, toolSchemas: now, previous }) {
    const before = previous?.tools;
    if (!now || !before) return;
    const at = { file: manifestFile, field: 'tools', connector };
    const added = Object.keys(now).filter((name) => !(name in before));
    for (const old of Object.keys(before).filter((name) => !(name in now))) {
      const renamed = added.find((name) => now[name] === before[old]);
      if (renamed)
        yield {
          at,
          message: `the server renamed "${old}" to "${renamed}" since the last probe`,
          fix: 'rename the tools[] entry in both manifests and bump',
        };
    }
    for (const [name, digest] of Object.entries(now)) {
      if (before[name] !== undefined && before[name] !== digest)
        yield {
          at,
          severity: 'warning',
          message: `the inputSchema of "${name}" changed since the last probe (${previous.checked_at})`,
          fix: 'check that the tool still does what its display name and the docs say',
        };
    }
  },
};
