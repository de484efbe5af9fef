import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { WatchedPage } from './browser.ts';

/** Waits until the catalog has been read and the list or detail view is drawn. */
export async function waitForCatalog(page: Page): Promise<void> {
  await page.waitForSelector('#status:is([data-state="ready"], [data-state="error"])', { state: 'attached' });
}

export function visibleIds(page: Page): Promise<string[]> {
  return page.$$eval('#cards > li.card:not([hidden])', (cards) => cards.map((card) => (card as HTMLElement).dataset.id ?? ''));
}

export function searchParams(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Closes the page after checking that it logged no error and tried to reach nothing but the test server. */
export async function closeClean(watched: WatchedPage, allowedErrors: RegExp[] = []): Promise<void> {
  try {
    expect(watched.errors.filter((error) => !allowedErrors.some((allowed) => allowed.test(error)))).toEqual([]);
    expect(watched.blocked).toEqual([]);
    expect(watched.dialogs).toEqual([]);
  } finally {
    await watched.close();
  }
}

/** True when nothing sticks out sideways: the page fits the viewport width. */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
