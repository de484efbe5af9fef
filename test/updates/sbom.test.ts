// The bill of materials: `npm run sbom` writes it from package-lock.json alone (npm sbom, offline) and again the same
// bytes; for Python from the METADATA of the wheels the sandbox's install fetched from an index stand-in (Docker). The
// `sbom` rule notices a lockfile that moved on, either way; `dependency-license` judges every package against the
// policy, expressions included, and the connector passes once the policy allows what it carries.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.ts';
import { readSbom, SBOM_FILE } from '../../src/catalog/sbom.ts';
import { writeSbom } from '../../src/install/bill-of-materials.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import { expressionAllowed } from '../../src/rules/static/dependency-license.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';
import { RegistryStandIn } from '../registry/stand-in.ts';

const exec = promisify(execFile);

const LOCK = {
  name: 'demo',
  lockfileVersion: 3,
  requires: true,
  packages: {
    '': { name: 'demo', dependencies: { 'left-pad': '1.3.0' } },
    'node_modules/left-pad': {
      version: '1.3.0',
      integrity: 'sha512-AAAA',
      license: 'WTFPL',
      dependencies: { tiny: '^2.0.0', odd: '^0.1.0' },
    },
    'node_modules/tiny': { version: '2.0.1', integrity: 'sha512-BBBB', license: 'MIT' },
    'node_modules/odd': { version: '0.1.0', integrity: 'sha512-CCCC', license: 'Apache2' },
  },
};

function npmConnector(lock: unknown) {
  const connector = localConnector('padder');
  for (const manifest of [connector.fragment, connector.manifest]) manifest.requires = ['NODE'];
  Object.assign(connector.manifest, { launch_command: 'node server.js', mcp_config: { command: 'node', args: ['server.js'] } });
  return {
    ...connector,
    files: {
      'server.js': '// serves\n',
      'icon_sm.svg': connector.files['icon_sm.svg']!,
      'icon_lg.svg': connector.files['icon_lg.svg']!,
      'package.json': JSON.stringify({ name: 'demo', private: true, dependencies: { 'left-pad': '1.3.0' } }),
      'package-lock.json': JSON.stringify(lock),
    },
  };
}

const ruleFindings = async (dir: string) =>
  (await checkCatalog({ catalogDir: dir, only: ['sbom', 'dependency-license'] })).findings.map(
    (finding) => `${finding.ruleId}: ${finding.message}`,
  );

describe('the bill of materials of an npm connector', () => {
  it('is written from the lockfile alone, the same bytes twice, with each declared license; the rules judge it', async () => {
    const catalog = await writeCatalog({ padder: npmConnector(LOCK) });
    try {
      expect(await ruleFindings(catalog.dir)).toEqual([
        'sbom: the folder has no sbom.cdx.json (a regular file), yet the connector installs packages (package-lock.json)',
      ]);
      // No registry is reachable: npm sbom reads the lockfile only.
      const env = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' };
      const first = await exec(process.execPath, ['scripts/run.cjs', 'sbom', '--catalog', catalog.dir], { env });
      expect(first.stdout).toContain(`wrote ${path.join(catalog.dir, 'padder', SBOM_FILE)}`);
      const text = await readFile(path.join(catalog.dir, 'padder', SBOM_FILE), 'utf8');
      const bom = JSON.parse(text) as Record<string, unknown>;
      expect(bom).toMatchObject({
        bomFormat: 'CycloneDX',
        specVersion: '1.5',
        metadata: { component: { name: 'padder', type: 'application' } },
      });
      expect(text).not.toMatch(/serialNumber|timestamp|0\.0\.0/);
      const read = readSbom({ dir: path.join(catalog.dir, 'padder'), files: [{ path: SBOM_FILE, kind: 'file', size: text.length }] });
      expect(read).toEqual({
        packages: [
          // npm sbom keeps SPDX ids; a license it cannot parse ("Apache2") is kept by name from the lockfile.
          { ecosystem: 'npm', name: 'left-pad', version: '1.3.0', licenses: ['WTFPL'] },
          { ecosystem: 'npm', name: 'odd', version: '0.1.0', licenses: ['Apache2'] },
          { ecosystem: 'npm', name: 'tiny', version: '2.0.1', licenses: ['MIT'] },
        ],
      });
      expect(await writeSbom((await loadCatalog(catalog.dir)).connectors[0]!)).toEqual({ changed: false });

      expect(await ruleFindings(catalog.dir)).toEqual([
        'dependency-license: the npm package left-pad 1.3.0 is under WTFPL, which the license policy does not allow',
        'dependency-license: the npm package odd 0.1.0 is under Apache2, which the license policy does not allow',
      ]);

      // The lockfile moves on: the bill of materials is stale, both ways.
      const moved = structuredClone(LOCK) as { packages: Record<string, unknown> };
      moved.packages['node_modules/tiny'] = { version: '2.1.0', license: 'MIT' };
      await writeFile(path.join(catalog.dir, 'padder', 'package-lock.json'), JSON.stringify(moved));
      expect((await ruleFindings(catalog.dir)).filter((finding) => finding.startsWith('sbom'))).toEqual([
        'sbom: sbom.cdx.json is stale: package-lock.json installs tiny 2.1.0, which it does not list; it lists tiny 2.0.1, which package-lock.json does not install',
      ]);
    } finally {
      await catalog.cleanup();
    }
  });

  it('judges SPDX expressions: OR needs one allowed side, AND both, WITH its license; a name only as itself', () => {
    const allowed = new Set(['mit', 'apache-2.0', 'a url']);
    expect(expressionAllowed('(MIT OR GPL-3.0-only)', allowed)).toBe(true);
    expect(expressionAllowed('MIT AND GPL-3.0-only', allowed)).toBe(false);
    expect(expressionAllowed('Apache-2.0 AND (MIT OR GPL-2.0)', allowed)).toBe(true);
    expect(expressionAllowed('Apache-2.0 WITH LLVM-exception', allowed)).toBe(true);
    expect(expressionAllowed('GPL-2.0 WITH Classpath-exception-2.0 OR MIT', allowed)).toBe(true);
    expect(expressionAllowed('mit or', allowed)).toBe(false);
    expect(expressionAllowed('A URL', allowed)).toBe(true);
    expect(expressionAllowed('(MIT', allowed)).toBe(false);
  });
});

