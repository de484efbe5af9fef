// Once per test run, before any integration file starts: what many files use and takes minutes to bootstrap on a
// machine that has none (each target's sandbox base image, and the second engine's image). Built here, side by side,
// so that no two files race to build one and a bare machine pays for the slowest bootstrap, not for their sum.
import { ensureTargetBase } from '../../src/sandbox/base-image.ts';
import { detectEngine } from '../../src/sandbox/docker.ts';
import { TARGETS } from '../../src/sandbox/targets.ts';
import { ensureEngineImage } from './second-engine.ts';

export default async function setup(): Promise<void> {
  // Without an engine the files that need one say so themselves; the others run.
  const engine = await detectEngine().catch(() => undefined);
  if (!engine) return;
  const log = (line: string) => process.stderr.write(`global setup: ${line}\n`);
  // Every build ends before a failure is thrown: none is left importing half an image behind the run.
  const builds = await Promise.allSettled([...TARGETS.map((target) => ensureTargetBase(target, { log })), ensureEngineImage(log)]);
  for (const build of builds) if (build.status === 'rejected') throw build.reason;
}
