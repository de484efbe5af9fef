import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposedToolName, toolNameProblem } from '../../src/catalog/tool-names.ts';
import { BASE_ENV, CONNECTORS_DIR, connect, GOOGLE_CONNECTORS, LOCAL_CONNECTORS, PYLIB_DIR } from './harness.ts';

const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];

describe('skald_mcp runtime copies', () => {
  it('every connector ships a byte-identical copy of pylib/skald_mcp.py', () => {
    const canonical = readFileSync(path.join(PYLIB_DIR, 'skald_mcp.py'));
    for (const id of LOCAL_CONNECTORS) {
      const copy = readFileSync(path.join(CONNECTORS_DIR, id, 'skald_mcp.py'));
      expect(copy.equals(canonical), `connectors/${id}/skald_mcp.py differs from pylib/skald_mcp.py: copy it again`).toBe(true);
    }
  });

  it('every Google connector ships a byte-identical copy of pylib/google_api.py', () => {
    const canonical = readFileSync(path.join(PYLIB_DIR, 'google_api.py'));
    for (const id of GOOGLE_CONNECTORS) {
      const copy = readFileSync(path.join(CONNECTORS_DIR, id, 'google_api.py'));
      expect(copy.equals(canonical), `connectors/${id}/google_api.py differs from pylib/google_api.py: copy it again`).toBe(true);
    }
  });
});

describe.each(LOCAL_CONNECTORS)('%s speaks MCP over stdio', (id) => {
  it('initializes and lists precise, titled tools with no credentials and no upstream', async () => {
    const manifest = JSON.parse(readFileSync(path.join(CONNECTORS_DIR, id, 'connector.json'), 'utf8')) as {
      tools: Array<{ name: string; display_name: string }>;
    };
    // Every upstream refuses connections (BASE_ENV): listing must need neither it nor any key.
    const server = await connect(id, {});
    try {
      expect(server.client.getServerVersion()).toMatchObject({ name: id, version: '1.0.0' });
      expect(server.client.getServerCapabilities()).toEqual({ tools: {} });
      const { tools } = await server.client.listTools();
      expect(tools.map((tool) => ({ name: tool.name, display_name: tool.title }))).toEqual(manifest.tools);
      for (const tool of tools) {
        expect(toolNameProblem(id, tool.name), exposedToolName(id, tool.name)).toBeUndefined();
        expect(tool.description!.length, tool.name).toBeGreaterThan(60);
        const schema = tool.inputSchema as {
          type: string;
          properties: Record<string, { description?: string; type?: string }>;
          required?: string[];
          additionalProperties?: boolean;
        };
        expect(schema.type).toBe('object');
        expect(schema.additionalProperties, tool.name).toBe(false);
        for (const required of schema.required ?? []) expect(Object.keys(schema.properties), tool.name).toContain(required);
        for (const [name, property] of Object.entries(schema.properties)) {
          expect(property.type, `${tool.name}.${name}`).toBeDefined();
          expect(property.description, `${tool.name}.${name}`).toBeTruthy();
        }
        // A tool that changes something says so (the connectors' own tests pin each tool's hints); a read-only one destroys nothing.
        const { readOnlyHint, destructiveHint, idempotentHint, title } = tool.annotations ?? {};
        expect([typeof readOnlyHint, typeof destructiveHint, typeof idempotentHint], tool.name).toEqual(['boolean', 'boolean', 'boolean']);
        expect(title, tool.name).toBe(tool.title);
        if (readOnlyHint) expect(destructiveHint, tool.name).toBe(false);
      }
      expect(server.protocolErrors).toEqual([]);
      await expect(server.client.ping()).resolves.toEqual({});
      await expect(server.client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/unknown tool: no_such_tool/);
    } finally {
      await server.close();
    }
  });
});

/** Raw lines, for the cases an SDK client never sends. */
async function exchange(
  lines: string[],
): Promise<{ replies: Array<Record<string, unknown>>; code: number | null; stderr: string; elapsedMs: number }> {
  const started = Date.now();
  const child = spawn('python3', ['server.py'], {
    cwd: path.join(CONNECTORS_DIR, 'weather'),
    env: { PATH: process.env.PATH, ...BASE_ENV },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdin.end(lines.map((line) => `${line}\n`).join(''));
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  const replies = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { replies, code, stderr, elapsedMs: Date.now() - started };
}

const initialize = (version: string, id = 1) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
  });

describe('protocol edge cases (raw JSON-RPC lines)', () => {
  it('negotiates the protocol version: the client one when supported, else the latest', async () => {
    const { replies, code } = await exchange([
      ...PROTOCOL_VERSIONS.map((version, i) => initialize(version, i + 1)),
      initialize('1999-01-01', 9),
    ]);
    expect(code).toBe(0);
    expect(replies.map((reply) => (reply.result as { protocolVersion: string }).protocolVersion)).toEqual([
      ...PROTOCOL_VERSIONS,
      '2025-11-25',
    ]);
    expect(replies[0]).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { capabilities: { tools: {} }, serverInfo: { name: 'weather', version: '1.0.0' } },
    });
  });

  it('answers malformed input with JSON-RPC errors, ignores notifications, and exits on EOF', async () => {
    const { replies, code, stderr, elapsedMs } = await exchange([
      'this is not json',
      JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'resources/list' }),
      JSON.stringify({ id: 3, method: 'ping' }),
      JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'ping' }),
      JSON.stringify({ jsonrpc: '2.0', id: { nested: true }, method: 'ping' }),
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'forecast', arguments: 'Berlin' } }),
    ]);
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error: each line must be one JSON-RPC message' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'method not found: resources/list' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'not a JSON-RPC 2.0 message' } },
      { jsonrpc: '2.0', id: 4, result: {} },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'id must be a string or an integer' } },
      {
        jsonrpc: '2.0',
        id: 5,
        result: {
          isError: true,
          content: [{ type: 'text', text: 'Invalid arguments for forecast: arguments must be of type object, got "Berlin"' }],
        },
      },
    ]);
    expect(code).toBe(0);
    expect(elapsedMs).toBeLessThan(5000);
    expect(stderr).toContain('stdin closed, exiting');
  });

  it('answers a tool call already running when stdin closes', async () => {
    const { replies } = await exchange([
      initialize('2025-06-18'),
      JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: { name: 'current_weather', arguments: { latitude: 1, longitude: 2 } },
      }),
    ]);
    // The upstream (BASE_ENV) refuses the connection: the call fails fast, as a tool error.
    expect(replies[1]).toMatchObject({ id: 2, result: { isError: true } });
  });
});
