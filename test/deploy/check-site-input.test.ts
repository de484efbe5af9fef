// Bad input to check-site is the input's fault, never "a bug of ours": one sentence, exit 1 (wrong content) or 3 (unreadable).
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { releaseKeys } from './fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'skald-check-site-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function checkSite(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['scripts/run.cjs', 'check-site', ...args], {
    env: { PATH: process.env.PATH, NO_COLOR: '1' },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('check-site on malformed signatures, key files and held files', () => {
  const { primary } = releaseKeys();
  writeFileSync(path.join(dir, 'connectors.pub'), primary.publicKey);
  writeFileSync(path.join(dir, 'key'), primary.secretKey);
  writeFileSync(path.join(dir, 'file'), 'anything\n');
  execFileSync('minisign', ['-S', '-s', path.join(dir, 'key'), '-m', path.join(dir, 'file')], { stdio: 'pipe' });
  const cases: [string, string, string[], number, RegExp][] = [
    [
      'a stock minisign signature (default comment) as --held',
      'file.minisig',
      ['--held'],
      1,
      // minisign's default trusted comment separates its fields with tabs: not a trust file's canonical form (docs/trust.md).
      /^check-site: --held \S+: not the signature of a release: the held signature line 3, byte \d+: a control byte \(0x09\)/,
    ],
    [
      'garbage as --held',
      'garbage',
      ['--held'],
      1,
      /^check-site: --held \S+: not the signature of a release: the held signature: it has 2 lines; a minisign signature file has exactly 4 lines$/,
    ],
    ['a missing --held', 'absent', ['--held'], 3, /^check-site: --held: cannot read \S+: ENOENT$/],
    [
      'garbage as --keys',
      'garbage',
      ['--keys'],
      1,
      /^check-site: \S+garbage line 1, byte 1: the line must start with "untrusted comment: "$/,
    ],
    [
      'a signature as --keys',
      'file.minisig',
      ['--keys'],
      1,
      /^check-site: \S+file.minisig line 3, byte \d+: a control byte \(0x09\): only printable ASCII and LF are allowed$/,
    ],
  ];
  writeFileSync(path.join(dir, 'garbage'), 'not a signature\nat all\n');
  for (const [name, file, option, code, message] of cases)
    it(name, async () => {
      const args = [dir, '--keys', path.join(dir, 'connectors.pub'), ...option, path.join(dir, file)];
      const result = await checkSite(args);
      expect(result.code).toBe(code);
      expect(result.stderr.trim()).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    });
});
