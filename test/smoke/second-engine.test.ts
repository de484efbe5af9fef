// The smoke suite against a second Docker Engine that sees none of this machine's files: connectors, variables
// and images reach it only through the engine's API.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { docker } from '../../src/sandbox/docker.ts';
import { startSecondEngine } from '../helpers/second-engine.ts';
import { smokeSuite } from './smoke-suite.ts';

smokeSuite({ start: startSecondEngine });

describe('the second engine', () => {
  it("does not share this machine's files: a bind mount from here is empty there", async () => {
    expect(process.env.DOCKER_HOST).toMatch(/^tcp:\/\/127\.0\.0\.1:\d+$/);
    const here = await mkdtemp(path.join(tmpdir(), 'skald-not-shared-'));
    try {
      await writeFile(path.join(here, 'marker'), 'here');
      const args = ['run', '--rm', '--pull', 'never', '--network', 'none', '--volume', `${here}:/probe:ro`, await ensureBaseImage()];
      const run = await docker([...args, 'ls', '-A', '/probe'], { timeoutMs: 60_000 });
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe('');
    } finally {
      await rm(here, { recursive: true, force: true });
    }
  });
});
