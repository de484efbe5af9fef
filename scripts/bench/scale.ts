// The whole commands, as a maintainer runs them (npm run ...) and as CI runs the check action, on synthetic
// catalogs of 1,000 and 10,000 connectors committed in a git repository, each against single-threaded
// `sha256sum` of every file of the same catalog, alternating runs of command and baseline so that load on a
// shared machine hits both (each figure is the median of the rounds' own ratios). Then how time and peak memory grow from 1,000 to 10,000 (linear would be 10x),
// and what the version guard costs with one connector changed. At 1,000, also what npm's launcher and Node's start
// cost with no work at all: the part of each npm run figure no code of ours can remove. Catalogs live in a temp dir,
// removed after.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalog } from './catalog.ts';
import type { BenchRow } from './types.ts';

const SIZES = [1000, 10_000];

interface Measure {
  seconds: number;
  peakKb: number;
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const at = new Map<number, Map<string, Measure>>();
  for (const size of SIZES) {
    const root = await mkdtemp(path.join(tmpdir(), 'skald-bench-scale-'));
    try {
      const dir = path.join(root, 'connectors');
      process.stderr.write(`bench scale: generating ${size} connectors\n`);
      await generateCatalog(dir, size);
      mustRun('npm', ['run', '-s', 'compile', '--', '--catalog', dir]);
      git(root, ['init', '-q', '-b', 'main']);
      // No background `git gc --auto` after the commit: it would still be writing when the catalog is removed.
      git(root, ['config', 'gc.auto', '0']);
      // No compression: this is about the commands, not about how fast git packs 600 MB of random text.
      git(root, ['-c', 'core.compression=0', '-c', 'core.looseCompression=0', 'add', '-A']);
      git(root, ['-c', 'user.name=bench', '-c', 'user.email=bench@example.test', 'commit', '-q', '-m', 'catalog']);
      const listFile = path.join(root, 'files.txt');
      await writeFile(listFile, git(root, ['ls-files', '-z', 'connectors']));
      const bytes = Number(spawnSync('sh', ['-c', `cd '${root}' && xargs -0 cat < '${listFile}' | wc -c`], { encoding: 'utf8' }).stdout);
      const sha256sum = () => measure('sh', ['-c', `cd '${root}' && xargs -0 sha256sum < '${listFile}' > /dev/null`]);
      const npmRun =
        (...args: string[]) =>
        () =>
          measure('npm', ['run', '-s', ...args, '--catalog', dir]);
      // What `npm run X` starts, without npm's own launcher (itself a Node program of some 0.2 s).
      const direct =
        (...args: string[]) =>
        () =>
          measure('node', [path.resolve('scripts/run.cjs'), ...args, '--catalog', dir]);
      const commands: [string, () => Measure][] = [
        ['npm run compile', npmRun('compile', '--')],
        ['npm run check (version guard on, nothing changed)', npmRun('check', '--')],
        ['npm run compile -- --check', npmRun('compile', '--', '--check')],
        ['node scripts/run.cjs compile (npm run compile without npm)', direct('compile')],
        ['node scripts/run.cjs check (npm run check without npm; guard on, nothing changed)', direct('check')],
        [
          'check action (node actions/check/dist/index.js)',
          () =>
            measure('node', [path.resolve('actions/check/dist/index.js')], {
              INPUT_CATALOG: dir,
              'INPUT_VERSION-GUARD': 'true',
              GITHUB_WORKSPACE: root,
            }),
        ],
      ];
      // Enough rounds for a median that stands still on a shared 2-core machine: an odd number, so it is one run.
      const rounds = size <= 1000 ? 11 : 3;
      sha256sum(); // the page cache holds the catalog for every run alike
      const results = new Map<string, Measure>();
      if (size === SIZES[0]) {
        // npm's own start: the same command's --help, which reads no catalog, through npm and without it.
        const launcher = alternate(
          () => measure('npm', ['run', '-s', 'check', '--', '--help']),
          () => measure('node', [path.resolve('scripts/run.cjs'), 'check', '--help']),
          rounds,
        );
        rows.push(
          pairedRow(
            "npm's own launcher: npm run check -- --help vs node scripts/run.cjs check --help",
            launcher,
            `npm adds ${(launcher.value.seconds - launcher.baseline.seconds).toFixed(2)} s to every npm run command`,
          ),
        );
        // The least any `npm run X` that starts Node can take: npm's launcher and Node's start, and no work at all.
        const doNothing = path.join(root, 'do-nothing');
        await mkdir(doNothing);
        await writeFile(path.join(doNothing, 'package.json'), JSON.stringify({ private: true, scripts: { 'start-node': 'node -e 0' } }));
        const floor = alternate(() => measure('npm', ['run', '-s', '--prefix', doNothing, 'start-node']), sha256sum, rounds);
        const budget = 2 * floor.baseline.seconds - floor.value.seconds;
        rows.push(
          pairedRow(
            `npm run of a script that only starts Node (node -e 0) @${size}`,
            floor,
            `vs sha256sum of the catalog; an npm run command within 2x has ${budget.toFixed(3)} s left for all its own work`,
          ),
        );
      }
      const note = `${size} connectors, ${git(root, ['ls-files', 'connectors']).split('\n').length} files, ${(bytes / 1e6).toFixed(0)} MB`;
      for (const [name, command] of commands) {
        const paired = alternate(command, sha256sum, rounds);
        results.set(name, paired.value);
        rows.push(pairedRow(`${name} @${size}`, paired, `${note}; vs sha256sum`));
      }

      // One connector changed: what the guard adds to the same check without it.
      const changed = path.join(dir, 'bench-00007', 'server.py');
      await writeFile(changed, `${readFileSync(changed, 'utf8')}# changed\n`);
      rows.push(
        pairedRow(
          `npm run check, one connector changed, guard on vs --no-version-guard @${size}`,
          alternate(npmRun('check', '--'), npmRun('check', '--', '--no-version-guard'), rounds),
          'aim: at most 1.1x',
        ),
        pairedRow(
          `node scripts/run.cjs check, one connector changed, guard on vs --no-version-guard @${size}`,
          alternate(direct('check'), direct('check', '--no-version-guard'), rounds),
          "the same without npm's launcher",
        ),
      );
      at.set(size, results);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  const [small, large] = SIZES.map((size) => at.get(size)!);
  const factor = SIZES[1]! / SIZES[0]!;
  for (const [name, measureAtLarge] of large!) {
    const measureAtSmall = small!.get(name)!;
    rows.push({
      name: `${name}: time @${SIZES[1]} vs @${SIZES[0]}`,
      value: measureAtLarge.seconds,
      baseline: measureAtSmall.seconds,
      unit: 's',
      note: `linear would be ${factor}x`,
    });
    rows.push({
      name: `${name}: peak memory @${SIZES[1]} vs @${SIZES[0]}`,
      value: measureAtLarge.peakKb,
      baseline: measureAtSmall.peakKb,
      unit: 'KB',
      note: `linear would be ${factor}x; the largest process of the command`,
    });
  }
  return rows;
}

/** Two commands run alternately, `rounds` times each: the median of each, and the median of the rounds' ratios. */
interface Paired {
  value: Measure;
  baseline: Measure;
  ratio: number;
}

function alternate(first: () => Measure, second: () => Measure, rounds: number): Paired {
  const values: Measure[] = [];
  const baselines: Measure[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const value = first();
    const baseline = second();
    values.push(value);
    baselines.push(baseline);
    ratios.push(value.seconds / baseline.seconds);
  }
  const bySeconds = (a: Measure, b: Measure) => a.seconds - b.seconds;
  return {
    value: middle(values.sort(bySeconds)),
    baseline: middle(baselines.sort(bySeconds)),
    ratio: middle(ratios.sort((a, b) => a - b)),
  };
}

function middle<T>(sorted: T[]): T {
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * A figure from alternating runs. Its ratio is the median of each round's own ratio: a command and its baseline run
 * side by side share the machine's state of the moment, so the load drifting between rounds cancels out, where
 * it would not between two medians taken apart.
 */
function pairedRow(name: string, paired: Paired, note: string): BenchRow {
  return { name, value: paired.value.seconds, baseline: paired.baseline.seconds, ratio: paired.ratio, unit: 's', note };
}

/** Wall time, and the peak resident memory of the command's largest process from GNU time. */
function measure(command: string, args: string[], env: Record<string, string> = {}): Measure {
  const started = process.hrtime.bigint();
  const result = spawnSync('/usr/bin/time', ['-f', '%M', command, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  // Exit 1 is findings (the changed connector is not bumped); anything else is a failure of the bench.
  if (result.status !== 0 && result.status !== 1) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, peakKb: Number(result.stderr.trim().split('\n').pop()) };
}

function mustRun(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
}

function git(cwd: string, args: string[]): string {
  const result = spawnSync('git', ['-C', cwd, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout.trim();
}
