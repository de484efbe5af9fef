// `npm run outdated` against registry stand-ins on loopback: a node connector pinned to a fixture MCP server package
// (npm registry: newer releases with dates, a pre-release, a deprecated one and one above the `latest` tag, and two
// advisories) and a Python connector pinned in requirements.txt (a simple index, as JSON and as HTML, with a yanked
// release and a pre-release). The command line itself: the JSON on stdout, and an unreachable registry as exit 3.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.ts';
import { formatOutdated } from '../../src/commands/outdated.ts';
import { findOutdated } from '../../src/updates/outdated.ts';
import { pypiReleases } from '../../src/updates/python-index.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';
import { fixtureRelease } from '../registry/fixture-package.ts';
import { RegistryStandIn } from '../registry/stand-in.ts';

const exec = promisify(execFile);
const PACKAGE = '@fixture/dictionary-mcp';
const day = (date: string) => new Date(`${date}T12:00:00Z`);

let registry: RegistryStandIn;
let scratch: string;
let catalog: { dir: string; cleanup: () => Promise<void> };

beforeAll(async () => {
  registry = await RegistryStandIn.start();
  scratch = await mkdtemp(path.join(tmpdir(), 'skald-outdated-'));
  const releases: Array<[string, string]> = [
    ['1.0.0', '2026-10-01'],
    ['1.0.1', '2026-10-15'],
    ['1.1.0-beta.1', '2026-10-20'],
    ['1.1.0', '2026-11-02'],
    ['1.2.0', '2026-11-10'],
    ['2.0.0', '2026-11-20'],
  ];
  for (const [version, date] of releases) await registry.publishNpm(await fixtureRelease(scratch, { name: PACKAGE, version }), day(date));
  registry.deprecate(PACKAGE, '1.2.0');
  registry.tagLatest(PACKAGE, '1.2.0');
  const advisory = { title: 'Path traversal\nin lookup <script>', severity: 'high' };
  registry.advise(PACKAGE, {
    id: 1101,
    url: 'https://github.com/advisories/GHSA-2q3r-4f5g-6h7j',
    vulnerable_versions: '<1.0.1',
    ...advisory,
  });
  registry.advise(PACKAGE, {
    id: 1102,
    url: 'https://example.test/not-a-ghsa',
    vulnerable_versions: '<2.0.0',
    title: 'ReDoS',
    severity: 'moderate',
  });
  const wheel = (version: string, uploaded: string, yanked?: boolean) => ({
    filename: `fixture_words-${version}-py3-none-any.whl`,
    bytes: Buffer.from(version),
    uploaded: `${uploaded}T08:00:00Z`,
    yanked,
  });
  registry.publishPython('fixture-words', [
    wheel('1.0.0', '2026-09-01'),
    wheel('1.1.0', '2026-11-05'),
    { filename: 'fixture-words-1.1.0.tar.gz', bytes: Buffer.from('sdist'), uploaded: '2026-11-04T08:00:00Z' },
    wheel('1.2.0', '2026-11-12', true),
    wheel('2.0.0rc1', '2026-11-20'),
  ]);

  const node = localConnector('dictionary');
  for (const manifest of [node.fragment, node.manifest]) manifest.requires = ['NODE'];
  Object.assign(node.manifest, {
    launch_command: `npx -y ${PACKAGE}@1.0.0`,
    dependencies: [`${PACKAGE}@1.0.0`],
    mcp_config: { command: 'npx', args: ['-y', `${PACKAGE}@1.0.0`] },
  });
  const python = localConnector('words');
  catalog = await writeCatalog({
    dictionary: { ...node, files: { ...node.files, 'package.json': JSON.stringify({ name: 'x', dependencies: { [PACKAGE]: '1.0.0' } }) } },
    words: { ...python, files: { ...python.files, 'requirements.txt': '# pinned\nfixture-words==1.0.0\nrequests>=2\n' } },
    plain: localConnector('plain'),
  });
}, 120_000);

