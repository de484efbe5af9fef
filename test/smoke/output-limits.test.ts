// The stdio transport reads a server's output up to its limits, on the real engine: a flood of junk, of short lines, of
// well-formed messages or on stderr is read no further (the server then blocks on its next write, and the runner's Node
// goes idle), and an honest, chatty server is read to its end.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContainerStdioTransport } from '../../src/mcp/container-transport.ts';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { sandboxCommand } from '../../src/sandbox/container.ts';
import { docker } from '../../src/sandbox/docker.ts';

const RUN = `limits-${randomBytes(3).toString('hex')}`;
const VOLUME = `skald-smoke-${RUN}-empty`;
const NOTIFICATION = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'x' } });
const FLOODS: Record<string, string> = {
  'junk lines': 'while True: sys.stdout.write("x" * 4096 + "\\n")',
  'short lines': 'while True: sys.stdout.write("x\\n" * 2048)',
  'well-formed messages': `while True: sys.stdout.write(${JSON.stringify(`${NOTIFICATION}\n`)} * 64)`,
  stderr: 'while True: sys.stderr.write("x" * 4096 + "\\n")',
};
// Polls end as soon as the condition holds; the deadline only bounds a transport that never gets there.
const SETTLED = { timeout: 120_000, interval: 100 };
let image = '';

beforeAll(async () => {
  image = await ensureBaseImage();
});
afterAll(async () => {
  await docker(['volume', 'rm', '--force', VOLUME], { timeoutMs: 60_000 });
});

function serverRunning(source: string): ContainerStdioTransport {
  const command = ['python3', '-c', `import sys\n${source}`];
  const sandbox = sandboxCommand({
    image,
    connectorVolume: VOLUME,
    env: {},
    command,
    runId: RUN,
    purpose: 'output',
    limits: { cpus: 0.25 },
  });
  return new ContainerStdioTransport(sandbox, { exitGraceMs: 5000, stderrLimit: 4096 });
}

for (const [name, source] of Object.entries(FLOODS)) {
  it(`reads a flood of ${name} no further than its limits`, async () => {
    const transport = serverRunning(source);
    await transport.start();
    try {
      await expect.poll(() => transport.outputCut, SETTLED).toBe(true);
    } finally {
      await transport.close();
    }
  });
}

it('reads an honest, chatty server to its end: 2,000 messages and its log', async () => {
  const transport = serverRunning(
    `sys.stdout.write(${JSON.stringify(`${NOTIFICATION}\n`)} * 2000)\nsys.stderr.write("started\\n" * 10000)\nsys.stdout.flush()`,
  );
  const messages: unknown[] = [];
  transport.onmessage = (message) => messages.push(message);
  await transport.start();
  try {
    await expect.poll(() => transport.exit, SETTLED).toBeDefined();
  } finally {
    await transport.close();
  }
  expect(messages).toHaveLength(2000);
  expect(transport.outputCut).toBe(false);
  expect(transport.pollutionCount).toBe(0);
  expect(transport.stderrTail).toMatch(/started\n$/);
});
