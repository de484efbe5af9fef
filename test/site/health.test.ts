// The health of remote connectors on the catalog page: status.json from the weekly probe, beside the site.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../src/commands/preview/serve-directory.ts';
import type { StatusFile } from '../../src/weekly/status.ts';
import { launchChromium, openPage } from './browser.ts';
import { fixtureConnectors } from './fixtures.ts';
import { closeClean, waitForCatalog } from './page-helpers.ts';
import { compileSite, type Site } from './site-fixture.ts';

const STATUS: StatusFile = {
  generated_at: '2026-11-30T05:17:00.000Z',
  connectors: {
    tavily: {
      state: 'failing',
      checked_at: '2026-11-30T05:17:00.000Z',
      message: '<img src=x onerror=alert(1)> no MCP handshake over Streamable HTTP nor SSE',
    },
    firecrawl: {
      state: 'ok',
      checked_at: '2026-11-30T05:17:00.000Z',
      protocol_version: '2025-06-18',
      // A version that is not a date is not shown.
      eras: { legacy: '2025-06-18', modern: '<b>soon</b>' },
      tool_count: 8,
      latency_ms: 312,
      message: 'answers',
    },
    unknown: { state: 'ok', checked_at: '2026-11-30T05:17:00.000Z', message: 'not in the catalog' },
  },
};

describe('catalog page: health from the weekly probe', () => {
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

  const healthOf = (page: import('playwright-core').Page) =>
    page.$$eval('#cards > li.card', (cards) =>
      Object.fromEntries(cards.map((card) => [(card as HTMLElement).dataset.id, card.querySelector('.health')?.textContent ?? null])),
    );

  it('without status.json the page shows no health and logs no error', async () => {
    const watched = await openPage(browser, server.origin);
    await watched.page.goto(`${server.origin}/`);
    await waitForCatalog(watched.page);
    await watched.page.waitForLoadState('networkidle');
    expect(Object.values(await healthOf(watched.page)).every((line) => line === null)).toBe(true);
    await closeClean(watched);
  });

  it('shows each probed connector’s health and last check, a failing one visibly', async () => {
    await writeFile(path.join(site.dir, 'status.json'), JSON.stringify(STATUS));
    const watched = await openPage(browser, server.origin);
    await watched.page.goto(`${server.origin}/`);
    await waitForCatalog(watched.page);
    await watched.page.waitForSelector('.card[data-id="tavily"] .health');
    const lines = await healthOf(watched.page);
    expect(lines.tavily).toBe(
      '⚠ Failing · last checked 2026-11-30 — <img src=x onerror=alert(1)> no MCP handshake over Streamable HTTP nor SSE',
    );
    expect(lines.firecrawl).toBe('Working · last checked 2026-11-30 · speaks initialize 2025-06-18');
    expect(lines.weather).toBeNull();
    expect(await watched.page.$eval('.card[data-id="tavily"]', (card) => card.classList.contains('card-failing'))).toBe(true);
    expect(await watched.page.$$('.health img')).toHaveLength(0);
    await watched.page.click('.card[data-id="tavily"] a');
    await watched.page.waitForSelector('#detail-view .detail-title .health-failing');
    expect(await watched.page.$eval('#detail-view .health time', (time) => time.getAttribute('datetime'))).toBe(STATUS.generated_at);
    await closeClean(watched);
  });
});
