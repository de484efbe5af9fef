import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UnsupportedProtocolVersionError } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { exposedToolName, toolNameProblem } from '../../src/catalog/tool-names.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';
import { BASE_ENV, CONNECTORS_DIR, connect, connectEra, GOOGLE_CONNECTORS, LOCAL_CONNECTORS, PYLIB_DIR } from './harness.ts';

const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const MODERN = '2026-07-28';

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

  it('speaks 2026-07-28 to a client that probes (auto), listing what it lists to a legacy one, in the same order', async () => {
    const [modern, legacy] = await Promise.all([connectEra(id, 'auto'), connectEra(id, 'legacy')]);
    try {
      expect([modern.client.getProtocolEra(), legacy.client.getProtocolEra()]).toEqual(['modern', 'legacy']);
      expect(modern.client.getServerVersion()).toEqual(legacy.client.getServerVersion());
      expect(modern.client.getServerCapabilities()).toEqual({ tools: {} });
      expect(modern.client.getInstructions()).toBe(legacy.client.getInstructions());
      const [modernTools, legacyTools] = [(await modern.client.listTools()).tools, (await legacy.client.listTools()).tools];
      expect(modernTools.map((tool) => tool.name)).toEqual(legacyTools.map((tool) => tool.name));
      expect(modernTools.length).toBeGreaterThan(0);
      // What tools.lock.json pins of each tool is the same whichever era listed it.
      const surface = (tools: unknown[], instructions: string | undefined) => surfaceOf(tools, { instructions }).tools;
      expect(surface(modernTools, modern.client.getInstructions())).toEqual(surface(legacyTools, legacy.client.getInstructions()));
    } finally {
      await Promise.all([modern.close(), legacy.close()]);
    }
  });
});

describe('both protocol eras through the v2 client', () => {
  it('pinned to 2026-07-28: modern, tool results carry the server in _meta', async () => {
    const server = await connectEra('weather', { pin: MODERN });
    try {
      expect(server.client.getProtocolEra()).toBe('modern');
      expect(server.client.getNegotiatedProtocolVersion()).toBe(MODERN);
      expect(server.client.getDiscoverResult()).toMatchObject({ supportedVersions: [MODERN], ttlMs: 3_600_000, cacheScope: 'public' });
      const result = await server.client.callTool({ name: 'forecast', arguments: { location: 42 } });
      expect(result).toMatchObject({
        isError: true,
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'weather', version: '1.0.0' } },
      });
      await expect(server.client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/unknown tool: no_such_tool/);
    } finally {
      await server.close();
    }
  });

  it('refuses a version it does not speak with -32022 and the supported list; a client that also speaks it retries', async () => {
    const refused = connectEra('weather', { pin: '2099-01-01' });
    await expect(refused).rejects.toBeInstanceOf(UnsupportedProtocolVersionError);
    await expect(refused).rejects.toMatchObject({ code: -32022, data: { supported: [MODERN], requested: '2099-01-01' } });
    const retried = await connectEra('weather', 'auto', { supportedProtocolVersions: ['2099-01-01', MODERN, '2025-11-25'] });
    try {
      expect(retried.client.getProtocolEra()).toBe('modern');
      expect(retried.client.getNegotiatedProtocolVersion()).toBe(MODERN);
    } finally {
      await retried.close();
    }
  });
});

/** Raw lines, for the cases an SDK client never sends. */
async function exchange(lines: string[]): Promise<{ replies: Array<Record<string, unknown>>; code: number | null; stderr: string }> {
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
  // Only a server that never exits on EOF meets this: it is killed, and its exit code is then null, never 0.
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  const replies = stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { replies, code, stderr };
}

const initialize = (version: string, id = 1) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method: 'initialize',
    params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '0' } },
  });

describe('protocol edge cases (raw JSON-RPC lines)', () => {
  it('negotiates the protocol version: the client one when supported, else the latest legacy one, never a modern one', async () => {
    const { replies, code } = await exchange([
      ...PROTOCOL_VERSIONS.map((version, i) => initialize(version, i + 1)),
      initialize('1999-01-01', 9),
      initialize(MODERN, 10),
    ]);
    expect(code).toBe(0);
    expect(replies.map((reply) => (reply.result as { protocolVersion: string }).protocolVersion)).toEqual([
      ...PROTOCOL_VERSIONS,
      '2025-11-25',
      '2025-11-25',
    ]);
    expect(replies[0]).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { capabilities: { tools: {} }, serverInfo: { name: 'weather', version: '1.0.0' } },
    });
  });

  it('answers malformed input with JSON-RPC errors, ignores notifications, and exits on EOF', async () => {
    const { replies, code, stderr } = await exchange([
      'this is not json',
      JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'resources/list' }),
      JSON.stringify({ id: 3, method: 'ping' }),
      JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'ping' }),
      JSON.stringify({ jsonrpc: '2.0', id: { nested: true }, method: 'ping' }),
      initialize('2025-06-18', 6),
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'forecast', arguments: 'Berlin' } }),
    ]);
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error: each line must be one JSON-RPC message' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'method not found: resources/list' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32600, message: 'not a JSON-RPC 2.0 message' } },
      { jsonrpc: '2.0', id: 4, result: {} },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'id must be a string or an integer' } },
      { jsonrpc: '2.0', id: 6, result: expect.objectContaining({ protocolVersion: '2025-06-18' }) },
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

/** A 2026-07-28 request: the version and the client's capabilities in _meta, nothing before it. */
const modern = (id: number, method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> = {}) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': MODERN,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'raw', version: '0' },
        ...meta,
      },
    },
  });

