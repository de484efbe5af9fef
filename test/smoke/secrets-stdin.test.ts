// Every variable reaches a sandboxed process on its container's stdin, whatever its name: a key under a header-style
// name (X-API-Key, api-key) is never on the docker client's command line nor in `docker inspect`, and the process
// still gets it under exactly that name.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { sandboxCommand } from '../../src/sandbox/container.ts';
import { docker, RUN_LABEL } from '../../src/sandbox/docker.ts';

const RUN = `stdin-${randomBytes(3).toString('hex')}`;
const VOLUME = `skald-smoke-secrets-${RUN}`;
let base = '';

beforeAll(async () => {
  base = await ensureBaseImage();
  await docker(['volume', 'create', '--label', `${RUN_LABEL}=${RUN}`, VOLUME], { timeoutMs: 30_000 });
}, 900_000);

afterAll(async () => {
  await docker(['volume', 'rm', '--force', VOLUME], { timeoutMs: 30_000 });
});

/** The command lines of every running docker client (the runner's own processes), read from /proc. */
async function dockerClientCommandLines(): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const lines: string[] = [];
  for (const pid of (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry))) {
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.startsWith('docker\0')) lines.push(cmdline);
  }
  return lines;
}

describe('variables on stdin, whatever their name', () => {
  it.each(['X-API-Key', 'api-key', 'API_TOKEN', '9lives', 'dotted.name'])(
    '%s',
    async (name) => {
      const secret = `skald-key-${randomBytes(10).toString('hex')}`;
      const command = sandboxCommand({
        image: base,
        connectorVolume: VOLUME,
        env: { [name]: secret, PLAIN: 'plain value\nwith a newline\n' },
        command: [
          'python3',
          '-c',
          `import os, sys, time; sys.stdout.write(os.environ[${JSON.stringify(name)}] + "|" + os.environ["PLAIN"]); sys.stdout.flush(); time.sleep(3)`,
        ],
        runId: RUN,
        purpose: 'stdin',
      });
      expect(command.args.join('\0')).not.toContain(secret);
      const running = docker(command.args, { timeoutMs: 60_000, container: command.name, input: command.stdinPreamble });
      let inspected = '';
      let clients: string[] = [];
      for (let attempt = 0; attempt < 100 && !inspected; attempt++) {
        clients = await dockerClientCommandLines();
        inspected = (await docker(['inspect', command.name], { timeoutMs: 30_000 })).stdout.trim().replace(/^\[\]$/, '');
        if (!inspected) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(inspected).toContain(command.name);
      expect(clients.some((line) => line.includes(command.name))).toBe(true);
      for (const text of [inspected, ...clients]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(Buffer.from(secret).toString('base64'));
      }
      const result = await running;
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(`${secret}|plain value\nwith a newline\n`);
    },
    120_000,
  );
});
