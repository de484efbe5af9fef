import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../src/commands/preview/serve-directory.ts';
import { localConnector } from '../helpers/catalog-fixture.ts';
import { launchChromium, openPage } from './browser.ts';
import { closeClean, visibleIds, waitForCatalog } from './page-helpers.ts';
import { compileSite, rawSite } from './site-fixture.ts';

// Each payload sets window.__pwned or opens a dialog if it ever runs, and leaves an element behind if it is parsed as HTML.
const NAME = `<img src=x onerror="window.__pwned='name'">Evil`;
const DESCRIPTION = `<script>window.__pwned='description'</script><b>bold?</b>`;
const TAG = `"><svg onload="window.__pwned='tag'">`;
const TOOL = `<img src=x onerror=alert('tool')>`;
const LONG = `<iframe src="javascript:alert('docs')"></iframe>`;
const STEP = `<a href="javascript:alert('step')">click</a>`;
const ENV_LABEL = `<img src=x onerror=alert('env')>`;
const HOMEPAGE = `javascript:window.__pwned='homepage'`;

function hostileManifest(id: string, homepage = HOMEPAGE): Record<string, unknown> {
  return {
    ...localConnector(id).manifest,
    name: NAME,
    docs: [{ lang: 'en', description: LONG }],
    setup_instructions: [STEP],
    env: [{ name: 'EVIL_VALUE', label: ENV_LABEL, description: DESCRIPTION, required: true, secret: true }],
    homepage,
  };
}

/** What an index beyond the schema could hold: paths leaving the site, odd ids, a broken entry. */
function rawIndex(): string {
  const entry = (id: string, fields: Record<string, unknown>) => ({
    id,
    name: NAME,
    type: 'mcp_local',
    scope: 'user',
    icon_small: `${id}/icon_sm.svg`,
    icon_large: `${id}/icon_lg.svg`,
    user_description: DESCRIPTION,
    requires: ['API_KEY', TAG],
    tags: [TAG, '<i>tag</i>'],
    auth: { type: 'oauth2', provider: TOOL, scopes: [DESCRIPTION] },
    tools: [{ name: TOOL, display_name: TOOL }],
    folder: id,
    version: 1,
    version_string: '<b>1</b>',
    version_release_date: `"><img src=x onerror=alert('date')>`,
    files: [
      { path: '../../../etc/passwd', sha256: '<i>sum</i>', size: 1 },
      { path: 'ok.py', sha256: 'a'.repeat(64), size: 2048 },
    ],
    ...fields,
  });
  return JSON.stringify({
    version: 1,
    connectors: [
      entry('remote-icon', { icon_large: 'https://evil.invalid/track.svg' }),
      entry(`quote" onmouseover="window.__pwned='id'`, { icon_large: '../outside.svg', folder: '..' }),
      entry('absolute', {
        icon_large: '/absolute/icon.svg',
        min_runtime: { node: `<img src=x onerror="window.__pwned='runtime'">` },
        targets: [{ id: '<script>', debian: `<b>13</b>`, node: '"><i>n</i>', python: '<u>p</u>' }],
      }),
      entry('protocol-relative', { icon_large: '//evil.invalid/x.svg' }),
      entry('data-url', {
        icon_large: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert('icon')"/>`,
        auth: { type: `<script>alert('auth')</script>` },
      }),
      entry('backslash', { icon_large: 'backslash\\..\\..\\x.svg', folder: 'a/b' }),
      { id: 3, name: ['not', 'a', 'name'] },
      'not an object',
    ],
  });
}

