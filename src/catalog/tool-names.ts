/** Names LLM APIs accept for a tool; the host exposes each tool as `mcp__<id>__<name>`. */
const TOOL_NAME = /^[a-zA-Z0-9_-]+$/;
const MAX_EXPOSED_TOOL_NAME = 64;

export function exposedToolName(connectorId: string, toolName: string): string {
  return `mcp__${connectorId}__${toolName}`;
}

/** Why the host could not expose this tool, or undefined when it can. */
export function toolNameProblem(connectorId: string, toolName: string): string | undefined {
  if (!TOOL_NAME.test(toolName)) return `tool name "${toolName}" has characters LLM APIs reject (allowed: letters, digits, "_" and "-")`;
  const exposed = exposedToolName(connectorId, toolName);
  if (exposed.length > MAX_EXPOSED_TOOL_NAME) {
    return `the host exposes this tool as "${exposed}", ${exposed.length} characters; LLM APIs accept at most ${MAX_EXPOSED_TOOL_NAME}`;
  }
  return undefined;
}
