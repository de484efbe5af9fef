// The fixed costs of smoking one npm-packaged connector (firecrawl), each against a baseline from the same run:
// - cold: building its dependency layer (a fresh tag, so nothing cached) in two phases against the single phase it
//   replaced (one npm ci with network), and against `npm install` of the same packages on the runner into an
//   empty folder, all from the same registry;
// - warm: the whole sandboxed smoke run against the same sandboxed container doing initialize alone, then the
//   warm run taken apart: the container's start and stop alone (running true), and the server started by its own
//   bin instead of through npx. Alternating runs, medians. The layer built here is removed afterwards.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { loadCatalog } from '../../src/catalog/load.ts';
import { fillPlaceholders } from '../../src/catalog/placeholders.ts';
import { ensureDependencyImage, installCaPreamble, planDependencies } from '../../src/install/dependencies.ts';
import { ContainerStdioTransport } from '../../src/mcp/container-transport.ts';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { newRunId, sandboxCommand } from '../../src/sandbox/container.ts';
import { docker, sweepRun } from '../../src/sandbox/docker.ts';
import { commitSetupContainer } from '../../src/sandbox/image-build.ts';
import { recordedTargets, unmetBy } from '../../src/sandbox/targets.ts';
import { canaryEnvironment } from '../../src/secrets/canary.ts';
import { ecosystemOf, prepareSandbox } from '../../src/smoke/connector-sandbox.ts';
import { observeLocal } from '../../src/smoke/local-probe.ts';
import { DEFAULT_TIMEOUTS } from '../../src/smoke/options.ts';
import type { BenchRow } from './types.ts';

const CONNECTOR = 'firecrawl';
const ROUNDS = 5;
const exec = promisify(execFile);

