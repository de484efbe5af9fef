import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConnectedServer,
  call,
  connect,
  type FakeReply,
  type FakeRequest,
  type FakeUpstream,
  parseVerifyOutput,
  REFUSING_URL,
  runScript,
  startFakeUpstream,
} from './harness.ts';

// The shapes the Trends web page receives: an explore answer with one widget (request + token)
// per chart, then widgetdata answers; all behind the ")]}'" anti-hijacking prefix.
const COOKIE = 'NID=511=fake-session-cookie';

function cookiePage(): FakeReply {
  return {
    body: '<!doctype html><html><title>Google Trends</title></html>',
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'set-cookie': `${COOKIE}; expires=Mon, 31-May-2027 20:00:00 GMT; path=/; HttpOnly`,
    },
  };
}

function keywordRestriction(keyword: string) {
  return { keyword: [{ type: 'BROAD', value: keyword }] };
}

function exploreAnswer(req: { comparisonItem: Array<{ keyword: string; geo: string; time: string }>; category: number; property: string }) {
  const items = req.comparisonItem;
  const time = '2025-11-30 2026-11-30';
  const options = { property: req.property, backend: 'IZG', category: req.category };
  const widgets: unknown[] = [
    {
      request: {
        time,
        resolution: 'WEEK',
        locale: 'en-US',
        comparisonItem: items.map((item) => ({
          geo: item.geo ? { country: item.geo } : {},
          complexKeywordsRestriction: keywordRestriction(item.keyword),
        })),
        requestOptions: options,
        userConfig: { userType: 'USER_TYPE_LEGIT_USER' },
      },
      lineAnnotationText: 'Search interest',
      bullets: items.map((item) => ({ text: item.keyword })),
      showLegend: false,
      showAverages: true,
      token: `TS-${items.map((item) => item.keyword).join('+')}`,
      id: 'TIMESERIES',
      type: 'fe_line_chart',
      title: 'Interest over time',
      template: 'fe',
      embedTemplate: 'fe_embed',
      version: '1',
      isLong: true,
      isCurated: false,
    },
    {
      request: { geo: {}, comparisonItem: [], resolution: 'COUNTRY', locale: 'en-US', requestOptions: options },
      geo: 'world',
      resolution: 'countries',
      token: 'GEO-token',
      id: 'GEO_MAP',
      type: 'fe_geo_chart_explore',
      title: 'Interest by region',
    },
  ];
  items.forEach((item, index) => {
    const suffix = items.length > 1 ? `_${index}` : '';
    for (const [id, keywordType] of [
      ['RELATED_TOPICS', 'ENTITY'],
      ['RELATED_QUERIES', 'QUERY'],
    ] as const) {
      widgets.push({
        request: {
          restriction: {
            geo: item.geo ? { country: item.geo } : {},
            time,
            originalTimeRangeForExploreUrl: item.time,
            complexKeywordsRestriction: keywordRestriction(item.keyword),
          },
          keywordType,
          metric: ['TOP', 'RISING'],
          trendinessSettings: { compareTime: '2024-11-29 2025-11-29' },
          requestOptions: options,
          language: 'en',
          userCountryCode: 'US',
        },
        token: `${id}-${item.keyword}`,
        id: `${id}${suffix}`,
        type: 'fe_related_searches',
        title: id === 'RELATED_QUERIES' ? 'Related queries' : 'Related topics',
      });
    }
  });
  return {
    widgets,
    keywords: [],
    timeRanges: ['Nov 30, 2025 - Nov 30, 2026'],
    examples: [],
    shareText: 'Explore search interest',
    shouldShowMultiHeatMapMessage: false,
  };
}

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:atom="http://www.w3.org/2005/Atom" xmlns:ht="https://trends.google.com/trending/rss" version="2.0">
  <channel>
    <title>Daily Search Trends</title>
    <description>Recent searches</description>
    <link>https://trends.google.com/trending/rss?geo=US</link>
    <atom:link href="https://trends.google.com/trending/rss?geo=US" rel="self" type="application/rss+xml"></atom:link>
    <item>
      <title>aurora borealis</title>
      <ht:approx_traffic>500+</ht:approx_traffic>
      <description></description>
      <link>https://trends.google.com/trending/rss?geo=US</link>
      <pubDate>Sun, 30 Nov 2026 18:40:00 -0800</pubDate>
      <ht:picture>https://encrypted-tbn1.gstatic.com/images?q=tbn:x</ht:picture>
      <ht:picture_source>Space.com</ht:picture_source>
      <ht:news_item>
        <ht:news_item_title>Northern lights may be visible tonight &amp; tomorrow</ht:news_item_title>
        <ht:news_item_url>https://www.space.com/northern-lights-forecast</ht:news_item_url>
        <ht:news_item_picture>https://encrypted-tbn1.gstatic.com/images?q=tbn:y</ht:news_item_picture>
        <ht:news_item_source>Space.com</ht:news_item_source>
      </ht:news_item>
    </item>
    <item>
      <title>cyber monday deals</title>
      <ht:approx_traffic>2000000+</ht:approx_traffic>
      <pubDate>Sun, 30 Nov 2026 09:10:00 -0800</pubDate>
    </item>
  </channel>
