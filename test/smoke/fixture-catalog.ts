import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FixtureConnector, localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/smoke');
const SERVER = readFileSync(path.join(FIXTURES, 'mcp_fixture.py'), 'utf8');
const VERIFY = readFileSync(path.join(FIXTURES, 'verify_fixture.py'), 'utf8');
export const EVERYTHING_PACKAGE = '@modelcontextprotocol/server-everything@2026.8.31';
export const EVERYTHING_TOOLS: Array<{ name: string; display_name: string }> = JSON.parse(
  readFileSync(path.join(FIXTURES, 'everything-tools.json'), 'utf8'),
);

const TWO_TOOLS = [
  { name: 'echo', display_name: 'Echo' },
  { name: 'reverse', display_name: 'Reverse Text' },
];
const SECRET_KEY_ENV = [{ name: 'FIXTURE_API_KEY', label: 'API key', description: 'The fixture key', required: true, secret: true }];

interface Case {
  /** mcp_fixture.py mode; the server's behaviour. */
  mode?: string;
  /** verify_fixture.py mode; no verify when absent. */
  verify?: string;
  tools?: Array<{ name: string; display_name: string }>;
  manifest?: Record<string, unknown>;
  files?: Record<string, string>;
}

/** A Python fixture connector: mcp_fixture.py as server.py in MODE, optionally verify_fixture.py as verify.py. */
export function pythonFixture(id: string, spec: Case): FixtureConnector {
  const base = localConnector(id);
  const manifest: Record<string, unknown> = {
    ...base.manifest,
    launch_command: `python3 server.py ${spec.mode ?? 'good'}`,
    mcp_config: { command: 'python3', args: ['server.py', spec.mode ?? 'good'], env: { FIXTURE_API_KEY: '{SECRET:FIXTURE_API_KEY}' } },
    requires: ['PYTHON', 'ENV', 'API_KEY'],
    env: SECRET_KEY_ENV,
    tools: spec.tools ?? TWO_TOOLS,
    ...(spec.verify ? { verify: { command: `python3 verify.py ${spec.verify}`, timeout_secs: spec.verify === 'hang' ? 2 : 15 } } : {}),
    ...spec.manifest,
  };
  return {
    manifest,
    files: { ...base.files, 'server.py': SERVER, ...(spec.verify ? { 'verify.py': VERIFY } : {}), ...spec.files },
    lock: false,
  };
}

export const NEEDS_NODE_20: Case = {
  manifest: {
    launch_command: 'node start.js',
    mcp_config: { command: 'node', args: ['start.js'], env: { FIXTURE_API_KEY: '{SECRET:FIXTURE_API_KEY}' } },
    requires: ['NODE', 'PYTHON', 'ENV', 'API_KEY'],
  },
  files: {
    'start.js': [
      "const { spawn } = require('node:child_process');",
      "if (Number(process.versions.node.split('.')[0]) < 20) throw new Error('needs Node 20, runs on ' + process.version);",
      "spawn('python3', ['server.py', 'good'], { stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 1));",
      '',
    ].join('\n'),
  },
};