const SERVER_META = { 'io.modelcontextprotocol/serverInfo': { name: 'weather', version: '1.0.0', title: 'Weather (Open-Meteo)' } };

describe('the 2026-07-28 era on the wire (raw JSON-RPC lines)', () => {
  it('serves each request on its own, with resultType and the server in _meta, and the legacy session beside it', async () => {
    const { replies, code } = await exchange([
      modern(1, 'server/discover'),
      modern(2, 'tools/list'),
      modern(3, 'tools/call', { name: 'forecast', arguments: 'Berlin' }),
      initialize('2025-11-25', 4),
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'tools/list' }),
      modern(6, 'tools/list'),
    ]);
    expect(code).toBe(0);
    const [discover, modernList, called, initialized, legacyList, modernAgain] = replies.map(
      (reply) => reply.result as Record<string, unknown>,
    );
    expect(discover).toEqual({
      supportedVersions: [MODERN],
      capabilities: { tools: {} },
      instructions: initialized!.instructions,
      ttlMs: 3_600_000,
      cacheScope: 'public',
      resultType: 'complete',
      _meta: SERVER_META,
    });
    expect(initialized!.instructions).toMatch(/Open-Meteo/);
    const { tools, ...listFields } = modernList!;
    expect(listFields).toEqual({ ttlMs: 3_600_000, cacheScope: 'public', resultType: 'complete', _meta: SERVER_META });
    // The same tools in the same order in both eras, and a legacy answer stays legacy.
    expect(legacyList).toEqual({ tools });
    expect(modernAgain).toEqual(modernList);
    expect((tools as Array<{ name: string }>).map((tool) => tool.name)).toEqual(['geocode', 'current_weather', 'forecast', 'air_quality']);
    expect(called).toEqual({
      content: [{ type: 'text', text: 'Invalid arguments for forecast: arguments must be of type object, got "Berlin"' }],
      isError: true,
      resultType: 'complete',
      _meta: SERVER_META,
    });
  });

  it('refuses a version it does not speak with -32022 and the supported list, and what 2026-07-28 removed', async () => {
    const version = 'io.modelcontextprotocol/protocolVersion';
    const { replies } = await exchange([
      modern(1, 'tools/list', {}, { [version]: '2099-01-01' }),
      // A legacy version is negotiated by initialize, never named per request.
      modern(2, 'tools/list', {}, { [version]: '2025-11-25' }),
      modern(3, 'tools/list', {}, { [version]: 20260728 }),
      modern(4, 'tools/list', {}, { 'io.modelcontextprotocol/clientCapabilities': undefined }),
      modern(5, 'ping'),
      modern(6, 'initialize', { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } }),
      modern(7, 'tools/call', { name: 'no_such_tool', arguments: {} }),
    ]);
    const errors = replies.map((reply) => ({ id: reply.id, ...(reply.error as object) }));
    expect(errors).toEqual([
      {
        id: 1,
        code: -32022,
        message: expect.stringContaining('Unsupported protocol version: 2099-01-01'),
        data: { supported: [MODERN], requested: '2099-01-01' },
      },
      {
        id: 2,
        code: -32022,
        message: expect.stringContaining('after initialize: 2025-11-25'),
        data: { supported: [MODERN], requested: '2025-11-25' },
      },
      { id: 3, code: -32602, message: '_meta["io.modelcontextprotocol/protocolVersion"] must be a string' },
      { id: 4, code: -32602, message: '_meta["io.modelcontextprotocol/clientCapabilities"] is required (an object, {} for none)' },
      { id: 5, code: -32601, message: `method not found: ping (protocol version ${MODERN})` },
      { id: 6, code: -32601, message: `method not found: initialize (protocol version ${MODERN})` },
      { id: 7, code: -32602, message: expect.stringContaining('unknown tool: no_such_tool') },
    ]);
  });

  it('refuses a request that names no version and follows no initialize, but answers ping as the legacy revisions allow', async () => {
    const { replies } = await exchange([
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'geocode', arguments: { name: 'Berlin' } } }),
      JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' }),
      initialize('2025-11-25', 4),
      // server/discover exists only in 2026-07-28: without its _meta it is refused, session or not.
      JSON.stringify({ jsonrpc: '2.0', id: 5, method: 'server/discover' }),
    ]);
    const refusal = (id: number, method: string, legacyWay = ', or initialize before it') => ({
      jsonrpc: '2.0',
      id,
      error: {
        code: -32602,
        message:
          `${method} needs the protocol version and the client's capabilities in params._meta ("io.modelcontextprotocol/protocolVersion": ` +
          `"${MODERN}", "io.modelcontextprotocol/clientCapabilities": {})${legacyWay}`,
      },
    });
    expect(replies).toEqual([
      refusal(1, 'tools/list'),
      refusal(2, 'tools/call'),
      { jsonrpc: '2.0', id: 3, result: {} },
      expect.objectContaining({ id: 4, result: expect.objectContaining({ protocolVersion: '2025-11-25' }) }),
      refusal(5, 'server/discover', ''),
    ]);
  });

  it('refuses to register a tool name twice, so the order tools/list gives is the order they were written in', () => {
    const script = [
      'from skald_mcp import Server, object_schema',
      'server = Server("x", "1.0.0")',
      'for _ in range(2):',
      '    server.tool("twice", title="Twice", description="d", schema=object_schema({}))(lambda args: "")',
    ].join('\n');
    const run = spawnSync('python3', ['-c', script], {
      cwd: PYLIB_DIR,
      env: { PATH: process.env.PATH, PYTHONDONTWRITEBYTECODE: '1' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ValueError: tool twice is registered twice');
  });
});
