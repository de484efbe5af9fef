import { listedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolShape: SmokeRule = {
  id: 'tool-shape',
  phase: 'smoke',
  severity: 'error',
  description: 'Each listed tool is an object with a string `name`, listed once',
  explain: {
    example: 'connectors/demo/server.py  error  tool "echo" is listed twice. Fix: give every tool a unique name  [tool-shape]',
    fix: 'give every tool an object with a unique string name',
  },
  *check({ handshake }) {
    const seen = new Set<string>();
    for (const tool of listedTools(handshake)) {
      if (!tool.name) {
        yield { at: 'server', message: `tools/list entry ${tool.index} is not a tool object with a string "name"` };
        continue;
      }
      if (seen.has(tool.name)) yield { at: 'server', message: `${tool.label} is listed twice`, fix: 'give every tool a unique name' };
      seen.add(tool.name);
    }
  },
};
