// Figures from commands run alternately with their baselines, so that load on a shared machine hits both: each
// ratio is the median of the rounds' own ratios.
import { spawnSync } from 'node:child_process';
import type { BenchRow } from './types.ts';

export interface Measure {
  seconds: number;
  peakKb: number;
}

/** Two commands run alternately, `rounds` times each: the median of each, and the median of the rounds' ratios. */
export interface Paired {
  value: Measure;
  baseline: Measure;
  ratio: number;
}

export function alternate(first: () => Measure, second: () => Measure, rounds: number): Paired {
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
export function pairedRow(name: string, paired: Paired, note: string): BenchRow {
  return { name, value: paired.value.seconds, baseline: paired.baseline.seconds, ratio: paired.ratio, unit: 's', note };
}

/** Wall time, and the peak resident memory of the command's largest process from GNU time. */
export function measure(command: string, args: string[], env: Record<string, string> = {}): Measure {
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