/** Nothing ran, no element came from the data, and the data is on the page as the literal text. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  const dom = await page.evaluate(() => ({
    scripts: [...document.scripts].map((script) => script.getAttribute('src')),
    handlers: [...document.querySelectorAll('*')].flatMap((node) =>
      [...node.attributes].filter((attribute) => attribute.name.startsWith('on')).map((attribute) => `${node.tagName} ${attribute.name}`),
    ),
    foreign: document.querySelectorAll('svg, iframe, b, i, img[src="x"], script:not([src])').length,
    javascriptLinks: [...document.querySelectorAll('a')]
      .filter((link) => !/^(\?|\.\/|[a-z0-9-]+\/|https?:|connectors\.json|#)/.test(link.getAttribute('href') ?? ''))
      .map((link) => link.getAttribute('href')),
  }));
  expect(dom).toEqual({ scripts: ['assets/catalog.js'], handlers: [], foreign: 0, javascriptLinks: [] });
}

describe('catalog page with a hostile index', () => {
  let browser: Browser;
  let server: StaticServer;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it('shows markup from a compiled index as text and runs none of it', async () => {
    const evil = localConnector('evil');
    evil.fragment = {
      ...evil.fragment,
      name: NAME,
      user_description: DESCRIPTION,
      tags: [TAG],
      tools: [{ name: 'get_forecast', display_name: TOOL }],
    };
    evil.manifest = hostileManifest('evil');
    const site = await compileSite({ evil });
    cleanups.push(site.cleanup);
    server = await serveDirectory(site.dir);
    const watched = await openPage(browser, server.origin);
    const { page } = watched;
    await page.goto(`${server.origin}/`);
    await waitForCatalog(page);
    expect(await page.textContent('.card-name')).toBe(NAME);
    expect(await page.textContent('.card-description')).toBe(DESCRIPTION);
    expect(await page.locator('.card .tags li').allTextContents()).toEqual([TAG]);
    await expectInert(page);

    await page.click('.card-name a');
    await page.waitForSelector('.section-setup .setup-steps');
    expect(await page.textContent('#detail-name')).toBe(NAME);
    expect(await page.textContent('.section-about p')).toBe(LONG);
    expect(await page.textContent('.setup-steps li')).toBe(STEP);
    expect(await page.textContent('.env-item strong')).toBe(ENV_LABEL);
    expect(await page.textContent('.env-description')).toBe(DESCRIPTION);
    expect(await page.textContent('.tool-name')).toBe(TOOL);
    expect(await page.locator('a.homepage-link').count()).toBe(0);
    expect(await page.textContent('.section-homepage')).toContain('not a web address');
    await expectInert(page);
    await closeClean(watched);
    await server.close();
  });

  it('keeps images and links on its own site whatever paths the index gives, and skips unreadable entries', async () => {
    const site = await rawSite(rawIndex(), {
      'remote-icon/connector.json': JSON.stringify(hostileManifest('remote-icon')),
      'absolute/connector.json': JSON.stringify(hostileManifest('absolute', 'https://example.invalid/"><script>alert(1)</script>')),
      'protocol-relative/connector.json': '{"not": "closed"',
      'data-url/connector.json': '[1, 2, 3]',
    });
    cleanups.push(site.cleanup);
    server = await serveDirectory(site.dir);
    const watched = await openPage(browser, server.origin);
    const { page } = watched;
    await page.goto(`${server.origin}/`);
    await waitForCatalog(page);
    const ids = ['remote-icon', `quote" onmouseover="window.__pwned='id'`, 'absolute', 'protocol-relative', 'data-url', 'backslash'];
    expect(await visibleIds(page)).toEqual(ids);
    expect(await page.textContent('#status')).toBe('6 connectors. 2 entries of the index could not be read and are not shown.');
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('.card .icon-letter').allTextContents()).toEqual(ids.map(() => '<'));
    expect(await page.textContent('li.card[data-id="data-url"] .card-sign-in')).toBe(`Sign-in: <script>alert('auth')</script>`);
    expect(await page.textContent('li.card[data-id="absolute"] .runtime-note')).toBe(
      `needs Node <img src=x onerror="window.__pwned='runtime'"> — Debian <b>13</b>`,
    );
    await expectInert(page);

    const expectations: [string, (page: Page) => Promise<void>][] = [
      [
        'remote-icon',
        async () => {
          expect(await page.textContent('.auth-kind')).toBe(`Sign in with ${TOOL}`);
          expect(
            await page.locator('.file-table tbody th a').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
          ).toEqual(['remote-icon/ok.py']);
          expect(await page.locator('.file-table tbody th').allTextContents()).toEqual(['../../../etc/passwd', 'ok.py']);
          expect(await page.textContent('.file-table .sha256')).toBe('<i>sum</i>');
        },
      ],
      [
        ids[1]!,
        async () => {
          expect(await page.textContent('.manifest-note')).toMatch(/not a plain folder name/);
          expect(await page.locator('.file-table a').count()).toBe(0);
        },
      ],
      [
        'absolute',
        async () => {
          expect(await page.textContent('.detail-targets')).toBe('Runs on Debian <b>13</b> (<script>): Node "><i>n</i>, Python <u>p</u>');
          expect(await page.getAttribute('a.homepage-link', 'href')).toBe(
            'https://example.invalid/%22%3E%3Cscript%3Ealert(1)%3C/script%3E',
          );
        },
      ],
      [
        'protocol-relative',
        async () => {
          expect(await page.textContent('.manifest-note')).toMatch(/is not valid JSON/);
        },
      ],
      [
        'data-url',
        async () => {
          expect(await page.textContent('.manifest-note')).toMatch(/not a JSON object/);
          expect(await page.textContent('.auth-kind')).toBe(`<script>alert('auth')</script>`);
        },
      ],
      [
        'backslash',
        async () => {
          expect(await page.textContent('.manifest-note')).toMatch(/not a plain folder name/);
        },
      ],
    ];
    for (const [id, check] of expectations) {
      await page.goto(`${server.origin}/?c=${encodeURIComponent(id)}`);
      await waitForCatalog(page);
      await page.waitForSelector('.section-homepage p:not(.placeholder)');
      expect(await page.textContent('#detail-name'), id).toBe(NAME);
      await check(page);
      await expectInert(page);
    }
    // Only the site's own files were asked for: no icon from elsewhere, nothing above the root.
    const allowed = new Set([
      '/',
      '/assets/catalog.css',
      '/assets/catalog.js',
      '/connectors.json',
      '/status.json',
      '/timestamp.json.minisig',
      '/favicon.ico',
      '/remote-icon/connector.json',
      '/absolute/connector.json',
      '/protocol-relative/connector.json',
      '/data-url/connector.json',
    ]);
    expect(server.requests.filter((request) => !allowed.has(request))).toEqual([]);
    await closeClean(watched);
  });
});
