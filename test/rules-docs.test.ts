// docs/rules.md is generated from the whole registry; npm run check loads only the static phases' rules of it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRuleTables } from '../src/rules/docs.ts';
import { RULES } from '../src/rules/registry.ts';

describe('docs/rules.md', () => {
  it('docs/rules.md holds the tables the registry renders (run `npm run docs:rules` when this fails)', () => {
    const doc = readFileSync('docs/rules.md', 'utf8');
    expect(doc === withRuleTables(doc, RULES), 'docs/rules.md is stale: run npm run docs:rules').toBe(true);
  });
});

describe("npm run check's module graph", () => {
  it('holds the static phases alone: the smoke, probe and site rules, ajv and the MCP SDK load only for --explain', async () => {
    const { build } = await import('esbuild');
    const { nodeBundleOptions } = await import('../scripts/bundle.cjs');
    const { metafile } = await build({ ...nodeBundleOptions('src/check.ts', 'check.js'), write: false, metafile: true });
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toContain('src/rules/static-rules.ts');
    const heavy = /^(?:src\/(?:smoke|probe|deploy\/site-rules)\/|src\/rules\/registry\.ts|node_modules\/(?:ajv|@modelcontextprotocol)\/)/;
    expect(inputs.filter((input) => heavy.test(input))).toEqual([]);
  });
});
