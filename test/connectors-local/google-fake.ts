/**
 * One local fake of Google's OAuth token endpoint and of the Gmail, Calendar and Drive REST endpoints the
 * connectors use, on 127.0.0.1. It keeps a small mailbox, calendar and drive in memory and answers with the
 * documented response shapes (developers.google.com/gmail/api/reference/rest, /calendar/api/v3/reference,
 * /drive/api/reference/rest/v3, /identity/protocols/oauth2), errors included: 401 for an access token it did
 * not issue (so a stale token is refreshed), 400 invalid_grant for a revoked refresh token, 403 with
 * ACCESS_TOKEN_SCOPE_INSUFFICIENT for a token issued without the scope, 404, 409, 410; 429 is queued by tests.
 */
import { createHash } from 'node:crypto';
import { type FakeReply, type FakeRequest, type FakeUpstream, startFakeUpstream } from './harness.ts';

export const CLIENT_ID = '123456789012-fake0skald0test.apps.googleusercontent.com';
export const CLIENT_SECRET = 'GOCSPX-fake-client-secret-0123456789';
export const REFRESH_TOKENS = {
  good: '1//0fake-good-refresh-token-abcdefghijklmnop',
  revoked: '1//0fake-revoked-refresh-token-qrstuvwxyz',
  /** Refreshes into access tokens that lack every scope the connectors need. */
  noScope: '1//0fake-no-scope-refresh-token-0123456789',
} as const;
export const STALE_ACCESS_TOKEN = 'ya29.fake-stale-access-token-never-issued';
export const OWN_ADDRESS = 'me@example.com';

/** Every credential value of the fake: none may ever appear in a tool result, verify output or log. */
export const ALL_SECRETS = [CLIENT_SECRET, ...Object.values(REFRESH_TOKENS), STALE_ACCESS_TOKEN];

export type CredentialKind = 'good' | 'expired' | 'revoked' | 'noScope' | 'accessOnly';

/** The authorized_user JSON Skald delivers (google-auth's Credentials.to_json shape). */
export function authorizedUser(kind: CredentialKind): string {
  const future = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, '.000000Z');
  const past = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, '.000000Z');
  const refresh = {
    good: REFRESH_TOKENS.good,
    expired: REFRESH_TOKENS.good,
    revoked: REFRESH_TOKENS.revoked,
    noScope: REFRESH_TOKENS.noScope,
  };
  return JSON.stringify({
    token: STALE_ACCESS_TOKEN,
    ...(kind === 'accessOnly' ? {} : { refresh_token: refresh[kind] }),
    token_uri: 'https://oauth2.googleapis.com/token',
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    scopes: ['https://www.googleapis.com/auth/gmail.modify'],
    universe_domain: 'googleapis.com',
    account: '',
    // "good": Google revoked the token early, so the API answers 401 and the connector refreshes; "expired": the expiry has passed.
    expiry: kind === 'good' ? future : past,
  });
}

interface StoredMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: string;
  internalDate: string;
}

interface StoredFile {
  id: string;
  name: string;
  mimeType: string;
  parents: string[];
  content: Buffer;
  modifiedTime: string;
}

export interface GoogleState {
  messages: Map<string, StoredMessage>;
  drafts: Map<string, string>;
  labels: Array<{ id: string; name: string; type: 'system' | 'user' }>;
  events: Map<string, Record<string, unknown>>;
  deletedEvents: Set<string>;
  files: Map<string, StoredFile>;
  /** Access tokens issued, by refresh token, and the grant requests seen. */
  issued: Map<string, string>;
  grants: URLSearchParams[];
}

export interface GoogleFake {
  upstream: FakeUpstream;
  state: GoogleState;
  env: Record<string, string>;
  /** The decoded raw message the connector sent (Gmail send or draft), by message id. */
  rawOf(messageId: string): string;
}

const CRLF = '\r\n';

