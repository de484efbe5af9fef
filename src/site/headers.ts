// Which paths of a served site the header rule samples: each page, and per connector an icon and another file.

import { type HeaderSample, listedFiles, type SiteObservation } from './observation.ts';
import type { SiteSource } from './source.ts';

const PAGES = ['index.html', 'oauth/show.html'];

export async function sampleHeaders(headersOf: NonNullable<SiteSource['headers']>, site: SiteObservation): Promise<HeaderSample[]> {
  const samples: Array<Omit<HeaderSample, 'headers'>> = PAGES.map((sitePath) => ({ sitePath, kind: 'page' }));
  const index = site.index;
  if (index && typeof index.entries !== 'string') {
    const icons = new Set(
      index.entries.flatMap((entry) => [entry.icon_small, entry.icon_large]).filter((icon) => typeof icon === 'string'),
    );
    const icon = [...icons][0];
    if (typeof icon === 'string') samples.push({ sitePath: icon, kind: 'icon' });
    // Every file that is not an icon: each is served as data, so each is checked (one request each, as the hashes were).
    for (const { sitePath } of listedFiles(index)) if (!icons.has(sitePath)) samples.push({ sitePath, kind: 'connector-file' });
  }
  return Promise.all(samples.map(async (sample) => ({ ...sample, headers: await headersOf(sample.sitePath) })));
}
