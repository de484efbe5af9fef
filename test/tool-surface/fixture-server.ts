// A real MCP server (the SDK's Server) listing exactly the tools and instructions a test gives it, probed by the smoke
// run's own probeServer through the SDK client over an in-memory transport pair.
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { type ErasObservation, erasObservation, joinEras } from '../../src/mcp/eras.ts';
import { probeServer } from '../../src/mcp/probe.ts';

export interface FixtureSurface {
  instructions?: string;
  tools: Array<Record<string, unknown>>;
}

/** Starts a server with this surface, runs the smoke probe against it (a legacy server), and closes both ends. */
export async function probeFixture(surface: FixtureSurface): Promise<ErasObservation> {
  const server = new Server({ name: 'fixture', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: surface.instructions });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: surface.tools }) as never);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  try {
    const probe = await probeServer(clientSide);
    await probe.client?.close();
    return erasObservation(joinEras(undefined, probe));
  } finally {
    await server.close();
  }
}

export const ECHO = {
  name: 'echo',
  title: 'Echo',
  description: 'Echoes the text',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, additionalProperties: false },
  annotations: { readOnlyHint: true },
};