export const SEED_MESSAGES = {
  /** multipart/mixed: alternative (quoted-printable plain, HTML) + a PDF attachment; RFC 2047 subject. */
  report: [
    'From: Ana Lima <ana@example.org>',
    `To: Me <${OWN_ADDRESS}>, bob@example.net`,
    'Cc: carol@example.com',
    'Reply-To: ana.lima@example.org',
    'Subject: =?UTF-8?Q?R=C3=A9union_du_lundi?=',
    'Date: Mon, 30 Nov 2026 09:12:00 +0100',
    'Message-ID: <report-1@example.org>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="outer"',
    '',
    '--outer',
    'Content-Type: multipart/alternative; boundary="inner"',
    '',
    '--inner',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Bonjour, voici le compte rendu de la r=C3=A9union.',
    'Deux points =C3=A0 retenir.',
    '--inner',
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Bonjour, voici le compte rendu</p>',
    '--inner--',
    '--outer',
    'Content-Type: application/pdf; name="notes.pdf"',
    'Content-Disposition: attachment; filename="notes.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from('%PDF-1.4 fake pdf bytes for the test, 48 bytes..').toString('base64'),
    '--outer--',
    '',
  ].join(CRLF),
  /** HTML only, latin-1, base64. */
  newsletter: [
    'From: News <news@example.com>',
    `To: ${OWN_ADDRESS}`,
    'Subject: Weekly news',
    'Date: Sun, 29 Nov 2026 08:00:00 +0000',
    'Message-ID: <news-7@example.com>',
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=iso-8859-1',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(
      '<html><head><style>p{color:red}</style></head><body><h1>Caf\xe9 news</h1><p>Read <a href="https://example.com/a">the article</a>.</p><script>x()</script></body></html>',
      'latin1',
    ).toString('base64'),
    '',
  ].join(CRLF),
};

function headersOf(raw: string): Array<{ name: string; value: string }> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head.split(/\r?\n/).map((line) => {
    const colon = line.indexOf(':');
    return { name: line.slice(0, colon), value: line.slice(colon + 1).trim() };
  });
}

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function googleError(code: number, message: string, reason: string, status: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status: code, json: { error: { code, message, errors: [{ message, domain: 'global', reason }], status, ...extra } } };
}

const notFound = () => googleError(404, 'Requested entity was not found.', 'notFound', 'NOT_FOUND');
const noContent = (): FakeReply => ({ status: 204, body: '' });

function insufficientScope(service: string): FakeReply {
  return googleError(403, 'Request had insufficient authentication scopes.', 'insufficientPermissions', 'PERMISSION_DENIED', {
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
        domain: 'googleapis.com',
        metadata: { service, method: 'fake' },
      },
    ],
  });
}

