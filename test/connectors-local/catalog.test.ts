import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.ts';
import { runStaticRules } from '../../src/phases/check.ts';
import { CONNECTORS_DIR, LOCAL_CONNECTORS } from './harness.ts';

describe('the local Python connectors in the catalog', () => {
  it('load without JSON or schema findings and pass every static rule', async () => {
    const catalog = await loadCatalog(CONNECTORS_DIR, 'connectors');
    const ours = (connector: string | undefined) => (LOCAL_CONNECTORS as readonly string[]).includes(connector ?? '');
    expect(catalog.loadFindings.filter((finding) => ours(finding.connector))).toEqual([]);
    for (const id of LOCAL_CONNECTORS) {
      const folder = catalog.connectors.find((connector) => connector.folder === id);
      expect(folder?.fragment.data, `${id}/fragment.json`).toBeDefined();
      expect(folder?.manifest.data, `${id}/connector.json`).toBeDefined();
    }
    expect((await runStaticRules(catalog)).filter((finding) => ours(finding.connector))).toEqual([]);
  });

  it('ship the manifest fields the catalog promises users', async () => {
    for (const id of LOCAL_CONNECTORS) {
      const manifest = JSON.parse(readFileSync(path.join(CONNECTORS_DIR, id, 'connector.json'), 'utf8')) as Record<string, unknown>;
      expect(manifest, id).toMatchObject({
        $schema: '../schemas/connector.schema.json',
        launch_command: 'python3 server.py',
        transport: 'stdio',
        dependencies: [],
        mcp_config: { command: 'python3', args: ['server.py'] },
      });
      expect(manifest.homepage, id).toMatch(/^https:\/\//);
      expect((manifest.setup_instructions as string[]).length, id).toBeGreaterThan(0);
      const fragment = JSON.parse(readFileSync(path.join(CONNECTORS_DIR, id, 'fragment.json'), 'utf8')) as Record<string, unknown>;
      expect(fragment.$schema, id).toBe('../schemas/fragment.schema.json');
    }
  });
});
