import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithCommitted, compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { sha256 } from '../deploy/fixture.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

describe('compile', () => {
  it('hashes every shipped file exactly as the system sha256sum does', async () => {
    const a = localConnector('alpha');
    const b = localConnector('beta');
    b.files['lib/helpers.py'] = 'x = 1\n'.repeat(10_000);
    b.files['data.bin'] = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256)) as unknown as string;
    const catalog = await writeCatalog({ alpha: a, beta: b }, ['beta', 'alpha']);
    try {
      const result = await compileCatalog(await loadCatalog(catalog.dir));
      expect(result.findings).toEqual([]);
      expect(result.index!.connectors.map((entry) => entry.id)).toEqual(['beta', 'alpha']);
      const beta = result.index!.connectors[0]!;
      expect(beta.files.map((file) => file.path)).toEqual([
        'connector.json',
        'data.bin',
        'icon_lg.svg',
        'icon_sm.svg',
        'lib/helpers.py',
        'server.py',
        'tools.lock.json',
      ]);
      for (const entry of result.index!.connectors) {
        for (const file of entry.files) {
          const full = path.join(catalog.dir, entry.folder, file.path);
          const [sha256] = execFileSync('sha256sum', [full], { encoding: 'utf8' }).split(' ');
          const size = Number(execFileSync('stat', ['-c', '%s', full], { encoding: 'utf8' }).trim());
          expect({ path: file.path, sha256: file.sha256, size: file.size }).toEqual({ path: file.path, sha256, size });
        }
      }
    } finally {
      await catalog.cleanup();
    }
  });

  it('writes the same bytes whatever the key order of the fragment, nested objects too', async () => {
    const ordered = localConnector('demo');
    ordered.fragment.auth = { type: 'api_key', param: 'DEMO_KEY', delivery: 'env' };
    const shuffled = structuredClone(ordered);
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, inner]) => [key, reversed(inner)]),
            )
          : value;
    shuffled.fragment = reversed(shuffled.fragment) as typeof shuffled.fragment;
    const texts: string[] = [];
    for (const connector of [ordered, shuffled]) {
      const catalog = await writeCatalog({ demo: connector });
      try {
        texts.push((await compileCatalog(await loadCatalog(catalog.dir))).text!);
      } finally {
        await catalog.cleanup();
      }
    }
    expect(texts[0]).toBe(texts[1]);
    expect(texts[0]).toMatch(/^\{\n {2}"version": 1,\n {2}"connectors": \[\n {4}\{\n {6}"id": "demo",\n {6}"name"/);
    expect(texts[0]!.endsWith('}\n')).toBe(true);
    expect(texts[0]).not.toContain('$schema');
    expect(texts[0]).toContain('"auth": {\n        "type": "api_key",\n        "delivery": "env",\n        "param": "DEMO_KEY"');
    expect(texts[0]).toContain('"tools": [\n        {\n          "name": ');
  });

  it('--check names the stale connector and files, and how to fix it', async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo') });
    try {
      const loaded = await loadCatalog(catalog.dir);
      await writeFile(path.join(catalog.dir, 'connectors.json'), (await compileCatalog(loaded)).text!);
      expect(await compareWithCommitted(loaded, (await compileCatalog(loaded)).text!)).toEqual([]);

      await writeFile(path.join(catalog.dir, 'demo', 'server.py'), 'print("changed")\n');
      await writeFile(path.join(catalog.dir, 'demo', 'extra.py'), '\n');
      const changed = await loadCatalog(catalog.dir);
      const stale = await compareWithCommitted(changed, (await compileCatalog(changed)).text!);
      expect(stale.map((finding) => finding.message)).toEqual(['connectors.json is stale: "demo": extra.py added, server.py modified']);
      expect(stale[0]!.fix).toMatch(/npm run compile/);
    } finally {
      await catalog.cleanup();
    }
  });

  it('npm run compile -- --verify asks what --check asks (the format guide spells it compile.py --verify)', async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo') });
    const compile = (flag: string) => {
      const result = spawnSync('node', ['scripts/run.cjs', 'compile', flag, '--catalog', catalog.dir], { encoding: 'utf8' });
      return { code: result.status, stdout: result.stdout };
    };
    try {
      expect(compile('--verify')).toMatchObject({ code: 1, stdout: expect.stringContaining('connectors.json is missing') });
      expect(compile('--verify')).toEqual(compile('--check'));
      await writeFile(path.join(catalog.dir, 'connectors.json'), (await compileCatalog(await loadCatalog(catalog.dir))).text!);
      expect(compile('--verify')).toMatchObject({ code: 0, stdout: expect.stringContaining('is up to date') });
    } finally {
      await catalog.cleanup();
    }
  });

  it("--check notices a change to the site's own pages: the index signs them in site_files", async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo') });
    try {
      await mkdir(path.join(catalog.dir, 'assets'));
      await writeFile(path.join(catalog.dir, 'assets', 'catalog.js'), 'render();\n');
      await writeFile(path.join(catalog.dir, 'index.html'), '<!doctype html>\n');
      const loaded = await loadCatalog(catalog.dir);
      const compiled = await compileCatalog(loaded);
      expect(Object.keys(compiled.index!.site_files!)).toEqual(['assets/catalog.js', 'index.html']);
      expect(compiled.index!.site_files!['index.html']).toEqual({ sha256: sha256('<!doctype html>\n'), size: 16 });
      await writeFile(path.join(catalog.dir, 'connectors.json'), compiled.text!);

      await writeFile(path.join(catalog.dir, 'assets', 'catalog.js'), "render();fetch('//evil.example');\n");
      await mkdir(path.join(catalog.dir, 'oauth'));
      await writeFile(path.join(catalog.dir, 'oauth', 'show.html'), '<p>hi</p>\n');
      await writeFile(path.join(catalog.dir, 'assets', '.DS_Store'), 'not a page\n');
      const changed = await loadCatalog(catalog.dir);
      const stale = await compareWithCommitted(changed, (await compileCatalog(changed)).text!);
      expect(stale.map((finding) => [finding.ruleId, finding.message])).toEqual([
        ['index-stale', 'connectors.json is stale: site page assets/catalog.js modified'],
        ['index-stale', 'connectors.json is stale: site page oauth/show.html added'],
      ]);
    } finally {
      await catalog.cleanup();
    }
  });

  it('refuses to compile an index that lists a missing folder', async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo') }, ['demo', 'ghost']);
    try {
      const result = await compileCatalog(await loadCatalog(catalog.dir));
      expect(result.text).toBeUndefined();
      expect(result.findings.map((finding) => finding.message)).toEqual([expect.stringMatching(/"ghost" but there is no folder/)]);
    } finally {
      await catalog.cleanup();
    }
  });

  it('the committed catalog compiles to the committed index', async () => {
    const catalog = await loadCatalog(path.resolve('connectors'));
    const result = await compileCatalog(catalog);
    if (result.text === undefined) throw new Error(JSON.stringify(result.findings, null, 2));
    expect(await readFile('connectors/connectors.json', 'utf8')).toBe(result.text);
  });
});
