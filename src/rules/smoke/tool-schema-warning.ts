import { checkSchema } from '../../mcp/tool-schema.ts';
import { namedTools } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

export const toolSchemaWarning: SmokeRule = {
  id: 'tool-schema-warning',
  phase: 'smoke',
  severity: 'warning',
  description: "ajv ignores nothing in a tool's `inputSchema` or `outputSchema` (an unknown `format`, say)",
  explain: {
    example:
      'connectors/demo/server.py  warning  tool "echo" inputSchema: ajv unknown format "no-such" ignored in schema at path ' +
      '"#/properties/u". Fix: use a format ajv-formats knows, or none  [tool-schema-warning]',
    fix: 'remove what ajv ignores from the schema (use a format ajv-formats knows, or none)',
  },
  *check({ handshake }) {
    for (const tool of namedTools(handshake)) {
      for (const field of ['inputSchema', 'outputSchema'] as const) {
        if (field === 'outputSchema' && tool.record.outputSchema === undefined) continue;
        for (const warning of new Set(checkSchema(tool.record[field], field).warnings))
          yield {
            at: 'server',
            message: `${tool.label} ${field}: ajv ${warning.replace(/^\s+/, '')}`,
            fix: 'use a format ajv-formats knows, or none',
          };
      }
    }
  },
};