</rss>`;

const prefixed = (prefix: string, value: unknown): FakeReply => ({
  body: `${prefix}\n${JSON.stringify(value)}`,
  headers: { 'content-type': 'application/json; charset=utf-8' },
});

function routes(request: FakeRequest): FakeReply {
  const q = request.query;
  if (request.path === '/trends/explore') return cookiePage();
  if (request.path === '/trending/rss') return { body: RSS, headers: { 'content-type': 'application/rss+xml; charset=utf-8' } };
  if (!request.headers.cookie?.includes(COOKIE))
    return { status: 429, body: '<html><title>Error 429 (Too Many Requests)!!1</title></html>', headers: { 'content-type': 'text/html' } };
  if (q.get('hl') !== 'en-US' || q.get('tz') !== '0') return { status: 400, body: 'bad hl/tz' };
  if (request.path === '/trends/api/explore' && request.method === 'POST') {
    return prefixed(")]}'", exploreAnswer(JSON.parse(q.get('req')!)));
  }
  const req = JSON.parse(q.get('req') ?? '{}');
  const token = q.get('token') ?? '';
  if (request.path === '/trends/api/widgetdata/multiline' && token.startsWith('TS-')) {
    if (token === 'TS-zzqx') return prefixed(")]}',", { default: { timelineData: [], averages: [] } });
    const count = req.comparisonItem.length;
    const row = (time: string, label: string, values: number[], extra = {}) => ({
      time,
      formattedTime: label,
      formattedAxisTime: label,
      value: values,
      hasData: values.map((v) => v > 0),
      formattedValue: values.map(String),
      ...extra,
    });
    return prefixed(")]}',", {
      default: {
        timelineData: [
          row('1764460800', 'Nov 30 – Dec 6, 2025', [78, 45].slice(0, count)),
          row('1765065600', 'Dec 7 – 13, 2025', [100, 0].slice(0, count)),
          row('1764201600', 'Nov 23 – 29, 2026', [81, 47].slice(0, count), { isPartial: true }),
        ],
        averages: [86, 31].slice(0, count),
      },
    });
  }
  if (request.path === '/trends/api/widgetdata/relatedsearches' && token.startsWith('RELATED_QUERIES-')) {
    const keyword = req.restriction.complexKeywordsRestriction.keyword[0].value as string;
    if (keyword === 'zzqx') return prefixed(")]}',", { default: { rankedList: [{ rankedKeyword: [] }, { rankedKeyword: [] }] } });
    return prefixed(")]}',", {
      default: {
        rankedList: [
          {
            rankedKeyword: [
              { query: `${keyword} download`, value: 100, formattedValue: '100', hasData: true, link: '/trends/explore?q=x' },
              { query: `${keyword} tutorial`, value: 63, formattedValue: '63', hasData: true, link: '/' },
            ],
          },
          {
            rankedKeyword: [
              { query: `${keyword} 3.14`, value: 4150, formattedValue: '+4,150%', link: '/' },
              { query: `${keyword} free threading`, value: 48650, formattedValue: 'Breakout', link: '/' },
            ],
          },
        ],
      },
    });
  }
  return { status: 400, body: '<html>Bad request</html>', headers: { 'content-type': 'text/html' } };
}

describe('google-trends connector (Trends web endpoints fake on loopback)', () => {
  let fake: FakeUpstream;
  let server: ConnectedServer;

  beforeAll(async () => {
    fake = await startFakeUpstream(routes);
    server = await connect('google-trends', { GOOGLE_TRENDS_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('compares interest over time, with the session cookie and the widget token', async () => {
    const { text, isError } = await call(server, 'interest_over_time', { keywords: ['python', 'javascript'], geo: 'US' });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        'Google search interest in "python", "javascript" in US, past 12 months, 0-100 relative to the peak of this selection (times UTC):',
        'Period | python | javascript',
        'Nov 30 – Dec 6, 2025 | 78 | 45',
        'Dec 7 – 13, 2025 | 100 | n/a',
        'Nov 23 – 29, 2026 * | 81 | 47',
        'Averages: python 86, javascript 31',
        '* partial data: the period is not over yet',
      ].join('\n'),
    );
    const [session, explore, data] = fake.requests;
    expect(session!.path).toBe('/trends/explore');
    expect(explore!.method).toBe('POST');
    expect(JSON.parse(explore!.query.get('req')!)).toEqual({
      comparisonItem: [
        { keyword: 'python', time: 'today 12-m', geo: 'US' },
        { keyword: 'javascript', time: 'today 12-m', geo: 'US' },
      ],
      category: 0,
      property: '',
    });
    expect(explore!.headers.cookie).toContain(COOKIE);
    expect(data!.query.get('token')).toBe('TS-python+javascript');
  });

  it('lists top and rising related queries for one term', async () => {
    const { text } = await call(server, 'related_queries', { keyword: 'python', timeframe: 'today 5-y', search_type: 'youtube', limit: 1 });
    expect(text).toBe(
      [
        'Searches related to "python" worldwide, past 5 years, youtube search:',
        '',
        'Top (relative popularity, 0-100):',
        '1. python download — 100',
        '',
        'Rising (growth over the previous period):',
        '1. python 3.14 — +4,150%',
      ].join('\n'),
    );
    expect(JSON.parse(fake.requests.at(-2)!.query.get('req')!)).toMatchObject({ property: 'youtube' });
    const all = await call(server, 'related_queries', { keyword: 'python', timeframe: '2024-01-01 2024-12-31' });
    expect(all.text).toContain('worldwide, 2024-01-01 to 2024-12-31:');
    expect(all.text).toContain('2. python free threading — Breakout');
  });

  it('says so when a term has too little search volume', async () => {
    expect((await call(server, 'interest_over_time', { keywords: ['zzqx'] })).text).toBe(
      'Not enough Google search volume for "zzqx" worldwide, past 12 months to show interest over time.',
    );
    expect((await call(server, 'related_queries', { keyword: 'zzqx', geo: 'DE', timeframe: 'now 7-d' })).text).toBe(
      'Not enough Google search volume for "zzqx" in DE, past 7 days to show related queries.',
    );
  });

  it("reads today's trending searches with their news from the RSS feed", async () => {
    const { text } = await call(server, 'trending_now', { geo: 'US' });
    expect(text).toBe(
      [
        'Trending Google searches in US right now:',
        '1. aurora borealis — 500+ searches (since Sun, 30 Nov 2026 18:40:00 -0800)',
        '   - Northern lights may be visible tonight & tomorrow (Space.com) https://www.space.com/northern-lights-forecast',
        '2. cyber monday deals — 2000000+ searches (since Sun, 30 Nov 2026 09:10:00 -0800)',
      ].join('\n'),
    );
    expect(fake.requests.at(-1)!.query.get('geo')).toBe('US');
    expect((await call(server, 'trending_now', { geo: 'US', limit: 1 })).text.split('\n')).toHaveLength(3);
  });

  it('turns rate limits, errors, bad answers and timeouts into tool errors', async () => {
    const cases: Array<[FakeReply, RegExp]> = [
      [
        { status: 429, body: '<html><title>Error 429 (Too Many Requests)!!1</title></html>', headers: { 'content-type': 'text/html' } },
        /^Google Trends is rate-limiting requests \(HTTP 429\)\. Wait a little and try again\.$/,
      ],
      [
        {
          status: 400,
          body: '<html>Your client has issued a malformed or illegal request.</html>',
          headers: { 'content-type': 'text/html' },
        },
        /^Google Trends rejected the request \(HTTP 400\)$/,
      ],
      [{ status: 500, body: '' }, /^Google Trends had a server error \(HTTP 500\)/],
      [{ body: ")]}'\n<html>not json</html>" }, /^Google Trends sent a response that is not valid JSON/],
      [prefixed(")]}'", { nothing: true }), /^Google Trends answered without the expected widgets/],
      [{ delayMs: 4000, body: '' }, /^Google Trends did not answer within 1\.5 s/],
    ];
    for (const [reply, message] of cases) {
      fake.queue.push(reply);
      const result = await call(server, 'interest_over_time', { keywords: ['python'] });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(message);
    }
    fake.queue.push({ body: '<rss><channel><item>', headers: { 'content-type': 'application/rss+xml' } });
    expect((await call(server, 'trending_now', {})).text).toBe(
      'Google Trends sent a trending feed that is not valid XML; the service may have changed',
    );
    const badTimeframe = await call(server, 'interest_over_time', { keywords: ['python'], timeframe: 'last year' });
    expect(badTimeframe.text).toMatch(/^Invalid arguments for interest_over_time: timeframe must match/);
    expect((await call(server, 'interest_over_time', { keywords: ['a', 'b', 'c', 'd', 'e', 'f'] })).text).toMatch(
      /keywords must have at most 5 items/,
    );
    expect(server.protocolErrors).toEqual([]);
  });
});

describe('google-trends verify.py', () => {
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream(routes);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('reports ok when the explore endpoint answers with its charts', async () => {
    const run = await runScript('google-trends', 'verify.py', { GOOGLE_TRENDS_BASE_URL: fake.url });
    const output = parseVerifyOutput(run.stdout);
    expect(output).toEqual({
      ok: true,
      message: 'Google Trends answered: interest over time and related queries are available',
      details: { endpoint: fake.url, widgets: ['GEO_MAP', 'RELATED_QUERIES', 'RELATED_TOPICS', 'TIMESERIES'] },
    });
    expect(run.code).toBe(0);
  });

  it('reports the rate limit, and an unreachable service, with a non-zero exit', async () => {
    fake.queue.push(cookiePage(), { status: 429, body: '<html>Too Many Requests</html>', headers: { 'content-type': 'text/html' } });
    const limited = await runScript('google-trends', 'verify.py', { GOOGLE_TRENDS_BASE_URL: fake.url });
    expect(parseVerifyOutput(limited.stdout)).toMatchObject({
      ok: false,
      message: 'Google Trends probe failed: Google Trends is rate-limiting requests (HTTP 429). Wait a little and try again.',
    });
    expect(limited.code).toBe(1);

    const down = await runScript('google-trends', 'verify.py', { GOOGLE_TRENDS_BASE_URL: REFUSING_URL });
    expect(parseVerifyOutput(down.stdout)).toMatchObject({
      ok: false,
      message: 'Google Trends probe failed: could not reach Google Trends: connection refused',
    });
    expect(down.code).toBe(1);
  });
});