export async function startGoogleFake(): Promise<GoogleFake> {
  const state: GoogleState = {
    messages: new Map(),
    drafts: new Map(),
    labels: [
      { id: 'INBOX', name: 'INBOX', type: 'system' },
      { id: 'UNREAD', name: 'UNREAD', type: 'system' },
      { id: 'STARRED', name: 'STARRED', type: 'system' },
      { id: 'SENT', name: 'SENT', type: 'system' },
      { id: 'DRAFT', name: 'DRAFT', type: 'system' },
      { id: 'Label_1', name: 'Receipts', type: 'user' },
    ],
    events: new Map(),
    deletedEvents: new Set(),
    files: new Map(),
    issued: new Map(),
    grants: [],
  };
  state.messages.set('18c0aa0000000001', {
    id: '18c0aa0000000001',
    threadId: '18c0aa0000000001',
    labelIds: ['INBOX', 'UNREAD', 'Label_1'],
    raw: SEED_MESSAGES.report,
    internalDate: '1796026320000',
  });
  state.messages.set('18c0bb0000000002', {
    id: '18c0bb0000000002',
    threadId: '18c0bb0000000002',
    labelIds: ['INBOX'],
    raw: SEED_MESSAGES.newsletter,
    internalDate: '1795939200000',
  });
  seedCalendar(state);
  seedDrive(state);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}${(++counter).toString(16).padStart(12, '0')}`;

  const routes = (request: FakeRequest): FakeReply => {
    if (request.path === '/token' && request.method === 'POST') return token(request, state, nextId);
    const auth = request.headers.authorization ?? '';
    const access = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const owner = [...state.issued].find(([issued]) => issued === access)?.[1];
    if (!owner)
      return {
        ...googleError(
          401,
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
          'authError',
          'UNAUTHENTICATED',
        ),
        headers: { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
      };
    const service = request.path.startsWith('/gmail/')
      ? 'gmail.googleapis.com'
      : request.path.includes('/calendar/')
        ? 'calendar-json.googleapis.com'
        : 'drive.googleapis.com';
    if (owner === REFRESH_TOKENS.noScope) return insufficientScope(service);
    if (request.path.startsWith('/gmail/v1/users/me/'))
      return gmail(request, request.path.slice('/gmail/v1/users/me'.length), state, nextId);
    if (request.path.startsWith('/calendar/v3/')) return calendar(request, request.path.slice('/calendar/v3'.length), state, nextId);
    if (request.path.startsWith('/drive/v3/') || request.path.startsWith('/upload/drive/v3/')) return drive(request, state, nextId);
    return { status: 404, body: 'Not Found' };
  };
  const upstream = await startFakeUpstream(routes);
  return {
    upstream,
    state,
    env: {
      GOOGLE_OAUTH_TOKEN_URL: `${upstream.url}/token`,
      GMAIL_API_BASE_URL: upstream.url,
      GCAL_API_BASE_URL: upstream.url,
      DRIVE_API_BASE_URL: upstream.url,
    },
    rawOf(messageId) {
      const message = state.messages.get(messageId);
      if (!message) throw new Error(`no message ${messageId} in the fake`);
      return message.raw;
    },
  };
}

// ------------------------------------------------------------------ OAuth token endpoint

export const AUTH_CODE = '4/0fake-authorization-code';

function token(request: FakeRequest, state: GoogleState, nextId: (prefix: string) => string): FakeReply {
  const form = new URLSearchParams(request.body);
  state.grants.push(form);
  if (request.headers['content-type'] !== 'application/x-www-form-urlencoded')
    return { status: 400, json: { error: 'invalid_request', error_description: 'Invalid content type' } };
  if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET)
    return { status: 401, json: { error: 'invalid_client', error_description: 'Unauthorized' } };
  const grant = form.get('grant_type');
  if (grant === 'refresh_token') {
    const refresh = form.get('refresh_token') ?? '';
    if (refresh === REFRESH_TOKENS.revoked || !Object.values(REFRESH_TOKENS).includes(refresh as never))
      return { status: 400, json: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
    const access = `ya29.${nextId('fake-access-')}`;
    state.issued.set(access, refresh);
    return {
      json: {
        access_token: access,
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/gmail.labels',
        token_type: 'Bearer',
      },
    };
  }
  if (grant === 'authorization_code') {
    const verifier = form.get('code_verifier') ?? '';
    if (form.get('code') !== AUTH_CODE || !form.get('redirect_uri') || verifier.length < 43)
      return { status: 400, json: { error: 'invalid_grant', error_description: 'Malformed auth code.' } };
    const access = `ya29.${nextId('fake-access-')}`;
    state.issued.set(access, REFRESH_TOKENS.good);
    return {
      json: {
        access_token: access,
        expires_in: 3599,
        refresh_token: REFRESH_TOKENS.good,
        scope: 'https://www.googleapis.com/auth/gmail.labels https://www.googleapis.com/auth/gmail.modify',
        token_type: 'Bearer',
      },
    };
  }
  return { status: 400, json: { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grant}` } };
}

/** The S256 code challenge of a PKCE verifier (RFC 7636), for the setup script's test. */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

// ------------------------------------------------------------------ Gmail API v1

function gmailMessage(message: StoredMessage, format: string, wanted: string[]): Record<string, unknown> {
  const base = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: message.raw.includes('Bonjour')
      ? 'Bonjour, voici le compte rendu de la r&eacute;union.'
      : 'Caf&eacute; news Read the article.',
    sizeEstimate: message.raw.length,
    historyId: '987654',
    internalDate: message.internalDate,
  };
  if (format === 'raw') return { ...base, raw: base64url(message.raw) };
  if (format === 'minimal') return base;
  const lower = wanted.map((name) => name.toLowerCase());
  const headers = headersOf(message.raw).filter((header) => lower.length === 0 || lower.includes(header.name.toLowerCase()));
  return { ...base, payload: { partId: '', mimeType: 'multipart/mixed', filename: '', headers } };
}

