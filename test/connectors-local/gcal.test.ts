import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SECRETS, authorizedUser, type GoogleFake, OWN_ADDRESS, startGoogleFake } from './google-fake.ts';
import { type ConnectedServer, call, connect, parseVerifyOutput, runScript } from './harness.ts';

describe('gcal connector (Google token endpoint and Calendar API fake on loopback)', () => {
  let fake: GoogleFake;
  let server: ConnectedServer;
  let revoked: ConnectedServer;
  let noScope: ConnectedServer;

  beforeAll(async () => {
    fake = await startGoogleFake();
    const start = (kind: 'good' | 'revoked' | 'noScope') => connect('gcal', { ...fake.env, GCAL_CREDS_JSON: authorizedUser(kind) });
    [server, revoked, noScope] = await Promise.all([start('good'), start('revoked'), start('noScope')]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), revoked?.close(), noScope?.close()]);
    await fake?.upstream.close();
    for (const connected of [server, revoked, noScope]) {
      for (const secret of ALL_SECRETS) expect(connected.stderr()).not.toContain(secret);
      expect(connected.protocolErrors).toEqual([]);
    }
  });

  const lastRequest = () => fake.upstream.requests.at(-1)!;

  it('lists calendars', async () => {
    expect(await call(server, 'list_calendars', {})).toEqual({
      isError: false,
      text: [
        '2 calendars:',
        `- ${OWN_ADDRESS} — id ${OWN_ADDRESS} (primary, owner, Europe/Rome)`,
        '- Team — id team0abc@group.calendar.google.com (reader, Europe/Rome)',
      ].join('\n'),
    });
    // The first call met a 401 (the delivered token was revoked early) and refreshed: the refresh path ran.
    expect(fake.upstream.requests.map((request) => `${request.method} ${request.path}`).slice(0, 3)).toEqual([
      'GET /calendar/v3/users/me/calendarList',
      'POST /token',
      'GET /calendar/v3/users/me/calendarList',
    ]);
  });

  it('lists the events of a time range in start order, with guests, answers, place and video link', async () => {
    const { text, isError } = await call(server, 'list_events', { time_min: '2026-12-01', time_max: '2026-12-31T00:00:00+01:00' });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        `2 events in ${OWN_ADDRESS} between 2026-12-01T00:00:00Z and 2026-12-31T00:00:00+01:00 (times in Europe/Rome unless marked):`,
        '1. 2026-12-07 10:00+01:00–11:00+01:00 Europe/Rome · Design review',
        '   id design0review · organizer Ana Lima <ana@example.org>',
        '   where: Room 4 · video https://meet.google.com/abc-defg-hij',
        '   guests: Ana Lima <ana@example.org> (organizer, accepted), you (no answer yet), bob@example.net (declined, optional)',
        '   Walk through the new catalog page. Bring the screenshots.',
        '2. 2026-12-24 to 2026-12-26 (all day) · Holiday',
        '   id holiday0trip',
      ].join('\n'),
    );
    expect(Object.fromEntries(lastRequest().query)).toEqual({
      timeMin: '2026-12-01T00:00:00Z',
      timeMax: '2026-12-31T00:00:00+01:00',
      singleEvents: 'true',
      orderBy: 'startTime',
      maxResults: '25',
    });
    expect((await call(server, 'list_events', { time_min: '2026-12-01', time_max: '2026-12-31', query: 'holiday' })).text).toMatch(
      /^1 event in .*\n1\. 2026-12-24 to 2026-12-26 \(all day\) · Holiday/,
    );
    expect((await call(server, 'list_events', { time_min: '2027-01-01', time_max: '2027-01-02' })).text).toBe(
      `No events in ${OWN_ADDRESS} between 2027-01-01T00:00:00Z and 2027-01-02T00:00:00Z.`,
    );
    expect((await call(server, 'list_events', { time_min: '2027-01-02', time_max: '2027-01-01' })).text).toBe(
      'time_max must be after time_min.',
    );
    // Without a range: from now, for 7 days.
    await call(server, 'list_events', {});
    const from = Date.parse(lastRequest().query.get('timeMin')!);
    expect(Math.abs(from - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(lastRequest().query.get('timeMax')!) - from).toBe(7 * 86_400_000);
    expect((await call(server, 'list_events', { calendar_id: 'nobody@example.com' })).text).toBe(
      'No calendar with id nobody@example.com (Google Calendar answered HTTP 404: Not Found).',
    );
  });

  it('creates an event with guests, a time zone and a repeat rule; all-day events end on the day given', async () => {
    const created = await call(server, 'create_event', {
      summary: 'Standup',
      start: '2026-12-08T09:30',
      end: '2026-12-08T09:45',
      time_zone: 'Europe/Rome',
      attendees: ['ana@example.org'],
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'],
      location: 'Room 1',
    });
    expect(created.isError).toBe(false);
    const id = /id (ev\w+)/.exec(created.text)![1]!;
    expect(created.text).toBe(
      [
        'Created the event.',
        `1. 2026-12-08 09:30–09:45 Europe/Rome · Standup`,
        `   id ${id}`,
        '   where: Room 1',
        '   guests: ana@example.org (no answer yet)',
        `Link: https://www.google.com/calendar/event?eid=${id}`,
      ].join('\n'),
    );
    expect(lastRequest().query.get('sendUpdates')).toBe('all');
    expect(JSON.parse(lastRequest().body)).toEqual({
      summary: 'Standup',
      location: 'Room 1',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'],
      attendees: [{ email: 'ana@example.org' }],
      start: { dateTime: '2026-12-08T09:30:00', timeZone: 'Europe/Rome' },
      end: { dateTime: '2026-12-08T09:45:00', timeZone: 'Europe/Rome' },
    });
    const allDay = await call(server, 'create_event', { summary: 'Offsite', start: '2027-01-11', end: '2027-01-12', send_updates: 'none' });
    expect(allDay.text).toContain('1. 2027-01-11 to 2027-01-12 (all day) · Offsite');
    expect(JSON.parse(lastRequest().body)).toMatchObject({ start: { date: '2027-01-11' }, end: { date: '2027-01-13' } });
    expect((await call(server, 'create_event', { summary: 'x', start: '2027-01-11T10:00', end: '2027-01-11T11:00' })).text).toBe(
      '"2027-01-11T10:00" has no UTC offset: add one ("+01:00", "Z") or give time_zone.',
    );
    expect((await call(server, 'create_event', { summary: 'x', start: '2027-01-11', end: '2027-01-11T11:00Z' })).text).toBe(
      'start and end must both be dates (an all-day event) or both be times.',
    );
  });

  it('updates only the fields given, adds guests, and deletes; a deleted event is gone (410)', async () => {
    const moved = await call(server, 'update_event', {
      event_id: 'design0review',
      start: '2026-12-07T15:00:00+01:00',
      end: '2026-12-07T16:00:00+01:00',
      add_attendees: ['dan@example.com', 'BOB@example.net'],
      send_updates: 'externalOnly',
    });
    expect(moved.text).toMatch(/^Updated the event\.\n1\. 2026-12-07 15:00\+01:00–16:00\+01:00 · Design review/);
    expect(moved.text).toContain('bob@example.net (declined, optional), dan@example.com (no answer yet)');
    const patch = lastRequest();
    expect([patch.method, patch.path, patch.query.get('sendUpdates')]).toEqual([
      'PATCH',
      '/calendar/v3/calendars/primary/events/design0review',
      'externalOnly',
    ]);
    expect(Object.keys(JSON.parse(patch.body) as object).sort()).toEqual(['attendees', 'end', 'start']);
    expect((await call(server, 'update_event', { event_id: 'design0review' })).text).toBe(
      'Nothing to change: give at least one field to update.',
    );

    expect(await call(server, 'delete_event', { event_id: 'holiday0trip', send_updates: 'none' })).toEqual({
      isError: false,
      text: 'Deleted event holiday0trip.',
    });
    expect(await call(server, 'delete_event', { event_id: 'holiday0trip' })).toEqual({
      isError: true,
      text: 'It was already deleted (Google Calendar answered HTTP 410: Resource has been deleted).',
    });
    expect((await call(server, 'update_event', { event_id: 'nosuchevent', summary: 'x' })).text).toBe(
      'No event with id nosuchevent in calendar primary (Google Calendar answered HTTP 404: Not Found).',
    );
  });

  it('answers an invitation with the person’s own attendee entry, and refuses when there is no invitation', async () => {
    const answered = await call(server, 'respond_to_invitation', {
      event_id: 'design0review',
      response: 'tentative',
      comment: 'Might be late',
    });
    expect(answered).toEqual({
      isError: false,
      text: 'Answered "maybe" to "Design review" (2026-12-07 15:00+01:00–16:00+01:00).',
    });
    const body = JSON.parse(lastRequest().body) as { attendees: Array<Record<string, unknown>> };
    expect(body.attendees.find((guest) => guest.self)).toEqual({
      email: OWN_ADDRESS,
      self: true,
      responseStatus: 'tentative',
      comment: 'Might be late',
    });
    expect(body.attendees.filter((guest) => !guest.self).map((guest) => guest.responseStatus)).toEqual([
      'accepted',
      'declined',
      'needsAction',
    ]);
    const created = await call(server, 'create_event', { summary: 'Mine', start: '2027-02-01T10:00:00Z', end: '2027-02-01T11:00:00Z' });
    const id = /id (ev\w+)/.exec(created.text)![1]!;
    expect((await call(server, 'respond_to_invitation', { event_id: id, response: 'accepted' })).text).toBe(
      'You are not a guest of "Mine" (you may be its organizer), so there is no invitation to answer.',
    );
  });

  it('reports a revoked sign-in, a missing scope and a rate limit', async () => {
    expect((await call(revoked, 'list_calendars', {})).text).toMatch(
      /^Your Google sign-in for Google Calendar has expired or was revoked .*Sign in again on the Connectors page/,
    );
    expect((await call(noScope, 'create_event', { summary: 'x', start: '2027-01-11', end: '2027-01-11' })).text).toMatch(
      /^The Google Calendar sign-in does not include the permission this needs \(HTTP 403, insufficient scope\)/,
    );
    fake.upstream.queue.push({
      status: 403,
      json: {
        error: {
          errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded', message: 'Rate Limit Exceeded' }],
          code: 403,
          message: 'Rate Limit Exceeded',
        },
      },
    });
    expect((await call(server, 'list_calendars', {})).text).toBe(
      'Google Calendar is rate-limiting requests (HTTP 403): Rate Limit Exceeded. Wait a little and try again.',
    );
  });

  it('verify: ok with a working sign-in, exit 1 with a revoked one', async () => {
    const good = await runScript('gcal', 'verify.py', { ...fake.env, GCAL_CREDS_JSON: authorizedUser('expired') });
    expect(parseVerifyOutput(good.stdout)).toEqual({
      ok: true,
      message: 'Signed in: the Calendar API accepts the Google Calendar sign-in.',
      details: { api: 'Calendar API', calendar: OWN_ADDRESS, time_zone: 'Europe/Rome' },
    });
    expect(good.code).toBe(0);
    const bad = await runScript('gcal', 'verify.py', { ...fake.env, GCAL_CREDS_JSON: authorizedUser('revoked') });
    expect(parseVerifyOutput(bad.stdout)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/Sign in again on the Connectors page/),
    });
    expect(bad.code).toBe(1);
    for (const run of [good, bad]) for (const secret of ALL_SECRETS) expect(run.stdout + run.stderr).not.toContain(secret);
  });
});
