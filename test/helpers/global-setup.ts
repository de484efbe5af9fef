// Once per test run, before any integration file starts: each target's sandbox base image, which many files use and
// which takes minutes to bootstrap on a machine that has none. Built here, one after the other, no two files race to
// build one.
import { ensureTargetBase } from '../../src/sandbox/base-image.ts';
import { detectEngine } from '../../src/sandbox/docker.ts';
import { TARGETS } from '../../src/sandbox/targets.ts';

export default async function setup(): Promise<void> {
  // Without an engine the files that need one say so themselves; the others run.
  const engine = await detectEngine().catch(() => undefined);
  if (!engine) return;
  for (const target of TARGETS) await ensureTargetBase(target, { log: (line) => process.stderr.write(`global setup: ${line}\n`) });
}
