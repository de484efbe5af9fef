// tool-name-shadows on its own: which other connector a tool name's leading words name.
import { describe, expect, it } from 'vitest';
import type { Location, Report } from '../../src/findings/finding.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import type { CatalogRule } from '../../src/rules/rule.ts';
import { toolNameShadows } from '../../src/rules/static/tool-name-shadows.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

/** What tavily-mcp@0.2.22, Tavily's own MCP server on npm, lists (read from its published package). */
const TAVILY_MCP_TOOLS = ['tavily_search', 'tavily_extract', 'tavily_crawl', 'tavily_map', 'tavily_research'];

function shadowed(connectors: Record<string, string[]>): string[] {
  const catalog = {
    connectors: Object.entries(connectors).map(([folder, tools]) => ({
      folder,
      manifest: { file: `connectors/${folder}/connector.json`, data: { tools: tools.map((name) => ({ name, display_name: name })) } },
    })),
  } as unknown as Parameters<CatalogRule['check']>[0]['catalog'];
  return [...(toolNameShadows.check({ catalog } as Parameters<CatalogRule['check']>[0]) as Iterable<Report<Location>>)].map(
    (report) => `${(report.at as { connector: string }).connector}: ${report.message}`,
  );
}

describe('tool-name-shadows', () => {
  it("names the connector whose id a tool name starts with, word by word, and never the tool's own", () => {
    expect(
      shadowed({
        'google-maps': ['search', 'google_maps_route_plan'],
        weather: ['weather_now', 'weatherly', 'googleMapsLookup', 'google_search'],
        google: ['list', 'google_maps_lookup'],
      }),
    ).toEqual([
      'weather: tool "googleMapsLookup" starts with the id of the connector "google-maps": the model could take it for that connector\'s tool',
      'weather: tool "google_search" starts with the id of the connector "google": the model could take it for that connector\'s tool',
      'google: tool "google_maps_lookup" starts with the id of the connector "google-maps": the model could take it for that connector\'s tool',
    ]);
  });

  it("a connector whose own id begins with the other's is the same vendor: tavily-local may name tavily_search", () => {
    // Its longest match is its own id (google_maps_route_plan is google-maps'), or an id its own begins with.
    expect(shadowed({ google: ['list'], 'google-maps': ['google_maps_route_plan', 'google_search'] })).toEqual([]);
    expect(shadowed({ tavily: ['tavily_search'], 'tavily-local': ['tavily_search', 'tavily_local_status'] })).toEqual([]);
    // Not the other way, and not for an id that only shares letters: "tavilyx" is not "tavily" and more words.
    expect(shadowed({ tavily: ['tavily_local_status'], 'tavily-local': [], tavilyx: ['tavily_search'] })).toEqual([
      'tavily: tool "tavily_local_status" starts with the id of the connector "tavily-local": the model could take it for that connector\'s tool',
      'tavilyx: tool "tavily_search" starts with the id of the connector "tavily": the model could take it for that connector\'s tool',
    ]);
  });

  it('the official tavily-mcp packaged as tavily-local beside the remote tavily passes npm run check; another connector naming its tool tavily_search does not', async () => {
    const named = (id: string, tools: readonly string[]) => {
      const connector = localConnector(id);
      const entries = tools.map((name) => ({ name, display_name: name }));
      connector.fragment.tools = entries;
      connector.manifest.tools = entries;
      return connector;
    };
    const catalog = await writeCatalog({
      tavily: named('tavily', TAVILY_MCP_TOOLS),
      'tavily-local': named('tavily-local', TAVILY_MCP_TOOLS),
      'search-pal': named('search-pal', ['tavily_search']),
    });
    try {
      const { findings } = await checkCatalog({ catalogDir: catalog.dir, only: ['tool-name-shadows'] });
      expect(findings.map((finding) => [finding.connector, finding.field, finding.message])).toEqual([
        [
          'search-pal',
          'tools[0].name',
          'tool "tavily_search" starts with the id of the connector "tavily": the model could take it for that connector\'s tool',
        ],
      ]);
    } finally {
      await catalog.cleanup();
    }
  });

  it('the host: its own tool names and its mcp__ prefix', () => {
    expect(shadowed({ demo: ['activate_tools', 'mcp__other__x', 'fine'] })).toHaveLength(2);
  });
});
