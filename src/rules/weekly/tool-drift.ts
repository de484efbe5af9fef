import type { Finding, Location } from '../../findings/finding.ts';
import type { ConnectorSmokeResult } from '../../smoke/result.ts';
import type { ConnectorStatus } from '../../weekly/status.ts';
import { runRules } from '../engine.ts';
import type { Rule } from '../rule.ts';

/** This week's probe of one connector beside last week's status. */
export interface DriftInput {
  result: ConnectorSmokeResult;
  previous: ConnectorStatus | undefined;
  manifestFile: string;
}

/**
 * Drift the manifest check cannot see: a tool that disappeared while another with the same inputSchema appeared
 * (renamed), and a tool whose inputSchema changed since the last probe. Missing and extra tools are already
 * reported against the manifest's tools[] (tools-match-manifest).
 */
export const toolDriftRule: Rule<'smoke', DriftInput, Location> = {
  id: 'tool-drift',
  phase: 'smoke',
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
  *check({ result, previous, manifestFile }) {
    const now = result.toolSchemas;
    const before = previous?.tools;
    if (!now || !before) return;
    const at = { file: manifestFile, field: 'tools', connector: result.id };
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
          message: `the inputSchema of "${name}" changed since the last probe (${previous!.checked_at})`,
          fix: 'check that the tool still does what its display name and the docs say',
        };
    }
  },
};

/** The drift findings of one connector's probe against last week's status. */
export function toolDrift(input: DriftInput): Promise<Finding[]> {
  return runRules({ rules: [toolDriftRule], inputs: [input], locate: (at) => at, origin: () => ({ file: input.manifestFile }) });
}
