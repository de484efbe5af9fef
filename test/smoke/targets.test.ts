// What differs between targets, on the real engine, with few connectors on trixie: each target's base carries the
// versions its own node and python3 report; a connector is smoked on every target its min_runtime admits, and on one
// it excludes only started, to warn when the declaration is stricter than it needs; its tools are locked from every
// target it admits.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockTools } from '../../src/phases/lock-tools.ts';
import { smokeCatalog } from '../../src/phases/smoke.ts';
import { ensureTargetBase, type TargetBase } from '../../src/sandbox/base-image.ts';
import { docker } from '../../src/sandbox/docker.ts';
import { TARGETS } from '../../src/sandbox/targets.ts';
import type { ConnectorSmokeResult, SmokeReport } from '../../src/smoke/result.ts';
import { writeCatalog } from '../helpers/catalog-fixture.ts';
import { NEEDS_NODE_20, pythonFixture } from './fixture-catalog.ts';

const [BOOKWORM, TRIXIE] = TARGETS;
let bases: TargetBase[];
let report: SmokeReport;
let catalog: { dir: string; cleanup: () => Promise<void> };

function result(id: string, target: string): ConnectorSmokeResult {
  const found = report.connectors.find((connector) => connector.id === id && connector.target === target);
  if (!found) throw new Error(`no result for ${id} on ${target}`);
  return found;
}

beforeAll(async () => {
  bases = [];
  for (const target of TARGETS) bases.push(await ensureTargetBase(target));
  catalog = await writeCatalog({
    // Needs Node 20 and says nothing: it fails on bookworm as it would for users there.
    'needs-node-20': pythonFixture('needs-node-20', NEEDS_NODE_20),
    // The same server, declared: bookworm does not smoke it.
    'declares-node-20': pythonFixture('declares-node-20', {
      ...NEEDS_NODE_20,
      manifest: { ...NEEDS_NODE_20.manifest, min_runtime: { node: '20' } },
    }),
    // A Python server that runs on 3.11 but declares 3.12: stricter than it needs.
    'declares-python-3-12': pythonFixture('declares-python-3-12', { manifest: { min_runtime: { python: '3.12' } } }),
    // Runs anywhere and declares nothing: what the tool lock asks on both targets.
    plain: pythonFixture('plain', {}),
    // Lists other tools on trixie's Python than on bookworm's.
    differs: pythonFixture('differs', {
      manifest: {
        launch_command: 'python3 by-version.py',
        mcp_config: { command: 'python3', args: ['by-version.py'], env: { FIXTURE_API_KEY: '{SECRET:FIXTURE_API_KEY}' } },
      },
      files: {
        'by-version.py':
          'import os, sys\nos.execvp("python3", ["python3", "server.py", "good" if sys.version_info < (3, 12) else "no-title"])\n',
      },
    }),
  });
  const ids = ['needs-node-20', 'declares-node-20', 'declares-python-3-12'];
  report = await smokeCatalog({ catalogDir: catalog.dir, ids, concurrency: 2, timeouts: { initializeMs: 20_000 } });
}, 1_800_000);

afterAll(async () => {
  await catalog?.cleanup();
});

describe('each target', () => {
  it('has a base built from its own suite, labelled with the versions its node and python3 report, which the report shows', async () => {
    expect(TARGETS.map((target) => target.id)).toEqual(['bookworm', 'trixie']);
    for (const base of bases) {
      expect(base.image).toMatch(new RegExp(`^skald-smoke-base:${base.target.id}-[0-9a-f]{16}$`));
      const asked = await docker(
        [
          'run',
          '--rm',
          '--network',
          'none',
          '--entrypoint',
          'sh',
          base.image,
          '-c',
          'node --version; python3 --version; cat /etc/debian_version',
        ],
        { timeoutMs: 60_000 },
      );
      const [node, python, debian] = asked.stdout.trim().split('\n');
      expect(node).toBe(`v${base.versions.node}`);
      expect(python).toBe(`Python ${base.versions.python}`);
      expect(debian!.split('.')[0]).toBe(base.target.debian);
      expect(report.targets).toContainEqual(expect.objectContaining({ id: base.target.id, image: base.image, ...base.versions }));
    }
    // What the FIELD-GUIDE and the issue say of them: bookworm has Node 18 and Python 3.11, trixie Node 20 and Python 3.13.
    expect(bases.map((base) => [base.versions.node.split('.')[0], base.versions.python.split('.').slice(0, 2).join('.')])).toEqual([
      ['18', '3.11'],
      ['20', '3.13'],
    ]);
  });
});

