// What check-site reads of the pages an index signs: an index compiled before pages were signed vouches for none
// (the migration of docs/trust.md), and a malformed site_files is said, never taken as "no pages".
import { describe, expect, it } from 'vitest';
import { parseSitePages } from '../../src/site/pages.ts';

const index = (value: unknown) => Buffer.from(JSON.stringify(value));
const digest = { sha256: 'a'.repeat(64), size: 3 };

describe('the pages an index signs', () => {
  it('an index without site_files (an older release) lists none', () => {
    expect(parseSitePages(index({ version: 1, connectors: [] }))).toEqual([]);
  });

  it('lists each signed page with its digest', () => {
    expect(parseSitePages(index({ version: 1, connectors: [], site_files: { 'index.html': digest } }))).toEqual([
      { path: 'index.html', ...digest },
    ]);
  });

  it('says what is wrong with a malformed site_files', () => {
    expect(parseSitePages(index({ site_files: [] }))).toBe('site_files is not an object');
    expect(parseSitePages(index({ site_files: { 'index.html': { sha256: 'x', size: 3 } } }))).toMatch(/no valid sha256/);
    expect(parseSitePages(Buffer.from('{'))).toBe('the index is not JSON');
  });
});
