// Compile and check of a synthetic 1,000-connector catalog (~60 MB), against sha256sum over the same files.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { LOCK_FILE, lockText } from '../../src/catalog/tools-lock.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';
import type { BenchRow } from './types.ts';

const CONNECTORS = 1000;
const SCRIPT_BYTES = 56 * 1024;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="20"/></svg>\n';

export async function run(): Promise<BenchRow[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'skald-bench-catalog-'));
  const dir = path.join(root, 'connectors');
  try {
    const ids = await generateCatalog(dir);
    const files = ids.flatMap((id) =>
      ['connector.json', 'server.py', 'icon_sm.svg', 'icon_lg.svg'].map((name) => path.join(dir, id, name)),
    );
    const listFile = path.join(root, 'files.txt');
    await writeFile(listFile, files.join('\0'));
    const sha256sum = () => mustRun('sh', ['-c', `xargs -0 sha256sum < '${listFile}' > /dev/null`]);
    const compileInProcess = async () =>
      writeFileSync(path.join(dir, 'connectors.json'), (await compileCatalog(await loadCatalog(dir))).text!);
    await compileInProcess(); // check then finds connectors.json current; also warms the page cache
    const emptyDir = path.join(root, 'empty');
    await mkdir(emptyDir);
    await writeFile(path.join(emptyDir, 'index.json'), '[]\n');
    writeFileSync(path.join(emptyDir, 'connectors.json'), (await compileCatalog(await loadCatalog(emptyDir))).text!);
    const checkAction = (catalog: string) => () =>
      mustRun('node', [path.resolve('actions/check/dist/index.js')], { INPUT_CATALOG: catalog, 'INPUT_VERSION-GUARD': 'false' });
    const checkAsCiRunsIt = checkAction(dir);
    const checkCommand = () => mustRun('npm', ['run', '-s', 'check', '--', '--catalog', dir, '--no-version-guard']);
    const bytes = Number(execFileSync('sh', ['-c', `xargs -0 cat < '${listFile}' | wc -c`], { encoding: 'utf8' }).trim());
    const baseline = median(sha256sum);
    const size = `${CONNECTORS} connectors, ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB`;
    return [
      {
        name: 'compile: load, hash every file, write connectors.json',
        value: await medianAsync(compileInProcess),
        baseline,
        unit: 's',
        note: `${size}; in-process; aim: within 1.5x of sha256sum`,
      },
      {
        name: 'check as CI runs it (node actions/check/dist/index.js)',
        value: median(checkAsCiRunsIt),
        baseline,
        unit: 's',
        note: 'whole process, every rule + the compiled-index check; aim: within 2x',
      },
      {
        name: 'of which start-up: the same check of an empty catalog',
        value: median(checkAction(emptyDir)),
        baseline,
        unit: 's',
        note: 'Node and the bundle loading, before any work',
      },
      {
        name: 'check as `npm run check` runs it',
        value: median(checkCommand),
        baseline,
        unit: 's',
        note: 'whole process, npm included, the script compiled ahead (scripts/run.cjs)',
      },
    ];
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const BENCH_LOCK = lockText(surfaceOf([{ name: 'run' }], {}));

/** `count` synthetic connectors of about 57 KB each (a 56 KB server.py, two icons, the manifests) and index.json. */
export async function generateCatalog(dir: string, count = CONNECTORS): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `bench-${String(i).padStart(5, '0')}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'index.json'), `${JSON.stringify(ids, null, 2)}\n`);
  for (const id of ids) {
    const shared = {
      id,
      name: id,
      type: 'mcp_local',
      scope: 'global',
      requires: ['PYTHON'],
      tags: ['bench'],
      version: 1,
      version_string: '1.0.0',
      version_release_date: '2026-11-30',
      tools: [{ name: 'run', display_name: 'Run' }],
    };
    const fragment = {
      ...shared,
      icon_small: `${id}/icon_sm.svg`,
      icon_large: `${id}/icon_lg.svg`,
      user_description: 'Bench.',
      folder: id,
      auth: { type: 'none' },
    };
    const manifest = {
      ...shared,
      launch_command: 'python3 server.py',
      transport: 'stdio',
      docs: [{ lang: 'en', description: 'Bench.', llm_short_description: 'A synthetic connector for benchmarks.' }],
      auth: { type: 'none' },
      mcp_config: { command: 'python3', args: ['server.py'] },
      icon_small: 'icon_sm.svg',
      icon_large: 'icon_lg.svg',
    };
    await mkdir(path.join(dir, id));
    await Promise.all([
      writeFile(path.join(dir, id, 'fragment.json'), JSON.stringify(fragment, null, 2)),
      writeFile(path.join(dir, id, 'connector.json'), JSON.stringify(manifest, null, 2)),
      writeFile(path.join(dir, id, 'server.py'), `# ${randomBytes(SCRIPT_BYTES / 2).toString('hex')}\n`),
      writeFile(path.join(dir, id, 'icon_sm.svg'), ICON),
      writeFile(path.join(dir, id, 'icon_lg.svg'), ICON),
      writeFile(path.join(dir, id, LOCK_FILE), BENCH_LOCK),
    ]);
  }
  return ids;
}

function mustRun(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1', ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
}

/** Median wall time of five runs, in seconds. */
function median(task: () => void): number {
  return medianOf(Array.from({ length: 5 }, () => timed(task)));
}

async function medianAsync(task: () => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = process.hrtime.bigint();
    await task();
    times.push(Number(process.hrtime.bigint() - start) / 1e9);
  }
  return medianOf(times);
}

function timed(task: () => void): number {
  const start = process.hrtime.bigint();
  task();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function medianOf(times: number[]): number {
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}