function gmail(request: FakeRequest, path: string, state: GoogleState, nextId: (prefix: string) => string): FakeReply {
  const { method, query } = request;
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  const label = (name: string) => state.labels.some((known) => known.id === name);
  if (method === 'GET' && path === '/profile')
    return {
      json: { emailAddress: OWN_ADDRESS, messagesTotal: state.messages.size, threadsTotal: state.messages.size, historyId: '987654' },
    };
  if (method === 'GET' && path === '/messages') {
    const q = query.get('q') ?? '';
    const from = /from:(\S+)/.exec(q)?.[1];
    const matches = [...state.messages.values()].filter(
      (message) =>
        !message.labelIds.includes('DRAFT') && (!from || headersOf(message.raw).some((h) => h.name === 'From' && h.value.includes(from))),
    );
    if (q === 'nothing matches this') return { json: { resultSizeEstimate: 0 } };
    const max = Number(query.get('maxResults') ?? 100);
    return {
      json: {
        messages: matches.slice(0, max).map(({ id, threadId }) => ({ id, threadId })),
        ...(matches.length > max ? { nextPageToken: '09876543210987654321' } : {}),
        resultSizeEstimate: matches.length,
      },
    };
  }
  let match = /^\/messages\/([^/]+)$/.exec(path);
  if (method === 'GET' && match) {
    const message = state.messages.get(decodeURIComponent(match[1]!));
    return message ? { json: gmailMessage(message, query.get('format') ?? 'full', query.getAll('metadataHeaders')) } : notFound();
  }
  match = /^\/threads\/([^/]+)$/.exec(path);
  if (method === 'GET' && match) {
    const messages = [...state.messages.values()].filter((message) => message.threadId === decodeURIComponent(match![1]!));
    if (!messages.length) return notFound();
    return { json: { id: match[1], historyId: '987654', messages: messages.map((message) => gmailMessage(message, 'minimal', [])) } };
  }
  const store = (message: { raw?: string; threadId?: string }, labels: string[]): StoredMessage | FakeReply => {
    const raw = Buffer.from(message.raw ?? '', 'base64url').toString('utf8');
    if (!headersOf(raw).some((header) => header.name === 'To' && header.value.includes('@')))
      return googleError(400, 'Invalid To header', 'invalidArgument', 'INVALID_ARGUMENT');
    const id = nextId('18d0');
    const stored = { id, threadId: message.threadId ?? id, labelIds: labels, raw, internalDate: String(Date.now()) };
    state.messages.set(id, stored);
    return stored;
  };
  const brief = (message: StoredMessage) => ({ id: message.id, threadId: message.threadId, labelIds: message.labelIds });
  if (method === 'POST' && path === '/messages/send') {
    const stored = store(body as { raw?: string; threadId?: string }, ['SENT']);
    return 'id' in stored ? { json: brief(stored) } : stored;
  }
  if (method === 'POST' && path === '/drafts') {
    const stored = store((body.message ?? {}) as { raw?: string; threadId?: string }, ['DRAFT']);
    if (!('id' in stored)) return stored;
    const draftId = nextId('r-');
    state.drafts.set(draftId, stored.id);
    return { json: { id: draftId, message: brief(stored) } };
  }
  if (method === 'GET' && path === '/drafts')
    return {
      json: {
        drafts: [...state.drafts].map(([id, messageId]) => ({
          id,
          message: { id: messageId, threadId: state.messages.get(messageId)!.threadId },
        })),
        resultSizeEstimate: state.drafts.size,
      },
    };
  match = /^\/drafts\/([^/]+)$/.exec(path);
  if (match && path !== '/drafts/send') {
    const draftId = decodeURIComponent(match[1]!);
    const messageId = state.drafts.get(draftId);
    if (!messageId) return notFound();
    if (method === 'GET') return { json: { id: draftId, message: gmailMessage(state.messages.get(messageId)!, 'metadata', []) } };
    if (method === 'DELETE') {
      state.drafts.delete(draftId);
      state.messages.delete(messageId);
      return noContent();
    }
  }
  if (method === 'POST' && path === '/drafts/send') {
    const messageId = state.drafts.get(String(body.id));
    if (!messageId) return notFound();
    state.drafts.delete(String(body.id));
    const message = state.messages.get(messageId)!;
    message.labelIds = ['SENT'];
    return { json: brief(message) };
  }
  if (method === 'GET' && path === '/labels')
    return {
      json: {
        labels: state.labels.map((known) => ({
          ...known,
          ...(known.type === 'user' ? { messageListVisibility: 'show', labelListVisibility: 'labelShow' } : {}),
        })),
      },
    };
  if (method === 'POST' && path === '/labels') {
    const name = String(body.name);
    if (state.labels.some((known) => known.name.toLowerCase() === name.toLowerCase()))
      return googleError(409, 'Label name exists or conflicts', 'duplicate', 'ALREADY_EXISTS');
    const created = { id: `Label_${state.labels.length + 1}`, name, type: 'user' as const };
    state.labels.push(created);
    return { json: { ...created, messageListVisibility: body.messageListVisibility, labelListVisibility: body.labelListVisibility } };
  }
  const relabel = (message: StoredMessage, change: Record<string, unknown>) => {
    const add = (change.addLabelIds as string[] | undefined) ?? [];
    const remove = (change.removeLabelIds as string[] | undefined) ?? [];
    message.labelIds = [...new Set([...message.labelIds.filter((id) => !remove.includes(id)), ...add])];
  };
  if (method === 'POST' && path === '/messages/batchModify') {
    const ids = (body.ids as string[]) ?? [];
    const unknown = [...((body.addLabelIds as string[]) ?? []), ...((body.removeLabelIds as string[]) ?? [])].filter((id) => !label(id));
    if (unknown.length) return googleError(400, `Invalid label: ${unknown[0]}`, 'invalidArgument', 'INVALID_ARGUMENT');
    if (ids.some((id) => !state.messages.has(id))) return googleError(400, 'Invalid id value', 'invalidArgument', 'INVALID_ARGUMENT');
    for (const id of ids) relabel(state.messages.get(id)!, body);
    return noContent();
  }
  match = /^\/threads\/([^/]+)\/modify$/.exec(path);
  if (method === 'POST' && match) {
    const messages = [...state.messages.values()].filter((message) => message.threadId === decodeURIComponent(match![1]!));
    if (!messages.length) return notFound();
    for (const message of messages) relabel(message, body);
    return { json: { id: match[1], historyId: '987655', messages: messages.map((message) => gmailMessage(message, 'minimal', [])) } };
  }
  return { status: 404, body: 'Not Found' };
}

