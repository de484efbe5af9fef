import { readFile } from 'node:fs/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { renderPublishedSchemas } from '../../src/catalog/json-schemas.ts';
import { compiledIndex, connectorManifest } from '../../src/catalog/schemas.ts';
import { GUIDE_GMAIL_CONNECTOR, GUIDE_GMAIL_INDEX_ENTRY } from './guide-examples.ts';

describe('published JSON Schemas', () => {
  const rendered = renderPublishedSchemas();

  it('the committed files equal what the zod source generates (run `npm run schemas` when this fails)', async () => {
    for (const [file, text] of Object.entries(rendered)) {
      expect(await readFile(`connectors/schemas/${file}`, 'utf8'), file).toBe(text);
    }
  });

  it('each is a valid draft 2020-12 schema that ajv compiles in strict mode', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
    for (const [file, text] of Object.entries(rendered)) {
      expect(() => ajv.compile(JSON.parse(text)), file).not.toThrow();
    }
  });

  it('agree with zod on the guide example and on a typo', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(JSON.parse(rendered['connector.schema.json']!));
    const withTools = { ...GUIDE_GMAIL_CONNECTOR, tools: [{ name: 'send_email', display_name: 'Send Email' }] };
    expect(validate(withTools)).toBe(true);
    expect(connectorManifest.safeParse(withTools).success).toBe(true);
    const typo = { ...withTools, homepgae: 'https://x' };
    expect(validate(typo)).toBe(false);
    expect(connectorManifest.safeParse(typo).success).toBe(false);
  });
});

describe("the format guide's own examples", () => {
  it('the gmail connector.json is accepted field by field; its only finding is the missing tools[]', () => {
    const result = connectorManifest.safeParse(GUIDE_GMAIL_CONNECTOR);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['tools', 'invalid_type']]);
  });

  it('the gmail connectors.json entry is accepted; its only finding is the missing tools[]', () => {
    const result = compiledIndex.safeParse({ version: 1, connectors: [GUIDE_GMAIL_INDEX_ENTRY] });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['connectors.0.tools', 'invalid_type']]);
  });
});
