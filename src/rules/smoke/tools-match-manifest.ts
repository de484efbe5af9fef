import { hasFriendlyName, namedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

function quoteAll(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}

export const toolsMatchManifest: SmokeRule = {
  id: 'tools-match-manifest',
  phase: 'smoke',
  severity: 'error',
  description: "The manifest's `tools[]` and the server's tools are the same set: missing and extra are named",
  explain: {
    example:
      'connectors/demo/connector.json  error  the manifest\'s tools[] lists "echo", which the server does not offer. Fix: remove them ' +
      'from tools[] in connector.json and fragment.json, or fix the server  [tools-match-manifest]',
    fix: 'make tools[] in both manifests list exactly the tools the server offers (`npm run probe -- <id>` lists them)',
  },
  *check({ connector, handshake }) {
    if (!handshake?.tools) return;
    const named = [...namedTools(handshake)];
    const listed = named.map((tool) => tool.name);
    // A tool missing from tools[] is reported once, as tool-friendly-name, when that entry would be its only friendly name.
    const unnamed = new Set(named.filter((tool) => !hasFriendlyName(tool, connector.manifestTools)).map((tool) => tool.name));
    const listedSet = new Set(listed);
    const declared = new Set(connector.manifestTools.map((tool) => tool.name));
    const missing = [...declared].filter((name) => !listedSet.has(name));
    const extra = listed.filter((name) => !declared.has(name) && !unnamed.has(name));
    if (missing.length)
      yield {
        at: 'manifest',
        message: `the manifest's tools[] lists ${quoteAll(missing)}, which the server does not offer`,
        fix: 'remove them from tools[] in connector.json and fragment.json, or fix the server',
      };
    if (extra.length)
      yield {
        at: 'manifest',
        message: `the server offers ${quoteAll(extra)}, which the manifest's tools[] does not list`,
        fix: 'add a tools[] entry (name and display_name) for each in connector.json and fragment.json',
      };
  },
};
