// One situation per rule id that triggers the rule, judged through its phase's runner or judge: here those built on
// disk for `npm run check` (a catalog, a git repository); observed-fixtures.ts has those that are observations. The
// rules meta-test and the selection test judge each with the selections they need.
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sbomText } from '../../src/catalog/sbom.ts';
import type { RuleId } from '../../src/findings/rule-ids.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import { PLACEHOLDER_ICON_MARK } from '../../src/rules/static/placeholder-icon.ts';
import { releaseKeys } from '../deploy/fixture.ts';
import { TestRepo, TODAY } from '../version-guard/repo.ts';
import { localConnector, writeCatalog } from './catalog-fixture.ts';
import { type Fixture, OBSERVED_FIXTURES } from './observed-fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: fixtures mutate manifests into any shape, valid or not
type Json = Record<string, any>;
type Connector = { fragment: Json; manifest: Json; files: Record<string, string | Buffer>; lock?: false };

/** `npm run check` over a one-connector catalog ("demo") changed by `mutate`. */
function checked(mutate: (c: Connector) => void, after?: (dir: string) => Promise<void>): Fixture {
  return async (use) => {
    const connector = localConnector('demo') as Connector;
    mutate(connector);
    const catalog = await writeCatalog({ demo: connector });
    try {
      await after?.(catalog.dir);
      return await use(async (selection) => (await checkCatalog({ catalogDir: catalog.dir, ...selection })).findings);
    } finally {
      await catalog.cleanup();
    }
  };
}

/** A pylib/ beside the catalog, with its vendor table naming each file. */
async function writeVendorTable(repoDir: string, sources: Record<string, string>): Promise<void> {
  await mkdir(path.join(repoDir, 'pylib'), { recursive: true });
  const copies = Object.fromEntries(Object.keys(sources).map((name) => [name, `pylib/${name}`]));
  await writeFile(path.join(repoDir, 'pylib', 'vendor.json'), JSON.stringify({ copies }));
  for (const [name, text] of Object.entries(sources)) await writeFile(path.join(repoDir, 'pylib', name), text);
}

/** A connector started from a published npm package, pinned in package.json as `packageJson`. */
function npmPackaged(c: Connector, packageJson: string, extra?: string): void {
  both(c, 'requires', ['NODE']);
  delete c.files['server.py'];
  c.manifest.launch_command = 'npx -y @demo/mcp@1.2.3';
  c.manifest.dependencies = ['@demo/mcp@1.2.3'];
  c.manifest.mcp_config = { command: 'npx', args: ['-y', '@demo/mcp@1.2.3'] };
  const dependencies = extra ? { '@demo/mcp': '1.2.3', [extra]: packageJson } : { '@demo/mcp': packageJson };
  c.files['package.json'] = JSON.stringify({ name: 'demo', private: true, dependencies });
}

const both = (c: Connector, key: string, value: unknown) => {
  c.fragment[key] = value;
  c.manifest[key] = value;
};

/** `npm run check`, version guard on, after `change` to a committed two-connector catalog (alpha, beta at version 3). */
function guarded(change: (repo: TestRepo) => void | Promise<void>, before?: (repo: TestRepo) => void): Fixture {
  return async (use) => {
    const repo = TestRepo.create();
    try {
      await repo.writeCatalog(['alpha', 'beta']);
      before?.(repo);
      const base = repo.commitAll('base catalog');
      await change(repo);
      const catalogDir = repo.path('connectors');
      return await use(async (selection) => (await checkCatalog({ catalogDir, versionGuard: { base, env: {} }, ...selection })).findings);
    } finally {
      repo.cleanup();
    }
  };
}

