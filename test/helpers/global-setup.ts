// Once per test run, before any integration file starts: the sandbox base image, which many files use and which
// takes minutes to bootstrap on a machine that has none. Built here, no two files race to build it.
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { detectEngine } from '../../src/sandbox/docker.ts';

export default async function setup(): Promise<void> {
  // Without an engine the files that need one say so themselves; the others run.
  const engine = await detectEngine().catch(() => undefined);
  if (engine) await ensureBaseImage({ log: (line) => process.stderr.write(`global setup: ${line}\n`) });
}
