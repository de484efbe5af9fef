// npm run bench -- [area...]: runs the benchmarks of scripts/bench/<area>.ts (all by default) and prints each figure
// as a ratio against the baseline measured in the same run. Writes bench-output/results.json too.
import { mkdir, writeFile } from 'node:fs/promises';
import { parseCommandLine } from '../src/cli/command-line.ts';
import type { CommandHelp } from '../src/cli/help.ts';
import { EXIT_OK, UsageError } from '../src/findings/errors.ts';
import * as catalog from './bench/catalog.ts';
import * as ci from './bench/ci.ts';
import * as deploy from './bench/deploy.ts';
import * as scale from './bench/scale.ts';
import * as smoke from './bench/smoke.ts';
import * as smokeLayers from './bench/smoke-layers.ts';
import * as smokeTargets from './bench/smoke-targets.ts';
import type { BenchRow } from './bench/types.ts';

// Imported, not looked up at run time, so that the compiled script (scripts/run.cjs) holds them all.
const AREAS: Record<string, { run: () => Promise<BenchRow[]> }> = {
  catalog,
  ci,
  deploy,
  scale,
  smoke,
  'smoke-layers': smokeLayers,
  'smoke-targets': smokeTargets,
};
const available = Object.keys(AREAS).sort();

export const help: CommandHelp = {
  usage: `npm run bench -- [${available.join('|')} ...]`,
  summary:
    'Runs the benchmarks (all areas by default); each figure is a ratio against a baseline measured in the same run. ' +
    'Writes bench-output/results.json.',
  examples: ['npm run bench              # every area', 'npm run bench -- catalog   # one area'],
};

export async function run(argv: string[]): Promise<number> {
  const { positionals: wanted } = parseCommandLine(argv, { allowPositionals: true, options: {} }, help);
  for (const area of wanted)
    if (!available.includes(area)) throw new UsageError(`no benchmark "${area}"; available: ${available.join(', ')}`);
  const results: Record<string, BenchRow[]> = {};
  for (const area of wanted.length ? wanted : available) {
    process.stdout.write(`\n## ${area}\n`);
    results[area] = await AREAS[area]!.run();
    for (const row of results[area]) {
      process.stdout.write(
        `${row.name}: ${format(row.value, row.unit)} vs baseline ${format(row.baseline, row.unit)} = ` +
          `${(row.ratio ?? row.value / row.baseline).toFixed(2)}x${row.ratio === undefined ? '' : ' (median of paired runs)'}` +
          `${row.note ? `  (${row.note})` : ''}\n`,
      );
    }
  }
  await mkdir('bench-output', { recursive: true });
  await writeFile('bench-output/results.json', `${JSON.stringify(results, null, 2)}\n`);
  return EXIT_OK;
}

function format(value: number, unit: string): string {
  return unit === 's' ? `${value.toFixed(3)} s` : `${Math.round(value)} ${unit}`;
}
