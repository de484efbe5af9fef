// A one-connector deploy against a full deploy of the same synthetic catalog, both to a real sshd on
// loopback (the test servers: needs root and openssh-server), in the same run.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type DeployResult, deploySite } from '../../src/deploy/deploy.ts';
import { compile, releaseKeys, settingsFor } from '../../test/deploy/fixture.ts';
import { deployUserDir, startSshd } from '../../test/deploy/servers.ts';
import { localConnector } from '../../test/helpers/catalog-fixture.ts';
import type { BenchRow } from './types.ts';

const CONNECTORS = 300;
const SCRIPT_BYTES = 16 * 1024;
const RUNS = 3;

export async function run(): Promise<BenchRow[]> {
  const sshd = await startSshd();
  const work = await deployUserDir('skald-bench-deploy-');
  try {
    const catalogDir = path.join(work, 'catalog');
    const ids = await generateCatalog(catalogDir);
    const full: { seconds: number; result: DeployResult }[] = [];
    const delta: { seconds: number; result: DeployResult }[] = [];
    // Each full deploy goes to a fresh web root (the deploy user owns `work`, so it may create them).
    for (let i = 0; i < RUNS; i++) {
      const settings = await settingsFor(sshd, path.join(work, `www-${i}`), { commit: 'b0000' });
      full.push(await timed(() => deploySite({ catalogDir, settings })));
    }
    const settings = await settingsFor(sshd, path.join(work, 'www-0'), { commit: 'b0001' });
    for (let i = 0; i < RUNS; i++) {
      await writeFile(path.join(catalogDir, ids[i]!, 'server.py'), script());
      await compile(catalogDir);
      delta.push(await timed(() => deploySite({ catalogDir, settings })));
    }
    const bytes = (runs: typeof full) => runs[0]!.result.sentBytes + runs[0]!.result.manifestBytes;
    const size = `${CONNECTORS} connectors, ${full[0]!.result.sent.length} files, ${(full[0]!.result.sentBytes / 1e6).toFixed(1)} MB`;
    return [
      {
        name: 'deploy: bytes uploaded, one-connector change vs full deploy',
        value: bytes(delta),
        baseline: bytes(full),
        unit: 'bytes',
        note: `${size}; the connector's files, connectors.json, its signature and the SHA256SUMS manifest`,
      },
      {
        name: 'deploy: wall time, one-connector change vs full deploy',
        value: median(delta),
        baseline: median(full),
        unit: 's',
        note: `median of ${RUNS}; loopback sshd, so the time is mostly per-file SFTP round trips and the server-side sha256sum`,
      },
    ];
  } finally {
    await sshd.stop();
    await rm(work, { recursive: true, force: true });
  }
}

async function timed(task: () => Promise<DeployResult>): Promise<{ seconds: number; result: DeployResult }> {
  const start = process.hrtime.bigint();
  const result = await task();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, result };
}

function median(runs: { seconds: number }[]): number {
  return runs.map((run) => run.seconds).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
}

function script(): string {
  return `# ${randomBytes(SCRIPT_BYTES / 2).toString('hex')}\n`;
}

async function generateCatalog(dir: string): Promise<string[]> {
  const ids = Array.from({ length: CONNECTORS }, (_, i) => `bench-${String(i).padStart(4, '0')}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.json'), `${JSON.stringify(ids, null, 2)}\n`);
  for (const id of ids) {
    const connector = localConnector(id);
    await mkdir(path.join(dir, id));
    await writeFile(path.join(dir, id, 'fragment.json'), JSON.stringify(connector.fragment, null, 2));
    await writeFile(path.join(dir, id, 'connector.json'), JSON.stringify(connector.manifest, null, 2));
    await writeFile(path.join(dir, id, 'server.py'), script());
    await writeFile(path.join(dir, id, 'icon_sm.svg'), connector.files['icon_sm.svg']!);
    await writeFile(path.join(dir, id, 'icon_lg.svg'), connector.files['icon_lg.svg']!);
  }
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>catalog</title>\n');
  await writeFile(path.join(dir, 'connectors.pub'), releaseKeys().primary.publicKey);
  await compile(dir);
  return ids;
}