// ------------------------------------------------------------------ Calendar API v3

export const CALENDARS = [
  {
    kind: 'calendar#calendarListEntry',
    etag: '"1700000000000000"',
    id: OWN_ADDRESS,
    summary: OWN_ADDRESS,
    timeZone: 'Europe/Rome',
    colorId: '14',
    backgroundColor: '#9fe1e7',
    foregroundColor: '#000000',
    selected: true,
    accessRole: 'owner',
    defaultReminders: [{ method: 'popup', minutes: 10 }],
    primary: true,
  },
  {
    kind: 'calendar#calendarListEntry',
    etag: '"1700000000000001"',
    id: 'team0abc@group.calendar.google.com',
    summary: 'Team',
    description: 'Shared team calendar',
    timeZone: 'Europe/Rome',
    accessRole: 'reader',
    defaultReminders: [],
  },
];

function seedCalendar(state: GoogleState): void {
  const event = (id: string, fields: Record<string, unknown>) =>
    state.events.set(id, {
      kind: 'calendar#event',
      etag: '"3400000000000000"',
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
      created: '2026-11-20T10:00:00.000Z',
      updated: '2026-11-20T10:00:00.000Z',
      creator: { email: OWN_ADDRESS, self: true },
      organizer: { email: OWN_ADDRESS, self: true },
      iCalUID: `${id}@google.com`,
      sequence: 0,
      reminders: { useDefault: true },
      eventType: 'default',
      ...fields,
    });
  event('design0review', {
    summary: 'Design review',
    description: 'Walk through the new catalog page.\nBring the screenshots.',
    location: 'Room 4',
    creator: { email: 'ana@example.org' },
    organizer: { email: 'ana@example.org', displayName: 'Ana Lima' },
    start: { dateTime: '2026-12-07T10:00:00+01:00', timeZone: 'Europe/Rome' },
    end: { dateTime: '2026-12-07T11:00:00+01:00', timeZone: 'Europe/Rome' },
    hangoutLink: 'https://meet.google.com/abc-defg-hij',
    attendees: [
      { email: 'ana@example.org', displayName: 'Ana Lima', organizer: true, responseStatus: 'accepted' },
      { email: OWN_ADDRESS, self: true, responseStatus: 'needsAction' },
      { email: 'bob@example.net', responseStatus: 'declined', optional: true },
    ],
  });
  event('holiday0trip', {
    summary: 'Holiday',
    start: { date: '2026-12-24' },
    end: { date: '2026-12-27' },
    transparency: 'transparent',
  });
}

