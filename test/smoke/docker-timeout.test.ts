// A docker command that runs out of time says which step it was and after how long, in the stderr every caller
// reports.
import { describe, expect, it } from 'vitest';
import { docker } from '../../src/sandbox/docker.ts';

describe('a docker command past its timeout', () => {
  it('is killed, and its stderr ends with the step and the time it was given', async () => {
    // `docker events` streams until it is stopped: it always outlives its timeout, however fast the machine.
    const result = await docker(['events', '--filter', 'label=skald.test.never'], { timeoutMs: 2000 });
    expect(result.timedOut).toBe(true);
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n').at(-1)).toBe('timed out after 2 s: docker events');
  });

  it('names the subcommand only, never its arguments', async () => {
    const result = await docker(['events', '--filter', 'label=secret-looking-value'], { timeoutMs: 1000 });
    expect(result.stderr).not.toContain('secret-looking-value');
    expect(result.stderr).toContain('timed out after 1 s: docker events');
  });
});
