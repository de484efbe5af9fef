import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IndexEntry } from '../../src/catalog/schemas.ts';
import { type StaticServer, serveDirectory } from '../../src/commands/preview/serve-directory.ts';
import { DESKTOP, launchChromium, openPage, type PageOptions, PHONE, SLOW_TEST_MS, screenshot } from './browser.ts';
import { fixtureConnectors } from './fixtures.ts';
import { closeClean, fitsWidth, searchParams, visibleIds, waitForCatalog } from './page-helpers.ts';
import { compileSite, type Site } from './site-fixture.ts';

const SCOPE_WORDS: Record<string, string> = { global: 'Shared', user: 'Per-user' };
const REQUIREMENT_WORDS: Record<string, string> = {
  API_KEY: 'API key',
  OAUTH: 'Sign-in',
  PYTHON: 'Python',
  NODE: 'Node',
  DOCKER: 'Docker',
  ENV: 'Environment values',
};
/** The sign-in kind each fixture's auth gives, in the host's words. */
const SIGN_IN: Record<string, string> = {
  weather: 'No sign-in',
  gmail: 'Sign in with Google',
  email: 'Password',
  tavily: 'API key',
  whatsapp: 'Pair with phone',
  firecrawl: 'API key',
};

describe('catalog page', () => {
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

  const open = async (path = '/', options: PageOptions = {}) => {
    const watched = await openPage(browser, server.origin, options);
    await watched.page.goto(`${server.origin}${path}`);
    await waitForCatalog(watched.page);
    return watched;
  };
  const idsWhere = (keep: (entry: IndexEntry) => boolean) => site.index.connectors.filter(keep).map((entry) => entry.id);

  it('renders every connector of the index as a card with its icon, words, tags and version', async () => {
    const watched = await open();
    const { page } = watched;
    expect(await visibleIds(page)).toEqual(site.index.connectors.map((entry) => entry.id));
    expect(await page.textContent('#status')).toBe('6 connectors.');
    for (const entry of site.index.connectors) {
      const card = page.locator(`li.card[data-id="${entry.id}"]`);
      expect(await card.locator('.card-name').textContent()).toBe(entry.name);
      expect(await card.locator('.card-description').textContent()).toBe(entry.user_description);
      expect(await card.locator('.card-sign-in').textContent(), entry.id).toBe(`Sign-in: ${SIGN_IN[entry.id]}`);
      expect(await card.locator('.badges li').allTextContents()).toEqual([
        SCOPE_WORDS[entry.scope],
        ...Object.keys(REQUIREMENT_WORDS)
          .filter((key) => entry.requires.includes(key as never))
          .map((key) => REQUIREMENT_WORDS[key]),
      ]);
      expect(await card.locator('.tags li').allTextContents()).toEqual(entry.tags);
      expect(await card.locator('.version').textContent()).toBe(`Version ${entry.version_string} · released ${entry.version_release_date}`);
      // Only a connector that declares min_runtime says what it needs, and the oldest Debian release that has it.
      expect(await card.locator('.runtime-note').allTextContents(), entry.id).toEqual(
        entry.id === 'firecrawl' ? [`needs Node 20 — Debian ${entry.targets![0]!.debian}`] : [],
      );
      const icon = card.locator('img.card-icon');
      expect(await icon.getAttribute('src')).toBe(entry.icon_large);
      expect(await icon.getAttribute('alt')).toBe(`${entry.name} icon`);
      await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    await closeClean(watched);
  });

  it('narrows the list by searched text, across names, descriptions, tags and tool names', async () => {
    const watched = await open();
    const { page } = watched;
    const cases: [string, string[]][] = [
      ['mail', ['gmail', 'email']],
      ['MAIL imap', ['email']],
      ['air quality', ['weather']],
      ['scraping', ['firecrawl']],
      ['per-user', ['gmail', 'email', 'whatsapp']],
      ['pair with phone', ['whatsapp']],
      ['sign in with google', ['gmail']],
    ];
    for (const [query, expected] of cases) {
      await page.fill('#filter-q', query);
      expect(await visibleIds(page), query).toEqual(expected);
      expect(searchParams(page)).toEqual({ q: query });
      expect(await page.textContent('#status')).toBe(`Showing ${expected.length} of 6 connectors.`);
    }
    await closeClean(watched);
  });

  it(
    'narrows the list by each filter, alone and combined',
    async () => {
      const watched = await open();
      const { page } = watched;
      const cases: [Record<string, string>, (entry: IndexEntry) => boolean][] = [
        [{ tag: 'email' }, (entry) => entry.tags.includes('email')],
        [{ tag: 'web' }, (entry) => entry.tags.includes('web')],
        [{ type: 'user' }, (entry) => entry.scope === 'user'],
        [{ type: 'global' }, (entry) => entry.scope === 'global'],
        ...(['API_KEY', 'OAUTH', 'PYTHON', 'NODE', 'DOCKER', 'ENV'] as const).map(
          (requirement): [Record<string, string>, (entry: IndexEntry) => boolean] => [
            { requires: requirement },
            (entry) => entry.requires.includes(requirement),
          ],
        ),
        [{ tag: 'web', requires: 'NODE' }, (entry) => entry.tags.includes('web') && entry.requires.includes('NODE')],
        [{ type: 'user', requires: 'PYTHON' }, (entry) => entry.scope === 'user' && entry.requires.includes('PYTHON')],
      ];
      for (const [filters, keep] of cases) {
        await page.goto(`${server.origin}/`);
        await waitForCatalog(page);
        for (const [name, value] of Object.entries(filters)) await page.selectOption(`#filter-${name}`, value);
        const expected = idsWhere(keep);
        expect(expected.length, JSON.stringify(filters)).toBeGreaterThan(0);
        expect(expected.length, JSON.stringify(filters)).toBeLessThan(site.index.connectors.length);
        expect(await visibleIds(page), JSON.stringify(filters)).toEqual(expected);
        expect(searchParams(page)).toEqual(filters);
      }
      expect(await page.locator('#filter-type option').allTextContents()).toEqual(['Any type', 'Shared (3)', 'Per-user (3)']);
      await closeClean(watched);
    },
    SLOW_TEST_MS,
  );

  it('restores a shared filtered view from the URL, and follows back and forward', async () => {
    const watched = await open('/?q=mail&tag=email&type=user');
    const { page } = watched;
    expect(await visibleIds(page)).toEqual(['gmail', 'email']);
    expect(await page.inputValue('#filter-q')).toBe('mail');
    expect(await page.inputValue('#filter-tag')).toBe('email');
    expect(await page.inputValue('#filter-type')).toBe('user');

    await page.selectOption('#filter-requires', 'ENV');
    expect(await visibleIds(page)).toEqual(['email']);
    expect(searchParams(page)).toEqual({ q: 'mail', tag: 'email', type: 'user', requires: 'ENV' });

    await page.goBack();
    expect(searchParams(page)).toEqual({ q: 'mail', tag: 'email', type: 'user' });
    expect(await page.inputValue('#filter-requires')).toBe('');
    expect(await visibleIds(page)).toEqual(['gmail', 'email']);

    await page.goForward();
    expect(await page.inputValue('#filter-requires')).toBe('ENV');
    expect(await visibleIds(page)).toEqual(['email']);

    await page.reload();
    await waitForCatalog(page);
    expect(await visibleIds(page)).toEqual(['email']);

    // A link naming a tag this catalog does not have shows it and says nothing matches, rather than ignoring it.
    await page.goto(`${server.origin}/?tag=gone`);
    await waitForCatalog(page);
    expect(await page.inputValue('#filter-tag')).toBe('gone');
    expect(await visibleIds(page)).toEqual([]);
    expect(await page.isVisible('#no-results')).toBe(true);
    await closeClean(watched);
  });

  it('says so when nothing matches, and clears the filters on request', async () => {
    const watched = await open();
    const { page } = watched;
    await page.fill('#filter-q', 'zzz-nothing');
    expect(await visibleIds(page)).toEqual([]);
    expect(await page.isVisible('#no-results')).toBe(true);
    expect(await page.textContent('#no-results-text')).toBe('No connector matching “zzz-nothing”.');
    await page.click('#no-results-clear');
    expect(await visibleIds(page)).toHaveLength(6);
    expect(page.url()).toBe(`${server.origin}/`);
    expect(await page.isVisible('#no-results')).toBe(false);
    await closeClean(watched);
  });

  it('opens a detail view with sign-in, tools, setup, homepage and files, and goes back to the same filtered list', async () => {
    const watched = await open('/?tag=email');
    const { page } = watched;
    await page.click('li.card[data-id="gmail"] .card-name a');
    expect(searchParams(page)).toEqual({ tag: 'email', c: 'gmail' });
    await page.waitForSelector('.section-setup .setup-steps');
    const detail = page.locator('#detail-view');
    expect(await detail.locator('#detail-name').textContent()).toBe('Gmail');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail-name');
    expect(await page.title()).toBe('Gmail — Skald connectors');
    expect(await detail.locator('.section-about p').first().textContent()).toBe(
      'Your own Gmail mailbox, signed in with your Google account.',
    );
    expect(await detail.locator('.section-sign-in .auth-kind').textContent()).toBe('Sign in with Google');
    expect(await detail.locator('.section-sign-in').textContent()).toContain('ends by showing a code');
    expect(await detail.locator('.section-sign-in').textContent()).toContain('your Google account');
    expect(await detail.locator('.section-sign-in code').allTextContents()).toEqual([
      'https://www.googleapis.com/auth/gmail.modify',
      'https://www.googleapis.com/auth/gmail.labels',
    ]);

    const gmail = site.index.connectors.find((entry) => entry.id === 'gmail')!;
    // Where the smoke run proves it, with the versions read from each target's base; it declares no min_runtime.
    expect(gmail.targets!.length).toBeGreaterThan(1);
    expect(await detail.locator('.detail-targets').textContent()).toBe(
      `Runs on ${gmail.targets!.map((target) => `Debian ${target.debian} (${target.id}): Node ${target.node}, Python ${target.python}`).join(' · ')}`,
    );
    expect(await detail.locator('.runtime-note').count()).toBe(0);
    // The fixture pins no annotations, so each tool carries the badge of a tool that may change things.
    expect(await detail.locator('.tool-list li').allTextContents()).toEqual(
      gmail.tools.map((tool) => `${tool.display_name} ${tool.name}changes things`),
    );
    expect(await detail.locator('.setup-steps li').allTextContents()).toEqual([
      'Activate it on the Connectors page.',
      'Sign in with your Google account and paste the code back.',
    ]);
    const homepage = detail.locator('a.homepage-link');
    expect(await homepage.getAttribute('href')).toBe('https://mail.google.com/');
    expect(await homepage.getAttribute('rel')).toBe('noopener noreferrer');

    const rows = await detail.locator('.file-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        path: tr.querySelector('th')!.textContent,
        href: tr.querySelector('a')?.getAttribute('href'),
        bytes: tr.querySelector('.file-size')!.getAttribute('title'),
        sha256: tr.querySelector('.sha256')!.textContent,
      })),
    );
    expect(rows).toEqual(
      gmail.files.map((file) => ({
        path: file.path,
        href: `gmail/${file.path}`,
        bytes: `${file.size.toLocaleString('en-US')} bytes`,
        sha256: file.sha256,
      })),
    );
    expect(rows.map((row) => row.path)).toContain('lib/labels.py');

    await detail.locator('.back-link').click();
    expect(searchParams(page)).toEqual({ tag: 'email' });
    expect(await visibleIds(page)).toEqual(['gmail', 'email']);
    expect(await page.evaluate(() => document.activeElement?.closest('li')?.dataset.id)).toBe('gmail');

    await page.goBack();
    expect(await page.textContent('#detail-name')).toBe('Gmail');
    await closeClean(watched);
  });

  it(
    'words every sign-in kind, and lists the values asked for without ever showing a value',
    async () => {
      const watched = await open('/?c=email');
      const { page } = watched;
      await page.waitForSelector('.section-env .env-list');
      const env = await page.locator('.env-item').evaluateAll((items) =>
        items.map((item) => ({
          label: item.querySelector('strong')!.textContent,
          name: item.querySelector('code')!.textContent,
          badges: [...item.querySelectorAll('.badge')].map((badge) => badge.textContent),
        })),
      );
      expect(env).toEqual([
        { label: 'IMAP host', name: 'EMAIL_IMAP_HOST', badges: ['Required'] },
        { label: 'Password / app password', name: 'EMAIL_PASSWORD', badges: ['Required', 'Secret'] },
        { label: 'Folder', name: 'EMAIL_FOLDER', badges: ['Optional'] },
      ]);
      const text = await page.textContent('#detail-view');
      expect(text).not.toContain('imap.example-only.org');
      expect(text).not.toContain('INBOX-DEFAULT-VALUE');

      for (const [id, kind] of Object.entries(SIGN_IN)) {
        await page.goto(`${server.origin}/?c=${id}`);
        await waitForCatalog(page);
        await page.waitForSelector('.section-env :is(.env-list, p.muted:not(.placeholder))');
        expect(await page.textContent('.section-sign-in .auth-kind'), id).toBe(kind);
      }
      // An API key sent in the URL is not in env[], but the form asks for it all the same.
      await page.goto(`${server.origin}/?c=tavily`);
      await page.waitForSelector('.section-env .env-list');
      expect(await page.locator('.env-item .env-head').allTextContents()).toEqual(['API key tavilyApiKey Required Secret']);
      expect(await page.textContent('.section-sign-in')).toContain('as the “tavilyApiKey” parameter');
      await closeClean(watched);
    },
    SLOW_TEST_MS,
  );

  it('is usable from the keyboard: "/" to search, Tab to a card, Enter to open it, Escape to go back', async () => {
    const watched = await open();
    const { page } = watched;
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('filter-q');
    await page.keyboard.type('tavily');
    let reached = '';
    for (let i = 0; i < 8 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.closest('li.card')?.getAttribute('data-id') ?? '');
    }
    expect(reached).toBe('tavily');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.closest('li.card')!).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#detail-name');
    expect(searchParams(page)).toEqual({ q: 'tavily', c: 'tavily' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail-name');
    await page.keyboard.press('Escape');
    expect(searchParams(page)).toEqual({ q: 'tavily' });
    expect(await page.evaluate(() => document.activeElement?.closest('li.card')?.getAttribute('data-id'))).toBe('tavily');
    await closeClean(watched);
  });

  it('says when a detail link names a connector the catalog does not have, and accepts #<id> links', async () => {
    const watched = await open('/?c=no-such-thing');
    const { page } = watched;
    expect(await page.textContent('#detail-name')).toBe('Connector not found');
    expect(await page.textContent('#detail-view')).toContain('“no-such-thing”');
    await page.goto(`${server.origin}/#whatsapp`);
    await waitForCatalog(page);
    expect(await page.textContent('#detail-name')).toBe('WhatsApp');
    expect(searchParams(page)).toEqual({ c: 'whatsapp' });
    await closeClean(watched);
  });

  it(
    'shows a clear error, not a blank page, when the index is missing, not JSON, or not a catalog',
    async () => {
      const cases: [string, { status: number; body: string }, RegExp, RegExp[]][] = [
        [
          'missing',
          { status: 404, body: 'not found' },
          /could not be loaded: the server answered HTTP 404\./,
          [/Failed to load resource: .* 404/],
        ],
        ['server error', { status: 500, body: 'oops' }, /HTTP 500\./, [/Failed to load resource: .* 500/]],
        ['not JSON', { status: 200, body: '{"version": 1, "connectors": [' }, /is not valid JSON/, []],
        ['not a catalog', { status: 200, body: '{"hello": "world"}' }, /its "connectors" list is missing/, []],
        [
          'another format version',
          { status: 200, body: '{"version": 2, "connectors": []}' },
          /format version 2, which this page cannot read/,
          [],
        ],
      ];
      for (const [label, override, message, allowed] of cases) {
        server.overrides.set('/connectors.json', override);
        try {
          const watched = await open();
          const { page } = watched;
          expect(await page.textContent('#status'), label).toBe('The catalog could not be loaded.');
          expect(await page.isVisible('#load-error'), label).toBe(true);
          expect(await page.textContent('#load-error p'), label).toMatch(message);
          expect(await page.locator('#cards li').count()).toBe(0);
          expect(await page.isVisible('#filters')).toBe(false);
          if (label === 'missing') {
            await screenshot(page, 'catalog-error-desktop-light');
            await page.setViewportSize(PHONE);
            await screenshot(page, 'catalog-error-phone-light');
          }
          await closeClean(watched, allowed);
        } finally {
          server.overrides.delete('/connectors.json');
        }
      }
    },
    SLOW_TEST_MS,
  );

  it('words the other sign-in kinds an index can carry: optional key, another provider, no provider, no auth at all', async () => {
    const [first] = site.index.connectors;
    const variants: [string, Record<string, unknown> | undefined, string][] = [
      ['optional-key', { type: 'api_key', delivery: 'query', param: 'key', optional: true }, 'API key (optional)'],
      ['microsoft', { type: 'oauth2', provider: 'microsoft-entra', scopes: [] }, 'Sign in with Microsoft Entra'],
      ['no-provider', { type: 'oauth2', scopes: [] }, 'Sign in with an account'],
      ['no-auth', undefined, 'No sign-in'],
      ['inherited-name', { type: 'constructor' }, 'constructor'],
    ];
    const connectors = variants.map(([id, auth]) => ({ ...first, id, name: id, auth }));
    server.overrides.set('/connectors.json', { status: 200, body: JSON.stringify({ version: 1, connectors }) });
    try {
      const watched = await open();
      for (const [id, , label] of variants) {
        expect(await watched.page.textContent(`li.card[data-id="${id}"] .card-sign-in`), id).toBe(`Sign-in: ${label}`);
      }
      await watched.page.fill('#filter-q', 'optional');
      expect(await visibleIds(watched.page)).toEqual(['optional-key']);
      await closeClean(watched);
    } finally {
      server.overrides.delete('/connectors.json');
    }
  });

  it('says when the catalog is empty, and shows the loading state until the index arrives', async () => {
    server.overrides.set('/connectors.json', { status: 200, body: '{"version": 1, "connectors": []}' });
    try {
      const watched = await open();
      expect(await watched.page.textContent('#status')).toBe('The catalog is empty: no connector is published yet.');
      expect(await watched.page.isVisible('#no-results')).toBe(false);
      await closeClean(watched);
    } finally {
      server.overrides.delete('/connectors.json');
    }

    const watched = await openPage(browser, server.origin);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await watched.page.route('**/connectors.json', async (route) => {
      await held;
      await route.continue();
    });
    await watched.page.goto(`${server.origin}/`);
    await watched.page.waitForSelector('#filter-q:disabled');
    expect(await watched.page.getAttribute('#status', 'data-state')).toBe('loading');
    expect(await watched.page.textContent('#status')).toBe('Loading the catalog…');
    release();
    await waitForCatalog(watched.page);
    expect(await visibleIds(watched.page)).toHaveLength(6);
    await closeClean(watched);
  });

  it(
    'fits a phone screen and both color schemes; writes screenshots of the list and a detail view',
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [width, viewport] of [
          ['desktop', DESKTOP],
          ['phone', PHONE],
        ] as const) {
          const watched = await open('/', { viewport, colorScheme });
          const { page } = watched;
          expect(await fitsWidth(page), `list ${width} ${colorScheme}`).toBe(true);
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          expect(background, colorScheme).toBe(colorScheme === 'light' ? 'rgb(245, 246, 248)' : 'rgb(15, 18, 22)');
          await screenshot(page, `catalog-list-${width}-${colorScheme}`);
          await page.click('li.card[data-id="gmail"] .card-name a');
          await page.waitForSelector('.section-setup .setup-steps');
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          expect(await fitsWidth(page), `detail ${width} ${colorScheme}`).toBe(true);
          await screenshot(page, `catalog-detail-${width}-${colorScheme}`);
          await closeClean(watched);
        }
      }
    },
    SLOW_TEST_MS,
  );
});
