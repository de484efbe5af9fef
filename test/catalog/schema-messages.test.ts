// What a schema finding says: the offending value quoted and truncated (never one that may be a secret), the key or
// the parent object as its place, a Fix: on every one, and where the pipeline is stricter than the format guide.
import { describe, expect, it } from 'vitest';
import { checkCatalog } from '../../src/phases/check.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const valid = localConnector('demo');

async function schemaFindings(manifest: Record<string, unknown>) {
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const catalog = await writeCatalog({ demo: { ...valid, manifest: undefined, files: { ...valid.files, 'connector.json': text } } });
  try {
    const { findings } = await checkCatalog({ catalogDir: catalog.dir, only: ['schema'] });
    return { findings, lines: text.split('\n') };
  } finally {
    await catalog.cleanup();
  }
}

describe('schema findings', () => {
  it('an unknown field points at its key, and a missing one at the parent object, each with a Fix', async () => {
    const { tools: _tools, ...noTools } = valid.manifest as Record<string, unknown>;
    const { findings, lines } = await schemaFindings({ ...noTools, homepagee: 'https://example.org' });
    const unknown = findings.find((finding) => finding.field === 'homepagee')!;
    expect(lines[unknown.position!.line - 1]).toContain('"homepagee"');
    expect(unknown.message).toMatch(/unknown field "homepagee"/);
    expect(unknown.fix).toMatch(/correct its spelling; docs\/manifest\.md/);
    const missing = findings.find((finding) => finding.field === 'tools')!;
    expect(missing.position).toEqual({ line: 1, column: 1 });
    expect(missing.message).toMatch(
      /required field "tools" is missing .*the format guide leaves tools\[\] optional, but this pipeline requires it/,
    );
    expect(missing.fix).toMatch(/add "tools" to the top-level object/);
  });

  it('quotes the offending value, truncated, but never the value of a header or an mcp_config.env entry', async () => {
    const secret = 'sk-live-0123456789abcdef0123456789abcdef';
    const { findings } = await schemaFindings({
      ...valid.manifest,
      version_release_date: '2026-02-30',
      env: [{ name: 'lower_case', label: 'L', description: 'D', required: false }],
      mcp_config: { command: 'python3', args: ['server.py'], env: { TOKEN: 42 }, headers: { Authorization: 7 } },
      name: 'x'.repeat(80) as unknown,
      homepage: secret,
    });
    const byField = new Map(findings.map((finding) => [finding.field, finding]));
    expect(byField.get('version_release_date')!.message).toBe('"2026-02-30" is not a real calendar date');
    expect(byField.get('env[0].name')!.message).toBe('"lower_case" must be an UPPER_SNAKE_CASE variable name');
    expect(byField.get('mcp_config.env.TOKEN')!.message).toBe('expected string, found number 42');
    for (const finding of findings) {
      expect(finding.fix, finding.message).toBeTruthy();
      expect(finding.message.length).toBeLessThan(400);
    }
  });

  it('a string that may be a secret is described, not shown', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const rejected = await schemaFindings({
      ...valid.manifest,
      env: [{ name: 'KEY', label: 'K', description: 'D', required: true, secret: true, default: secret }],
    });
    for (const finding of rejected.findings) expect(`${finding.message} ${finding.fix}`).not.toContain(secret);
    expect(rejected.findings.map((finding) => finding.field)).toContain('env[0].default');
    const typed = await schemaFindings({
      ...valid.manifest,
      env: [{ name: 'KEY', label: 'K', description: 'D', required: false, example: 5 }],
    });
    expect(typed.findings[0]).toMatchObject({ field: 'env[0].example', message: 'expected string, found number 5' });
  });
});
