import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedServer, call, connect, type FakeReply, type FakeRequest, type FakeUpstream, startFakeUpstream } from './harness.ts';

// Response shapes copied from Open-Meteo's documented answers (api, geocoding-api, air-quality-api).
const BERLIN = {
  id: 2950159,
  name: 'Berlin',
  latitude: 52.52437,
  longitude: 13.41053,
  elevation: 74.0,
  feature_code: 'PPLC',
  country_code: 'DE',
  admin1_id: 2950157,
  timezone: 'Europe/Berlin',
  population: 3426354,
  country_id: 2921044,
  country: 'Germany',
  admin1: 'Land Berlin',
};
const PORTLAND_MAINE = {
  id: 4975802,
  name: 'Portland',
  latitude: 43.66147,
  longitude: -70.25533,
  elevation: 15.0,
  country_code: 'US',
  timezone: 'America/New_York',
  population: 66881,
  country: 'United States',
  admin1: 'Maine',
  admin2: 'Cumberland',
};
const PORTLAND_OREGON = {
  id: 5746545,
  name: 'Portland',
  latitude: 45.52345,
  longitude: -122.67621,
  elevation: 15.0,
  country_code: 'US',
  timezone: 'America/Los_Angeles',
  population: 652503,
  country: 'United States',
  admin1: 'Oregon',
  admin2: 'Multnomah',
};