export async function run(): Promise<BenchRow[]> {
  const catalog = await loadCatalog(path.resolve('connectors'), 'connectors', { folders: new Set([CONNECTOR]) });
  const folder = catalog.connectors[0]!;
  const manifest = folder.manifest.data!;
  // The oldest target its min_runtime admits (firecrawl needs Node 20: trixie).
  const target = recordedTargets().find((candidate) => !unmetBy(manifest.min_runtime, candidate))!;
  const baseImage = await ensureBaseImage({ target, log: (line) => process.stderr.write(`${line}\n`) });
  const plan = await planDependencies(folder.dir, manifest.dependencies ?? [], ecosystemOf(manifest));
  const runId = newRunId();
  const context = { runId, baseImage, target, timeouts: DEFAULT_TIMEOUTS, options: {} };
  const rows: BenchRow[] = [];
  const scratch = await mkdtemp(path.join(tmpdir(), 'skald-bench-layers-'));
  const coldTag: string[] = [];
  try {
    const cold = await seconds(async () => {
      const built = await ensureDependencyImage({
        baseImage,
        target: target.id,
        plan: { ...plan, inputs: `${plan.inputs}\n${runId}` },
        connectorId: CONNECTOR,
        runId,
      });
      coldTag.push(built.image);
    });
    // Today's single phase as it was before the install was split: one container on the default bridge that
    // gets the manifests and runs npm ci with its scripts, committed as one layer.
    const singlePhase = await seconds(() => singlePhaseLayer(baseImage, plan, `skald-bench-single:${runId}`, coldTag));
    rows.push({
      name: `smoke ${CONNECTOR} cold: the dependency layer in two phases`,
      value: cold,
      baseline: singlePhase,
      unit: 's',
      note: 'fetch through the egress proxy, then the scripts with no network, vs one npm ci with network; one run each',
    });
    // The same install the layer does: `npm ci` of the locked tree when there is a lockfile, then the loose specs.
    const cache = ['--no-audit', '--no-fund', '--prefer-online', '--cache', path.join(scratch, 'cache')];
    const runnerInstalls: string[][] = [];
    if (plan.lockfile) {
      for (const file of ['package.json', 'package-lock.json']) await copyFile(path.join(folder.dir, file), path.join(scratch, file));
      runnerInstalls.push(['ci', ...cache]);
    }
    if (plan.node.length) runnerInstalls.push(['install', '--no-save', ...cache, ...plan.node]);
    const npmInstall = await seconds(async () => {
      for (const args of runnerInstalls) await exec('npm', args, { cwd: scratch });
    });
    rows.push({
      name: `smoke ${CONNECTOR} cold: build the dependency layer`,
      value: cold,
      baseline: npmInstall,
      unit: 's',
      note:
        `vs ${runnerInstalls.map((args) => `npm ${args[0]}`).join(' + ')} of the same packages on the runner, ` +
        'empty cache; one run each',
    });

    // The smoke run's own image step: the files copied in, the dependency layer.
    const sandbox = await prepareSandbox(context, folder, manifest);
    const { image } = sandbox;
    const canaries = canaryEnvironment(manifest);
    const argv = [manifest.mcp_config!.command!, ...(manifest.mcp_config!.args ?? [])].map((word) => fillPlaceholders(word, canaries.env));
    const smoke = async () => {
      const probe = await observeLocal(context, folder, manifest, canaries, sandbox);
      if (probe.outcome.initializeMs === undefined)
        throw new Error(probe.eras?.handshake.initializeFailure?.message ?? 'the server was not started');
    };
    // The baselines start the very container the smoke run starts (sandboxCommand: read-only root, a tmpfs /tmp, no
    // network, the variables on stdin), so that they differ from it only by what they leave out. A plain
    // `docker run` writes the entrypoint's copy of npm's cache index to the container's layer instead of to /tmp,
    // which on this machine alone costs more than a second.
    const sandboxed = (command: string[], purpose: string) =>
      sandboxCommand({ image, connectorVolume: sandbox.volume, env: canaries.env, command, runId, purpose });
    const initialize = async (command: string[]) => {
      const transport = new ContainerStdioTransport(sandboxed(command, 'bench-mcp'), {
        exitGraceMs: DEFAULT_TIMEOUTS.exitGraceMs,
        stderrLimit: 64 << 10,
      });
      const client = new Client({ name: 'bench', version: '1.0.0' });
      try {
        await client.connect(transport, { timeout: 60_000 });
      } finally {
        await client.close();
      }
    };
    const bare = () => initialize(argv);
    const bin = () => initialize([`/deps/npm/bin/${CONNECTOR}-mcp`]);
    const start = async () => {
      const command = sandboxed(['true'], 'bench-start');
      const result = await docker(command.args, { timeoutMs: 60_000, input: command.stdinPreamble, container: command.name });
      if (result.code !== 0) throw new Error(`the sandbox's docker run of true exited ${result.code}: ${result.stderr}`);
    };
    await bare(); // the page cache and the engine warm for all
    const [warm, bareRun] = await alternate(smoke, bare);
    rows.push({
      name: `smoke ${CONNECTOR} warm: sandboxed run, tools/list, checks, teardown`,
      value: warm,
      baseline: bareRun,
      unit: 's',
      note: 'vs the same sandboxed container doing initialize alone, with the same image and command',
    });
    const [startOnly, viaBin] = await alternate(start, bin);
    rows.push({
      name: `smoke ${CONNECTOR} warm, part: container start and stop alone`,
      value: startOnly,
      baseline: bareRun,
      unit: 's',
      note: 'the same sandboxed container running true, vs its initialize alone above',
    });
    rows.push({
      name: `smoke ${CONNECTOR} warm, part: the server by its own bin, not through npx`,
      value: viaBin,
      baseline: bareRun,
      unit: 's',
      note: `/deps/npm/bin/${CONNECTOR}-mcp + initialize, vs npx -y … + initialize`,
    });
  } finally {
    await sweepRun(runId);
    for (const tag of coldTag) await docker(['rmi', tag], { timeoutMs: 60_000 }).catch(() => undefined);
    await rm(scratch, { recursive: true, force: true });
  }
  return rows;
}

async function singlePhaseLayer(baseImage: string, plan: Awaited<ReturnType<typeof planDependencies>>, tag: string, made: string[]) {
  if (!plan.lockfile) throw new Error(`${CONNECTOR} has no package-lock.json: the single-phase baseline installs a locked tree`);
  const write = (name: string, text: string | undefined) =>
    `echo ${Buffer.from(text ?? '').toString('base64')} | base64 -d > /deps/npm/lib/${name}`;
  await commitSetupContainer({
    source: baseImage,
    tag,
    purpose: 'bench-single-phase',
    runArgs: ['--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', '--memory', '2g', '--pids-limit', '512'],
    command: ['sh', '-s'],
    input: [
      'set -e',
      installCaPreamble(),
      'export NPM_CONFIG_CACHE=/deps/npm-cache NPM_CONFIG_OFFLINE=false',
      write('package.json', plan.manifests.packageJson),
      write('package-lock.json', plan.manifests.packageLock),
      '(cd /deps/npm/lib && npm ci --omit=dev --no-audit --no-fund --loglevel=error)',
      '',
    ].join('\n'),
    changes: ['CMD []'],
    timeoutMs: 10 * 60_000,
    failure: (output) => new Error(`the single-phase baseline failed: ${output.slice(-500)}`),
  });
  made.push(tag);
}

async function seconds(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

/** Median seconds of two tasks run in turn, ROUNDS times, so that load drifting on a shared machine hits both alike. */
async function alternate(first: () => Promise<void>, second: () => Promise<void>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    times[0].push(await seconds(first));
    times[1].push(await seconds(second));
  }
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  return [median(times[0]), median(times[1])];
}
