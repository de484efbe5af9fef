import { rename, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sbomText } from '../../src/catalog/sbom.ts';
import type { Finding, Report } from '../../src/findings/finding.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import type { Target, ValidConnector } from '../../src/rules/rule.ts';
import { icons } from '../../src/rules/static/icons.ts';
import { localConnector, SVG_ICON, writeCatalog } from '../helpers/catalog-fixture.ts';

// biome-ignore lint/suspicious/noExplicitAny: fixtures mutate manifests into any shape, valid or not
type Json = Record<string, any>;
type Mutation = (connector: { fragment: Json; manifest: Json; files: Record<string, string | Buffer> }) => void;

/** Checks a one-connector catalog ("demo") after `mutate`; the index is recompiled unless told otherwise. */
async function findingsAfter(mutate: Mutation, options: { after?: (dir: string) => Promise<void> } = {}): Promise<Finding[]> {
  const connector = localConnector('demo');
  mutate(connector);
  const catalog = await writeCatalog({ demo: connector });
  try {
    await options.after?.(catalog.dir);
    const { findings } = await checkCatalog({ catalogDir: catalog.dir, except: ['index-stale'] });
    return findings;
  } finally {
    await catalog.cleanup();
  }
}

const ids = (findings: Finding[]) => [...new Set(findings.map((finding) => `${finding.severity}:${finding.ruleId}`))].sort();
const both = (c: { fragment: Json; manifest: Json }, key: string, value: unknown) => {
  c.fragment[key] = value;
  c.manifest[key] = value;
};

