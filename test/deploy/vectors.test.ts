// The trust test vectors (test/vectors/, made by its generate.ts) through check-site and through the second
// verifier written only from docs/trust.md (test/vectors/verify.py, Python's stdlib and Debian's minisign):
// both reach each vector's verdict at the `now` it pins. test/deploy/trust-differential.test.ts feeds both, and
// stock minisign, mutated copies of the vectors.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteVerdict, pythonVerdict, readVector, VECTORS } from '../vectors/verdicts.ts';

const names = readdirSync(VECTORS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'keys')
  .map((entry) => entry.name);

describe('trust test vectors', () => {
  it('cover every attack of the issue', () => {
    expect(names.sort()).toEqual([
      'expired',
      'first-fetch',
      'frozen-key-list',
      'mix-and-match',
      'revoked-key',
      'revoked-then-new-key',
      'rolled-back',
      'root-rotation',
      'root-rotation-unsigned',
      'uncertified-key',
      'valid',
    ]);
  });

  for (const name of names) {
    const dir = path.join(VECTORS, name);
    const vector = readVector(dir);

    it(`${name}: check-site reaches "${vector.verdict}"${vector.rules.length ? ` (${vector.rules.join(', ')})` : ''}`, async () => {
      const { pass, findings } = await checkSiteVerdict(dir);
      expect([...new Set(findings.map((finding) => finding.ruleId))].sort()).toEqual([...vector.rules].sort());
      expect(pass).toBe(vector.verdict === 'pass');
    });

    it(`${name}: the docs-only Python verifier reaches "${vector.verdict}"`, async () => {
      const result = await pythonVerdict(dir);
      expect(result.code, result.stderr).toBe(vector.verdict === 'pass' ? 0 : 1);
      if (vector.verdict === 'pass') expect(result.stdout).toBe('pass\n');
      else expect(result.stderr).toMatch(/^fail: [^\n]+\n$/);
    });
  }
});
