import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashCatalog, hashFolder, streamedHashing } from '../../src/catalog/digests.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

describe('hashing the catalog on a second thread', () => {
  it('gives each folder the digests hashing it here would, in any order asked', async () => {
    const ids = ['alpha', 'beta', 'gamma'];
    const fixture = await writeCatalog(Object.fromEntries(ids.map((id) => [id, localConnector(id)])));
    try {
      const catalog = await loadCatalog(fixture.dir);
      const hashing = hashCatalog(catalog, { thread: true });
      try {
        for (const folder of [...catalog.connectors].reverse()) expect(await hashing.digestsOf(folder)).toEqual(await hashFolder(folder));
      } finally {
        hashing.close();
      }
    } finally {
      await fixture.cleanup();
    }
  });

  it('starts while the catalog is read: folders handed over by loadCatalog get the digests hashing them here would', async () => {
    const ids = ['alpha', 'beta', 'gamma'];
    const fixture = await writeCatalog(Object.fromEntries(ids.map((id) => [id, localConnector(id)])));
    const hashing = streamedHashing({ thread: true });
    try {
      const catalog = await loadCatalog(fixture.dir, undefined, { onFolder: hashing.add });
      hashing.loaded();
      for (const folder of catalog.connectors) expect(await hashing.digestsOf(folder)).toEqual(await hashFolder(folder));
    } finally {
      hashing.close();
      await fixture.cleanup();
    }
  });

  it('a file gone before the thread reached it fails every folder still waiting, with the reason', async () => {
    const fixture = await writeCatalog({ alpha: localConnector('alpha'), beta: localConnector('beta') });
    try {
      const catalog = await loadCatalog(fixture.dir);
      rmSync(`${fixture.dir}/alpha/server.py`);
      const hashing = hashCatalog(catalog, { thread: true });
      try {
        await expect(hashing.digestsOf(catalog.connectors[1]!)).rejects.toThrow(/ENOENT.*alpha\/server\.py/);
      } finally {
        hashing.close();
      }
    } finally {
      await fixture.cleanup();
    }
  });
});
