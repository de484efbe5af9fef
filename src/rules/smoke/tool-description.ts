import { namedTools, nonEmpty } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolDescription: SmokeRule = {
  id: 'tool-description',
  phase: 'smoke',
  severity: 'error',
  description: 'A listed tool has a description',
  explain: {
    example:
      'connectors/demo/server.py  error  tool "echo" has no description. Fix: describe what the tool does in "description"  ' +
      '[tool-description]',
    fix: 'describe what the tool does in its "description"',
  },
  *check({ handshake }) {
    for (const tool of namedTools(handshake))
      if (!nonEmpty(tool.record.description))
        yield { at: 'server', message: `${tool.label} has no description`, fix: 'describe what the tool does in "description"' };
  },
};
