// Limits for every JSON text a pull request (or a connector's server) controls: nesting depth and size are checked
// before anything parses it, so a 10,000-deep manifest is a finding about that file, not a stack overflow of the run.

/** Deeper than any manifest, lockfile or tool schema needs; shallow enough for every recursive reader we use. */
const MAX_JSON_DEPTH = 64;
/** Manifests, package.json, a tool list: far below this. A lockfile of a large tree is some MiB. */
export const MAX_JSON_BYTES = 16 * 1024 * 1024;

/** What is wrong with a JSON text's shape, in one sentence, or undefined when it is within the limits. */
export function jsonLimitProblem(text: string, limits: { depth?: number; bytes?: number } = {}): string | undefined {
  const maxBytes = limits.bytes ?? MAX_JSON_BYTES;
  const maxDepth = limits.depth ?? MAX_JSON_DEPTH;
  if (text.length > maxBytes) return `it is ${text.length} characters long, over the limit of ${maxBytes}`;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > maxDepth) return `it nests arrays and objects more than ${maxDepth} levels deep`;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return undefined;
}

/** JSON.parse within the limits: throws an Error saying which limit, before parsing anything over one. */
export function parseLimitedJson(text: string, limits?: { depth?: number; bytes?: number }): unknown {
  const problem = jsonLimitProblem(text, limits);
  if (problem) throw new Error(problem);
  return JSON.parse(text);
}

/**
 * The depth limit over a value a library has already parsed (the MCP SDK's HTTP transports parse a server's answers
 * themselves). Walked without recursion, so a deep value cannot overflow the stack here either.
 */
export function valueDepthProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > maxDepth) return `it nests arrays and objects more than ${maxDepth} levels deep`;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return undefined;
}
