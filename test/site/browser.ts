import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; browsers are never downloaded. The flags keep it off every network but ours. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** For tests with many page loads: a shared 2-core machine slows a browser several times over. */
export const SLOW_TEST_MS = 240_000;

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  permissions?: string[];
  /** Runs in the page before its own scripts. */
  initScript?: string;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** console.error messages and uncaught exceptions. */
  errors: string[];
  /** Requests to anywhere but the test server: aborted, and a failure of the test. */
  blocked: string[];
  dialogs: string[];
  close(): Promise<void>;
}

/** A page in a fresh context that records errors and dialogs, and lets requests reach `origin` only. */
export async function openPage(browser: Browser, origin: string, options: PageOptions = {}): Promise<WatchedPage> {
  const viewport = options.viewport ?? DESKTOP;
  const context = await browser.newContext({
    viewport,
    colorScheme: options.colorScheme ?? 'light',
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
    deviceScaleFactor: 1,
    permissions: options.permissions ?? [],
  });
  const blocked: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url === origin || url.startsWith(`${origin}/`)) await route.continue();
    else {
      blocked.push(url);
      await route.abort('blockedbyclient');
    }
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    // Before the first weekly probe there is no status.json, and before the first signed release no timestamp: the
    // page shows no health or freshness, and the browser's own line about the 404 is not an error of the page.
    const optional = ['/status.json', '/timestamp.json.minisig'].some((file) => message.location().url.endsWith(file));
    if (message.type() === 'error' && !(/status of 404/.test(message.text()) && optional)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { page, context, errors, blocked, dialogs, close: () => context.close() };
}

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-output/screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}
