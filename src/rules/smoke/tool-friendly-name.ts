import { hasFriendlyName, namedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolFriendlyName: SmokeRule = {
  id: 'tool-friendly-name',
  phase: 'smoke',
  severity: 'error',
  description:
    "A listed tool has a friendly name: a `display_name` in the manifest's `tools[]`, else its `title`, else `annotations.title`",
  explain: {
    example:
      'connectors/demo/server.py  error  tool "bare" has no friendly name: no display_name in the manifest\'s tools[], no title, no ' +
      'annotations.title. Fix: add "title" to the tool in the server (preferred), or a tools[] entry with display_name in connector.json ' +
      'and fragment.json  [tool-friendly-name]',
    fix: 'add "title" to the tool in the server (preferred), or a tools[] entry with display_name in both manifests',
  },
  *check({ connector, handshake }) {
    for (const tool of namedTools(handshake)) {
      if (hasFriendlyName(tool, connector.manifestTools)) continue;
      yield {
        at: 'server',
        message: `${tool.label} has no friendly name: no display_name in the manifest's tools[], no title, no annotations.title`,
        fix: 'add "title" to the tool in the server (preferred), or a tools[] entry with display_name in connector.json and fragment.json',
      };
    }
  },
};
