import { checkSchema } from '../../mcp/tool-schema.ts';
import { namedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolOutputSchema: SmokeRule = {
  id: 'tool-output-schema',
  phase: 'smoke',
  severity: 'error',
  description: 'A listed tool\'s `outputSchema`, when it has one, is an object schema with `"type": "object"` that ajv compiles',
  explain: {
    example:
      'connectors/demo/server.py  error  tool "echo": outputSchema must have "type": "object" (found "array"). Fix: give the tool an ' +
      'outputSchema that is a valid JSON Schema with "type": "object"  [tool-output-schema]',
    fix: 'give the tool an outputSchema that is a valid JSON Schema with "type": "object", or none',
  },
  *check({ handshake }) {
    for (const tool of namedTools(handshake)) {
      if (tool.record.outputSchema === undefined) continue;
      const { problem } = checkSchema(tool.record.outputSchema, 'outputSchema');
      if (problem)
        yield {
          at: 'server',
          message: `${tool.label}: ${problem}`,
          fix: 'give the tool an outputSchema that is a valid JSON Schema with "type": "object"',
        };
    }
  },
};
