// Remote probing against loopback servers that misbehave: no engine needed, the probe runs from the host.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorManifest } from '../../src/catalog/schemas.ts';
import { probeRemote, secretsFromEnvironment } from '../../src/smoke/index.ts';

const TIMEOUTS = { initializeMs: 1500, listToolsMs: 1500 };
let silent: Server;
let port = 0;
const sockets: Socket[] = [];

function manifest(url: string, extra: Partial<ConnectorManifest> = {}): ConnectorManifest {
  return {
    id: 'far',
    type: 'mcp_remote',
    auth: { type: 'none' },
    mcp_config: { url },
    tools: [],
    ...extra,
  } as unknown as ConnectorManifest;
}
const context = {
  connectorId: 'far',
  serverFile: 'connectors/far/connector.json',
  manifestFile: 'connectors/far/connector.json',
  manifestTools: [],
};

beforeAll(async () => {
  // Accepts connections and never answers: neither transport may hang on it.
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as { port: number }).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe('remote probing', () => {
  it('gives up on a server that never answers, over both transports, within its deadlines', async () => {
    const started = Date.now();
    const result = await probeRemote(manifest(`http://127.0.0.1:${port}/mcp`), context, {}, TIMEOUTS);
    expect(Date.now() - started).toBeLessThan(2 * (TIMEOUTS.initializeMs + 2000) + 2000);
    expect(result.findings.map((finding) => finding.ruleId)).toEqual(['remote-handshake']);
    expect(result.findings[0]!.message).toMatch(/streamable-http: .*; sse: /);
  });

  it('reports a refused connection as a failed handshake, and redacts the secret from it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const result = await probeRemote(
      manifest(`http://127.0.0.1:${freePort}/mcp/{SECRET:apiKey}`),
      context,
      { apiKey: 'sekrit-value-123' },
      TIMEOUTS,
    );
    expect(result.findings.map((finding) => finding.ruleId)).toEqual(['remote-handshake']);
    expect(JSON.stringify(result)).not.toContain('sekrit-value-123');
  });

  it('skips a URL whose secret is not configured, unless the key is optional', async () => {
    const url = 'http://127.0.0.1:9/mcp?key={SECRET:exaApiKey}';
    const required = await probeRemote(manifest(url), context, {}, TIMEOUTS);
    expect(required).toMatchObject({ status: 'skipped', reason: expect.stringContaining('SKALD_SECRET_exaApiKey') });
    const optional = manifest(url, {
      auth: { type: 'api_key', delivery: 'query', param: 'exaApiKey', optional: true },
    } as Partial<ConnectorManifest>);
    expect((await probeRemote(optional, context, {}, TIMEOUTS)).status).toBe('probed');
  });

  it('reads SKALD_SECRET_<NAME> variables', () => {
    expect(secretsFromEnvironment({ SKALD_SECRET_tavilyApiKey: 'a', SKALD_SECRET_EMPTY: '', OTHER: 'b' })).toEqual({ tavilyApiKey: 'a' });
  });
});