function routes(request: FakeRequest): FakeReply {
  const q = request.query;
  if (request.path === '/v1/search') {
    const name = q.get('name') ?? '';
    const all = name === 'Berlin' ? [BERLIN] : name === 'Portland' ? [PORTLAND_MAINE, PORTLAND_OREGON] : [];
    const results = all.slice(0, Number(q.get('count') ?? 10));
    return { json: results.length ? { results, generationtime_ms: 0.71 } : { generationtime_ms: 0.43 } };
  }
  const latitude = Number(q.get('latitude'));
  if (latitude > 90 || latitude < -90)
    return { status: 400, json: { error: true, reason: `Latitude must be in range of -90 to 90°. Given: ${latitude}.` } };
  const header = {
    latitude: 52.52,
    longitude: 13.419998,
    generationtime_ms: 0.1,
    utc_offset_seconds: 3600,
    timezone: 'Europe/Berlin',
    timezone_abbreviation: 'GMT+1',
    elevation: 38.0,
  };
  const imperial = q.get('temperature_unit') === 'fahrenheit';
  if (request.path === '/v1/forecast' && q.get('current')) {
    return {
      gzip: true,
      json: {
        ...header,
        current_units: {
          time: 'iso8601',
          interval: 'seconds',
          temperature_2m: imperial ? '°F' : '°C',
          apparent_temperature: imperial ? '°F' : '°C',
          relative_humidity_2m: '%',
          is_day: '',
          precipitation: imperial ? 'inch' : 'mm',
          weather_code: 'wmo code',
          cloud_cover: '%',
          pressure_msl: 'hPa',
          wind_speed_10m: imperial ? 'mp/h' : 'km/h',
          wind_direction_10m: '°',
          wind_gusts_10m: imperial ? 'mp/h' : 'km/h',
        },
        current: {
          time: '2026-11-30T14:00',
          interval: 900,
          temperature_2m: imperial ? 37.8 : 3.2,
          apparent_temperature: -0.5,
          relative_humidity_2m: 81,
          is_day: 1,
          precipitation: 0.0,
          weather_code: 3,
          cloud_cover: 100,
          pressure_msl: 1012.3,
          wind_speed_10m: 14.3,
          wind_direction_10m: 225,
          wind_gusts_10m: 29.5,
        },
      },
    };
  }
  if (request.path === '/v1/forecast') {
    const days = Number(q.get('forecast_days'));
    const dates = Array.from({ length: days }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const body: Record<string, unknown> = {
      ...header,
      daily_units: {
        time: 'iso8601',
        weather_code: 'wmo code',
        temperature_2m_max: '°C',
        temperature_2m_min: '°C',
        precipitation_sum: 'mm',
        precipitation_probability_max: '%',
        wind_speed_10m_max: 'km/h',
        uv_index_max: '',
        sunrise: 'iso8601',
        sunset: 'iso8601',
      },
      daily: {
        time: dates,
        weather_code: dates.map((_, i) => (i === 0 ? 61 : 3)),
        temperature_2m_max: dates.map(() => 5.4),
        temperature_2m_min: dates.map(() => 1.2),
        precipitation_sum: dates.map((_, i) => (i === 0 ? 2.3 : 0.0)),
        precipitation_probability_max: dates.map((_, i) => (i === 0 ? 80 : null)),
        wind_speed_10m_max: dates.map(() => 20.1),
        uv_index_max: dates.map(() => 0.65),
        sunrise: dates.map((date) => `${date}T07:48`),
        sunset: dates.map((date) => `${date}T15:55`),
      },
    };
    if (q.get('hourly')) {
      const hours = Number(q.get('forecast_hours'));
      const times = Array.from({ length: hours }, (_, i) => `2026-11-30T${String(14 + i).padStart(2, '0')}:00`);
      body.hourly_units = {
        time: 'iso8601',
        temperature_2m: '°C',
        precipitation_probability: '%',
        precipitation: 'mm',
        weather_code: 'wmo code',
        wind_speed_10m: 'km/h',
      };
      body.hourly = {
        time: times,
        temperature_2m: times.map(() => 4.1),
        precipitation_probability: times.map(() => 35),
        precipitation: times.map(() => 0.2),
        weather_code: times.map(() => 80),
        wind_speed_10m: times.map(() => 11.0),
      };
    }
    return { json: body };
  }
  if (request.path === '/v1/air-quality') {
    const body: Record<string, unknown> = {
      ...header,
      current_units: {
        time: 'iso8601',
        interval: 'seconds',
        european_aqi: 'EAQI',
        us_aqi: 'USAQI',
        pm2_5: 'μg/m³',
        pm10: 'μg/m³',
        ozone: 'μg/m³',
        nitrogen_dioxide: 'μg/m³',
        sulphur_dioxide: 'μg/m³',
        carbon_monoxide: 'μg/m³',
        uv_index: '',
      },
      current: {
        time: '2026-11-30T14:00',
        interval: 3600,
        european_aqi: 35,
        us_aqi: 52,
        pm2_5: 12.3,
        pm10: 18.0,
        ozone: 41.0,
        nitrogen_dioxide: 22.4,
        sulphur_dioxide: 1.9,
        carbon_monoxide: 210.0,
        uv_index: 0.4,
      },
    };
    if (q.get('hourly')) {
      body.hourly_units = { time: 'iso8601', european_aqi: 'EAQI', us_aqi: 'USAQI', pm2_5: 'μg/m³', pm10: 'μg/m³' };
      body.hourly = {
        time: ['2026-11-30T15:00', '2026-11-30T16:00'],
        european_aqi: [65, 85],
        us_aqi: [160, null],
        pm2_5: [40.2, 55.0],
        pm10: [50.1, 70.3],
      };
    }
    return { json: body };
  }
  return { status: 404, json: { error: true, reason: 'Not Found' } };
}

describe('weather connector (Open-Meteo fake on loopback)', () => {
  let fake: FakeUpstream;
  let server: ConnectedServer;

  beforeAll(async () => {
    fake = await startFakeUpstream(routes);
    server = await connect('weather', { OPEN_METEO_BASE_URL: fake.url });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('finds places with their coordinates, filtered by country', async () => {
    const found = await call(server, 'geocode', { name: 'Portland', count: 5 });
    expect(found.isError).toBe(false);
    expect(found.text).toContain('2 place(s) matching "Portland"');
    expect(found.text).toContain(
      '1. Portland, Maine, United States — 43.66147, -70.25533, elevation 15 m, time zone America/New_York, population 66,881',
    );
    expect(fake.requests.at(-1)!.query.get('language')).toBe('en');
    const none = await call(server, 'geocode', { name: 'Atlantis' });
    expect(none).toEqual({ text: 'No place named "Atlantis" found.', isError: false });
    const filtered = await call(server, 'geocode', { name: 'Berlin', country_code: 'us' });
    expect(filtered.text).toBe('No place named "Berlin" found.');
  });

  it('reports current conditions for a place name, decoding gzip and the WMO code', async () => {
    const { text, isError } = await call(server, 'current_weather', { location: 'Berlin' });
    expect(isError).toBe(false);
    expect(text).toContain(
      'Current weather in Berlin, Land Berlin, Germany (52.52437, 13.41053) — local time 2026-11-30 14:00 (Europe/Berlin)',
    );
    expect(text).toContain('Conditions: Overcast (day)');
    expect(text).toContain('Temperature: 3.2 °C (feels like -0.5 °C)');
    expect(text).toContain('Humidity: 81%');
    expect(text).toContain('Wind: 14.3 km/h from SW (225°), gusts 29.5 km/h');
    const forecastCall = fake.requests.at(-1)!;
    expect(forecastCall.headers['user-agent']).toMatch(/^skald-connectors\//);
    expect(forecastCall.query.get('latitude')).toBe('52.52437');
    expect(forecastCall.query.get('timezone')).toBe('auto');
  });

  it('picks the place a qualifier names, and asks for imperial units', async () => {
    const { text } = await call(server, 'current_weather', { location: 'Portland, Oregon', units: 'imperial' });
    expect(text).toContain('Portland, Oregon, United States (45.52345, -122.67621)');
    expect(text).toContain('Temperature: 37.8 °F');
    const last = fake.requests.at(-1)!.query;
    expect([last.get('temperature_unit'), last.get('wind_speed_unit'), last.get('precipitation_unit')]).toEqual([
      'fahrenheit',
      'mph',
      'inch',
    ]);
  });

  it('forecasts up to 16 days with an optional hourly outlook', async () => {
    const { text, isError } = await call(server, 'forecast', { latitude: 52.52, longitude: 13.41, days: 3, hours: 2 });
    expect(isError).toBe(false);
    expect(text).toContain('3-day forecast for 52.52, 13.41 (times in Europe/Berlin):');
    expect(text).toContain(
      '- 2026-12-01: Slight rain; 1.2 °C to 5.4 °C; precipitation 2.3 mm (80% chance); wind up to 20.1 km/h; UV index 0.65; sunrise 07:48, sunset 15:55',
    );
    expect(text).toContain('- 2026-12-02: Overcast; 1.2 °C to 5.4 °C; precipitation 0 mm (n/a chance)');
    expect(text).toContain(
      'Next 2 hours:\n- 2026-11-30 14:00: Slight rain showers, 4.1 °C, precipitation 0.2 mm (35% chance), wind 11 km/h',
    );
    const query = fake.requests.at(-1)!.query;
    expect(query.get('forecast_days')).toBe('3');
    expect(query.get('forecast_hours')).toBe('2');
    const full = await call(server, 'forecast', { location: 'Berlin', days: 16 });
    expect(full.text).toContain('16-day forecast');
    expect(full.text).not.toContain('Next');
  });

  it('reports air quality with its health categories', async () => {
    const { text, isError } = await call(server, 'air_quality', { location: 'Berlin', hours: 2 });
    expect(isError).toBe(false);
    expect(text).toContain('European AQI: 35 EAQI (fair)');
    expect(text).toContain('US AQI: 52 USAQI (moderate)');
    expect(text).toContain('PM2.5: 12.3 μg/m³; PM10: 18 μg/m³');
    expect(text).toContain('- 2026-11-30 15:00: European AQI 65 (poor), US AQI 160 (unhealthy), PM2.5 40.2 μg/m³');
    expect(text).toContain('US AQI n/a (unknown)');
    expect(fake.requests.at(-1)!.path).toBe('/v1/air-quality');
  });

  it('turns bad locations and upstream failures into tool errors', async () => {
    expect(await call(server, 'current_weather', { location: 'Atlantis' })).toEqual({
      isError: true,
      text: 'No place named "Atlantis" was found. Try another spelling, a bigger nearby town, or give latitude and longitude.',
    });
    expect((await call(server, 'forecast', { latitude: 10 })).text).toBe('latitude and longitude must be given together.');
    expect((await call(server, 'forecast', {})).text).toMatch(/^Say where/);
    expect((await call(server, 'forecast', { location: 'Berlin', latitude: 1, longitude: 2 })).text).toMatch(/not both/);

    const cases: Array<[FakeReply, RegExp]> = [
      [
        { status: 400, json: { error: true, reason: 'Parameter forecast_days must be between 0 and 16' } },
        /^Open-Meteo rejected the request \(HTTP 400\): Parameter forecast_days must be between 0 and 16$/,
      ],
      [
        {
          status: 429,
          json: { error: true, reason: 'Minutely API request limit exceeded. Please try again in one minute.' },
          headers: { 'retry-after': '60' },
        },
        /rate-limiting requests \(HTTP 429\): Minutely API request limit exceeded.*retry after 60 s/,
      ],
      [
        { status: 502, body: '<html>Bad Gateway</html>', headers: { 'content-type': 'text/html' } },
        /^Open-Meteo had a server error \(HTTP 502\)\. Try again later\.$/,
      ],
      [{ body: '{"latitude": 52.5, "current": ' }, /^Open-Meteo sent a response that is not valid JSON/],
      [{ delayMs: 4000, json: {} }, /^Open-Meteo did not answer within 1\.5 s/],
    ];
    for (const [reply, message] of cases) {
      fake.queue.push(reply);
      const result = await call(server, 'current_weather', { latitude: 52.52, longitude: 13.41 });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(message);
    }
    // The server is still alive and well after every failure.
    expect((await call(server, 'current_weather', { latitude: 52.52, longitude: 13.41 })).isError).toBe(false);
    expect(server.protocolErrors).toEqual([]);
  });

  it('rejects arguments outside the schema as a tool error the model can correct', async () => {
    const tooMany = await call(server, 'forecast', { location: 'Berlin', days: 17 });
    expect(tooMany).toEqual({ isError: true, text: 'Invalid arguments for forecast: days must be at most 16' });
    const unknown = await call(server, 'air_quality', { location: 'Berlin', city: 'Berlin' });
    expect(unknown.text).toMatch(/unknown argument city/);
    const wrongType = await call(server, 'current_weather', { latitude: '52', longitude: 13 });
    expect(wrongType.text).toMatch(/latitude must be of type number/);
  });
});
