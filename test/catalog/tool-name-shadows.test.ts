// tool-name-shadows on its own: which other connector a tool name's leading words name.
import { describe, expect, it } from 'vitest';
import type { Location, Report } from '../../src/findings/finding.ts';
import type { CatalogRule } from '../../src/rules/rule.ts';
import { toolNameShadows } from '../../src/rules/static/tool-name-shadows.ts';

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
        google: ['list'],
      }),
    ).toEqual([
      'google-maps: tool "google_maps_route_plan" starts with the id of the connector "google": the model could take it for that connector\'s tool',
      'weather: tool "googleMapsLookup" starts with the id of the connector "google-maps": the model could take it for that connector\'s tool',
      'weather: tool "google_search" starts with the id of the connector "google": the model could take it for that connector\'s tool',
    ]);
  });

  it('the host: its own tool names and its mcp__ prefix', () => {
    expect(shadowed({ demo: ['activate_tools', 'mcp__other__x', 'fine'] })).toHaveLength(2);
  });
});
