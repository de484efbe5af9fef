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

const GOOD_KEY = 'AIzaSyFAKE-good-key_0123456789abcdefghij';
const BAD_KEY = 'AIzaSyFAKE-revoked-key_9876543210zyxwvu';

const INVALID_KEY_ERROR = {
  error: {
    code: 400,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'INVALID_ARGUMENT',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'places.googleapis.com' },
      },
    ],
  },
};

const GOOGLEPLEX = {
  address_components: [
    { long_name: '1600', short_name: '1600', types: ['street_number'] },
    { long_name: 'Amphitheatre Parkway', short_name: 'Amphitheatre Pkwy', types: ['route'] },
    { long_name: 'Mountain View', short_name: 'Mountain View', types: ['locality', 'political'] },
  ],
  formatted_address: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
  geometry: {
    location: { lat: 37.4223878, lng: -122.0841877 },
    location_type: 'ROOFTOP',
    viewport: { northeast: { lat: 37.4237, lng: -122.0828 }, southwest: { lat: 37.421, lng: -122.0855 } },
  },
  place_id: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
  plus_code: { compound_code: 'CWC8+W5 Mountain View, CA', global_code: '849VCWC8+W5' },
  types: ['street_address'],
};

function geocoding(request: FakeRequest): FakeReply {
  const q = request.query;
  if (q.get('key') !== GOOD_KEY)
    return { json: { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' } };
  const address = q.get('address');
  if (address === 'nowhere at all') return { json: { results: [], status: 'ZERO_RESULTS' } };
  if (address === 'quota')
    return { json: { error_message: 'You have exceeded your rate-limit for this API.', results: [], status: 'OVER_QUERY_LIMIT' } };
  if (q.get('latlng') === '48.8584,2.2945') {
    return {
      json: {
        plus_code: { compound_code: 'V75V+8Q Paris, France', global_code: '8FW4V75V+8Q' },
        results: [
          {
            formatted_address: 'Av. Gustave Eiffel, 75007 Paris, France',
            geometry: { location: { lat: 48.8583701, lng: 2.2944813 }, location_type: 'GEOMETRIC_CENTER' },
            place_id: 'ChIJLU7jZClu5kcR4PcOOO6p3I0',
            types: ['route'],
          },
          {
            formatted_address: '75007 Paris, France',
            geometry: { location: { lat: 48.856, lng: 2.312 }, location_type: 'APPROXIMATE' },
            place_id: 'ChIJ-x',
            types: ['postal_code'],
          },
        ],
        status: 'OK',
      },
    };
  }
  return {
    json: {
      results: [
        GOOGLEPLEX,
        { ...GOOGLEPLEX, formatted_address: 'Google Building 40, Mountain View, CA', partial_match: true, place_id: 'ChIJ-2' },
      ],
      status: 'OK',
    },
  };
}

function places(request: FakeRequest): FakeReply {
  if (request.headers['x-goog-api-key'] !== GOOD_KEY) return { status: 400, json: INVALID_KEY_ERROR };
  if (!request.headers['x-goog-fieldmask'])
    return {
      status: 400,
      json: {
        error: {
          code: 400,
          message: 'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters',
          status: 'INVALID_ARGUMENT',
        },
      },
    };
  const body = JSON.parse(request.body) as { textQuery: string; pageSize: number };
  if (body.textQuery === 'nothing like this') return { json: {} };
  const all = [
    {
      id: 'ChIJ1',
      nationalPhoneNumber: '(415) 555-0100',
      formattedAddress: '1 Ferry Building, San Francisco, CA 94111, USA',
      location: { latitude: 37.7955, longitude: -122.3937 },
      rating: 4.6,
      googleMapsUri: 'https://maps.google.com/?cid=1',
      websiteUri: 'https://bluebottle.example/',
      businessStatus: 'OPERATIONAL',
      userRatingCount: 1234,
      priceLevel: 'PRICE_LEVEL_MODERATE',
      displayName: { text: 'Blue Bottle Coffee', languageCode: 'en' },
      currentOpeningHours: { openNow: true },
      primaryTypeDisplayName: { text: 'Coffee Shop', languageCode: 'en-US' },
    },
    {
      id: 'ChIJ2',
      formattedAddress: '2 Market St, San Francisco, CA',
      location: { latitude: 37.79, longitude: -122.39 },
      displayName: { text: 'Old Café', languageCode: 'en' },
      businessStatus: 'CLOSED_TEMPORARILY',
      currentOpeningHours: { openNow: false },
    },
  ];
  return { json: { places: all.slice(0, body.pageSize) } };
}

function routes(request: FakeRequest): FakeReply {
  if (request.headers['x-goog-api-key'] !== GOOD_KEY)
    return {
      status: 403,
      json: {
        error: { code: 403, message: 'Routes API has not been used in project 123 before or it is disabled.', status: 'PERMISSION_DENIED' },
      },
    };
  const body = JSON.parse(request.body) as { origin: { address?: string }; travelMode: string };
  if (body.origin.address === 'Honolulu') return { json: {} };
  if (body.travelMode === 'TRANSIT') {
    return {
      json: {
        routes: [
          {
            distanceMeters: 5210,
            duration: '1260s',
            staticDuration: '1260s',
            localizedValues: { distance: { text: '5.2 km' }, duration: { text: '21 mins' }, staticDuration: { text: '21 mins' } },
            legs: [
              {
                steps: [
                  {
                    travelMode: 'WALK',
                    navigationInstruction: { instructions: 'Walk to Powell St Station' },
                    localizedValues: { distance: { text: '0.3 km' }, staticDuration: { text: '4 mins' } },
                  },
                  {
                    travelMode: 'TRANSIT',
                    localizedValues: { distance: { text: '4.9 km' }, staticDuration: { text: '12 mins' } },
                    transitDetails: {
                      headsign: 'Millbrae',
                      stopCount: 4,
                      transitLine: { name: 'Yellow Line', nameShort: 'YL' },
                      stopDetails: { departureStop: { name: 'Powell St' }, arrivalStop: { name: '24th St Mission' } },
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
    };
  }
  return {
    json: {
      routes: [
        {
          description: 'I-280 S',
          distanceMeters: 48280,
          duration: '2460s',
          staticDuration: '2100s',
          warnings: ['This route has tolls.'],
          localizedValues: { distance: { text: '48.3 km' }, duration: { text: '41 mins' }, staticDuration: { text: '35 mins' } },
          legs: [
            {
              steps: [
                {
                  travelMode: 'DRIVE',
                  navigationInstruction: { maneuver: 'DEPART', instructions: 'Head south on Market St' },
                  localizedValues: { distance: { text: '0.2 km' }, staticDuration: { text: '1 min' } },
                },
                {
                  travelMode: 'DRIVE',
                  navigationInstruction: { maneuver: 'MERGE', instructions: 'Merge onto I-280 S\nToll road' },
                  localizedValues: { distance: { text: '45 km' }, staticDuration: { text: '30 mins' } },
                },
              ],
            },
          ],
        },
      ],
    },
  };
}

function google(request: FakeRequest): FakeReply {
  if (request.path === '/maps/api/geocode/json' && request.method === 'GET') return geocoding(request);
  if (request.path === '/v1/places:searchText' && request.method === 'POST') return places(request);
  if (request.path === '/directions/v2:computeRoutes' && request.method === 'POST') return routes(request);
  return { status: 404, body: 'Not Found' };
}

describe('gmaps connector (Google Maps Platform fake on loopback)', () => {
  let fake: FakeUpstream;
  let server: ConnectedServer;
  let keyless: ConnectedServer;
  let badKey: ConnectedServer;

  beforeAll(async () => {
    fake = await startFakeUpstream(google);
    [server, keyless, badKey] = await Promise.all([
      connect('gmaps', { GOOGLE_MAPS_BASE_URL: fake.url, GOOGLE_MAPS_API_KEY: GOOD_KEY }),
      connect('gmaps', { GOOGLE_MAPS_BASE_URL: fake.url }),
      connect('gmaps', { GOOGLE_MAPS_BASE_URL: fake.url, GOOGLE_MAPS_API_KEY: BAD_KEY }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), keyless?.close(), badKey?.close()]);
    await fake?.close();
    for (const connected of [server, keyless, badKey]) {
      expect(connected.stderr()).not.toContain(GOOD_KEY);
      expect(connected.stderr()).not.toContain(BAD_KEY);
    }
  });

  it('geocodes an address', async () => {
    const { text, isError } = await call(server, 'geocode', { address: '1600 Amphitheatre Parkway', region: 'us', max_results: 2 });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        'Locations for "1600 Amphitheatre Parkway":',
        '1. 1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
        '   37.4223878, -122.0841877; precision rooftop; type street address; place id ChIJF4Yf2Ry7j4AR__1AkytDyAE',
        '2. Google Building 40, Mountain View, CA',
        '   37.4223878, -122.0841877; precision rooftop; type street address; partial match; place id ChIJ-2',
      ].join('\n'),
    );
    const query = fake.requests.at(-1)!.query;
    expect([query.get('region'), query.get('language'), query.get('key')]).toEqual(['us', 'en', GOOD_KEY]);
    expect(await call(server, 'geocode', { address: 'nowhere at all' })).toEqual({
      isError: false,
      text: 'No location found for "nowhere at all".',
    });
  });

  it('reverse geocodes coordinates', async () => {
    const { text } = await call(server, 'reverse_geocode', { latitude: 48.8584, longitude: 2.2945, max_results: 1 });
    expect(text).toBe(
      'Addresses at 48.8584,2.2945:\n1. Av. Gustave Eiffel, 75007 Paris, France\n   48.8583701, 2.2944813; precision geometric center; type route; place id ChIJLU7jZClu5kcR4PcOOO6p3I0',
    );
  });

  it('searches places with the Places API (New): key header, field mask, filters and bias', async () => {
    const { text, isError } = await call(server, 'search_places', {
      query: 'coffee',
      latitude: 37.79,
      longitude: -122.39,
      radius_m: 2000,
      open_now: true,
      min_rating: 4,
      max_results: 2,
    });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        'Places for "coffee":',
        '1. Blue Bottle Coffee (Coffee Shop) — 1 Ferry Building, San Francisco, CA 94111, USA',
        '   rating 4.6/5 from 1,234 reviews; price moderate; open now; 37.7955, -122.3937',
        '   (415) 555-0100 | https://bluebottle.example/ | https://maps.google.com/?cid=1',
        '2. Old Café — 2 Market St, San Francisco, CA',
        '   closed now; closed temporarily; 37.79, -122.39',
      ].join('\n'),
    );
    const request = fake.requests.at(-1)!;
    expect(request.headers['x-goog-fieldmask']).toContain('places.displayName');
    expect(JSON.parse(request.body)).toEqual({
      textQuery: 'coffee',
      pageSize: 2,
      languageCode: 'en',
      openNow: true,
      minRating: 4,
      locationBias: { circle: { center: { latitude: 37.79, longitude: -122.39 }, radius: 2000 } },
    });
    expect(request.query.get('key')).toBeNull();
    expect(await call(server, 'search_places', { query: 'nothing like this' })).toEqual({
      isError: false,
      text: 'No places found for "nothing like this".',
    });
    expect((await call(server, 'search_places', { query: 'coffee', latitude: 1 })).text).toBe(
      'latitude and longitude must be given together.',
    );
  });

  it('gives driving directions with traffic, warnings and steps through the Routes API', async () => {
    const { text } = await call(server, 'directions', { origin: 'San Francisco', destination: '37.3349,-122.009', avoid_tolls: true });
    expect(text).toBe(
      [
        'Drive directions from "San Francisco" to "37.3349,-122.009":',
        '',
        'Route 1 via I-280 S: 48.3 km, 41 mins (35 mins without traffic)',
        'Warning: This route has tolls.',
        '1. Head south on Market St (0.2 km, 1 min)',
        '2. Merge onto I-280 S; Toll road (45 km, 30 mins)',
      ].join('\n'),
    );
    const body = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
    expect(body).toEqual({
      origin: { address: 'San Francisco' },
      destination: { location: { latLng: { latitude: 37.3349, longitude: -122.009 } } },
      travelMode: 'DRIVE',
      computeAlternativeRoutes: false,
      languageCode: 'en',
      units: 'METRIC',
      routingPreference: 'TRAFFIC_AWARE',
      routeModifiers: { avoidTolls: true, avoidHighways: false, avoidFerries: false },
    });
  });

  it('describes transit legs, and says when there is no route', async () => {
    const { text } = await call(server, 'directions', {
      origin: 'Union Square, SF',
      destination: 'Mission, SF',
      mode: 'transit',
      departure_time: '2026-12-01T08:30:00-08:00',
    });
    expect(text).toContain(
      'Route 1: 5.2 km, 21 mins\n1. Walk to Powell St Station (0.3 km, 4 mins)\n2. Take YL towards Millbrae from Powell St to 24th St Mission (4 stops) (4.9 km, 12 mins)',
    );
    const body = JSON.parse(fake.requests.at(-1)!.body) as Record<string, unknown>;
    expect(body).toMatchObject({ travelMode: 'TRANSIT', departureTime: '2026-12-01T08:30:00-08:00' });
    expect(body).not.toHaveProperty('routingPreference');
    expect((await call(server, 'directions', { origin: 'Honolulu', destination: 'Tokyo', mode: 'walk' })).text).toBe(
      'No walk route found from "Honolulu" to "Tokyo".',
    );
  });

  it('fails each call, not the start-up, without a key', async () => {
    const { tools } = await keyless.client.listTools();
    expect(tools).toHaveLength(4);
    for (const [name, args] of [
      ['geocode', { address: 'x1' }],
      ['search_places', { query: 'coffee' }],
      ['directions', { origin: 'ab', destination: 'cd' }],
    ] as const) {
      const result = await call(keyless, name, args);
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/^GOOGLE_MAPS_API_KEY is not set\. Add a Google Maps Platform API key/);
    }
  });

  it('explains a rejected key without ever echoing it', async () => {
    const geocode = await call(badKey, 'geocode', { address: '1600 Amphitheatre Parkway' });
    expect(geocode).toEqual({
      isError: true,
      text: 'Google Maps refused the request (REQUEST_DENIED): The provided API key is invalid. Check that GOOGLE_MAPS_API_KEY is a valid key with the Geocoding API enabled and billing set up.',
    });
    const placesResult = await call(badKey, 'search_places', { query: 'coffee' });
    expect(placesResult.text).toBe(
      'Google Maps rejected the request (HTTP 400): API key not valid. Please pass a valid API key. (check that GOOGLE_MAPS_API_KEY is valid and that the API is enabled for it)',
    );
    const route = await call(badKey, 'directions', { origin: 'ab', destination: 'cd' });
    expect(route.text).toMatch(/^Google Maps rejected the request \(HTTP 403\): Routes API has not been used/);
    // An upstream that echoes the key back in its error is redacted.
    fake.queue.push({
      status: 400,
      json: { error: { code: 400, message: `Bad key ${BAD_KEY} for this project`, status: 'INVALID_ARGUMENT' } },
    });
    const echoed = await call(badKey, 'search_places', { query: 'coffee' });
    expect(echoed.text).toContain('Bad key *** for this project');
    for (const text of [geocode.text, placesResult.text, route.text, echoed.text]) expect(text).not.toContain(BAD_KEY);
  });

  it('reports quota, server errors, bad JSON and timeouts as tool errors', async () => {
    expect((await call(server, 'geocode', { address: 'quota' })).text).toBe(
      "Google Maps quota or rate limit reached (OVER_QUERY_LIMIT): You have exceeded your rate-limit for this API. Wait and try again, or check the key's quota and billing.",
    );
    const cases: Array<[FakeReply, RegExp]> = [
      [
        { status: 429, json: { error: { code: 429, message: 'Quota exceeded for quota metric', status: 'RESOURCE_EXHAUSTED' } } },
        /^Google Maps is rate-limiting requests \(HTTP 429\): Quota exceeded/,
      ],
      [
        { status: 500, json: { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } } },
        /^Google Maps had a server error \(HTTP 500\): Internal error encountered\./,
      ],
      [{ body: '{"places": [' }, /^Google Maps sent a response that is not valid JSON/],
      [{ delayMs: 4000, json: {} }, /^Google Maps did not answer within 1\.5 s/],
    ];
    for (const [reply, message] of cases) {
      fake.queue.push(reply);
      const result = await call(server, 'search_places', { query: 'coffee' });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(message);
      expect(result.text).not.toContain(GOOD_KEY);
    }
    fake.queue.push({ json: { results: [], status: 'UNKNOWN_ERROR' } });
    expect((await call(server, 'reverse_geocode', { latitude: 1, longitude: 2 })).text).toBe(
      'Google Maps failed (UNKNOWN_ERROR). Try again later.',
    );
    expect(server.protocolErrors).toEqual([]);
  });
});

describe('gmaps verify.py', () => {
  let fake: FakeUpstream;
  beforeAll(async () => {
    fake = await startFakeUpstream(google);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('accepts a working key, and never prints it', async () => {
    const run = await runScript('gmaps', 'verify.py', { GOOGLE_MAPS_BASE_URL: fake.url, GOOGLE_MAPS_API_KEY: GOOD_KEY });
    expect(parseVerifyOutput(run.stdout)).toEqual({
      ok: true,
      message: 'The key works: the Geocoding API answered. Enable Places API (New) and Routes API too for place search and directions.',
      details: { api: 'Geocoding API', probe: '1600 Amphitheatre Parkway, Mountain View, CA', results: 2 },
    });
    expect(run.code).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(GOOD_KEY);
    expect(fake.requests.at(-1)!.query.get('key')).toBe(GOOD_KEY);
  });

  it('rejects a bad key with the reason Google gives and exit 1, without printing it', async () => {
    const bad = await runScript('gmaps', 'verify.py', { GOOGLE_MAPS_BASE_URL: fake.url, GOOGLE_MAPS_API_KEY: BAD_KEY });
    expect(parseVerifyOutput(bad.stdout)).toEqual({
      ok: false,
      message:
        'The Geocoding API probe failed: Google Maps refused the request (REQUEST_DENIED): The provided API key is invalid. Check that GOOGLE_MAPS_API_KEY is a valid key with the Geocoding API enabled and billing set up.',
      details: { api: 'Geocoding API' },
    });
    expect(bad.code).toBe(1);
    expect(bad.stdout + bad.stderr).not.toContain(BAD_KEY);

    fake.queue.push({ json: { error_message: `Key ${BAD_KEY} is blocked.`, results: [], status: 'REQUEST_DENIED' } });
    const echoed = await runScript('gmaps', 'verify.py', { GOOGLE_MAPS_BASE_URL: fake.url, GOOGLE_MAPS_API_KEY: BAD_KEY });
    expect(parseVerifyOutput(echoed.stdout).message).toContain('Key *** is blocked');
    expect(echoed.stdout).not.toContain(BAD_KEY);
  });

  it('says when the key is missing', async () => {
    const missing = await runScript('gmaps', 'verify.py', { GOOGLE_MAPS_BASE_URL: fake.url });
    expect(parseVerifyOutput(missing.stdout)).toEqual({
      ok: false,
      message: 'GOOGLE_MAPS_API_KEY is not set: enter a Google Maps Platform API key',
    });
    expect(missing.code).toBe(1);
  });

  it('reports a slow or unreachable API with exit 1', async () => {
    fake.queue.push({ delayMs: 4000, json: {} });
    const slow = await runScript('gmaps', 'verify.py', { GOOGLE_MAPS_BASE_URL: fake.url, GOOGLE_MAPS_API_KEY: GOOD_KEY });
    expect(parseVerifyOutput(slow.stdout)).toMatchObject({
      ok: false,
      message: 'The Geocoding API probe failed: Google Maps did not answer within 1.5 s; try again later',
    });
    expect(slow.code).toBe(1);

    const down = await runScript('gmaps', 'verify.py', { GOOGLE_MAPS_BASE_URL: REFUSING_URL, GOOGLE_MAPS_API_KEY: GOOD_KEY });
    expect(parseVerifyOutput(down.stdout)).toMatchObject({
      ok: false,
      message: 'The Geocoding API probe failed: could not reach Google Maps: connection refused',
    });
    expect(down.code).toBe(1);
  });
});
