// docs/rules.md is generated from the whole registry.
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