describe('static rules', () => {
  it('accept a valid connector', async () => {
    expect(await findingsAfter(() => {})).toEqual([]);
  });

  const cases: Array<[string, Mutation, string[]]> = [
    [
      'schema: a misspelt field',
      (c) => {
        c.manifest.lauch_command = 'x';
      },
      ['error:schema'],
    ],
    ['schema: version 0', (c) => both(c, 'version', 0), ['error:compile', 'error:schema']],
    ['schema: an impossible date', (c) => both(c, 'version_release_date', '2026-02-30'), ['error:compile', 'error:schema']],
    ['schema: a version_string that is not semver', (c) => both(c, 'version_string', '1.0'), ['error:compile', 'error:schema']],
    [
      'schema: a default on a required env variable',
      (c) => {
        c.manifest.env = [{ name: 'HOST', label: 'Host', description: 'd', required: true, default: 'x' }];
        both(c, 'requires', ['PYTHON', 'ENV']);
      },
      ['error:schema'],
    ],
    [
      'schema: a lower-case env name',
      (c) => {
        c.manifest.env = [{ name: 'host', label: 'Host', description: 'd', required: true }];
        both(c, 'requires', ['PYTHON', 'ENV']);
      },
      ['error:schema'],
    ],
    [
      'id-matches-folder',
      (c) => {
        c.manifest.id = 'other';
        c.fragment.id = 'other';
      },
      ['error:id-matches-folder'],
    ],
    [
      'manifests-agree: name',
      (c) => {
        c.fragment.name = 'Other';
      },
      ['error:manifests-agree'],
    ],
    [
      'manifests-agree: auth',
      (c) => {
        c.fragment.auth = { type: 'qr' };
      },
      ['error:manifests-agree'],
    ],
    [
      'connector-kind: no launch_command',
      (c) => {
        delete c.manifest.launch_command;
      },
      ['error:connector-kind'],
    ],
    [
      'connector-kind: the script is missing',
      (c) => {
        delete c.files['server.py'];
      },
      ['error:connector-kind'],
    ],
    ['connector-kind: reserved type', (c) => both(c, 'type', 'script'), ['error:connector-kind']],
    ['connector-kind: remote URL that is no URL', (c) => remote(c, 'https://exa mple.org/mcp'), ['error:connector-kind']],
    ['remote-origin: plain http', (c) => remote(c, 'http://example.org/mcp'), ['error:remote-origin']],
    ['remote-origin: plain http on loopback', (c) => remote(c, 'http://127.0.0.1:8080/mcp'), ['error:remote-origin']],
    ['remote-origin: the bridge gateway', (c) => remote(c, 'https://172.17.0.1:8443/mcp'), ['error:remote-origin']],
    ['remote-origin: an IPv4 address spelt as a number', (c) => remote(c, 'https://2130706433/mcp'), ['error:remote-origin']],
    ['remote-origin: an IPv4-mapped IPv6 literal', (c) => remote(c, 'https://[::ffff:a9fe:a9fe]/mcp'), ['error:remote-origin']],
    ['remote-origin: a single label', (c) => remote(c, 'https://metadata/mcp'), ['error:remote-origin']],
    ['remote-origin: .internal', (c) => remote(c, 'https://metadata.google.internal/mcp'), ['error:remote-origin']],
    ['remote-origin: .local with a trailing dot', (c) => remote(c, 'https://printer.local./mcp'), ['error:remote-origin']],
    ['remote-origin: localhost', (c) => remote(c, 'https://api.localhost/mcp'), ['error:remote-origin']],
    [
      'remote-origin: a placeholder in the host',
      (c) => remote(c, 'https://{ENV:HOST}.example.org/mcp'),
      ['error:placeholders', 'error:remote-origin'],
    ],
    ['remote-origin: a public https name passes', (c) => remote(c, 'https://mcp.example.org:8443/mcp'), []],
    [
      'dependency-spec: an option, a short option, a path and a git URL',
      (c) => (c.manifest.dependencies = ['--index-url=https://example.com/simple', '-e.', './x.whl', 'git+https://example.com/x.git']),
      ['error:dependency-spec'],
    ],
    [
      'dependency-spec: packages by name and version pass (the bill of materials they call for is the sbom rule, #36)',
      (c) => (c.manifest.dependencies = ['requests==2.31.0', 'mcp[cli]>=1.2,<2', 'httpx', 'firecrawl-mcp@3.26.0', '@scope/pkg@^1.2.3']),
      ['error:sbom'],
    ],
    ['requires-matches: PYTHON missing', (c) => both(c, 'requires', []), ['error:requires-matches']],
    ['requires-matches: SECRETS_DIR', (c) => both(c, 'requires', ['PYTHON', 'SECRETS_DIR']), ['error:requires-matches']],
    ['requires-matches: ENV without env[]', (c) => both(c, 'requires', ['PYTHON', 'ENV']), ['error:requires-matches']],
    [
      'auth-delivery: deliver.env in mcp_config.env',
      (c) => {
        const auth = { type: 'oauth2', provider: 'google', scopes: ['s'] };
        c.fragment.auth = auth;
        c.manifest.auth = { ...auth, deliver: { as: 'env', format: 'google_authorized_user', env: 'CREDS' } };
        c.manifest.mcp_config.env = { CREDS: 'x' };
        both(c, 'requires', ['OAUTH', 'PYTHON']);
      },
      ['error:auth-delivery'],
    ],
    [
      'auth-delivery: env-delivered key not declared',
      (c) => {
        const auth = { type: 'api_key', delivery: 'env', param: 'MAPS_KEY' };
        c.fragment.auth = auth;
        c.manifest.auth = auth;
        both(c, 'requires', ['PYTHON', 'API_KEY']);
      },
      ['error:auth-delivery'],
    ],
    [
      "placeholders: a secret on the verify's command line",
      (c) => {
        apiKeyRemote(c, 'https://x.example/mcp');
        c.manifest.verify = { command: 'python3 verify.py --key {SECRET:apiKey}' };
        c.files['verify.py'] = 'print("{}")\n';
        both(c, 'requires', ['API_KEY', 'PYTHON']);
      },
      ['error:placeholders'],
    ],
    ['placeholders: {key} is deprecated', (c) => apiKeyRemote(c, 'https://x.example/mcp?k={key}'), ['error:placeholders']],
    [
      'placeholders: {env:NAME} is deprecated',
      (c) => {
        c.manifest.mcp_config.env = { A: '{env:A}' };
      },
      ['error:placeholders'],
    ],
    [
      'placeholders: {secrets}/ is deprecated',
      (c) => {
        c.manifest.mcp_config.env = { A: '{secrets}/a.json' };
      },
      ['error:placeholders'],
    ],
    [
      'placeholders: an undeclared name',
      (c) => {
        c.manifest.mcp_config.env = { A: '{ENV:NOT_DECLARED}' };
      },
      ['error:placeholders'],
    ],
    [
      'placeholders: a secret used as ENV',
      (c) => {
        declare(c, { name: 'TOKEN', label: 'Token', description: 'd', required: true, secret: true });
        c.manifest.mcp_config.env = { TOKEN: '{ENV:TOKEN}' };
      },
      ['error:placeholders'],
    ],
    [
      'placeholders: the API key in the query warns',
      (c) => apiKeyRemote(c, 'https://x.example/mcp?k={SECRET:apiKey}'),
      ['warning:placeholders'],
    ],
    [
      'verify-file: the script is missing',
      (c) => {
        c.manifest.verify = { command: 'python3 verify.py' };
      },
      ['error:verify-file'],
    ],
    [
      'llm-description: no en entry',
      (c) => {
        c.manifest.docs = [{ lang: 'it', description: 'x', llm_short_description: 'y' }];
      },
      ['error:llm-description'],
    ],
    [
      'llm-description: empty',
      (c) => {
        c.manifest.docs[0].llm_short_description = ' ';
      },
      ['error:llm-description'],
    ],
    [
      'llm-description: a list of tools warns',
      (c) => {
        both(c, 'tools', [
          { name: 'get_forecast', display_name: 'F' },
          { name: 'get_current', display_name: 'C' },
        ]);
        c.manifest.docs[0].llm_short_description = 'Tools: get_forecast, get_current';
      },
      ['warning:llm-description'],
    ],
    [
      'tool-entries: a duplicate',
      (c) =>
        both(c, 'tools', [
          { name: 'a', display_name: 'A' },
          { name: 'a', display_name: 'A' },
        ]),
      ['error:tool-entries'],
    ],
    ['tool-entries: a dot in the name', (c) => both(c, 'tools', [{ name: 'get.forecast', display_name: 'A' }]), ['error:tool-entries']],
    [
      'tool-entries: too long once prefixed',
      (c) => both(c, 'tools', [{ name: 'x'.repeat(60), display_name: 'A' }]),
      ['error:tool-entries'],
    ],
    [
      'icons: missing file',
      (c) => {
        delete c.files['icon_lg.svg'];
      },
      ['error:icons'],
    ],
    [
      'icons: wrong fragment path',
      (c) => {
        c.fragment.icon_small = 'icon_sm.svg';
      },
      ['error:icons'],
    ],
    [
      'icons: a script in the SVG',
      (c) => {
        c.files['icon_sm.svg'] = SVG_ICON.replace('</svg>', '<script>alert(1)</script></svg>');
      },
      ['error:icons'],
    ],
    [
      'icons: an external href',
      (c) => {
        c.files['icon_sm.svg'] = SVG_ICON.replace('</svg>', '<image href="https://evil.example/x.png"/></svg>');
      },
      ['error:icons'],
    ],
    [
      'icons: malformed XML',
      (c) => {
        c.files['icon_sm.svg'] = '<svg><g></svg>';
      },
      ['error:icons'],
    ],
    [
      'icons: a .png that is not PNG',
      (c) => {
        c.manifest.icon_small = 'icon_sm.png';
        c.fragment.icon_small = 'demo/icon_sm.png';
        delete c.files['icon_sm.svg'];
        c.files['icon_sm.png'] = 'GIF89a';
      },
      ['error:icons'],
    ],
    [
      'npm-pins-agree: package.json, dependencies, args and launch_command name different versions',
      (c) => npmPackaged(c, { packageJson: '1.2.4', dependencies: '1.2.3', args: '1.2.3', launch: '1.2.3' }),
      ['error:npm-pins-agree', 'warning:npm-lockfile'],
    ],
    [
      'npm-pins-agree: a caret range is not a pin',
      (c) => npmPackaged(c, { packageJson: '^1.2.3', dependencies: '1.2.3', args: '1.2.3', launch: '1.2.3' }),
      ['error:npm-pins-agree', 'warning:npm-lockfile'],
    ],
    [
      'npm pins that agree, and a lockfile whose packages accept the target Node: clean',
      (c) => {
        npmPackaged(c, { packageJson: '1.2.3', dependencies: '1.2.3', args: '1.2.3', launch: '1.2.3' });
        withLock(c, { engines: { node: '>=18' } });
      },
      [],
    ],
    [
      'npm-engines-node: a locked package needs a newer Node than the target runtime',
      (c) => {
        npmPackaged(c, { packageJson: '1.2.3', dependencies: '1.2.3', args: '1.2.3', launch: '1.2.3' });
        withLock(c, { engines: { node: '>=22.0.0' } });
      },
      ['error:npm-engines-node'],
    ],
    [
      'folder-files: junk',
      (c) => {
        c.files['.DS_Store'] = 'x';
        c.files['__pycache__/server.cpython-311.pyc'] = 'x';
      },
      ['error:folder-files'],
    ],
  ];
  for (const [name, mutate, expected] of cases) {
    it(name, async () => {
      expect(ids(await findingsAfter(mutate))).toEqual(expected);
    });
  }

  it('npm-engines-node: per target, against min_runtime: an error where it runs, a warning where min_runtime claims it, nothing where it excludes', async () => {
    const needsNode = (range: string, declared?: string) => (c: Parameters<Mutation>[0]) => {
      npmPackaged(c, { packageJson: '1.2.3', dependencies: '1.2.3', args: '1.2.3', launch: '1.2.3' });
      withLock(c, { engines: { node: range } });
      if (declared) c.manifest.min_runtime = { node: declared };
    };
    // No declaration: it runs on every target, so the oldest one's Node 18 is excluded and that is an error.
    const undeclared = await findingsAfter(needsNode('>=20'));
    expect(ids(undeclared)).toEqual(['error:npm-engines-node']);
    expect(undeclared[0]!.message).toMatch(/^engines\.node excludes Node 18\.\d+\.\d+ of bookworm \(Debian 12\), a target it runs on: /);
    expect(undeclared[0]!.fix).toContain('"min_runtime": {"node": "20"}');
    // Declared: bookworm is excluded and not judged; trixie has Node 20.
    expect(ids(await findingsAfter(needsNode('>=20', '20')))).toEqual([]);
    // Declared, but npm's engines still exclude the one target it claims: the smoke run there is the proof.
    const claimed = await findingsAfter(needsNode('>=22.0.0', '20'));
    expect(ids(claimed)).toEqual(['warning:npm-engines-node']);
    expect(claimed[0]!.message).toMatch(/excludes Node 20\.\d+\.\d+ of trixie \(Debian 13\), a target min_runtime\.node \(20\) claims/);
  });

  it('min-runtime: it names only what requires lists, and some target meets it', async () => {
    expect(ids(await findingsAfter((c) => (c.manifest.min_runtime = { python: '3.11' })))).toEqual([]);
    const node = await findingsAfter((c) => (c.manifest.min_runtime = { node: '20' }));
    expect(ids(node)).toEqual(['error:min-runtime']);
    expect(node[0]!.message).toBe('min_runtime.node is declared, but requires does not list NODE');
    const nowhere = await findingsAfter((c) => (c.manifest.min_runtime = { python: '4' }));
    expect(nowhere[0]!.message).toMatch(/^no target meets it: needs Python 4; trixie \(Debian 13\) has Python 3\.13\.\d+$/);
    expect(ids(await findingsAfter((c) => (c.manifest.min_runtime = {})))).toEqual(['error:schema']);
  });

  it('folder-files: a symlink out of the folder is an error and is not followed', async () => {
    const findings = await findingsAfter(() => {}, { after: (dir) => symlink('/etc/passwd', path.join(dir, 'demo', 'passwd')) });
    expect(ids(findings)).toEqual(['error:folder-files']);
    expect(findings[0]!.file).toMatch(/demo\/passwd$/);
  });

  it('a manifest that is a symlink is neither followed nor read', async () => {
    const findings = await findingsAfter(() => {}, {
      after: async (dir) => {
        await rename(path.join(dir, 'demo', 'connector.json'), path.join(dir, 'elsewhere.json'));
        await symlink(path.join(dir, 'elsewhere.json'), path.join(dir, 'demo', 'connector.json'));
      },
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ruleId: 'json-syntax',
          file: expect.stringMatching(/demo\/connector\.json$/),
          message: 'connector.json is a symlink, which is never followed',
        }),
      ]),
    );
    expect(ids(findings)).toEqual(['error:json-syntax']);
  });

  it('index-lists-folders: unlisted folder, folder-less id, duplicate, non-kebab folder', async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo'), Bad_Name: {} }, ['demo', 'demo', 'ghost']);
    try {
      const { findings } = await checkCatalog({ catalogDir: catalog.dir, only: ['index-lists-folders'] });
      expect(findings.map((finding) => finding.message)).toEqual(
        expect.arrayContaining([
          '"demo" is listed twice (first at [0])',
          expect.stringContaining('"ghost" has no folder'),
          expect.stringContaining('folder name "Bad_Name" is not a kebab-case id'),
          expect.stringContaining('Bad_Name is not listed'),
        ]),
      );
    } finally {
      await catalog.cleanup();
    }
  });

  it('site folders are not connectors', async () => {
    const catalog = await writeCatalog(
      { demo: localConnector('demo'), oauth: { files: { 'show.html': '<p>' } }, schemas: { files: { 'x.json': '{}' } } },
      ['demo'],
    );
    try {
      const { findings } = await checkCatalog({ catalogDir: catalog.dir, except: ['index-stale'] });
      expect(findings).toEqual([]);
    } finally {
      await catalog.cleanup();
    }
  });

  it('auth-delivery points at the env[] entry of the key, even after a repeated name', async () => {
    const findings = await findingsAfter((c) => {
      const auth = { type: 'api_key', delivery: 'env', param: 'MAPS_KEY' };
      c.fragment.auth = auth;
      c.manifest.auth = auth;
      const variable = (name: string, secret: boolean) => ({ name, label: name, description: 'd', required: true, secret });
      c.manifest.env = [variable('REGION', false), variable('REGION', false), variable('MAPS_KEY', false)];
      both(c, 'requires', ['PYTHON', 'ENV', 'API_KEY']);
    });
    const auth = findings.filter((finding) => finding.ruleId === 'auth-delivery');
    expect(auth.map((finding) => [finding.field, finding.message])).toEqual([
      ['env[2].secret', '"MAPS_KEY" carries the API key but is not marked secret'],
    ]);
  });

  it('icons judges the bytes its input carries and reads nothing from disk', () => {
    const { fragment, manifest } = localConnector('demo');
    const files = ['icon_sm.svg', 'icon_lg.svg'].map((name) => ({ path: name, kind: 'file' as const, size: 1 }));
    const connector = {
      folder: 'demo',
      dir: '/nonexistent/demo',
      files,
      fragment: { file: 'connectors/demo/fragment.json' },
      manifest: { file: 'connectors/demo/connector.json' },
      fragmentData: fragment,
      manifestData: manifest,
      icons: new Map([
        ['icon_sm.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
        ['icon_lg.svg', Buffer.from(SVG_ICON)],
      ]),
    } as unknown as ValidConnector;
    expect([...(icons.check(connector) as Iterable<Report<Target>>)].map((report) => [report.at, report.message])).toEqual([
      [
        { file: 'icon_sm.svg', position: { line: 1, column: 48 } },
        'has the element <script> ({http://www.w3.org/2000/svg}script), which is not on the icon allow-list',
      ],
    ]);
  });

  it('findings name file, line, column and field', async () => {
    const findings = await findingsAfter((c) => {
      c.fragment.name = 'Other';
    });
    expect(findings).toHaveLength(1);
    const [finding] = findings as [Finding];
    expect(finding.file).toMatch(/connectors\/demo\/fragment\.json$/);
    expect(finding.field).toBe('name');
    expect(finding.position).toEqual({ line: 3, column: 3 });
    expect(finding.fix).toBeTruthy();
  });
});

