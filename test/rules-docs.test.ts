import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRuleTables } from '../src/rules/docs.ts';
import { RULE_IDS } from '../src/rules/rule-ids.ts';
import { RULES } from '../src/rules/registry.ts';

describe('the rule registry and docs/rules.md', () => {
  it('every registered rule has a RuleId of its own', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(RULE_IDS).toContain(id);
  });

  it('docs/rules.md holds the tables the registry renders (run `npm run docs:rules` when this fails)', () => {
    const doc = readFileSync('docs/rules.md', 'utf8');
    expect(doc === withRuleTables(doc, RULES), 'docs/rules.md is stale: run npm run docs:rules').toBe(true);
  });
});
