// `npm run check` as a maintainer runs it, on synthetic catalogs of 1,000 and 10,000 connectors committed in a git
// repository, against single-threaded `sha256sum` of every file of the same catalog, alternating runs of command and
// baseline so that load on a shared machine hits both (each figure is the median of the rounds' own ratios); then how
// its time grows from 1,000 to 10,000 (linear would be 10x). Also `npm run check` on the real catalog against the code
// before #23 (BENCH_BEFORE), and the line count of src/. Catalogs live in a temp dir, removed after.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCatalog } from './catalog.ts';
import { alternate, type Measure, measure, pairedRow } from './paired.ts';
import type { BenchRow } from './types.ts';

const SIZES = [1000, 10_000];

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [...sourceLines(), ...realCatalog()];
  const at = new Map<number, Measure>();
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
      const check = () => measure('npm', ['run', '-s', 'check', '--', '--catalog', dir]);
      // An odd number of rounds, so that the median is one run.
      const rounds = size <= 1000 ? 5 : 1;
      sha256sum(); // the page cache holds the catalog for every run alike
      const note = `${size} connectors, ${git(root, ['ls-files', 'connectors']).split('\n').length} files, ${(bytes / 1e6).toFixed(0)} MB`;
      const paired = alternate(check, sha256sum, rounds);
      at.set(size, paired.value);
      rows.push(pairedRow(`npm run check (version guard on, nothing changed) @${size}`, paired, `${note}; vs sha256sum; ceiling 5x`));
      process.stderr.write(`bench scale: ${rows.at(-1)!.name}: ${paired.ratio.toFixed(2)}x\n`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  const [small, large] = SIZES.map((size) => at.get(size)!);
  rows.push({
    name: `npm run check: time @${SIZES[1]} vs @${SIZES[0]}`,
    value: large!.seconds,
    baseline: small!.seconds,
    unit: 's',
    note: `linear would be ${SIZES[1]! / SIZES[0]!}x`,
  });
  return rows;
}

/**
 * `npm run check` on the real catalog, against the same command in a checkout of the code before #23 named by
 * BENCH_BEFORE (a worktree with its own node_modules); skipped without it.
 */
function realCatalog(): BenchRow[] {
  const before = process.env.BENCH_BEFORE;
  if (!before) return [];
  const catalog = path.resolve('connectors');
  const check = (cwd: string) => () => measure('sh', ['-c', `cd '${cwd}' && npm run -s check -- --catalog '${catalog}'`]);
  check(before)();
  check('.')();
  const paired = alternate(check('.'), check(before), 7);
  process.stderr.write(`bench scale: real catalog, now vs before: ${paired.ratio.toFixed(2)}x\n`);
  return [pairedRow('npm run check on the real catalog, vs the code before #23', paired, `before: ${before}; ceiling 1x`)];
}

/** Lines of TypeScript in src/, against the count at 65ca3c9, the commit before #23's simplification. */
function sourceLines(): BenchRow[] {
  const lines = Number(spawnSync('sh', ['-c', "find src -name '*.ts' -print0 | xargs -0 cat | wc -l"], { encoding: 'utf8' }).stdout);
  return [{ name: 'lines of .ts in src/', value: lines, baseline: 14_362, unit: 'lines', note: 'baseline: 65ca3c9' }];
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
