import { createServer } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

/**
 * A real SDK MCP server over Streamable HTTP on 127.0.0.1, stateless: each request lists what `tools()` returns then,
 * so a test can change the surface between two probes. `origin` is http://127.0.0.1:<port>; the endpoint is any path.
 */
export async function startHttpMcpServer(options: {
  name: string;
  instructions?: string;
  tools: () => Tool[];
}): Promise<{ origin: string; close: () => Promise<void> }> {
  const http = createServer(async (request, response) => {
    const server = new Server(
      { name: options.name, version: '1.0.0' },
      { capabilities: { tools: {} }, instructions: options.instructions },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: options.tools() }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    response.on('close', () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(request, response);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}