/** The connector as an npx-started published package, each pin at the version given. */
function npmPackaged(
  c: { fragment: Json; manifest: Json; files: Record<string, unknown> },
  pins: { packageJson: string; dependencies: string; args: string; launch: string },
) {
  both(c, 'requires', ['NODE']);
  delete c.files['server.py'];
  c.manifest.launch_command = `npx -y @demo/mcp@${pins.launch}`;
  c.manifest.dependencies = [`@demo/mcp@${pins.dependencies}`];
  c.manifest.mcp_config = { command: 'npx', args: ['-y', `@demo/mcp@${pins.args}`] };
  c.files['package.json'] = JSON.stringify({ name: 'demo', private: true, dependencies: { '@demo/mcp': pins.packageJson } });
}

/** A lockfile pinning @demo/mcp 1.2.3 (MIT), and the bill of materials that describes it (the sbom rule). */
function withLock(c: { files: Record<string, unknown> }, pinned: { engines: { node: string } }): void {
  c.files['package-lock.json'] = JSON.stringify({
    name: 'demo',
    lockfileVersion: 3,
    packages: {
      '': { name: 'demo', dependencies: { '@demo/mcp': '1.2.3' } },
      'node_modules/@demo/mcp': { version: '1.2.3', license: 'MIT', ...pinned },
    },
  });
  const component = { name: '@demo/mcp', version: '1.2.3', purl: 'pkg:npm/%40demo/mcp@1.2.3', licenses: [{ license: { id: 'MIT' } }] };
  c.files['sbom.cdx.json'] = sbomText('demo', [component]);
}

function remote(c: { fragment: Json; manifest: Json; files: Record<string, unknown> }, url: string) {
  both(c, 'type', 'mcp_remote');
  both(c, 'requires', []);
  delete c.manifest.launch_command;
  delete c.manifest.transport;
  delete c.files['server.py'];
  c.manifest.mcp_config = { url };
}

function apiKeyRemote(c: { fragment: Json; manifest: Json; files: Record<string, unknown> }, url: string) {
  remote(c, url);
  const auth = { type: 'api_key', delivery: 'query', param: 'apiKey' };
  c.fragment.auth = auth;
  c.manifest.auth = auth;
  both(c, 'requires', ['API_KEY']);
}

function declare(c: { fragment: Json; manifest: Json }, variable: Json) {
  c.manifest.env = [variable];
  both(c, 'requires', ['PYTHON', 'ENV']);
}
