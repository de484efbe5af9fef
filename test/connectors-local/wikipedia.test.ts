import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedServer, call, connect, type FakeReply, type FakeRequest, type FakeUpstream, startFakeUpstream } from './harness.ts';

// Shapes of the MediaWiki Action API with format=json&formatversion=2.
const ADA_TEXT = [
  'Augusta Ada King, Countess of Lovelace (née Byron; 10 December 1815 – 27 November 1852) was an English mathematician and writer.',
  '',
  '== Early life ==',
  'Lord Byron expected his child to be a "glorious boy".',
  '',
  '=== Education ===',
  'She was tutored by Mary Somerville.',
  '',
  '== Work ==',
  'She published the first algorithm intended to be carried out by such a machine.',
].join('\n');

function page(language: string, title: string, extra: Record<string, unknown>) {
  return {
    pageid: 7,
    ns: 0,
    title,
    contentmodel: 'wikitext',
    pagelanguage: language,
    touched: '2026-11-29T10:00:00Z',
    lastrevid: 1,
    length: 90000,
    fullurl: `https://${language}.wikipedia.org/wiki/${title.replaceAll(' ', '_')}`,
    ...extra,
  };
}

function routes(request: FakeRequest): FakeReply {
  const q = request.query;
  const language = request.path.split('/')[1]!;
  if (
    request.path !== `/${language}/w/api.php` ||
    q.get('action') !== 'query' ||
    q.get('format') !== 'json' ||
    q.get('formatversion') !== '2'
  ) {
    return { status: 404, body: 'not found' };
  }
  if (q.get('list') === 'search') {
    if (q.get('srsearch') === 'qwxz')
      return { json: { batchcomplete: true, query: { searchinfo: { totalhits: 0, suggestion: 'quiz' }, search: [] } } };
    const hits = [
      {
        ns: 0,
        title: 'Ada Lovelace',
        pageid: 974,
        size: 91200,
        wordcount: 9123,
        snippet: '<span class="searchmatch">first</span> <span class="searchmatch">computer</span> programmer &amp; mathematician',
        timestamp: '2026-11-20T08:12:44Z',
      },
      {
        ns: 0,
        title: 'Analytical engine',
        pageid: 1271,
        size: 40200,
        wordcount: 4051,
        snippet: 'proposed mechanical general-purpose <span class="searchmatch">computer</span>',
        timestamp: '2026-10-02T17:00:00Z',
      },
    ].slice(0, Number(q.get('srlimit')));
    return {
      json: { batchcomplete: true, continue: { sroffset: 2, continue: '-||' }, query: { searchinfo: { totalhits: 1234 }, search: hits } },
    };
  }
  const title = q.get('titles') ?? '';
  if (q.get('prop') === 'links') {
    return {
      json: {
        batchcomplete: true,
        query: {
          pages: [
            {
              pageid: 9,
              ns: 0,
              title,
              links: [
                { ns: 0, title: 'Mercury (planet)' },
                { ns: 0, title: 'Mercury (element)' },
              ],
            },
          ],
        },
      },
    };
  }
  if (title === '<bad>')
    return {
      json: {
        batchcomplete: true,
        query: { pages: [{ title: '<bad>', invalidreason: 'The requested page title contains invalid characters: "<".', invalid: true }] },
      },
    };
  if (title === 'Nothing Here')
    return { json: { batchcomplete: true, query: { pages: [{ ns: 0, title: 'Nothing Here', missing: true }] } } };
  if (title === 'Mercury') {
    return {
      json: {
        batchcomplete: true,
        query: { pages: [page(language, 'Mercury', { pageprops: { disambiguation: '' }, extract: 'Mercury commonly refers to:' })] },
      },
    };
  }
  if (title === 'ada lovelace' || title === 'Ada Lovelace') {
    const intro = q.get('exintro') === '1';
    const base = {
      batchcomplete: true,
      query: {
        normalized: title === 'ada lovelace' ? [{ fromencoded: false, from: 'ada lovelace', to: 'Ada lovelace' }] : undefined,
        redirects: title === 'ada lovelace' ? [{ from: 'Ada lovelace', to: 'Ada Lovelace' }] : undefined,
        pages: [
          page(language, language === 'de' ? 'Ada Lovelace' : 'Ada Lovelace', {
            ...(intro ? { pageprops: { 'wikibase-shortdesc': 'English mathematician (1815–1852)' } } : {}),
            extract: intro ? ADA_TEXT.split('\n')[0] : ADA_TEXT,
          }),
        ],
      },
    };
    return { json: base };
  }
  return {
    json: {
      error: {
        code: 'badvalue',
        info: 'Unrecognized value for parameter "prop": nonsense.',
        '*': 'See https://en.wikipedia.org/w/api.php for API usage.',
      },
      servedby: 'mw-api-ext.eqiad.main-5',
    },
  };
}

