// Hostile JSON is a finding about its file: a connector.json nested 10,000 levels deep (or a lockfile, a
// package.json) gives json-syntax for that file, exit 1, and the rest of the catalog is still checked.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { jsonLimitProblem, parseLimitedJson } from '../../src/json/limits.ts';
import { parseVerifyOutput } from '../../src/smoke/verify.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const run = promisify(execFile);
const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('hostile JSON', () => {
  it('a 10,000-deep connector.json is a json-syntax finding, exit 1, and the other connector is still checked', async () => {
    const catalog = await writeCatalog({ deep: localConnector('deep'), fine: localConnector('fine') });
    try {
      await writeFile(path.join(catalog.dir, 'deep', 'connector.json'), `{"id": ${deep(10_000)}}`);
      const fine = localConnector('fine');
      await writeFile(path.join(catalog.dir, 'fine', 'connector.json'), JSON.stringify({ ...fine.manifest, id: 'not-fine' }, null, 2));
      const exit = await run(process.execPath, ['scripts/run.cjs', 'check', '--catalog', catalog.dir, '--no-version-guard', '--json'], {
        env: { ...process.env, NO_COLOR: '1' },
        maxBuffer: 16 * 1024 * 1024,
      }).then(
        (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
        (failed: { code: number; stdout: string; stderr: string }) => failed,
      );
      expect(exit.stderr).not.toMatch(/Maximum call stack|internal error/);
      expect(exit.code, exit.stderr).toBe(1);
      const findings = (JSON.parse(exit.stdout) as { findings: Array<{ ruleId: string; file: string; message: string }> }).findings;
      const deepFinding = findings.find((finding) => finding.file.endsWith(path.join('deep', 'connector.json')));
      expect(deepFinding).toMatchObject({ ruleId: 'json-syntax', message: expect.stringContaining('more than 64 levels deep') });
      expect(findings.some((finding) => finding.ruleId === 'id-matches-folder' && finding.file.includes('fine'))).toBe(true);
    } finally {
      await catalog.cleanup();
    }
  }, 120_000);

  it('limits depth and size of every JSON text the pipeline parses from a pull request or a server', () => {
    expect(jsonLimitProblem(deep(64))).toBeUndefined();
    expect(jsonLimitProblem(deep(65))).toContain('more than 64 levels deep');
    expect(jsonLimitProblem(`["${'['.repeat(500)}"]`)).toBeUndefined();
    expect(jsonLimitProblem('"x"'.repeat(10), { bytes: 20 })).toContain('over the limit of 20');
    expect(() => parseLimitedJson(`{"dependencies": ${deep(10_000)}}`)).toThrow('levels deep');
    expect(parseVerifyOutput(`{"ok": false, "message": "x", "details": ${deep(5000)}}`)).toMatch(/not one small JSON object/);
  });
});
