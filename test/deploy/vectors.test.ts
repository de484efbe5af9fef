// The trust test vectors (test/vectors/, made by its generate.ts) through check-site and through the second
// verifier written only from docs/trust.md (test/vectors/verify.py, Python's stdlib and Debian's minisign):
// both reach each vector's verdict at the `now` it pins.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkSite, siteCheckFailed } from '../../src/phases/site.ts';
import { directorySource } from '../../src/site/source.ts';
import { parsePublicKeys } from '../../src/trust/minisign.ts';

const VECTORS = path.resolve('test/vectors');
const names = readdirSync(VECTORS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'keys')
  .map((entry) => entry.name);

interface Vector {
  now: string;
  threshold: number;
  held: { keys?: number; index?: number; timestamp?: number };
  verdict: 'pass' | 'fail';
  rules: string[];
}

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
    const vector = JSON.parse(readFileSync(path.join(dir, 'vector.json'), 'utf8')) as Vector;

    it(`${name}: check-site reaches "${vector.verdict}"${vector.rules.length ? ` (${vector.rules.join(', ')})` : ''}`, async () => {
      const site = path.join(dir, 'site');
      const report = await checkSite(await directorySource(site), {
        trustedKeys: parsePublicKeys(readFileSync(path.join(site, 'connectors.pub'), 'utf8')),
        root: { threshold: vector.threshold, keys: parsePublicKeys(readFileSync(path.join(dir, 'root.pub'), 'utf8')) },
        heldVersions: vector.held,
        now: new Date(vector.now),
      });
      expect([...new Set(report.findings.map((finding) => finding.ruleId))].sort()).toEqual([...vector.rules].sort());
      expect(siteCheckFailed(report)).toBe(vector.verdict === 'fail');
    });

    it(`${name}: the docs-only Python verifier reaches "${vector.verdict}"`, async () => {
      const result = await promisify(execFile)('python3', [path.join(VECTORS, 'verify.py'), dir]).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
      expect(result.code, result.stdout).toBe(vector.verdict === 'pass' ? 0 : 1);
      expect(result.stdout.split(':')[0]!.trim()).toBe(vector.verdict);
    });
  }
});
