import * as z from 'zod';
import { PUBLISHED_SCHEMAS } from './schemas.ts';

/** Where the site publishes its schemas; manifests point "$schema" at these (or at the relative path). */
const SCHEMA_BASE_URL = 'https://connectors.skaldagent.net/schemas/';
export const SCHEMA_DIR = 'schemas';

/** The JSON Schema files generated from the zod source, by file name, as committed under connectors/schemas/. */
export function renderPublishedSchemas(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [file, schema] of Object.entries(PUBLISHED_SCHEMAS)) {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
    out[file] = `${JSON.stringify({ $id: `${SCHEMA_BASE_URL}${file}`, ...json }, null, 2)}\n`;
  }
  return out;
}
