// Every rule id the pipeline can emit has a registered rule, a fixture that triggers it (test/helpers/rule-fixtures.ts),
// a row in docs/rules.md whose text is the rule's description, and an `explain.example` that is a finding the fixture
// prints with --only naming the rule. Each test stands alone (no state from another), so -t works.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingLine } from '../src/findings/format.ts';
import { RULE_IDS, type RuleId } from '../src/findings/rule-ids.ts';
import { row } from '../src/rules/docs.ts';
import { RULES } from '../src/rules/registry.ts';
import { FIXTURES } from './helpers/rule-fixtures.ts';

/** A printed finding with what differs from run to run made alike: the temp catalog's directory, git revisions, dates. */
function sameRun(line: string): string {
  return line
    .replace(/\S*skald-catalog-[^/\s]+\//g, '')
    .replace(/\b[0-9a-f]{12,40}\b/g, '<revision>')
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, '<date>');
}

describe('every rule id', () => {
  const docs = readFileSync(new URL('../docs/rules.md', import.meta.url), 'utf8');

  it('has exactly one registered rule (internal-error is the engine’s own)', () => {
    const registered = RULES.map((rule) => rule.id);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered, 'internal-error'].sort()).toEqual([...RULE_IDS].sort());
  });

  it('has a row in docs/rules.md whose text is the rule’s description', () => {
    for (const rule of RULES) expect(docs, `docs/rules.md: the row of ${rule.id}`).toContain(row(rule));
    expect(docs).toContain('| `internal-error` | error |');
  });

  for (const id of Object.keys(FIXTURES) as RuleId[]) {
    it(`${id}: a fixture triggers it, and prints the example of its --explain`, async () => {
      const findings = await FIXTURES[id]((judge) => judge({ only: [id] }));
      expect(findings.map((finding) => finding.ruleId)).toContain(id);
      const rule = RULES.find((candidate) => candidate.id === id);
      if (!rule) return; // internal-error: the engine's own, explained in docs/rules.md
      const printed = findings.filter((finding) => finding.ruleId === id).map((finding) => sameRun(findingLine(finding)));
      expect(printed, `${id}: explain.example is not what its fixture prints`).toContain(sameRun(rule.explain.example));
    });
  }
});