describe('wikipedia connector (MediaWiki Action API fake on loopback)', () => {
  let fake: FakeUpstream;
  let server: ConnectedServer;

  beforeAll(async () => {
    fake = await startFakeUpstream(routes);
    server = await connect('wikipedia', { WIKIPEDIA_BASE_URL: `${fake.url}/{lang}` });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('searches with plain-text snippets and article links, in the chosen language', async () => {
    const { text, isError } = await call(server, 'search', { query: 'first computer programmer', limit: 2, language: 'de' });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        '2 of 1,234 results for "first computer programmer" on de.wikipedia.org:',
        '1. Ada Lovelace — first computer programmer & mathematician (9,123 words, edited 2026-11-20) https://de.wikipedia.org/wiki/Ada_Lovelace',
        '2. Analytical engine — proposed mechanical general-purpose computer (4,051 words, edited 2026-10-02) https://de.wikipedia.org/wiki/Analytical_engine',
      ].join('\n'),
    );
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/de/w/api.php');
    expect(request.query.get('srlimit')).toBe('2');
    expect(request.headers['user-agent']).toMatch(/^skald-connectors\/1\.0 \(\+https:/);
    expect(await call(server, 'search', { query: 'qwxz' })).toEqual({
      isError: false,
      text: 'No en.wikipedia.org article matches "qwxz". Did you mean "quiz"?',
    });
  });

  it('summarizes an article from its lead, following redirects', async () => {
    const { text, isError } = await call(server, 'get_summary', { title: 'ada lovelace' });
    expect(isError).toBe(false);
    expect(text).toBe(
      'Ada Lovelace\nEnglish mathematician (1815–1852)\nhttps://en.wikipedia.org/wiki/Ada_Lovelace\n\nAugusta Ada King, Countess of Lovelace (née Byron; 10 December 1815 – 27 November 1852) was an English mathematician and writer.',
    );
    const query = fake.requests.at(-1)!.query;
    expect([query.get('exintro'), query.get('explaintext'), query.get('redirects')]).toEqual(['1', '1', '1']);
  });

  it('lists the articles a disambiguation page points to', async () => {
    const { text } = await call(server, 'get_summary', { title: 'Mercury' });
    expect(text).toContain('This is a disambiguation page');
    expect(text).toContain('- Mercury (planet)\n- Mercury (element)');
  });

  it('reads whole articles in chunks, and single sections', async () => {
    const whole = await call(server, 'get_page', { title: 'Ada Lovelace' });
    expect(whole.text).toBe(`Ada Lovelace\nhttps://en.wikipedia.org/wiki/Ada_Lovelace\n\n${ADA_TEXT}`);

    const part = await call(server, 'get_page', { title: 'Ada Lovelace', start: 100, max_chars: 500 });
    expect(part.text).toContain(`Characters 100–${ADA_TEXT.length} of ${ADA_TEXT.length}.\nSections: Early life; Education; Work`);
    expect(part.text.endsWith(ADA_TEXT.slice(100))).toBe(true);

    const section = await call(server, 'get_page', { title: 'Ada Lovelace', section: 'early life' });
    expect(section.text).toBe(
      'Ada Lovelace — section early life\nhttps://en.wikipedia.org/wiki/Ada_Lovelace\n\n== Early life ==\nLord Byron expected his child to be a "glorious boy".\n\n=== Education ===\nShe was tutored by Mary Somerville.',
    );
    const noSection = await call(server, 'get_page', { title: 'Ada Lovelace', section: 'Legacy' });
    expect(noSection).toEqual({
      isError: true,
      text: '"Ada Lovelace" has no section "Legacy". Its sections: Early life, Education, Work.',
    });
  });

  it('continues a long article where the previous chunk ended', async () => {
    const long = 'x'.repeat(1200);
    fake.queue.push({ json: { batchcomplete: true, query: { pages: [page('en', 'Long', { extract: long })] } } });
    const first = await call(server, 'get_page', { title: 'Long', max_chars: 500 });
    expect(first.text).toContain('Characters 0–500 of 1,200.');
    expect(first.text).toContain('[700 more characters: call get_page again with start=500]');
    fake.queue.push({ json: { batchcomplete: true, query: { pages: [page('en', 'Long', { extract: long })] } } });
    expect((await call(server, 'get_page', { title: 'Long', start: 5000 })).text).toBe(
      'start 5000 is past the end of the text (1,200 characters).',
    );
  });

  it('reports missing and invalid titles, API errors and upstream failures as tool errors', async () => {
    expect(await call(server, 'get_summary', { title: 'Nothing Here' })).toEqual({
      isError: true,
      text: 'en.wikipedia.org has no article titled "Nothing Here". Use search to find the right title.',
    });
    expect((await call(server, 'get_page', { title: '<bad>' })).text).toBe(
      '"<bad>" is not a valid Wikipedia title: The requested page title contains invalid characters: "<".',
    );
    expect((await call(server, 'get_summary', { title: 'Anything else' })).text).toBe(
      'Wikipedia refused the query: Unrecognized value for parameter "prop": nonsense.',
    );
    const cases: Array<[FakeReply, RegExp]> = [
      [
        { status: 429, body: 'Too many requests. Please comply with the User-Agent policy.' },
        /^Wikipedia is rate-limiting requests \(HTTP 429\): Too many requests/,
      ],
      [
        { status: 503, body: '<!DOCTYPE html><html>Wikimedia Error</html>', headers: { 'content-type': 'text/html' } },
        /^Wikipedia had a server error \(HTTP 503\)/,
      ],
      [
        { body: '<html>captive portal</html>', headers: { 'content-type': 'text/html' } },
        /^Wikipedia sent a response that is not valid JSON/,
      ],
      [{ delayMs: 4000, json: {} }, /^Wikipedia did not answer within 1\.5 s/],
    ];
    for (const [reply, message] of cases) {
      fake.queue.push(reply);
      const result = await call(server, 'search', { query: 'anything' });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(message);
    }
    expect((await call(server, 'search', { query: 'computer', language: 'EN' })).text).toMatch(
      /^Invalid arguments for search: language must match/,
    );
    expect(server.protocolErrors).toEqual([]);
  });
});
