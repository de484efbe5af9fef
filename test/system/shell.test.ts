import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellWords } from '../../src/system/shell.ts';

describe('shellWords', () => {
  it('gives a real sh back every word as it was, and leaves plain words bare', () => {
    const words = ['', 'plain', '--only-binary=:all:', "it's", 'a b', '$HOME', '`id`', '$(id)', 'x\ny', '*', '~', '\\', '"', "''", 'é ✓'];
    const line = shellWords(['printf', '%s\\0', ...words]);
    expect(line.startsWith('printf ')).toBe(true);
    expect(shellWords(['npm', 'ci', '--omit=dev', 'name@1.2.3'])).toBe('npm ci --omit=dev name@1.2.3');
    const printed = execFileSync('sh', ['-c', line], { encoding: 'utf8' });
    expect(printed.split('\0').slice(0, -1)).toEqual(words);
  });
});
