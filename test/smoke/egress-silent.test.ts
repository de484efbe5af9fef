// The egress proxy's own process (no container: Node runs its file as the sandbox does, with `node -e`) when a
// tunnel's client is slow to send its TLS ClientHello: the tunnel is closed after the wait and reported as silent,
// never as a refusal of the allowed host. On a busy runner that is what a slow npm looks like.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('a tunnel to the allowed origin that stays silent is reported silent, not refused', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'skald-egress-silent-'));
  const socket = path.join(dir, 'proxy.sock');
  const source = await readFile(new URL('../../src/sandbox/egress-proxy.cjs', import.meta.url), 'utf8');
  const proxy = spawn(process.execPath, ['-e', source, socket, 'registry.example', '443', '', '300'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  proxy.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  try {
    while (!out.includes('"listening"')) await once(proxy.stdout!, 'data');
    const client = connect(socket);
    client.write('CONNECT registry.example:443 HTTP/1.1\r\nHost: registry.example:443\r\n\r\n');
    const [established] = (await once(client, 'data')) as [Buffer];
    expect(established.toString()).toMatch(/^HTTP\/1\.1 200 /);
    await once(client, 'close');
    proxy.stdin!.end();
    await once(proxy, 'exit');
    const lines = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual({ silent: 'registry.example:443', afterMs: 300 });
    expect(lines.some((line) => 'refused' in line)).toBe(false);
  } finally {
    proxy.kill();
    await rm(dir, { recursive: true, force: true });
  }
});
