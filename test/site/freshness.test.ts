// The catalog page says when the catalog's signature (the timestamp the weekly workflow re-signs) expires.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../src/commands/preview/serve-directory.ts';
import { launchChromium, openPage } from './browser.ts';
import { fixtureConnectors } from './fixtures.ts';
import { closeClean, waitForCatalog } from './page-helpers.ts';
import { compileSite, type Site } from './site-fixture.ts';

const signature = (expires: Date) =>
  `untrusted comment: x\nRUQx\ntrusted comment: role:timestamp version:1 expires:${expires.toISOString()} key:ABC\nxyz\n`;

describe('catalog page: the freshness of its signature', () => {
  let browser: Browser;
  let site: Site;
  let server: StaticServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), compileSite(fixtureConnectors())]);
    server = await serveDirectory(site.dir);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.cleanup();
  });

  async function freshness(): Promise<string | null> {
    const watched = await openPage(browser, server.origin);
    await watched.page.goto(`${server.origin}/`);
    await waitForCatalog(watched.page);
    await watched.page.waitForLoadState('networkidle');
    const line = await watched.page.$eval('.site-header', (header) => header.querySelector('#freshness')?.textContent ?? null);
    // The browser's own line about the 404 of a site without a timestamp is not an error of the page.
    await closeClean(watched, [/status of 404/]);
    return line;
  }

  it('says "expires in N days", then "expired"; without a timestamp it says nothing', async () => {
    expect(await freshness()).toBeNull();
    await writeFile(path.join(site.dir, 'timestamp.json.minisig'), signature(new Date(Date.now() + 10.5 * 86_400_000)));
    expect(await freshness()).toBe('catalog signature expires in 10 days');
    await writeFile(path.join(site.dir, 'timestamp.json.minisig'), signature(new Date(Date.now() - 60_000)));
    expect(await freshness()).toBe('catalog signature expired');
  });
});
