// The site served by Caddy with the shipped configuration (deploy/Caddyfile): a connector's files are data. Opened
// directly in Chromium, a connector's .html, .xhtml, a non-icon .svg and every icon run nothing; check-site sees the
// headers, and fails when a server without them serves the same release.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePagesOf } from '../../src/catalog/site-pages.ts';
import { checkSite } from '../../src/phases/site.ts';
import { inspectSvg } from '../../src/rules/static/svg-inspect.ts';
import { directorySource, httpSource } from '../../src/site/source.ts';
import { signIndex } from '../../src/trust/index-signature.ts';
import { parsePublicKeys, parseSecretKey } from '../../src/trust/minisign.ts';
import { releaseKeys, sha256 } from '../deploy/fixture.ts';
import { type CaddyServer, startCaddy } from '../deploy/servers.ts';
import { HOSTILE_ICONS } from '../helpers/hostile-icons.ts';
import { launchChromium, openPage, SLOW_TEST_MS } from './browser.ts';
import { CATALOG_DIR, copySitePages } from './site-fixture.ts';

// Each tries to run: set a flag, and ask the site for /pwned (which a test server would see).
const RUNS = "window.pwned=1;fetch('/pwned')";
const ACTIVE_FILES: Record<string, string> = {
  'page.html': `<!doctype html><script>${RUNS}</script><img src=x onerror="${RUNS}">`,
  'page.htm': `<script>${RUNS}</script>`,
  'page.xhtml': `<html xmlns="http://www.w3.org/1999/xhtml"><body><script>${RUNS}</script></body></html>`,
  'drawing.svg': `<svg xmlns="http://www.w3.org/2000/svg" onload="${RUNS}"><script>${RUNS}</script></svg>`,
  'no-extension': `<!doctype html><script>${RUNS}</script>`,
};

/** A folder whose name differs from one of the site's page folders only by case, and the page in it that loads its script. */
const CASE_TWINS = [
  ['OAuth', 'show.html'],
  ['Assets', 'index.html'],
  ['Schemas', 'page.html'],
] as const;

