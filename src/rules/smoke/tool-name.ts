import { toolNameProblem } from '../../catalog/tool-names.ts';
import { namedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolName: SmokeRule = {
  id: 'tool-name',
  phase: 'smoke',
  severity: 'error',
  description: "A listed tool's name matches `^[a-zA-Z0-9_-]+$` and `mcp__<id>__<name>` fits in 64 characters",
  explain: {
    example:
      'connectors/demo/server.py  error  tool name "a.b" has characters LLM APIs reject (allowed: letters, digits, "_" and "-"). Fix: ' +
      'rename the tool: letters, digits, "_" and "-", short enough for the prefixed name  [tool-name]',
    fix: 'rename the tool: letters, digits, "_" and "-", short enough for mcp__<id>__<name> to fit in 64 characters',
  },
  *check({ connector, handshake }) {
    for (const tool of namedTools(handshake)) {
      const problem = toolNameProblem(connector.connectorId, tool.name);
      if (problem)
        yield { at: 'server', message: problem, fix: 'rename the tool: letters, digits, "_" and "-", short enough for the prefixed name' };
    }
  },
};