describe('the bill of materials of a Python connector', () => {
  let registry: RegistryStandIn;
  const wheel = async (name: string, version: string, metadata: string) => {
    const script = `
import io, sys, zipfile
name, version, metadata = sys.argv[1:4]
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w") as wheel:
    wheel.writestr(name + "/__init__.py", "")
    info = name + "-" + version + ".dist-info/"
    wheel.writestr(info + "METADATA", "Metadata-Version: 2.1\\nName: " + name + "\\nVersion: " + version + "\\n" + metadata)
    wheel.writestr(info + "WHEEL", "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")
    wheel.writestr(info + "RECORD", "")
sys.stdout.buffer.write(buffer.getvalue())
`;
    const { stdout } = await exec('python3', ['-c', script, name, version, metadata], { encoding: 'buffer' });
    return { filename: `${name}-${version}-py3-none-any.whl`, bytes: stdout, uploaded: '2026-11-01T00:00:00Z' };
  };

  beforeAll(async () => {
    registry = await RegistryStandIn.start();
    registry.publishPython('skald-words', [await wheel('skald_words', '1.0.0', 'License-Expression: MIT\nRequires-Dist: skald-letters\n')]);
    registry.publishPython('skald-letters', [
      await wheel(
        'skald_letters',
        '2.0.0',
        'License: GNU Lesser General Public License v3\nClassifier: License :: OSI Approved :: GNU Lesser General Public License v3 (LGPLv3)\n',
      ),
    ]);
  });
  afterAll(() => registry?.close());

  it('lists what the sandbox installed, with the licenses its METADATA declares', async () => {
    const connector = localConnector('words');
    const catalog = await writeCatalog({
      words: { ...connector, files: { ...connector.files, 'requirements.txt': 'skald-words==1.0.0\n' } },
    });
    const index = process.env.PIP_INDEX_URL;
    process.env.PIP_INDEX_URL = registry.pypiUrl;
    try {
      // The install reaches the stand-in on loopback through its egress proxy on the host network, as install-phases does.
      const [folder] = (await loadCatalog(catalog.dir)).connectors;
      expect(await writeSbom(folder!, { egressNetwork: 'host' })).toEqual({ changed: true });
      expect(await ruleFindings(catalog.dir)).toEqual([
        'dependency-license: the Python package skald_letters 2.0.0 is under GNU Lesser General Public License v3 (LGPLv3), which the license policy does not allow',
      ]);
      const read = readSbom({ dir: folder!.dir, files: [{ path: SBOM_FILE, kind: 'file', size: 1 }] });
      expect(read).toEqual({
        packages: [
          { ecosystem: 'pypi', name: 'skald_letters', version: '2.0.0', licenses: ['GNU Lesser General Public License v3 (LGPLv3)'] },
          { ecosystem: 'pypi', name: 'skald_words', version: '1.0.0', licenses: ['MIT'] },
        ],
      });
      // A pin that moves on without a new bill of materials is stale.
      await writeFile(path.join(folder!.dir, 'requirements.txt'), 'skald-words==1.1.0\n');
      expect((await ruleFindings(catalog.dir)).filter((finding) => finding.startsWith('sbom'))).toEqual([
        'sbom: sbom.cdx.json is stale: the Python requirements pin skald-words 1.1.0, which it does not list',
      ]);
    } finally {
      process.env.PIP_INDEX_URL = index;
      await catalog.cleanup();
    }
  }, 900_000);
});