afterAll(async () => {
  await registry?.close();
  await catalog?.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

const registries = () => ({ npm: new URL(registry.url), pypi: new URL(registry.pypiUrl) });

describe('npm run outdated', () => {
  it('lists newer releases with their dates, the target, and the advisories that name the pin', async () => {
    const report = await findOutdated(await loadCatalog(catalog.dir), [], registries());
    expect(report.connectors.map((connector) => connector.id)).toEqual(['dictionary', 'words']);
    const [npm] = report.connectors[0]!.dependencies;
    expect(npm).toMatchObject({ ecosystem: 'npm', name: PACKAGE, pinned: '1.0.0', target: '1.1.0' });
    // No pre-release (the pin is none), nothing deprecated, nothing above the latest tag.
    expect(npm!.newer).toEqual([
      { version: '1.0.1', published: '2026-10-15T12:00:00.000Z' },
      { version: '1.1.0', published: '2026-11-02T12:00:00.000Z' },
    ]);
    expect(npm!.advisories).toEqual([
      {
        id: 'GHSA-2q3r-4f5g-6h7j',
        severity: 'high',
        vulnerableVersions: '<1.0.1',
        url: 'https://github.com/advisories/GHSA-2q3r-4f5g-6h7j',
        title: 'Path traversal in lookup <script>',
      },
      { id: 'npm-1102', severity: 'moderate', vulnerableVersions: '<2.0.0', title: 'ReDoS' },
    ]);
    expect(npm!.stillAffected).toEqual(['npm-1102']);

    const [python] = report.connectors[1]!.dependencies;
    expect(python).toMatchObject({ ecosystem: 'pypi', name: 'fixture-words', pinned: '1.0.0', target: '1.1.0', advisories: [] });
    // The earliest upload of the version's files; the yanked 1.2.0 and the release candidate are left out.
    expect(python!.newer).toEqual([{ version: '1.1.0', published: '2026-11-04T08:00:00.000Z' }]);
    expect(report.connectors[1]!.unpinned).toEqual([
      { ecosystem: 'pypi', spec: 'requests>=2', why: 'requirements.txt does not pin it as name==version' },
    ]);

    const text = formatOutdated(report);
    expect(text).toContain(`  ${PACKAGE} (npm) 1.0.0 -> 1.1.0\n    newer: 1.0.1 (2026-10-15), 1.1.0 (2026-11-02)`);
    expect(text).toContain('advisory GHSA-2q3r-4f5g-6h7j (high) names 1.0.0; fixed in 1.1.0: Path traversal in lookup <script>');
    expect(text).toContain('advisory npm-1102 (moderate) names 1.0.0; still in 1.1.0: ReDoS');
    expect(text).toContain('not proposed: requests>=2');
    expect(text).toContain('2 of 2 connector(s) with pinned dependencies can be updated');
  });

  it('reads a PEP 503 index that answers HTML only', async () => {
    const page = await fetch(`${registry.pypiUrl}fixture-words/`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toBe('text/html');
    // Asked for HTML only, by a name spelt otherwise: the versions of the files not yanked, and no dates (HTML has none).
    const found = await pypiReleases(new URL(registry.pypiUrl), 'Fixture_Words', 'text/html');
    expect(found!.releases).toEqual([{ version: '1.0.0' }, { version: '1.1.0' }, { version: '2.0.0rc1' }]);
  });

  it('runs as a command: JSON on stdout; an unreachable registry is exit 3 naming it', async () => {
    const run = (env: Record<string, string>) =>
      exec(process.execPath, ['scripts/run.cjs', 'outdated', '--catalog', catalog.dir, '--json', 'dictionary'], {
        env: { ...process.env, ...env },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const ok = await run({ npm_config_registry: registry.url, PIP_INDEX_URL: registry.pypiUrl });
    expect(ok.code).toBe(0);
    const report = JSON.parse(ok.stdout) as { schemaVersion: number; connectors: Array<{ id: string }> };
    expect(report.schemaVersion).toBe(1);
    expect(report.connectors.map((connector) => connector.id)).toEqual(['dictionary']);
    const down = await run({ npm_config_registry: 'http://127.0.0.1:9/', PIP_INDEX_URL: 'http://127.0.0.1:9/simple/' });
    expect(down.code).toBe(3);
    expect(down.stderr).toMatch(
      /^outdated: no registry could be read: the npm registry's document of @fixture\/dictionary-mcp: 127\.0\.0\.1:9 cannot be reached/,
    );
  });
});
