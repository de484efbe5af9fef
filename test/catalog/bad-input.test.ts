import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkCatalog } from '../../src/phases/check.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const run = promisify(execFile);
const valid = localConnector('demo');
const manifestText = `${JSON.stringify(valid.manifest, null, 2)}\n`;

async function checkWithManifest(bytes: string | Buffer) {
  const catalog = await writeCatalog({ demo: { ...valid, manifest: undefined, files: { ...valid.files, 'connector.json': bytes } } });
  try {
    return (await checkCatalog({ catalogDir: catalog.dir, except: ['index-stale'] })).findings;
  } finally {
    await catalog.cleanup();
  }
}

describe('bad input is a clear finding, never a crash', () => {
  const cases: Array<[string, string | Buffer, RegExp, { line: number; column: number }]> = [
    ['a trailing comma', '{\n  "id": "demo",\n}\n', /trailing comma/, { line: 3, column: 1 }],
    [
      'a byte order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(manifestText)]),
      /byte order mark/,
      { line: 1, column: 1 },
    ],
    [
      'bytes that are not UTF-8',
      Buffer.concat([Buffer.from('{\n  "name": "'), Buffer.from([0xff, 0xfe]), Buffer.from('"\n}')]),
      /not valid UTF-8/,
      { line: 2, column: 12 },
    ],
    ['an empty file', '', /empty/, { line: 1, column: 1 }],
    ['a comment', `// note\n${manifestText}`, /comments are not allowed/, { line: 1, column: 1 }],
  ];
  for (const [name, bytes, message, position] of cases) {
    it(name, async () => {
      const findings = await checkWithManifest(bytes);
      expect(findings).toHaveLength(1);
      expect(findings[0]).toMatchObject({ ruleId: 'json-syntax', severity: 'error', position });
      expect(findings[0]!.message).toMatch(message);
    });
  }

  it('the wrong top-level type', async () => {
    const findings = await checkWithManifest('[1, 2]\n');
    expect(findings.map((f) => [f.ruleId, f.message])).toEqual([['schema', 'expected object, found an array']]);
  });

  it('a wrong field type names the field, its line and column', async () => {
    const findings = await checkWithManifest(manifestText.replace('"version": 1', '"version": "1"'));
    const line = manifestText.split('\n').findIndex((text) => text.includes('"version": 1')) + 1;
    expect(findings.map((f) => [f.ruleId, f.field, f.position, f.message])).toEqual([
      ['schema', 'version', { line, column: 3 }, 'expected number, found "1"'],
    ]);
  });

  it('a missing manifest and a missing index', async () => {
    const catalog = await writeCatalog({ demo: { fragment: valid.fragment, files: valid.files } }, null);
    try {
      const { findings } = await checkCatalog({ catalogDir: catalog.dir });
      // Without an index nothing compiles: what it does to the release is said too.
      expect(findings.map((f) => [f.ruleId, f.file.split('/').slice(-2).join('/')]).sort()).toEqual([
        ['compile', 'connectors/index.json'],
        ['index-stale', 'connectors/connectors.json'],
        ['missing-manifest', 'connectors/index.json'],
        ['missing-manifest', 'demo/connector.json'],
      ]);
    } finally {
      await catalog.cleanup();
    }
  });
});

describe('command-line exit codes', () => {
  async function exitOf(args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, ['scripts/run.cjs', ...args], { env: { ...process.env, NO_COLOR: '1' } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('exit 3 with one clear line for a catalog directory that does not exist, and no stack trace', async () => {
    const result = await exitOf(['compile', '--catalog', '/nonexistent/catalog']);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^compile: no catalog directory at /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('exit 3 for a catalog outside git unless the version guard is skipped', async () => {
    const catalog = await writeCatalog({ demo: valid });
    try {
      const result = await exitOf(['check', '--catalog', catalog.dir]);
      expect(result.code).toBe(3);
      expect(result.stderr).toMatch(
        /is not inside a git repository, which the version guard needs; skip the guard with --no-version-guard/,
      );
    } finally {
      await catalog.cleanup();
    }
  });

  it('exit 64 for an unknown option or rule, naming it', async () => {
    expect((await exitOf(['check', '--bogus'])).stderr).toMatch(/unknown option --bogus/);
    const unknownRule = await exitOf(['check', '--only', 'no-such-rule']);
    expect(unknownRule.code).toBe(64);
    expect(unknownRule.stderr).toMatch(/unknown rule "no-such-rule"/);
  });

  it('exit 1 with findings, 0 when clean, and --json output', async () => {
    const catalog = await writeCatalog({ demo: valid });
    try {
      await run(process.execPath, ['scripts/run.cjs', 'compile', '--catalog', catalog.dir]);
      const clean = await exitOf(['check', '--catalog', catalog.dir, '--json', '--no-version-guard']);
      expect(clean.code).toBe(0);
      expect(JSON.parse(clean.stdout)).toEqual({ schemaVersion: 1, errors: 0, warnings: 0, findings: [] });
      const broken = await writeCatalog({ demo: { ...valid, fragment: { ...valid.fragment, name: 'Other' } } });
      try {
        const result = await exitOf(['check', '--catalog', broken.dir, '--no-version-guard']);
        expect(result.code).toBe(1);
        expect(result.stdout).toMatch(/demo\/fragment\.json:3:3 {2}error {2}name: "Other" differs/);
      } finally {
        await broken.cleanup();
      }
    } finally {
      await catalog.cleanup();
    }
  });
});
