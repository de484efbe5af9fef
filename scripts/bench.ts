// npm run bench -- [area...]: runs scripts/bench/<area>.ts (all by default) and prints each figure
// as a ratio against the baseline measured in the same run. Writes bench-output/results.json too.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EXIT_OK, runCli, UserError } from '../src/cli.ts';
import type { BenchRow } from './bench/types.ts';

const benchDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');

runCli('bench', async () => {
  const available = (await readdir(benchDir))
    .filter((file) => file.endsWith('.ts') && file !== 'types.ts')
    .map((file) => file.slice(0, -3))
    .sort();
  const wanted = process.argv.slice(2);
  for (const area of wanted)
    if (!available.includes(area)) throw new UserError(`no benchmark "${area}"; available: ${available.join(', ')}`);
  const results: Record<string, BenchRow[]> = {};
  for (const area of wanted.length ? wanted : available) {
    process.stdout.write(`\n## ${area}\n`);
    const module = (await import(pathToFileURL(path.join(benchDir, `${area}.ts`)).href)) as { run: () => Promise<BenchRow[]> };
    results[area] = await module.run();
    for (const row of results[area]) {
      process.stdout.write(
        `${row.name}: ${format(row.value, row.unit)} vs baseline ${format(row.baseline, row.unit)} = ${(row.value / row.baseline).toFixed(2)}x${row.note ? `  (${row.note})` : ''}\n`,
      );
    }
  }
  await mkdir('bench-output', { recursive: true });
  await writeFile('bench-output/results.json', `${JSON.stringify(results, null, 2)}\n`);
  return EXIT_OK;
});

function format(value: number, unit: string): string {
  return unit === 's' ? `${value.toFixed(3)} s` : `${Math.round(value)} ${unit}`;
}
