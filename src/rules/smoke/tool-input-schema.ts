import { checkSchema } from '../../mcp/tool-schema.ts';
import { namedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolInputSchema: SmokeRule = {
  id: 'tool-input-schema',
  phase: 'smoke',
  severity: 'error',
  description: 'A listed tool\'s `inputSchema` is an object schema with `"type": "object"` that ajv compiles (draft-07, 2019-09, 2020-12)',
  explain: {
    example:
      'connectors/demo/server.py  error  tool "echo": inputSchema must have "type": "object" (found "array"). Fix: give the tool an ' +
      'inputSchema that is a valid JSON Schema with "type": "object"  [tool-input-schema]',
    fix: 'give the tool an inputSchema that is a valid JSON Schema with "type": "object"',
  },
  *check({ handshake }) {
    for (const tool of namedTools(handshake)) {
      const { problem } = checkSchema(tool.record.inputSchema, 'inputSchema');
      if (problem)
        yield {
          at: 'server',
          message: `${tool.label}: ${problem}`,
          fix: 'give the tool an inputSchema that is a valid JSON Schema with "type": "object"',
        };
    }
  },
};
