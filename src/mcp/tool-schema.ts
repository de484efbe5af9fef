import { Ajv, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
// ajv's warnings ("unknown format … ignored") go to the schema being compiled, never to the run's stderr.
let ajvWarnings: string[] | undefined;
const collect = (...parts: unknown[]) => ajvWarnings?.push(parts.map(String).join(' '));
const AJV_OPTIONS: Options = {
  strict: false,
  allErrors: false,
  validateFormats: true,
  logger: { log: collect, warn: collect, error: collect },
};
const validators = {
  draft7: addFormats(new Ajv(AJV_OPTIONS)),
  draft2019: addFormats(new Ajv2019(AJV_OPTIONS) as unknown as Ajv),
  draft2020: addFormats(new Ajv2020(AJV_OPTIONS) as unknown as Ajv),
};

interface SchemaCheck {
  /** Why the schema is unusable, or undefined when it compiles. */
  problem?: string;
  /** What ajv said it ignored while compiling (an unknown format, say). */
  warnings: string[];
}

/** Compiles a tool's `inputSchema` or `outputSchema` as ajv would validate with it: an object schema, in its declared dialect. */
export function checkSchema(schema: unknown, field: 'inputSchema' | 'outputSchema' = 'inputSchema'): SchemaCheck {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
    return { problem: `${field} is not a JSON Schema object`, warnings: [] };
  const record = schema as Record<string, unknown>;
  if (record.type !== 'object')
    return { problem: `${field} must have "type": "object" (found ${JSON.stringify(record.type ?? null)})`, warnings: [] };
  const dialect = typeof record.$schema === 'string' ? record.$schema : '';
  const ajv = dialect.includes('2020-12') ? validators.draft2020 : dialect.includes('2019-09') ? validators.draft2019 : validators.draft7;
  const warnings: string[] = [];
  ajvWarnings = warnings;
  try {
    // Compiled on a copy without $id, so two tools sharing an $id do not collide in ajv's registry.
    const { $id: _id, ...rest } = record;
    ajv.compile(rest);
    return { warnings };
  } catch (error) {
    return { problem: `ajv cannot compile ${field}: ${(error as Error).message}`, warnings };
  } finally {
    ajvWarnings = undefined;
  }
}

/** The problem ajv has compiling an inputSchema, or undefined when it compiles. */
export function schemaProblem(schema: unknown): string | undefined {
  return checkSchema(schema).problem;
}