/** The headers Caddy sends for a path sent exactly as given (fetch would resolve its dot segments first). */
function rawHeaders(url: string, rawPath: string): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/`, { path: rawPath }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers));
    });
    request.on('error', reject);
  });
}

describe('connector files are served as data (Caddy with deploy/Caddyfile, Chromium)', () => {
  let root: string;
  let site: string;
  let caddy: CaddyServer;
  let browser: Browser;
  const icons: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'skald-served-'));
    site = path.join(root, 'site');
    await mkdir(path.join(site, 'demo'), { recursive: true });
    await copySitePages(site);
    for (const [name, text] of Object.entries(ACTIVE_FILES)) await writeFile(path.join(site, 'demo', name), text);
    // Every real icon (the rule passes them all), and the hostile icons: sandboxed, even one the rule missed would run nothing.
    for (const folder of await readdir(CATALOG_DIR, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      for (const name of await readdir(path.join(CATALOG_DIR, folder.name))) {
        if (!name.endsWith('.svg')) continue;
        const text = await readFile(path.join(CATALOG_DIR, folder.name, name), 'utf8');
        expect(inspectSvg(text)).toEqual([]);
        const served = `icons/${folder.name}-${name}`;
        await mkdir(path.join(site, 'icons'), { recursive: true });
        await writeFile(path.join(site, served), text);
        icons.push(served);
      }
    }
    for (const [index, [, text]] of HOSTILE_ICONS.entries()) {
      await writeFile(path.join(site, 'demo', `hostile-${index}.svg`), text.replaceAll('window.pwned=1', RUNS));
      icons.push(`demo/hostile-${index}.svg`);
    }
    // Folders the gate refuses (not kebab-case), on disk as if it had not: the server alone must treat them as data.
    for (const [folder, name] of CASE_TWINS) {
      await mkdir(path.join(site, folder), { recursive: true });
      await writeFile(path.join(site, folder, 'evil.js'), `${RUNS};\n`);
      await writeFile(path.join(site, folder, name), `<!doctype html><script src="/${folder}/evil.js"></script>`);
    }
    caddy = await startCaddy(site);
    browser = await launchChromium();
  }, SLOW_TEST_MS);

  afterAll(async () => {
    await browser?.close();
    await caddy?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('the headers are present: sandbox and nosniff on connector files, text/plain unless an icon, a strict policy on pages', async () => {
    const html = await fetch(`${caddy.url}/demo/page.html`);
    expect(html.headers.get('content-security-policy')).toBe('sandbox');
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const icon = await fetch(`${caddy.url}/${icons[0]}`);
    expect(icon.headers.get('content-security-policy')).toBe('sandbox');
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    for (const page of ['/', '/index.html', '/oauth/show.html', '/assets/catalog.js']) {
      const policy = (await fetch(`${caddy.url}${page}`)).headers.get('content-security-policy') ?? '';
      for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'", "script-src 'self'"])
        expect(policy, page).toContain(directive);
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  it('a folder named like a page folder but for case (OAuth/, Assets/) is a connector folder: data, however the path is spelt', async () => {
    for (const [folder] of CASE_TWINS)
      for (const spelt of [
        `/${folder}/evil.js`,
        `/oauth/../${folder}/evil.js`,
        `/assets/%2e%2e/${folder}/evil.js`,
        `//${folder}/evil.js`,
      ]) {
        const headers = await rawHeaders(caddy.url, spelt);
        expect([spelt, headers['content-security-policy'], headers['content-type']]).toEqual([
          spelt,
          'sandbox',
          'text/plain; charset=utf-8',
        ]);
      }
    expect((await fetch(`${caddy.url}/oauth/show.html`)).headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('status.json, the timestamp and its signature are asked for again each time; every signature and key is text', async () => {
    const renewed = ['status.json', 'timestamp.json', 'timestamp.json.minisig'];
    for (const name of renewed) await writeFile(path.join(site, name), name.endsWith('.minisig') ? 'untrusted comment: x\n' : '{}\n');
    await writeFile(path.join(site, 'connectors.json.minisig'), 'untrusted comment: x\n');
    try {
      for (const name of [...renewed, 'connectors.json.minisig']) {
        const served = await fetch(`${caddy.url}/${name}`);
        expect([name, served.status, served.headers.get('cache-control')]).toEqual([name, 200, 'no-cache']);
        expect(served.headers.get('content-type'), name).toBe(name.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8');
      }
    } finally {
      for (const name of [...renewed, 'connectors.json.minisig']) await rm(path.join(site, name), { force: true });
    }
  });

  it(
    'opened directly, no connector file and no icon runs anything',
    async () => {
      const opened = [
        ...Object.keys(ACTIVE_FILES).map((name) => `demo/${name}`),
        ...icons,
        ...CASE_TWINS.map(([folder, name]) => `${folder}/${name}`),
      ];
      const watched = await openPage(browser, caddy.url);
      const requested: string[] = [];
      watched.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      try {
        for (const file of opened) {
          await watched.page.goto(`${caddy.url}/${file}`);
          await watched.page.waitForTimeout(50);
          const ran = await watched.page.evaluate(() => (window as { pwned?: number }).pwned).catch(() => undefined);
          expect(ran, file).toBeUndefined();
        }
        expect(requested.filter((pathname) => pathname === '/pwned')).toEqual([]);
        expect(watched.dialogs).toEqual([]);
      } finally {
        await watched.close();
      }
    },
    SLOW_TEST_MS,
  );

  /** Signs a one-connector release of the served folder: its files, and the site's pages as they are now; the options check-site needs. */
  async function writeRelease() {
    const { primary } = releaseKeys();
    const files = {
      'connector.json': '{}\n',
      'page.html': ACTIVE_FILES['page.html']!,
      'icon_sm.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    };
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(site, 'demo', name), text);
    const entry = {
      id: 'demo',
      folder: 'demo',
      icon_small: 'demo/icon_sm.svg',
      icon_large: 'demo/icon_sm.svg',
      files: Object.entries(files).map(([name, text]) => ({ path: name, sha256: sha256(text), size: Buffer.byteLength(text) })),
    };
    await writeFile(path.join(site, 'connectors.pub'), primary.publicKey);
    const index = Buffer.from(`${JSON.stringify({ version: 1, connectors: [entry], site_files: sitePagesOf(site).pages })}\n`);
    await writeFile(path.join(site, 'connectors.json'), index);
    await writeFile(path.join(site, 'connectors.json.minisig'), signIndex(index, parseSecretKey(primary.secretKey), new Date(), 'c0ffee1'));
    return { trustedKeys: parsePublicKeys(primary.publicKey), committedKeyText: primary.publicKey };
  }

  it('check-site passes the shipped headers and fails, with site-headers, on a server without them', async () => {
    const options = await writeRelease();
    const shipped = await checkSite(httpSource(caddy.url), options);
    expect(shipped.findings).toEqual([]);

    const bare = await startCaddy(site, { shippedConfiguration: false });
    try {
      const report = await checkSite(httpSource(bare.url), options);
      expect(new Set(report.findings.map((finding) => finding.ruleId))).toEqual(new Set(['site-headers']));
      expect(report.findings.map((finding) => finding.file)).toEqual(
        expect.arrayContaining(['index.html', 'oauth/show.html', 'demo/icon_sm.svg', 'demo/page.html', 'demo/connector.json']),
      );
    } finally {
      await bare.stop();
    }
  });

  it("check-site refuses a page served that is not the release's, by URL and in a directory, and accepts the release", async () => {
    const options = await writeRelease();
    const pageFindings = async () =>
      [httpSource(caddy.url), await directorySource(site)].map(async (source) =>
        (await checkSite(source, options)).findings.map((finding) => [finding.ruleId, finding.file]),
      );
    const script = path.join(site, 'assets', 'catalog.js');
    const original = await readFile(script);
    expect(JSON.parse(await readFile(path.join(site, 'connectors.json'), 'utf8')).site_files).toHaveProperty('assets/catalog.js');
    expect(await Promise.all(await pageFindings())).toEqual([[], []]);
    try {
      await writeFile(script, `${original}\nfetch('/pwned');\n`);
      await rm(path.join(site, 'oauth', 'show.js'));
      const expected = [
        ['site-page-mismatch', 'assets/catalog.js'],
        ['site-page-missing', 'oauth/show.js'],
      ];
      expect(await Promise.all(await pageFindings())).toEqual([expected, expected]);
    } finally {
      await writeFile(script, original);
      await cp(path.join(CATALOG_DIR, 'oauth', 'show.js'), path.join(site, 'oauth', 'show.js'));
    }
    expect(await Promise.all(await pageFindings())).toEqual([[], []]);
  });
});
