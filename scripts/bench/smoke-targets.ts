// A warm smoke run of the whole catalog on every target against the same run on one target (the oldest), both
// measured in the same run, alternating, after a first run on every target that builds whatever is missing (not
// timed). The ceiling: 2.2x. Any finding the catalog has is the same in both and costs the same.
import path from 'node:path';
import { smokeCatalog } from '../../src/phases/smoke.ts';
import { engineName } from '../../src/sandbox/docker.ts';
import { TARGETS, type Target } from '../../src/sandbox/targets.ts';
import { interleavedMedians } from './smoke.ts';
import type { BenchRow } from './types.ts';

const ROUNDS = 3;

export async function run(): Promise<BenchRow[]> {
  const catalogDir = path.resolve('connectors');
  const smoke = (targets: readonly Target[]) => async () => {
    const report = await smokeCatalog({ catalogDir, targets, log: (line) => process.stderr.write(`${line}\n`) });
    process.stderr.write(
      `bench smoke-targets: ${targets.map((target) => target.id).join(' + ')}: ${report.counts.passed} passed, ` +
        `${report.counts.skipped} skipped, ${report.counts.failed} failed in ${(report.durationMs / 1000).toFixed(1)} s\n`,
    );
  };
  await smoke(TARGETS)();
  const [value, baseline] = await interleavedMedians(smoke(TARGETS), smoke(TARGETS.slice(0, 1)), ROUNDS);
  return [
    {
      name: `smoke the whole catalog warm on ${TARGETS.map((target) => target.id).join(' and ')} (engine ${engineName()})`,
      value,
      baseline,
      unit: 's',
      note: `vs ${TARGETS[0]!.id} alone, medians of ${ROUNDS} alternating runs; ceiling 2.2x`,
    },
  ];
}