const CHECKED = {
  'missing-manifest': checked(
    () => {},
    (dir) => rm(path.join(dir, 'demo', 'connector.json')),
  ),
  'json-syntax': checked(
    () => {},
    (dir) => writeFile(path.join(dir, 'demo', 'connector.json'), '{"id": "demo",}\n'),
  ),
  schema: checked((c) => both(c, 'version', 0)),
  'id-matches-folder': checked((c) => both(c, 'id', 'other')),
  'manifests-agree': checked((c) => (c.fragment.name = 'Other')),
  'connector-kind': checked((c) => delete c.manifest.launch_command),
  'remote-origin': checked((c) => {
    both(c, 'type', 'mcp_remote');
    both(c, 'requires', []);
    for (const field of ['launch_command', 'transport']) delete c.manifest[field];
    delete c.files['server.py'];
    c.manifest.mcp_config = { url: 'https://172.17.0.1:8443/mcp' };
  }),
  'requires-matches': checked((c) => both(c, 'requires', [])),
  'min-runtime': checked((c) => (c.manifest.min_runtime = { python: '99' })),
  'auth-delivery': checked((c) => {
    const auth = { type: 'api_key', delivery: 'env', param: 'MAPS_KEY' };
    c.fragment.auth = auth;
    c.manifest.auth = auth;
  }),
  placeholders: checked((c) => (c.manifest.mcp_config.env = { A: '{ENV:NOT_DECLARED}', KEY: '{env:KEY}' })),
  'verify-file': checked((c) => (c.manifest.verify = { command: 'python3 verify.py' })),
  'llm-description': checked((c) => (c.manifest.docs = [{ lang: 'it', description: 'x', llm_short_description: 'y' }])),
  'tools-lock': checked((c) => (c.files['tools.lock.json'] = '{}\n')),
  'tool-name-shadows': checked((c) => both(c, 'tools', [{ name: 'activate_tools', display_name: 'A' }])),
  'tool-entries': checked((c) => both(c, 'tools', [{ name: 'get.forecast', display_name: 'A' }])),
  icons: checked((c) => delete c.files['icon_lg.svg']),
  'placeholder-icon': checked(
    (c) => (c.files['icon_sm.svg'] = `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${PLACEHOLDER_ICON_MARK} --></svg>`),
  ),
  'folder-files': checked((c) => (c.files['.DS_Store'] = 'x')),
  'active-files': checked((c) => (c.files['help.html'] = '<script>alert(1)</script>')),
  'vendored-copy': checked(
    (c) => (c.files['skald_mcp.py'] = 'an old copy\n'),
    (dir) => writeVendorTable(path.dirname(dir), { 'skald_mcp.py': 'the source\n' }),
  ),
  'npm-pins-agree': checked((c) => npmPackaged(c, '^1.2.3')),
  'npm-lockfile': checked((c) => npmPackaged(c, '1.2.3')),
  'npm-engines-node': checked((c) => {
    npmPackaged(c, '1.2.3');
    c.files['package-lock.json'] = JSON.stringify({
      name: 'demo',
      lockfileVersion: 3,
      packages: {
        '': { name: 'demo', dependencies: { '@demo/mcp': '1.2.3' } },
        'node_modules/@demo/mcp': { version: '1.2.3', engines: { node: '>=99.0.0' } },
      },
    });
  }),
  sbom: checked((c) => {
    npmPackaged(c, '1.2.3');
    c.files['package-lock.json'] = JSON.stringify({
      name: 'demo',
      lockfileVersion: 3,
      packages: { '': { name: 'demo', dependencies: { '@demo/mcp': '1.2.3' } }, 'node_modules/@demo/mcp': { version: '1.2.4' } },
    });
    c.files['sbom.cdx.json'] = sbomText('demo', []);
  }),
  'dependency-license': checked((c) => {
    const component = {
      name: 'copyleft-lib',
      version: '2.0.0',
      purl: 'pkg:npm/copyleft-lib@2.0.0',
      licenses: [{ license: { id: 'GPL-3.0-only' } }],
    };
    c.files['sbom.cdx.json'] = sbomText('demo', [component]);
  }),
  'index-lists-folders': checked(
    () => {},
    (dir) => writeFile(path.join(dir, 'index.json'), '[]\n'),
  ),
  compile: checked(
    () => {},
    async (dir) => {
      await mkdir(path.join(dir, 'assets'));
      await symlink('/proc/self/environ', path.join(dir, 'assets', 'catalog.css'));
    },
  ),
  'index-stale': checked(() => {}),
  'npm-dependency-file': checked((c) => npmPackaged(c, 'file:../helper', 'helper')),
  'npm-dependency-link': checked((c) => npmPackaged(c, 'link:../helper', 'helper')),
  'npm-dependency-git': checked((c) => npmPackaged(c, 'git+https://example.com/helper.git', 'helper')),
  'npm-dependency-tarball': checked((c) => npmPackaged(c, 'https://example.com/helper.tgz', 'helper')),
  'requirements-option': checked((c) => (c.files['requirements.txt'] = '-r other.txt\n')),
  'requirements-path': checked((c) => (c.files['requirements.txt'] = './vendor/helper.whl\n')),
  'dependency-spec': checked((c) => (c.manifest.dependencies = ['--index-url=https://example.com/simple'])),
  'secret-variable-unique': checked((c) => {
    c.manifest.auth = { type: 'api_key', delivery: 'env', param: 'Api_Key' };
    c.fragment.auth = c.manifest.auth;
    c.manifest.env = [{ name: 'API_KEY', label: 'Key', description: 'The same key', required: true, secret: true }];
  }),
  'version-not-bumped': guarded((repo) => repo.write('connectors/alpha/server.py', 'print("changed")\n')),
  'trust-root': guarded((repo) => repo.write('connectors/connectors.pub', releaseKeys().other.publicKey)),
  'trust-file-form': guarded((repo) => {
    // A comment of fixed length: minisign writes a key id without its leading zeros, so its own comment is one
    // character short for one key in sixteen, and the carriage return's column would move with it.
    const comment = 'untrusted comment: minisign public key 0123456789ABCDEF';
    const key = releaseKeys().other.publicKey.split('\n')[1];
    repo.write('connectors/root.pub', `${comment}\r${releaseKeys().primary.publicKey.split('\n')[1]}\n${key}\n`);
  }),
  'contract-changed-without-bump': guarded((repo) => repo.editJson('connectors/alpha/fragment.json', (value) => (value.scope = 'user'))),
  'version-decreased': guarded((repo) => repo.setVersion('alpha', { version: 2 })),
  'version-skipped': guarded((repo) => repo.setVersion('alpha', { version: 5, version_string: '1.3.0', version_release_date: TODAY })),
  'version-bump-without-change': guarded((repo) =>
    repo.setVersion('alpha', { version: 4, version_string: '1.2.1', version_release_date: TODAY }),
  ),
  'version-string-not-increased': guarded((repo) => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { version: 4, version_string: '1.2.0', version_release_date: TODAY });
  }),
  'release-date-unchanged': guarded((repo) => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { version: 4, version_string: '1.2.1' });
  }),
  'release-date-in-future': guarded((repo) => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { version: 4, version_string: '1.2.1', version_release_date: '2999-01-01' });
  }),
  'release-date-before-base': guarded((repo) => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { version: 4, version_string: '1.2.1', version_release_date: '2000-01-01' });
  }),
  'new-connector-version': guarded((repo) => repo.writeCatalog(['alpha', 'beta', 'gamma'])),
  'removed-connector-still-indexed': guarded((repo) => repo.remove('connectors/beta')),
  'renamed-connector': guarded(async (repo) => rename(repo.path('connectors/beta'), repo.path('connectors/delta'))),
  'removed-leftover': guarded(
    async (repo) => {
      repo.remove('connectors/beta');
      await repo.writeCatalog(['alpha']);
    },
    (repo) => repo.write('README.md', 'See connectors/beta/ for the beta connector.\n'),
  ),
} satisfies Partial<Record<RuleId, Fixture>>;

/** One situation per rule id (internal-error's is a crashing rule, which ignores the selection). */
export const FIXTURES: Record<RuleId, Fixture> = { ...CHECKED, ...OBSERVED_FIXTURES };
