import { expect, it, describe as suite } from 'vitest';
import { describe, type Finding } from '../src/findings/finding.ts';

const finding = (message: string, fix?: string): Finding => ({ ruleId: 'verify-file', severity: 'error', file: 'f', message, fix });

suite('the sentence of a finding', () => {
  it('keeps relative paths whole: ".." is part of a path, not a doubled full stop', () => {
    expect(describe(finding('runs "../shared/run.py", which is not a file of the folder', 'copy ../shared/run.py into the folder'))).toBe(
      'runs "../shared/run.py", which is not a file of the folder. Fix: copy ../shared/run.py into the folder',
    );
  });
  it('ends the message with one full stop, whether or not it has its own', () => {
    expect(describe(finding('a sentence.'))).toBe('a sentence.');
    expect(describe({ ...finding('no stop', 'do this'), field: 'env[0]' })).toBe('env[0]: no stop. Fix: do this');
  });
});
