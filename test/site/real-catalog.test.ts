import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalog, serializeIndex } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import type { CompiledIndex } from '../../src/catalog/schemas.ts';
import { type StaticServer, serveDirectory } from '../../src/commands/preview/serve-directory.ts';
import { launchChromium, openPage, SLOW_TEST_MS, screenshot } from './browser.ts';
import { closeClean, visibleIds, waitForCatalog } from './page-helpers.ts';
import { CATALOG_DIR, copySitePages } from './site-fixture.ts';

/**
 * The repository's own connectors, compiled into a temp dir. Connectors are added while others work,
 * so a folder whose manifests do not validate yet is left out rather than failing this test.
 */
async function compileRealCatalog(): Promise<{ dir: string; index: CompiledIndex; cleanup(): Promise<void> }> {
  const real = await loadCatalog(CATALOG_DIR);
  const ready = new Set(
    real.connectors.filter((connector) => connector.fragment.data && connector.manifest.data).map((connector) => connector.folder),
  );
  const ids = (real.index.data ?? [...ready]).filter((id) => ready.has(id));
  const root = await mkdtemp(path.join(tmpdir(), 'skald-real-site-'));
  const dir = path.join(root, 'connectors');
  try {
    for (const id of ids) await cp(path.join(CATALOG_DIR, id), path.join(dir, id), { recursive: true });
    await writeFile(path.join(dir, 'index.json'), JSON.stringify(ids));
    const result = await compileCatalog(await loadCatalog(dir));
    if (!result.index)
      throw new Error(`the repository's connectors do not compile: ${result.findings.map((finding) => finding.message).join('; ')}`);
    await writeFile(path.join(dir, 'connectors.json'), serializeIndex(result.index));
    await copySitePages(dir);
    return { dir, index: result.index, cleanup: () => rm(root, { recursive: true, force: true }) };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}

/** The words the page must use for each auth of the real catalog (issue 11: the account-bound six among them). */
function expectedSignIn(auth: CompiledIndex['connectors'][number]['auth']): string {
  switch (auth?.type) {
    case 'oauth2':
      return auth.provider === 'google' ? 'Sign in with Google' : `Sign in with ${auth.provider}`;
    case 'password':
      return 'Password';
    case 'qr':
      return 'Pair with phone';
    case 'api_key':
      return auth.optional ? 'API key (optional)' : 'API key';
    default:
      return 'No sign-in';
  }
}

describe('catalog page with the repository’s connectors', () => {
  let browser: Browser;
  let server: StaticServer;
  let site: Awaited<ReturnType<typeof compileRealCatalog>>;

  beforeAll(async () => {
    [browser, site] = await Promise.all([launchChromium(), compileRealCatalog()]);
    server = await serveDirectory(site.dir);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.cleanup();
  });

  it(
    'renders every connector with its icon, in light and dark',
    async () => {
      expect(site.index.connectors.length).toBeGreaterThan(0);
      for (const colorScheme of ['light', 'dark'] as const) {
        const watched = await openPage(browser, server.origin, { colorScheme });
        const { page } = watched;
        await page.goto(`${server.origin}/`);
        await waitForCatalog(page);
        expect(await visibleIds(page)).toEqual(site.index.connectors.map((entry) => entry.id));
        expect(await page.locator('.card-sign-in').allTextContents()).toEqual(
          site.index.connectors.map((entry) => `Sign-in: ${expectedSignIn(entry.auth)}`),
        );
        await expect
          .poll(() =>
            page.$$eval('img.card-icon', (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
          )
          .toBe(site.index.connectors.length);
        await screenshot(page, `real-catalog-list-desktop-${colorScheme}`);
        await closeClean(watched);
      }
    },
    SLOW_TEST_MS,
  );

  it(
    'shows a complete detail view for each connector, read from its connector.json',
    async () => {
      const watched = await openPage(browser, server.origin);
      const { page } = watched;
      for (const entry of site.index.connectors) {
        await page.goto(`${server.origin}/?c=${entry.id}`);
        await waitForCatalog(page);
        await page.waitForSelector('.section-homepage p:not(.placeholder)');
        expect(await page.locator('.manifest-note').count(), entry.id).toBe(0);
        expect(await page.textContent('#detail-name')).toBe(entry.name);
        const eras = entry.tool_surface?.eras ?? {};
        const spoken = [eras.modern && `server/discover ${eras.modern}`, eras.legacy && `initialize ${eras.legacy}`]
          .filter(Boolean)
          .join(' and ');
        expect(await page.locator('#detail-view .version .eras').allTextContents(), entry.id).toEqual(
          spoken ? [` · speaks MCP ${spoken}`] : [],
        );
        expect(await page.locator('.tool-list li .tool-name').allTextContents()).toEqual(entry.tools.map((tool) => tool.display_name));
        const pinned = new Map(entry.tool_surface?.tools.map((tool) => [tool.name, tool.annotations]));
        for (const [i, tool] of entry.tools.entries())
          expect(await page.locator('.tool-list li').nth(i).locator('.tool-hint').allTextContents(), `${entry.id} ${tool.name}`).toEqual(
            [
              pinned.get(tool.name)?.readOnlyHint === true && 'read-only',
              pinned.get(tool.name)?.destructiveHint === true && 'destructive',
              pinned.get(tool.name)?.openWorldHint === true && 'reaches the internet',
              pinned.has(tool.name) &&
                pinned.get(tool.name)?.readOnlyHint !== true &&
                pinned.get(tool.name)?.destructiveHint !== true &&
                'changes things',
            ].filter(Boolean),
          );
        expect(await page.locator('.file-table tbody th').allTextContents()).toEqual(entry.files.map((file) => file.path));
        expect((await page.textContent('.section-about'))!.length, entry.id).toBeGreaterThan(40);
        await screenshot(page, `real-catalog-detail-${entry.id}`);
      }
      await closeClean(watched);
    },
    SLOW_TEST_MS,
  );
});
