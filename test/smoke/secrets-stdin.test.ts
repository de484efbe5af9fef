// Every variable reaches a sandboxed process on its container's stdin, whatever its name: a key under a header-style
// name (X-API-Key, api-key) is never on the docker client's command line nor in `docker inspect`, and the process
// still gets it under exactly that name. A {SECRET:…} placeholder in verify.command too.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { sandboxCommand } from '../../src/sandbox/container.ts';
import { docker, RUN_LABEL } from '../../src/sandbox/docker.ts';
import { runVerify } from '../../src/smoke/verify.ts';

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

/** `docker inspect` of the named container and every docker client's command line, once the container runs. */
async function whileRunning(name: string): Promise<{ inspected: string; clients: string[] }> {
  let inspected = '';
  let clients: string[] = [];
  for (let attempt = 0; attempt < 100 && !inspected; attempt++) {
    clients = await dockerClientCommandLines();
    inspected = (await docker(['inspect', name], { timeoutMs: 30_000 })).stdout.trim().replace(/^\[\]$/, '');
    if (!inspected) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(inspected).toContain(name);
  expect(clients.some((line) => line.includes(name))).toBe(true);
  return { inspected, clients };
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
      const { inspected, clients } = await whileRunning(command.name);
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

describe('a {SECRET:…} placeholder in verify.command', () => {
  it('reaches the verify through its environment, never a command line docker or the runner shows', async () => {
    const secret = `skald-key-${randomBytes(10).toString('hex')}`;
    // The verify reads the value as an assignment's: the shell expands it, and no process of the run carries it as an argument.
    const command =
      'TOKEN={SECRET:token} python3 -c \'import json, os, time; time.sleep(3); print(json.dumps({"ok": False, "message": os.environ["TOKEN"][::-1]}))\'';
    const running = runVerify({
      connectorId: 'placeholder',
      command,
      timeoutSecs: 30,
      image: base,
      connectorVolume: VOLUME,
      env: { token: secret },
      runId: RUN,
    });
    const inspectedDuring = await (async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const listed = await docker(['ps', '--filter', `label=${RUN_LABEL}=${RUN}`, '--format', '{{.Names}}'], {
          timeoutMs: 30_000,
        });
        const name = listed.stdout
          .trim()
          .split('\n')
          .find((line) => line.includes('placeholder-verify'));
        if (name) return whileRunning(name);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the verify container never ran');
    })();
    for (const text of [inspectedDuring.inspected, ...inspectedDuring.clients]) expect(text).not.toContain(secret);
    const { outcome } = await running;
    expect(outcome).toMatchObject({ ok: false, message: [...secret].reverse().join('') });
  }, 120_000);
});
