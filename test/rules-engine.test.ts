// The one engine every phase runs through: a rule that throws, a rule that returns nonsense, sorting. Which rules run
// is the phases' choice: test/rule-selection.test.ts.
import { describe, expect, it } from 'vitest';
import type { Location } from '../src/findings/finding.ts';
import { runRules } from '../src/rules/engine.ts';
import type { Rule } from '../src/rules/rule.ts';

type TestRule = Rule<'catalog', string, Location>;
const rule = (id: TestRule['id'], check: TestRule['check'], extra: Partial<TestRule> = {}): TestRule => ({
  id,
  phase: 'catalog',
  severity: 'error',
  description: id,
  explain: { example: id, fix: id },
  check,
  ...extra,
});
const run = (rules: TestRule[], inputs: string[]) => runRules({ rules, inputs, locate: (at) => at, origin: (input) => ({ file: input }) });

describe('the rule engine', () => {
  it('runs each rule over each input, adds id and severity, and sorts the findings', async () => {
    const findings = await run(
      [
        rule('icons', function* (input) {
          yield { at: { file: input }, message: `icon of ${input}` };
        }),
        rule('placeholders', function* (input) {
          yield { at: { file: input, position: { line: 2, column: 1 } }, message: 'late', severity: 'warning' };
          yield { at: { file: input, position: { line: 1, column: 1 } }, message: 'early', fix: 'fix it' };
        }),
      ],
      ['b.json', 'a.json'],
    );
    expect(findings.map((f) => `${f.file}:${f.position?.line ?? 0} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      'a.json:0 icons error icon of a.json',
      'a.json:1 placeholders error early',
      'a.json:2 placeholders warning late',
      'b.json:0 icons error icon of b.json',
      'b.json:1 placeholders error early',
      'b.json:2 placeholders warning late',
    ]);
    expect(findings[1]).toMatchObject({ fix: 'fix it' });
  });

  it('survives a rule that throws, and one that returns something that is not a report', async () => {
    const findings = await run(
      [
        rule('icons', () => {
          throw new TypeError('boom');
        }),
        rule('schema', function* () {
          yield { at: { file: 'x' }, message: '' };
        }),
        rule('placeholders', function* (input) {
          yield { at: { file: input }, message: 'still runs' };
        }),
      ],
      ['a.json'],
    );
    expect(findings.map((f) => f.ruleId).sort()).toEqual(['internal-error', 'internal-error', 'placeholders']);
    const [crash, invalid] = findings.filter((f) => f.ruleId === 'internal-error');
    expect(crash).toMatchObject({ file: 'a.json', severity: 'error', fix: 'this is a bug in the pipeline; please report it' });
    expect(crash!.message).toMatch(/^rule "icons" crashed: TypeError: boom\n\s+at /);
    expect(invalid!.message).toMatch(/^rule "schema" crashed: Error: rule "schema" returned a report without a message/);
  });

  it('runs a rule that reports asynchronously beside plain ones, and one that crashes after its first report', async () => {
    const findings = await run(
      [
        rule('icons', async function* (input) {
          await new Promise((resolve) => setImmediate(resolve));
          yield { at: { file: input }, message: 'found later' };
        }),
        rule('schema', () => [{ at: { file: 'a.json' }, message: 'from an array' }]),
        rule('placeholders', async function* (input) {
          yield { at: { file: input }, message: 'before the crash' };
          throw new Error('late boom');
        }),
      ],
      ['a.json'],
    );
    expect(findings.map((f) => `${f.ruleId} ${f.message.split('\n')[0]}`).sort()).toEqual([
      'icons found later',
      'internal-error rule "placeholders" crashed: Error: late boom',
      'placeholders before the crash',
      'schema from an array',
    ]);
  });
});
