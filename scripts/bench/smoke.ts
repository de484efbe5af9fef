// Smoke time per connector (the files copied into the engine, the image step, the sandboxed run: each protocol era's
// opening and tools/list, every check, the stdin-close wait and the teardown) against a bare `docker run --rm -i` of
// the same image starting the same server on the same files, driven by a minimal SDK client through initialize only.
// Both measured here, in the same run, on the catalog's local connectors (each on the oldest
// target its min_runtime admits), against whatever engine DOCKER_HOST names.
// With BENCH_BEFORE (a checkout of an earlier revision with its own node_modules), also `npm run smoke -- <id>` now
// against the same command there, run alternately: the warm smoke of one connector before and after a change.
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { loadCatalog } from '../../src/catalog/load.ts';
import { fillPlaceholders } from '../../src/catalog/placeholders.ts';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { newRunId } from '../../src/sandbox/container.ts';
import { dockerClientEnvironment, engineName, RUN_LABEL, sweepRun } from '../../src/sandbox/docker.ts';
import { recordedTargets, unmetBy } from '../../src/sandbox/targets.ts';
import { canaryEnvironment } from '../../src/secrets/canary.ts';
import { prepareSandbox } from '../../src/smoke/connector-sandbox.ts';
import { observeLocal } from '../../src/smoke/local-probe.ts';
import { DEFAULT_TIMEOUTS } from '../../src/smoke/options.ts';
import { alternate, measure, pairedRow } from './paired.ts';
import type { BenchRow } from './types.ts';

const ROUNDS = 5;

export async function run(): Promise<BenchRow[]> {
  const catalog = await loadCatalog(path.resolve('connectors'));
  const runId = newRunId();
  // BENCH_SMOKE_CONNECTORS=weather,wikipedia measures just those (a second engine builds every dependency layer anew).
  const only = process.env.BENCH_SMOKE_CONNECTORS?.split(',').filter(Boolean);
  const rows: BenchRow[] = beforeAndAfter(only ?? ['weather', 'ssh', 'whatsapp']);
  try {
    for (const folder of catalog.connectors) {
      if (only && !only.includes(folder.folder)) continue;
      const manifest = folder.manifest.data;
      if (manifest?.type !== 'mcp_local' || !manifest.mcp_config?.command) continue;
      const target = recordedTargets().find((candidate) => !unmetBy(manifest.min_runtime, candidate));
      if (!target) continue;
      const baseImage = await ensureBaseImage({ target, log: (line) => process.stderr.write(`${line}\n`) });
      const connectorContext = { runId, baseImage, target, timeouts: DEFAULT_TIMEOUTS, options: {} };
      const prepared = await prepareSandbox(connectorContext, folder, manifest).catch(() => undefined);
      if (!prepared) continue;
      const canaries = canaryEnvironment(manifest);
      const argv = [manifest.mcp_config.command, ...(manifest.mcp_config.args ?? [])].map((word) => fillPlaceholders(word, canaries.env));
      const smoke = async () => {
        const probe = await observeLocal(
          connectorContext,
          folder,
          manifest,
          canaries,
          await prepareSandbox(connectorContext, folder, manifest),
        );
        if (probe.outcome.initializeMs === undefined)
          throw new Error(probe.eras?.handshake.initializeFailure?.message ?? 'the server was not started');
      };
      const bare = () => bareInitialize(prepared.image, prepared.volume, canaries.env, argv, runId);
      try {
        await bare(); // warm the page cache for both
        const [value, baseline] = await interleavedMedians(smoke, bare);
        rows.push({
          name: `smoke ${folder.folder} on ${target.id} (engine ${engineName()})`,
          value,
          baseline,
          unit: 's',
          note: 'copy-in + image step + sandboxed run + tools/list + checks vs bare docker run + initialize; aim: within 1.2x',
        });
      } catch (error) {
        process.stderr.write(`bench smoke: ${folder.folder} skipped: ${(error as Error).message}\n`);
      }
    }
  } finally {
    await sweepRun(runId);
  }
  return rows;
}

/** `npm run smoke -- <id>` here against the same in BENCH_BEFORE, each on its own checkout's catalog, warm. */
function beforeAndAfter(ids: readonly string[]): BenchRow[] {
  const before = process.env.BENCH_BEFORE;
  if (!before) return [];
  return ids.map((id) => {
    const smoke = (cwd: string) => () => measure('sh', ['-c', `cd '${cwd}' && npm run -s smoke -- ${id} > /dev/null`]);
    smoke('.')();
    smoke(before)();
    const paired = alternate(smoke('.'), smoke(before), ROUNDS);
    process.stderr.write(`bench smoke: ${id}, now vs before: ${paired.ratio.toFixed(2)}x\n`);
    return pairedRow(`npm run smoke -- ${id}, warm, vs ${before}`, paired, 'median of alternating rounds; ceiling 1.3x (#32)');
  });
}

/** The baseline: the server's own start in the same image with no sandbox flags, initialize, close. */
async function bareInitialize(image: string, volume: string, env: Record<string, string>, argv: string[], runId: string): Promise<void> {
  const envArgs = Object.entries(env).flatMap(([name, value]) => ['-e', `${name}=${value}`]);
  const transport = new StdioClientTransport({
    command: 'docker',
    args: ['run', '--rm', '-i', '--label', `${RUN_LABEL}=${runId}`, '-v', `${volume}:/connector:ro`, ...envArgs, image, ...argv],
    env: dockerClientEnvironment(),
    stderr: 'ignore',
  });
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(transport, { timeout: 60_000 });
  await client.close();
}

/** Medians of two tasks run alternately, so that load drifting on a shared machine hits both alike. */
export async function interleavedMedians(
  first: () => Promise<void>,
  second: () => Promise<void>,
  rounds = ROUNDS,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    for (const [index, task] of [first, second].entries()) {
      const started = performance.now();
      await task();
      times[index]!.push((performance.now() - started) / 1000);
    }
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return [median(times[0]), median(times[1])];
}
