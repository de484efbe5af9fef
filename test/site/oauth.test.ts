import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveDirectory } from '../../src/commands/preview/serve-directory.ts';
import { DESKTOP, launchChromium, openPage, type PageOptions, PHONE, SLOW_TEST_MS, screenshot } from './browser.ts';
import { closeClean, fitsWidth } from './page-helpers.ts';
import { rawSite } from './site-fixture.ts';

const PAGE = '/oauth/show.html';
// The shape of a real Google authorization code.
const CODE = '4/0AeanS0bX9q2hYk7Lw8rT3vPzQe6uNcJd1fGh5Ks-Wm_Ab2Cd3Ef4Gh5Ij6Kl7Mn8Op9QrStUvWxYz0aBcDeFg';
const MARKUP = `<img src=x onerror="window.__pwned='code'"><script>window.__pwned='script'</script>`;

describe('OAuth callback page', () => {
  let browser: Browser;
  let server: StaticServer;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const site = await rawSite('{"version": 1, "connectors": []}\n');
    cleanup = site.cleanup;
    [browser, server] = await Promise.all([launchChromium(), serveDirectory(site.dir)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await cleanup?.();
  });

  const open = async (suffix: string, options: PageOptions = {}) => {
    const watched = await openPage(browser, server.origin, options);
    await watched.page.goto(`${server.origin}${PAGE}${suffix}`);
    await watched.page.waitForSelector('#view-reading', { state: 'hidden' });
    return watched;
  };
  const visibleView = (page: import('playwright-core').Page) =>
    page.$eval('main', (main) =>
      [...main.querySelectorAll(':scope > section')].filter((section) => !(section as HTMLElement).hidden).map((section) => section.id),
    );
  const address = (page: import('playwright-core').Page) =>
    page.evaluate(() => ({ href: location.href, search: location.search, hash: location.hash }));

  it('shows the code from the query string large and selectable, then removes it from the address bar and history', async () => {
    const watched = await open(`?code=${encodeURIComponent(CODE)}&state=st-42&scope=email`);
    const { page } = watched;
    expect(await visibleView(page)).toEqual(['view-code']);
    expect(await page.textContent('#code')).toBe(CODE);
    expect(await page.textContent('#state')).toBe('st-42');
    expect(await page.textContent('#code-heading')).toBe('Paste this code into Skald');
    expect(await address(page)).toEqual({ href: `${server.origin}${PAGE}`, search: '', hash: '' });
    const style = await page.$eval('#code', (code) => ({
      userSelect: getComputedStyle(code).userSelect,
      fontSize: parseFloat(getComputedStyle(code).fontSize),
    }));
    expect(style.userSelect).toBe('all');
    expect(style.fontSize).toBeGreaterThanOrEqual(20);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('copy');

    // The entry was replaced, not added: going back leaves the page, and coming forward again finds no code.
    await page.goBack();
    expect(page.url()).toBe('about:blank');
    await page.goForward();
    await page.waitForSelector('#view-reading', { state: 'hidden' });
    expect(await visibleView(page)).toEqual(['view-empty']);
    expect(server.requests.filter((request) => !request.startsWith('/oauth/show.') && request !== '/favicon.ico')).toEqual([]);
    await closeClean(watched);
  });

  it('reads the code from the fragment too, and clears the fragment', async () => {
    const watched = await open('#code=from-the-fragment&state=frag-state');
    expect(await watched.page.textContent('#code')).toBe('from-the-fragment');
    expect(await watched.page.textContent('#state')).toBe('frag-state');
    expect(await address(watched.page)).toEqual({ href: `${server.origin}${PAGE}`, search: '', hash: '' });
    await closeClean(watched);
  });

  it('hides the technical details when there is no state', async () => {
    const watched = await open('?code=abc');
    expect(await watched.page.isVisible('#technical')).toBe(false);
    await closeClean(watched);
  });

  it('puts the provider’s error in plain words, with its own description, and no code', async () => {
    const watched = await open('?error=access_denied&error_description=The+user+denied+access&code=ignored&state=s');
    const { page } = watched;
    expect(await visibleView(page)).toEqual(['view-error']);
    expect(await page.textContent('#error-heading')).toBe('The sign-in did not finish');
    expect(await page.textContent('#error-plain')).toMatch(/^Access was not granted/);
    expect(await page.textContent('#error-description')).toBe('The user denied access');
    expect(await page.textContent('#error-code')).toBe('access_denied');
    expect(await page.textContent('body')).not.toContain('ignored');
    expect(await address(page)).toEqual({ href: `${server.origin}${PAGE}`, search: '', hash: '' });

    await closeClean(watched);

    const unknown = await open('#error=something_new');
    expect(await unknown.page.textContent('#error-plain')).toBe('The provider reported an error and did not give a code.');
    expect(await unknown.page.textContent('#error-code')).toBe('something_new');
    expect(await unknown.page.isVisible('#error-provider')).toBe(false);
    await closeClean(unknown);
  });

  it('explains what the page is for when it receives neither a code nor an error', async () => {
    const watched = await open('');
    expect(await visibleView(watched.page)).toEqual(['view-empty']);
    expect(await watched.page.textContent('#view-empty')).toContain('Connectors');
    await closeClean(watched);
  });

  it('shows a code or an error carrying markup as text and runs none of it', async () => {
    for (const suffix of [
      `?code=${encodeURIComponent(MARKUP)}&state=${encodeURIComponent(MARKUP)}`,
      `#error=${encodeURIComponent(MARKUP)}&error_description=${encodeURIComponent(MARKUP)}`,
    ]) {
      const watched = await open(suffix);
      const { page } = watched;
      const shown = await page.$$eval('#code, #state, #error-code, #error-description', (nodes) =>
        nodes.map((node) => node.textContent).filter(Boolean),
      );
      expect(shown).toEqual([MARKUP, MARKUP]);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(
        await page.evaluate(() => ({
          images: document.images.length,
          scripts: [...document.scripts].map((script) => script.getAttribute('src')),
        })),
      ).toEqual({ images: 0, scripts: ['show.js'] });
      await closeClean(watched);
    }
  });

  it('copies the code to the clipboard with the Clipboard API', async () => {
    const watched = await open(`?code=${encodeURIComponent(CODE)}`, { permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = watched;
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.click('#copy');
    await expect.poll(() => page.textContent('#copy-status')).toBe('Copied. Now paste it into Skald.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CODE);
    expect(await page.textContent('#copy')).toBe('Copied ✓');
    await closeClean(watched);
  });

  it('falls back to selecting and copying when the Clipboard API refuses', async () => {
    const refuse = `navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));`;
    const watched = await open('?code=fallback-code-123', { permissions: ['clipboard-read', 'clipboard-write'], initScript: refuse });
    const { page } = watched;
    await page.evaluate(() => navigator.clipboard.readText().then(() => undefined));
    await page.click('#copy');
    await expect.poll(() => page.textContent('#copy-status')).toBe('Copied. Now paste it into Skald.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('fallback-code-123');
    await closeClean(watched);
  });

  it(
    'fits a phone screen and both color schemes; writes screenshots of the code and the error',
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [width, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          const codePage = await open(`?code=${encodeURIComponent(CODE)}&state=8f14e45fceea167a5a36dedd4bea2543`, {
            viewport,
            colorScheme,
          });
          expect(await fitsWidth(codePage.page)).toBe(true);
          await codePage.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await screenshot(codePage.page, `oauth-code-${width}-${colorScheme}`);
          await closeClean(codePage);
          const errorPage = await open('?error=access_denied&error_description=The+user+did+not+approve+the+request.', {
            viewport,
            colorScheme,
          });
          expect(await fitsWidth(errorPage.page)).toBe(true);
          await screenshot(errorPage.page, `oauth-error-${width}-${colorScheme}`);
          await closeClean(errorPage);
        }
      }
      const empty = await open('', { viewport: PHONE });
      await screenshot(empty.page, 'oauth-empty-phone-light');
      await closeClean(empty);
    },
    SLOW_TEST_MS,
  );
});
