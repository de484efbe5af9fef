import { toolNameProblem } from '../../catalog/tool-names.ts';
import type { ConnectorRule } from '../rule.ts';

export const toolEntries: ConnectorRule = {
  id: 'tool-entries',
  severity: 'error',
  description: '`tools[]` names are unique, match `^[a-zA-Z0-9_-]+$`, and `mcp__<id>__<name>` fits in 64 characters',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:17:7  error  tools[0].name: tool name "get.forecast" has characters LLM APIs reject (allowed: ' +
      'letters, digits, "_" and "-"). Fix: rename the tool in the server and the manifests  [tool-entries]',
    fix:
      'rename the tool in the server and in tools[] of both manifests: letters, digits, "_" and "-", unique, short enough for ' +
      'mcp__<id>__<name>',
  },
  *check({ manifestData: manifest, folder }) {
    const seen = new Set<string>();
    for (const [index, tool] of manifest.tools.entries()) {
      const field = ['tools', index, 'name'];
      if (seen.has(tool.name))
        yield { at: { manifest: 'connector', field }, message: `"${tool.name}" is listed twice`, fix: 'remove the duplicate' };
      seen.add(tool.name);
      const problem = toolNameProblem(folder, tool.name);
      if (problem) yield { at: { manifest: 'connector', field }, message: problem, fix: 'rename the tool in the server and the manifests' };
    }
  },
};