/** Failures the smoke run must name, each with the exact set of rule ids it ends with. */
export const FAILURE_CASES: Record<string, Case & { expect: string[] }> = {
  'python-good': { verify: 'refuse', expect: [] },
  'no-reply': { mode: 'no-reply', expect: ['initialize-timeout'] },
  crash: { mode: 'crash', expect: ['server-start'] },
  'node-crash': {
    manifest: {
      launch_command: 'node crash.js',
      mcp_config: { command: 'node', args: ['crash.js'] },
      requires: ['NODE', 'ENV', 'API_KEY'],
    },
    files: { 'crash.js': "throw new TypeError('the config file is missing');\n" },
    expect: ['server-start'],
  },
  // A server that needs Node 20 and declares no min_runtime: on bookworm's Node 18 it fails as it would for users.
  'needs-node-20': { ...NEEDS_NODE_20, expect: ['server-start'] },
  'junk-stdout': { mode: 'junk-stdout', expect: ['stdout-pollution'] },
  'bad-schema': {
    mode: 'bad-schema',
    tools: [...TWO_TOOLS.slice(0, 1), { name: 'search', display_name: 'Search' }],
    expect: ['tool-input-schema'],
  },
  'long-name': {
    mode: 'long-name',
    tools: [{ name: 'fetch_every_single_page_of_the_documentation_site', display_name: 'Fetch Docs' }],
    expect: ['tool-name'],
  },
  'no-title': { mode: 'no-title', tools: [], expect: ['tool-friendly-name'] },
  'missing-tool': { tools: [...TWO_TOOLS, { name: 'ghost', display_name: 'Ghost' }], expect: ['tools-match-manifest'] },
  linger: { mode: 'linger', expect: ['slow-exit'] },
  poison: {
    mode: 'poison',
    tools: TWO_TOOLS.slice(0, 1),
    expect: ['hidden-unicode', 'instruction-text', 'tool-hides-from-user', 'tool-points-at-secrets'],
  },
  'verify-two': { verify: 'two-objects', expect: ['verify-output'] },
  'verify-leak': { verify: 'leak', expect: ['secret-leak'] },
  // The canary check at PR time catches each encoded form, not the raw one alone.
  ...Object.fromEntries(
    ['base64', 'base64-at-1', 'base64-at-2', 'base64url', 'hex', 'HEX', 'reversed'].map((form) => [
      `verify-leak-${form.toLowerCase()}${form === 'HEX' ? '-upper' : ''}`,
      { verify: `leak-${form}`, expect: ['secret-leak'] },
    ]),
  ),
  'verify-hang': { verify: 'hang', expect: ['verify-timeout'] },
  'verify-accept': { verify: 'accept', expect: ['verify-accepts-canary'] },
  'verify-bad-exit': { verify: 'bad-exit', expect: ['verify-exit-code'] },
  'verify-hog': { verify: 'memory-hog', expect: ['verify-killed'] },
  'dep-missing': { files: { 'requirements.txt': 'skald-no-such-package==1.0.0\n' }, expect: ['dependency-install'] },
};

/** What the sandbox must hold: each ends in a clear failure within its timeout. */
export const HOSTILE_CASES: Record<string, Case & { expect: string[] }> = {
  'endless-loop': { mode: 'loop', expect: ['initialize-timeout'] },
  'fork-bomb': { mode: 'fork-bomb', expect: ['initialize-timeout'] },
  'memory-hog': { mode: 'memory-hog', expect: ['server-start'] },
  'output-flood': { mode: 'flood', expect: ['initialize-timeout', 'stdout-pollution'] },
  'network-attempt': { mode: 'network', expect: ['server-start'] },
  'read-environment': { mode: 'environ', tools: TWO_TOOLS.slice(0, 1), expect: ['secret-leak'] },
};

/** server-everything, run the way published-package connectors are: `npx -y <pkg>@<exact>`, pinned in package.json and locked. */
function everythingFixture(): FixtureConnector {
  const base = localConnector('everything');
  const [name, version] = [
    EVERYTHING_PACKAGE.slice(0, EVERYTHING_PACKAGE.lastIndexOf('@')),
    EVERYTHING_PACKAGE.slice(EVERYTHING_PACKAGE.lastIndexOf('@') + 1),
  ];
  return {
    manifest: {
      ...base.manifest,
      launch_command: `npx -y ${EVERYTHING_PACKAGE}`,
      requires: ['NODE'],
      dependencies: [],
      mcp_config: { command: 'npx', args: ['-y', EVERYTHING_PACKAGE] },
      tools: EVERYTHING_TOOLS,
    },
    files: {
      ...base.files,
      'server.py': '',
      'package.json': `${JSON.stringify({ name: 'everything-connector', private: true, dependencies: { [name]: version } }, null, 2)}\n`,
      // Made with npm install --package-lock-only: the smoke installs the tree it locks with npm ci.
      'package-lock.json': readFileSync(path.join(FIXTURES, 'everything-package-lock.json'), 'utf8'),
    },
    lock: false,
  };
}

/** A remote connector pointing at `url` (server-everything on loopback in the tests). */
export function remoteFixture(id: string, url: string, extra: Record<string, unknown> = {}): FixtureConnector {
  const base = localConnector(id);
  const { launch_command: _launch, transport: _transport, ...manifest } = base.manifest;
  return {
    manifest: { ...manifest, type: 'mcp_remote', requires: [], mcp_config: { url }, tools: EVERYTHING_TOOLS, ...extra },
    files: base.files,
    lock: false,
  };
}

/** The whole fixture catalog in a temp dir. */
export async function writeSmokeCatalog(remotes: Record<string, FixtureConnector> = {}) {
  const connectors: Record<string, FixtureConnector> = { everything: everythingFixture(), ...remotes };
  for (const [id, spec] of Object.entries({ ...FAILURE_CASES, ...HOSTILE_CASES })) connectors[id] = pythonFixture(id, spec);
  return writeCatalog(connectors);
}
