import { HOST_TOOLS, nameWords } from '../../tool-surface/lint-patterns.ts';
import type { CatalogRule } from '../rule.ts';

/**
 * A tool name the model could take for someone else's tool: the host's own (`activate_tools`), the host's prefix
 * (`mcp__…`), or another connector's (its id as the name's first word, `gmail_send` in a connector that is not gmail).
 * The host prefixes every tool with `mcp__<id>__`, so two connectors may share a plain name such as `search`.
 * A connector whose own id begins with the other's (`tavily-local`, the vendor's local server beside the remote
 * `tavily`) may use that name: its id, which review approves and the host puts before each tool, says it already,
 * and the tool name claims nothing more (docs/tool-surface.md says how this could be abused, and why it is not).
 */
export const toolNameShadows: CatalogRule = {
  id: 'tool-name-shadows',
  phase: 'catalog',
  severity: 'error',
  description:
    "No tool name shadows the host's own tools (`list_items`, `activate_tools`, `toggle_item`), carries the host's `mcp__` prefix, " +
    "or starts with another connector's id, unless the connector's own id starts with it too (`tavily_search` in `tavily-local`)",
  explain: {
    example:
      'connectors/demo/connector.json  error  tools[0].name: tool "activate_tools" has the name of a tool of the host itself: the model could take one for the other. Fix: rename the tool in the server, its manifests and its lock  [tool-name-shadows]',
    fix: 'rename the tool so it names what this connector does, in its own words',
  },
  *check({ catalog }) {
    // Each id by its words ("google-maps": "google maps"), so a tool name's leading words are looked up, not compared with every id.
    const idsByWords = new Map(catalog.connectors.map((connector) => [nameWords(connector.folder).join(' '), connector.folder]));
    for (const connector of catalog.connectors) {
      const tools = connector.manifest.data?.tools ?? [];
      for (const [index, tool] of tools.entries()) {
        const at = { file: connector.manifest.file, connector: connector.folder, field: `tools[${index}].name` };
        const fix = 'rename the tool in the server, its manifests and its lock';
        const label = `tool "${tool.name}"`;
        if (HOST_TOOLS.includes(tool.name))
          yield { at, message: `${label} has the name of a tool of the host itself: the model could take one for the other`, fix };
        else if (tool.name.startsWith('mcp__'))
          yield { at, message: `${label} carries the host's own mcp__ prefix: the model could take it for another connector's tool`, fix };
        else {
          const other = borrowedId(nameWords(tool.name), idsByWords);
          // Its own id, or one its own id begins with (the vendor's other connector), is no one else's.
          if (other && !startsWithWords(nameWords(connector.folder), nameWords(other)))
            yield {
              at,
              message: `${label} starts with the id of the connector "${other}": the model could take it for that connector's tool`,
              fix,
            };
        }
      }
    }
  },
};

/** The longest id that a name's leading words spell: "google_maps_route" names google-maps rather than google. */
function borrowedId(words: readonly string[], idsByWords: ReadonlyMap<string, string>): string | undefined {
  return words.map((_word, i) => idsByWords.get(words.slice(0, words.length - i).join(' '))).find((id) => id !== undefined);
}

function startsWithWords(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((word, i) => words[i] === word);
}