describe('min_runtime, proven on every target', () => {
  it('a connector that declares nothing runs on every target: one that needs Node 20 fails on bookworm, passes on trixie', () => {
    const failed = result('needs-node-20', BOOKWORM!.id);
    expect(failed.status).toBe('failed');
    expect(failed.findings.map((finding) => finding.ruleId)).toEqual(['server-start']);
    expect(failed.findings[0]!.message).toMatch(/^on bookworm: the server exited with code 1/);
    expect(failed.findings[0]!.fix).toContain('declare the oldest Node it runs on as min_runtime.node');
    expect(result('needs-node-20', TRIXIE!.id)).toMatchObject({ status: 'passed', findings: [] });
  });

  it('a target it excludes does not smoke it, and says so; the targets it declares do, and must pass', () => {
    const bookworm = bases[0]!.versions;
    const excluded = result('declares-node-20', BOOKWORM!.id);
    expect(excluded).toMatchObject({ status: 'skipped', findings: [] });
    expect(excluded.skipped).toBe(
      `not smoked on bookworm: its min_runtime needs Node 20; bookworm (Debian 12) has Node ${bookworm.node}; ` +
        'as declared, it does not start there',
    );
    expect(excluded.verify).toBeUndefined();
    expect(result('declares-node-20', TRIXIE!.id)).toMatchObject({ status: 'passed', findings: [], toolCount: 2 });
  });

  it('a connector that starts fine on a target it excludes gets a warning that the declaration may be too strict', () => {
    const strict = result('declares-python-3-12', BOOKWORM!.id);
    expect(strict.status).toBe('skipped');
    expect(strict.skipped).toMatch(/^not smoked on bookworm: its min_runtime needs Python 3\.12; .*; it started there anyway$/);
    expect(strict.findings.map((finding) => [finding.ruleId, finding.severity])).toEqual([['min-runtime-strict', 'warning']]);
    expect(strict.findings[0]!.message).toContain('it started and listed 2 tools on bookworm (Debian 12');
    expect(result('declares-python-3-12', TRIXIE!.id)).toMatchObject({ status: 'passed', findings: [] });
    expect(report.counts).toMatchObject({ passed: 3, failed: 1, skipped: 2, errors: 1, warnings: 1 });
  });
});

describe('the tool lock', () => {
  it('asks every target a connector admits, and is written only when they agree', async () => {
    const locked = await lockTools({ catalogDir: catalog.dir, ids: ['plain', 'declares-node-20', 'differs'], concurrency: 2 });
    // Both targets for the one that declares nothing, trixie alone for the one that needs Node 20.
    expect(locked.written.map((file) => path.relative(catalog.dir, file)).sort()).toEqual([
      'declares-node-20/tools.lock.json',
      'plain/tools.lock.json',
    ]);
    const lock = JSON.parse(await readFile(path.join(catalog.dir, 'plain', 'tools.lock.json'), 'utf8'));
    expect(lock.tools.map((tool: { name: string }) => tool.name)).toEqual(['echo', 'reverse']);
    expect(locked.failed.map((failure) => [failure.id, failure.why])).toEqual([
      ['differs', 'its tool surface differs between bookworm and trixie; lock on one (--target)'],
    ]);
  });
});
