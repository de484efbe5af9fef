// A docker client that is slow to return after the server has left (on a loaded runner, the engine's teardown alone can
// take seconds) does not make the server one that lingers: the engine is asked whether it still runs. Nor does it make
// a verify time out: timeout(1) in the container is what ends a verify. A server that does linger is still named. The
// engine and the servers are real; only the client is made slow, by a wrapper on PATH.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smokeCatalog } from '../../src/phases/smoke.ts';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { chooseTargets } from '../../src/sandbox/targets.ts';
import { DEFAULT_TIMEOUTS } from '../../src/smoke/options.ts';
import type { SmokeReport } from '../../src/smoke/result.ts';
import { writeCatalog } from '../helpers/catalog-fixture.ts';
import { pythonFixture } from './fixture-catalog.ts';

// A verify that ends well within its own timeout.
const VERIFY_TIMEOUT_S = 3;
// Longer than the grace a server has to leave, and than the verify's timeout with ten seconds more to start and stop.
const CLIENT_DELAY_S = Math.max(DEFAULT_TIMEOUTS.exitGraceMs / 1000, VERIFY_TIMEOUT_S + 10) + 1;

let bin: string;
let pathBefore: string | undefined;
let catalog: { dir: string; cleanup: () => Promise<void> };
let report: SmokeReport;

beforeAll(async () => {
  await ensureBaseImage();
  const real = (await promisify(execFile)('sh', ['-c', 'command -v docker'])).stdout.trim();
  bin = await mkdtemp(path.join(tmpdir(), 'skald-slow-client-'));
  // The wrapper keeps the client's stdout open while it sleeps, as a client still waiting on the engine would.
  await writeFile(
    path.join(bin, 'docker'),
    `#!/bin/sh\n'${real}' "$@"\ncode=$?\nif [ "$1" = run ]; then sleep ${CLIENT_DELAY_S}; fi\nexit $code\n`,
  );
  await chmod(path.join(bin, 'docker'), 0o755);
  pathBefore = process.env.PATH;
  process.env.PATH = `${bin}:${pathBefore}`;
  const verify = { command: 'python3 verify.py refuse', timeout_secs: VERIFY_TIMEOUT_S };
  catalog = await writeCatalog({
    leaves: pythonFixture('leaves', { verify: 'refuse', manifest: { verify } }),
    lingers: pythonFixture('lingers', { mode: 'linger' }),
  });
  report = await smokeCatalog({ catalogDir: catalog.dir, concurrency: 2, targets: chooseTargets('bookworm') });
}, 600_000);

afterAll(async () => {
  process.env.PATH = pathBefore;
  await catalog?.cleanup();
  await rm(bin, { recursive: true, force: true });
});

const ruleIds = (id: string) => report.connectors.find((connector) => connector.id === id)!.findings.map((finding) => finding.ruleId);

describe('a server through a docker client slower than the exit grace', () => {
  it('that leaves when its stdin closes is not called slow to exit', () => {
    expect(ruleIds('leaves')).toEqual([]);
  });

  it("whose verify ends within its timeout is not called timed out: the docker client's own time is not the verify's", () => {
    expect(report.connectors.find((connector) => connector.id === 'leaves')!.verify).toMatchObject({
      ok: false,
      exitCode: 1,
      timedOut: false,
    });
  });

  it('that keeps running is still named, and killed', () => {
    expect(ruleIds('lingers')).toEqual(['slow-exit']);
  });
});