const calendarNotFound = (): FakeReply => ({
  status: 404,
  json: { error: { errors: [{ domain: 'global', reason: 'notFound', message: 'Not Found' }], code: 404, message: 'Not Found' } },
});

function startOf(event: Record<string, unknown>): number {
  const start = event.start as { dateTime?: string; date?: string };
  return Date.parse(start.dateTime ?? `${start.date}T00:00:00Z`);
}

function calendar(request: FakeRequest, path: string, state: GoogleState, nextId: (prefix: string) => string): FakeReply {
  const { method, query } = request;
  if (method === 'GET' && path === '/users/me/calendarList')
    return { json: { kind: 'calendar#calendarList', etag: '"p33c9"', nextSyncToken: 'CKCm', items: CALENDARS } };
  if (method === 'GET' && path === '/users/me/calendarList/primary') return { json: CALENDARS[0] };
  const match = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
  if (!match) return calendarNotFound();
  const calendarId = decodeURIComponent(match[1]!);
  if (calendarId !== 'primary' && !CALENDARS.some((entry) => entry.id === calendarId)) return calendarNotFound();
  const eventId = match[2] && decodeURIComponent(match[2]);
  const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
  if (!['all', 'externalOnly', 'none', null].includes(query.get('sendUpdates')))
    return googleError(400, 'Invalid value for sendUpdates', 'invalid', 'INVALID_ARGUMENT');
  if (!eventId && method === 'GET') {
    if (query.get('singleEvents') !== 'true' || query.get('orderBy') !== 'startTime')
      return googleError(400, 'The requested ordering is not available for the particular query.', 'invalid', 'INVALID_ARGUMENT');
    const from = Date.parse(query.get('timeMin') ?? '');
    const to = Date.parse(query.get('timeMax') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) return googleError(400, 'Bad Request', 'badRequest', 'INVALID_ARGUMENT');
    const q = (query.get('q') ?? '').toLowerCase();
    const items = [...state.events.values()]
      .filter((event) => startOf(event) >= from && startOf(event) < to && JSON.stringify(event).toLowerCase().includes(q))
      .sort((a, b) => startOf(a) - startOf(b));
    return {
      json: {
        kind: 'calendar#events',
        etag: '"p32g"',
        summary: calendarId === 'primary' ? OWN_ADDRESS : 'Team',
        updated: '2026-11-30T10:00:00.000Z',
        timeZone: 'Europe/Rome',
        accessRole: 'owner',
        defaultReminders: [],
        items,
      },
    };
  }
  if (!eventId && method === 'POST') {
    const start = body.start as Record<string, string> | undefined;
    if (!body.start || !body.end || (!start?.dateTime && !start?.date))
      return googleError(400, 'Missing end time.', 'required', 'INVALID_ARGUMENT');
    if (start?.dateTime && !/(Z|[+-]\d{2}:\d{2})$/.test(start.dateTime) && !start.timeZone)
      return googleError(400, 'Missing time zone definition for start time.', 'missingTimeZone', 'INVALID_ARGUMENT');
    const id = nextId('ev');
    const event = {
      kind: 'calendar#event',
      id,
      status: 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${id}`,
      creator: { email: OWN_ADDRESS, self: true },
      organizer: { email: OWN_ADDRESS, self: true },
      ...body,
      attendees: (body.attendees as Array<Record<string, unknown>> | undefined)?.map((guest) => ({
        ...guest,
        responseStatus: 'needsAction',
      })),
    };
    state.events.set(id, event);
    return { json: event };
  }
  if (!eventId) return calendarNotFound();
  if (state.deletedEvents.has(eventId))
    return {
      status: 410,
      json: {
        error: {
          errors: [{ domain: 'global', reason: 'deleted', message: 'Resource has been deleted' }],
          code: 410,
          message: 'Resource has been deleted',
        },
      },
    };
  const event = state.events.get(eventId);
  if (!event) return calendarNotFound();
  if (method === 'GET') return { json: event };
  if (method === 'PATCH') {
    const guests = body.attendees as Array<Record<string, unknown>> | undefined;
    Object.assign(event, body, guests ? { attendees: guests.map((guest) => ({ responseStatus: 'needsAction', ...guest })) } : {});
    return { json: event };
  }
  if (method === 'DELETE') {
    state.events.delete(eventId);
    state.deletedEvents.add(eventId);
    return noContent();
  }
  return calendarNotFound();
}

// ------------------------------------------------------------------ Drive API v3

const FOLDER = 'application/vnd.google-apps.folder';

function seedDrive(state: GoogleState): void {
  const file = (id: string, name: string, mimeType: string, content: string, parents = ['0AFakeRootFolderUk9PVA']) =>
    state.files.set(id, { id, name, mimeType, parents, content: Buffer.from(content), modifiedTime: '2026-11-28T16:20:00.000Z' });
  file('1FakeFolderProjects00', 'Projects', FOLDER, '');
  file('1FakeDocPlan000000001', "Q1 plan (Ana's draft)", 'application/vnd.google-apps.document', '\ufeffQ1 plan\r\nShip the catalog.\r\n', [
    '1FakeFolderProjects00',
  ]);
  file('1FakeSheetBudget00001', 'Budget', 'application/vnd.google-apps.spreadsheet', 'item,cost\r\nservers,120\r\n');
  file('1FakeTextNotes000001', 'notes.md', 'text/markdown', `# Notes\n${'long line of notes. '.repeat(60)}\n`);
  file('1FakePdfScan00000001', 'scan.pdf', 'application/pdf', '%PDF-1.7 binary');
}

function driveFile(file: StoredFile, fields: string): Record<string, unknown> {
  const full: Record<string, unknown> = {
    kind: 'drive#file',
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    parents: file.parents,
    modifiedTime: file.modifiedTime,
    owners: [{ kind: 'drive#user', displayName: 'Me Myself', emailAddress: OWN_ADDRESS, me: true }],
    webViewLink: `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`,
    ...(file.mimeType.startsWith('application/vnd.google-apps.') ? {} : { size: String(file.content.length) }),
  };
  if (!fields) return { kind: full.kind, id: full.id, name: full.name, mimeType: full.mimeType };
  const wanted = fields.replace(/\([^)]*\)/g, '').split(',');
  return Object.fromEntries(Object.entries(full).filter(([key]) => wanted.includes(key)));
}

const fileNotFound = (id: string): FakeReply => ({
  status: 404,
  json: {
    error: {
      code: 404,
      message: `File not found: ${id}.`,
      errors: [{ message: `File not found: ${id}.`, domain: 'global', reason: 'notFound', location: 'fileId', locationType: 'parameter' }],
    },
  },
});

const LITERAL = String.raw`'((?:[^'\\]|\\.)*)'`;
const unquote = (literal: string) => literal.replace(/\\(.)/g, '$1');

/** The subset of Drive's query language the connector writes; anything else is a 400, as Drive answers a bad q. */
function queryMatcher(q: string): ((file: StoredFile) => boolean) | undefined {
  const tests: Array<(file: StoredFile) => boolean> = [];
  for (const term of q.split(' and ')) {
    let match: RegExpExecArray | null;
    if (term === 'trashed = false') continue;
    if ((match = new RegExp(`^(name|fullText) contains ${LITERAL}$`).exec(term))) {
      const [, field, literal] = match;
      const word = unquote(literal!).toLowerCase();
      tests.push(
        (file) => file.name.toLowerCase().includes(word) || (field === 'fullText' && file.content.toString().toLowerCase().includes(word)),
      );
    } else if ((match = new RegExp(`^mimeType = ${LITERAL}$`).exec(term))) {
      const type = unquote(match[1]!);
      tests.push((file) => file.mimeType === type);
    } else if ((match = new RegExp(`^mimeType contains ${LITERAL}$`).exec(term))) {
      const part = unquote(match[1]!);
      tests.push((file) => file.mimeType.includes(part));
    } else if ((match = new RegExp(`^${LITERAL} in parents$`).exec(term))) {
      const parent = unquote(match[1]!);
      tests.push((file) => file.parents.includes(parent === 'root' ? '0AFakeRootFolderUk9PVA' : parent));
    } else return undefined;
  }
  return (file) => tests.every((test) => test(file));
}

function multipart(request: FakeRequest): { metadata: Record<string, unknown>; media: Buffer; mediaType: string } | undefined {
  const boundary = /boundary=([^;]+)/.exec(request.headers['content-type'] ?? '')?.[1];
  if (!boundary) return undefined;
  const raw = request.bytes.toString('latin1');
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  if (parts.length !== 2) return undefined;
  const [meta, media] = parts.map((part) => {
    const split = part.indexOf('\r\n\r\n');
    return { head: part.slice(0, split), body: part.slice(split + 4, part.length - 2) };
  });
  return {
    metadata: JSON.parse(Buffer.from(meta!.body, 'latin1').toString('utf8')) as Record<string, unknown>,
    media: Buffer.from(media!.body, 'latin1'),
    mediaType: /Content-Type: (\S+)/i.exec(media!.head)?.[1] ?? '',
  };
}

function drive(request: FakeRequest, state: GoogleState, nextId: (prefix: string) => string): FakeReply {
  const { method, query, path } = request;
  const fields = query.get('fields') ?? '';
  if (method === 'GET' && path === '/drive/v3/about')
    return { json: { user: { kind: 'drive#user', displayName: 'Me Myself', emailAddress: OWN_ADDRESS } } };
  if (method === 'GET' && path === '/drive/v3/files') {
    const matcher = queryMatcher(query.get('q') ?? '');
    if (!matcher) return googleError(400, 'Invalid Value', 'invalid', 'INVALID_ARGUMENT', { location: 'q' });
    if (query.get('orderBy') && (query.get('q') ?? '').includes('fullText'))
      return googleError(400, 'Sorting is not supported for queries with fullText terms.', 'invalid', 'INVALID_ARGUMENT');
    const files = [...state.files.values()].filter(matcher);
    const size = Number(query.get('pageSize') ?? 100);
    const itemFields = /files\((.*)\)$/.exec(fields)?.[1] ?? '';
    return {
      json: {
        ...(files.length > size ? { nextPageToken: '~!!~AI9FV7Tfake' } : {}),
        incompleteSearch: false,
        files: files.slice(0, size).map((file) => driveFile(file, itemFields)),
      },
    };
  }
  if (method === 'POST' && path === '/upload/drive/v3/files') {
    if (query.get('uploadType') !== 'multipart') return googleError(400, 'Invalid uploadType', 'invalid', 'INVALID_ARGUMENT');
    const upload = multipart(request);
    if (!upload) return googleError(400, 'Malformed multipart body.', 'badContent', 'INVALID_ARGUMENT');
    const parents = (upload.metadata.parents as string[] | undefined) ?? ['0AFakeRootFolderUk9PVA'];
    if (parents.some((parent) => parent !== '0AFakeRootFolderUk9PVA' && state.files.get(parent)?.mimeType !== FOLDER))
      return fileNotFound(parents[0]!);
    const id = nextId('1FakeUpload');
    const file = {
      id,
      name: String(upload.metadata.name),
      mimeType: String(upload.metadata.mimeType ?? upload.mediaType),
      parents,
      content: upload.media,
      modifiedTime: '2026-12-01T12:00:00.000Z',
    };
    state.files.set(id, file);
    return { json: driveFile(file, fields) };
  }
  if (method === 'POST' && path === '/drive/v3/files') {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const parents = (body.parents as string[] | undefined) ?? ['0AFakeRootFolderUk9PVA'];
    if (parents.some((parent) => parent !== '0AFakeRootFolderUk9PVA' && !state.files.has(parent))) return fileNotFound(parents[0]!);
    const id = nextId('1FakeFolder');
    const file = {
      id,
      name: String(body.name),
      mimeType: String(body.mimeType),
      parents,
      content: Buffer.alloc(0),
      modifiedTime: '2026-12-01T12:00:00.000Z',
    };
    state.files.set(id, file);
    return { json: driveFile(file, fields) };
  }
  const match = /^\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(path);
  if (method === 'GET' && match) {
    const id = decodeURIComponent(match[1]!);
    const file = state.files.get(id);
    if (!file) return fileNotFound(id);
    if (match[2]) {
      if (!file.mimeType.startsWith('application/vnd.google-apps.'))
        return googleError(403, 'Export only supports Docs Editors files.', 'fileNotExportable', 'PERMISSION_DENIED');
      return { body: file.content, headers: { 'content-type': `${query.get('mimeType')}; charset=utf-8` } };
    }
    if (query.get('alt') === 'media') {
      if (file.mimeType.startsWith('application/vnd.google-apps.'))
        return googleError(
          403,
          'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
          'fileNotDownloadable',
          'PERMISSION_DENIED',
        );
      return { body: file.content, headers: { 'content-type': file.mimeType } };
    }
    return { json: driveFile(file, fields) };
  }
  return fileNotFound(path);
}
