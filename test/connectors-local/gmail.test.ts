import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_SECRETS,
  AUTH_CODE,
  authorizedUser,
  CLIENT_ID,
  CLIENT_SECRET,
  codeChallenge,
  type GoogleFake,
  OWN_ADDRESS,
  REFRESH_TOKENS,
  STALE_ACCESS_TOKEN,
  startGoogleFake,
} from './google-fake.ts';
import { BASE_ENV, CONNECTORS_DIR, type ConnectedServer, call, connect, parseVerifyOutput, runScript } from './harness.ts';

const REPORT = '18c0aa0000000001';
const NEWSLETTER = '18c0bb0000000002';
const SIGN_IN_AGAIN = /Sign in again on the Connectors page/;

function expectNoSecret(text: string, where: string): void {
  for (const secret of ALL_SECRETS) expect(text, where).not.toContain(secret);
  expect(text, where).not.toMatch(/ya29\.fake-access-/);
}

/** Headers of a raw RFC 5322 message (unfolded) and its body; lines must end in CRLF. */
function parseRaw(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map(
    head.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { headers, body: raw.slice(split + 4) };
}

describe('gmail connector (Google token endpoint and Gmail API fake on loopback)', () => {
  let fake: GoogleFake;
  let servers: Record<'good' | 'expired' | 'revoked' | 'noScope' | 'accessOnly' | 'missing', ConnectedServer>;

  beforeAll(async () => {
    fake = await startGoogleFake();
    const start = (json?: string) => connect('gmail', { ...fake.env, ...(json ? { GMAIL_CREDS_JSON: json } : {}) });
    const [good, expired, revoked, noScope, accessOnly, missing] = await Promise.all([
      start(authorizedUser('good')),
      start(authorizedUser('expired')),
      start(authorizedUser('revoked')),
      start(authorizedUser('noScope')),
      start(authorizedUser('accessOnly')),
      start(),
    ]);
    servers = { good: good!, expired: expired!, revoked: revoked!, noScope: noScope!, accessOnly: accessOnly!, missing: missing! };
  });
  afterAll(async () => {
    await Promise.all(Object.values(servers ?? {}).map((server) => server.close()));
    await fake?.upstream.close();
    for (const [name, server] of Object.entries(servers ?? {})) {
      expectNoSecret(server.stderr(), `${name} stderr`);
      expect(server.protocolErrors, name).toEqual([]);
    }
  });

  it('refreshes a token Google rejects (401) once, and an expired one before the call', async () => {
    const before = fake.upstream.requests.length;
    const first = await call(servers.good, 'list_labels', {});
    expect(first.isError).toBe(false);
    const seen = fake.upstream.requests.slice(before);
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /gmail/v1/users/me/labels',
      'POST /token',
      'GET /gmail/v1/users/me/labels',
    ]);
    expect(seen[0]!.headers.authorization).toBe(`Bearer ${STALE_ACCESS_TOKEN}`);
    const grant = new URLSearchParams(seen[1]!.body);
    expect(Object.fromEntries(grant)).toEqual({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      refresh_token: REFRESH_TOKENS.good,
    });
    expect(seen[2]!.headers.authorization).toMatch(/^Bearer ya29\.fake-access-/);
    // The new token is kept: the next call needs no refresh.
    const again = fake.upstream.requests.length;
    await call(servers.good, 'list_labels', {});
    expect(fake.upstream.requests.slice(again).map((request) => request.path)).toEqual(['/gmail/v1/users/me/labels']);

    const expiredAt = fake.upstream.requests.length;
    expect((await call(servers.expired, 'list_labels', {})).isError).toBe(false);
    expect(fake.upstream.requests.slice(expiredAt).map((request) => request.path)).toEqual(['/token', '/gmail/v1/users/me/labels']);
  });

  it('says what to do when the sign-in is missing, revoked, expired without a refresh token, or lacks a scope', async () => {
    const missing = await call(servers.missing, 'search_messages', {});
    expect(missing).toEqual({
      isError: true,
      text: 'Gmail is not signed in: GMAIL_CREDS_JSON is empty. Open Gmail on the Connectors page and finish "Sign in with Google" (the consent page ends with a code to paste back).',
    });
    const revoked = await call(servers.revoked, 'read_message', { message_id: REPORT });
    expect(revoked).toEqual({
      isError: true,
      text: 'Your Google sign-in for Gmail has expired or was revoked (Google said: Token has been expired or revoked.). Sign in again on the Connectors page: open Gmail and choose "Sign in with Google".',
    });
    const accessOnly = await call(servers.accessOnly, 'list_labels', {});
    expect(accessOnly.text).toBe(
      'The Gmail access has expired and the sign-in holds no refresh token. Sign in again on the Connectors page.',
    );
    const noScope = await call(servers.noScope, 'send_message', { to: ['ana@example.org'], subject: 'Hi', body: 'Hello' });
    expect(noScope.isError).toBe(true);
    expect(noScope.text).toBe(
      'The Gmail sign-in does not include the permission this needs (HTTP 403, insufficient scope): Request had insufficient authentication scopes. Sign in again on the Connectors page and allow every permission the consent page asks for.',
    );
    for (const text of [missing.text, revoked.text, accessOnly.text, noScope.text]) expectNoSecret(text, 'error');
  });

  it('turns a malformed credential into a sign-in message, not a crash', async () => {
    const cases: Array<[string, string]> = [
      ['{not json', 'The Gmail sign-in (GMAIL_CREDS_JSON) is not valid JSON. Sign in again on the Connectors page.'],
      [
        '{"type": "service_account"}',
        'The Gmail sign-in (GMAIL_CREDS_JSON) has type "service_account", not authorized_user. Sign in again on the Connectors page.',
      ],
      [
        JSON.stringify({ refresh_token: REFRESH_TOKENS.good, client_id: CLIENT_ID }),
        'The Gmail sign-in (GMAIL_CREDS_JSON) lacks client_secret, so it cannot be refreshed. Sign in again on the Connectors page.',
      ],
      [
        JSON.stringify({ ...JSON.parse(authorizedUser('expired')), client_secret: 'GOCSPX-an-old-rotated-secret' }),
        'Google no longer accepts the app this Gmail sign-in was made with (invalid_client) (Google said: Unauthorized). ' +
          'An admin should check the Google sign-in provider in Skald; then sign in again on the Connectors page.',
      ],
    ];
    await Promise.all(
      cases.map(async ([json, message]) => {
        const server = await connect('gmail', { ...fake.env, GMAIL_CREDS_JSON: json });
        try {
          expect(await call(server, 'list_labels', {})).toEqual({ isError: true, text: message });
        } finally {
          await server.close();
        }
      }),
    );
  });

  it('searches with Gmail query syntax and shows sender, subject, labels and snippet', async () => {
    const { text, isError } = await call(servers.good, 'search_messages', { query: 'from:ana@example.org', max_results: 5 });
    expect(isError).toBe(false);
    expect(text).toBe(
      [
        '1 message for "from:ana@example.org" (about 1 in all), newest first:',
        `1. id ${REPORT} · thread ${REPORT} · Mon, 30 Nov 2026 09:12:00 +0100`,
        '   From: Ana Lima <ana@example.org>',
        '   Subject: Réunion du lundi',
        '   Labels: INBOX, UNREAD, Receipts',
        '   Bonjour, voici le compte rendu de la réunion.',
      ].join('\n'),
    );
    const list = fake.upstream.requests.find((request) => request.path === '/gmail/v1/users/me/messages')!;
    expect(Object.fromEntries(list.query)).toEqual({ q: 'from:ana@example.org', maxResults: '5' });
    const metadata = fake.upstream.requests.find((request) => request.path === `/gmail/v1/users/me/messages/${REPORT}`)!;
    expect(metadata.query.get('format')).toBe('metadata');
    expect(metadata.query.getAll('metadataHeaders')).toEqual(['From', 'To', 'Subject', 'Date']);

    const paged = await call(servers.good, 'search_messages', { max_results: 1 });
    expect(paged.text).toMatch(/^1 message in the mailbox \(about 2 in all\)/);
    expect(paged.text).toContain('More results: call search_messages again with page_token "09876543210987654321".');
    expect(await call(servers.good, 'search_messages', { query: 'nothing matches this' })).toEqual({
      isError: false,
      text: 'No messages for "nothing matches this".',
    });
  });

  it('reads a message with its MIME parts decoded and attachments listed, and HTML-only mail as text', async () => {
    const { text } = await call(servers.good, 'read_message', { message_id: REPORT });
    expect(text).toBe(
      [
        `Message ${REPORT} (thread ${REPORT})`,
        'From: Ana Lima <ana@example.org>',
        'Reply-To: ana.lima@example.org',
        `To: Me <${OWN_ADDRESS}>, bob@example.net`,
        'Cc: carol@example.com',
        'Date: Mon, 30 Nov 2026 09:12:00 +0100',
        'Subject: Réunion du lundi',
        'Labels: INBOX, UNREAD, Receipts',
        'Attachments (1):',
        '- notes.pdf (application/pdf, 48 B)',
        '',
        'Bonjour, voici le compte rendu de la réunion.\nDeux points à retenir.',
      ].join('\n'),
    );
    const html = await call(servers.good, 'read_message', { message_id: NEWSLETTER });
    expect(html.text.split('\n\n').slice(1).join('\n\n')).toBe('Café news\n\nRead the article (https://example.com/a).');
    const window = await call(servers.good, 'read_message', { message_id: REPORT, max_chars: 500, start: 300 });
    expect(window.text).toMatch(/\[characters 300–\d+ of \d+\]$/);
    const missing = await call(servers.good, 'read_message', { message_id: 'ffff00000000dead' });
    expect(missing).toEqual({
      isError: true,
      text: 'No message with id ffff00000000dead (Gmail answered HTTP 404: Requested entity was not found.).',
    });
    expect((await call(servers.good, 'read_message', { message_id: 'bad id!' })).text).toMatch(
      /^Invalid arguments for read_message: message_id must match/,
    );
  });

  it('sends a correct RFC 5322 message, base64url-encoded, and refuses header injection', async () => {
    const sent = await call(servers.good, 'send_message', {
      to: ['Ana Lima <ana@example.org>'],
      cc: ['carol@example.com'],
      bcc: ['audit@example.com'],
      subject: 'Budget: 2027 ✓',
      body: 'Hello Ana,\nthe numbers are in.\n',
      html_body: '<p>Hello Ana,</p>',
    });
    expect(sent.isError).toBe(false);
    const id = /Message id (\S+), thread/.exec(sent.text)![1]!;
    expect(sent.text).toBe(`Sent "Budget: 2027 ✓" to Ana Lima <ana@example.org>, carol@example.com. Message id ${id}, thread ${id}.`);
    const request = fake.upstream.requests.filter((request) => request.path === '/gmail/v1/users/me/messages/send').at(-1)!;
    const { raw } = JSON.parse(request.body) as { raw: string };
    expect(raw).toMatch(/^[A-Za-z0-9_-]+=*$/); // base64url, as the API requires
    const message = Buffer.from(raw, 'base64url').toString('utf8');
    expect(message.replace(/\r\n/g, '')).not.toMatch(/\n/); // every line ends in CRLF
    const { headers, body } = parseRaw(message);
    expect(headers.get('from')).toBe(OWN_ADDRESS);
    expect(headers.get('to')).toBe('Ana Lima <ana@example.org>');
    expect(headers.get('cc')).toBe('carol@example.com');
    expect(headers.get('bcc')).toBe('audit@example.com');
    expect(headers.get('subject')).toMatch(/^Budget: 2027 =\?utf-8\?[bq]\?[^?]+\?=$/i); // RFC 2047
    expect(headers.get('date')).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/);
    expect(headers.get('message-id')).toMatch(/^<[^@>]+@example\.com>$/);
    expect(headers.get('mime-version')).toBe('1.0');
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(body).toContain('Content-Type: text/html');
    // Read back through the connector: the subject decodes to what was written.
    expect((await call(servers.good, 'read_message', { message_id: id })).text).toContain('Subject: Budget: 2027 ✓\nLabels: SENT');

    const injected = await call(servers.good, 'send_message', {
      to: ['ana@example.org'],
      subject: 'Hi\r\nBcc: evil@example.com',
      body: 'x',
    });
    expect(injected.isError).toBe(true);
    expect(injected.text).toMatch(/^Invalid arguments for send_message: subject must match/);
    const badTo = await call(servers.good, 'send_message', { to: ['ana@example.org\nBcc: evil@example.com'], subject: 'Hi', body: 'x' });
    expect(badTo.text).toMatch(/^Invalid arguments for send_message: to\[0\] must match/);
  });

  it('replies in the thread with In-Reply-To, References and "Re:", to Reply-To, and to everyone with reply_all', async () => {
    const reply = await call(servers.good, 'reply_to_message', { message_id: REPORT, body: 'Merci !', reply_all: true });
    expect(reply.isError).toBe(false);
    const id = /Message id (\S+), thread/.exec(reply.text)![1]!;
    expect(reply.text).toBe(
      `Replied with "Re: Réunion du lundi" to ana.lima@example.org, bob@example.net, carol@example.com. Message id ${id}, thread ${REPORT}.`,
    );
    const request = fake.upstream.requests.filter((request) => request.path === '/gmail/v1/users/me/messages/send').at(-1)!;
    expect((JSON.parse(request.body) as { threadId: string }).threadId).toBe(REPORT);
    const { headers } = parseRaw(fake.rawOf(id));
    expect(headers.get('in-reply-to')).toBe('<report-1@example.org>');
    expect(headers.get('references')).toBe('<report-1@example.org>');
    expect(headers.get('to')).toBe('ana.lima@example.org');
    expect(headers.get('cc')).toBe('bob@example.net, carol@example.com');

    const single = await call(servers.good, 'reply_to_message', { message_id: REPORT, body: 'Only to Ana' });
    expect(single.text).toMatch(/^Replied with "Re: Réunion du lundi" to ana\.lima@example\.org\. /);
    const thread = await call(servers.good, 'read_thread', { thread_id: REPORT });
    expect(thread.text).toMatch(/^Thread 18c0aa0000000001: 3 messages\n\n--- Message 1 of 3 ---\nMessage 18c0aa0000000001/);
    expect(thread.text).toContain('--- Message 3 of 3 ---');
    expect(thread.text).toContain('Only to Ana');
    const latest = await call(servers.good, 'read_thread', { thread_id: REPORT, max_messages: 1 });
    expect(latest.text).toMatch(/^Thread 18c0aa0000000001: 3 messages, the latest 1 shown\n\n--- Message 3 of 3 ---/);
  });

  it('creates, lists, sends and deletes drafts', async () => {
    expect(await call(servers.good, 'create_draft', { body: 'No subject yet', to: ['ana@example.org'] })).toEqual({
      isError: true,
      text: 'Give a subject for a new draft (or reply_to_message_id to draft a reply).',
    });
    const draft = await call(servers.good, 'create_draft', { reply_to_message_id: NEWSLETTER, body: 'Thanks for the news' });
    expect(draft.text).toMatch(
      /^Saved draft (r-\S+): "Re: Weekly news" to News <news@example\.com>\. Message id \S+, thread 18c0bb0000000002\.$/,
    );
    const draftId = /Saved draft (\S+):/.exec(draft.text)![1]!;
    const second = await call(servers.good, 'create_draft', { to: ['bob@example.net'], subject: 'Later', body: 'Draft two' });
    const secondId = /Saved draft (\S+):/.exec(second.text)![1]!;
    const list = await call(servers.good, 'list_drafts', {});
    expect(list.text).toContain(`1. draft ${draftId} · to News <news@example.com> · Re: Weekly news`);
    expect(list.text).toContain(`2. draft ${secondId} · to bob@example.net · Later`);
    expect((await call(servers.good, 'send_draft', { draft_id: draftId })).text).toMatch(
      new RegExp(`^Sent draft ${draftId}: message id \\S+, thread 18c0bb0000000002\\.$`),
    );
    expect(await call(servers.good, 'delete_draft', { draft_id: secondId })).toEqual({
      isError: false,
      text: `Deleted draft ${secondId}.`,
    });
    expect(await call(servers.good, 'list_drafts', {})).toEqual({ isError: false, text: 'There are no drafts.' });
    expect((await call(servers.good, 'send_draft', { draft_id: secondId })).text).toBe(
      `No draft with id ${secondId} (Gmail answered HTTP 404: Requested entity was not found.).`,
    );
  });

  it('lists and creates labels, labels by name, archives and marks read', async () => {
    expect((await call(servers.good, 'list_labels', {})).text).toBe(
      '1 label of your own:\n- Receipts (id Label_1)\nSystem labels: INBOX, UNREAD, STARRED, SENT, DRAFT',
    );
    expect(await call(servers.good, 'create_label', { name: 'Projects/Skald' })).toEqual({
      isError: false,
      text: 'Created label "Projects/Skald" (id Label_7).',
    });
    expect((await call(servers.good, 'create_label', { name: 'receipts' })).text).toBe(
      'Gmail rejected the request (HTTP 409): Label name exists or conflicts',
    );
    const message = () => fake.state.messages.get(NEWSLETTER)!.labelIds;
    expect(
      await call(servers.good, 'modify_labels', { message_ids: [NEWSLETTER], add: ['projects/skald', 'STARRED'], remove: ['Receipts'] }),
    ).toEqual({
      isError: false,
      text: 'Added projects/skald, STARRED and removed Receipts on 1 message.',
    });
    expect(message()).toEqual(['INBOX', 'Label_7', 'STARRED']);
    expect((await call(servers.good, 'modify_labels', { message_ids: [NEWSLETTER], add: ['Nope'] })).text).toBe(
      'No label named Nope. Existing labels: DRAFT, INBOX, Projects/Skald, Receipts, SENT, STARRED, UNREAD. Create one with create_label.',
    );
    expect(await call(servers.good, 'archive', { message_ids: [NEWSLETTER] })).toEqual({ isError: false, text: 'Archived 1 message.' });
    expect(message()).not.toContain('INBOX');
    expect(await call(servers.good, 'mark_read', { thread_ids: [REPORT] })).toEqual({ isError: false, text: 'Marked as read: 1 thread.' });
    expect(fake.state.messages.get(REPORT)!.labelIds).not.toContain('UNREAD');
    expect((await call(servers.good, 'mark_read', { message_ids: [REPORT], read: false })).text).toBe('Marked as unread: 1 message.');
    expect(fake.state.messages.get(REPORT)!.labelIds).toContain('UNREAD');
    expect(await call(servers.good, 'archive', {})).toEqual({ isError: true, text: 'Give message_ids or thread_ids.' });
  });

  it('reports rate limits with Retry-After, server errors, and never a token', async () => {
    fake.upstream.queue.push({
      status: 429,
      headers: { 'retry-after': '7' },
      json: {
        error: {
          code: 429,
          message: 'User-rate limit exceeded.  Retry after 2026-12-01T12:00:07.000Z',
          errors: [{ message: 'User-rate limit exceeded.', domain: 'usageLimits', reason: 'rateLimitExceeded' }],
          status: 'RESOURCE_EXHAUSTED',
        },
      },
    });
    const limited = await call(servers.good, 'list_labels', {});
    expect(limited).toEqual({
      isError: true,
      text: 'Gmail is rate-limiting requests (HTTP 429): User-rate limit exceeded.  Retry after 2026-12-01T12:00:07.000Z. Wait 7 s and try again.',
    });
    fake.upstream.queue.push({
      status: 503,
      json: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } },
    });
    expect((await call(servers.good, 'list_labels', {})).text).toBe(
      'Gmail had a server error (HTTP 503): The service is currently unavailable. Try again later.',
    );
  });

  it('marks which tools change the mailbox', async () => {
    const { tools } = await servers.missing.client.listTools();
    const hints = Object.fromEntries(
      tools.map((tool) => [
        tool.name,
        `${tool.annotations?.readOnlyHint ? 'read' : 'write'}${tool.annotations?.destructiveHint ? ' destructive' : ''}`,
      ]),
    );
    expect(hints).toEqual({
      search_messages: 'read',
      read_message: 'read',
      read_thread: 'read',
      send_message: 'write',
      reply_to_message: 'write',
      create_draft: 'write',
      list_drafts: 'read',
      send_draft: 'write',
      delete_draft: 'write destructive',
      list_labels: 'read',
      create_label: 'write',
      modify_labels: 'write',
      archive: 'write',
      mark_read: 'write',
    });
  });
});

describe('gmail verify.py and gmail_oauth_setup.py', () => {
  let fake: GoogleFake;
  let dir: string;
  beforeAll(async () => {
    fake = await startGoogleFake();
    dir = mkdtempSync(path.join(tmpdir(), 'gmail-setup-'));
    writeFileSync(
      path.join(dir, 'client_secret.json'),
      JSON.stringify({ installed: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET } }),
    );
  });
  afterAll(async () => {
    await fake?.upstream.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('verify: ok with a working sign-in, the reason and exit 1 otherwise, never a credential', async () => {
    const good = await runScript('gmail', 'verify.py', { ...fake.env, GMAIL_CREDS_JSON: authorizedUser('expired') });
    expect(parseVerifyOutput(good.stdout)).toEqual({
      ok: true,
      message: 'Signed in: the Gmail API accepts the Gmail sign-in.',
      details: { api: 'Gmail API', account: OWN_ADDRESS, messages: 2 },
    });
    expect(good.code).toBe(0);
    const revoked = await runScript('gmail', 'verify.py', { ...fake.env, GMAIL_CREDS_JSON: authorizedUser('revoked') });
    expect(parseVerifyOutput(revoked.stdout)).toMatchObject({ ok: false, message: expect.stringMatching(SIGN_IN_AGAIN) });
    expect(revoked.code).toBe(1);
    const missing = await runScript('gmail', 'verify.py', fake.env);
    expect(parseVerifyOutput(missing.stdout)).toMatchObject({ ok: false, message: expect.stringMatching(/^Gmail is not signed in/) });
    const down = await runScript('gmail', 'verify.py', { GMAIL_CREDS_JSON: authorizedUser('expired') });
    expect(parseVerifyOutput(down.stdout)).toEqual({
      ok: false,
      message: "could not reach Gmail sign-in (Google's token endpoint): connection refused",
      details: { api: 'Gmail API' },
    });
    for (const run of [good, revoked, missing, down]) expectNoSecret(run.stdout + run.stderr, 'verify output');
  });

  /** Runs the setup script; `interact` gets its stdout so far and may answer on stdin or through the loopback. */
  async function setup(args: string[], interact: (stdout: string, stdin: NodeJS.WritableStream) => Promise<boolean>) {
    const child = spawn('python3', [path.join(CONNECTORS_DIR, 'gmail', 'gmail_oauth_setup.py'), ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...BASE_ENV, ...fake.env, GOOGLE_OAUTH_AUTH_URL: 'http://127.0.0.1:9/auth' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let answered = false;
    child.stdout.on('data', async (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (!answered) answered = await interact(stdout, child.stdin);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const [code] = (await once(child, 'close')) as [number | null];
    clearTimeout(timer);
    return { code, stdout, stderr };
  }

  function consentParameters(stdout: string): URLSearchParams | undefined {
    const line = stdout.split('\n').find((text) => text.startsWith('http://127.0.0.1:9/auth?'));
    return line ? new URL(line).searchParams : undefined;
  }

  it('setup through the loopback listener: PKCE, state, a 0600 authorized_user file that the connector accepts', async () => {
    let consent: URLSearchParams | undefined;
    const run = await setup(['--client-secrets', 'client_secret.json', '--no-browser', '--out', 'loopback.json'], async (stdout) => {
      if (!stdout.includes('Waiting for')) return false;
      consent = consentParameters(stdout)!;
      const wrongState = await fetch(`${consent.get('redirect_uri')}?code=x&state=forged`);
      expect(wrongState.status).toBe(400);
      return true;
    });
    expect(run.stderr).toContain('the answer belongs to another sign-in (state does not match)');
    expect(run.code).toBe(1);

    const ok = await setup(['--client-secrets', 'client_secret.json', '--no-browser', '--out', 'loopback.json'], async (stdout) => {
      if (!stdout.includes('Waiting for')) return false;
      consent = consentParameters(stdout)!;
      const answer = await fetch(
        `${consent.get('redirect_uri')}?state=${consent.get('state')}&code=${encodeURIComponent(AUTH_CODE)}&scope=x`,
      );
      expect(await answer.text()).toContain('Signed in to Gmail');
      return true;
    });
    expect(ok.code).toBe(0);
    expect(Object.fromEntries([...consent!].filter(([key]) => !['state', 'code_challenge', 'redirect_uri'].includes(key)))).toEqual({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/gmail.modify https://www.googleapis.com/auth/gmail.labels',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(consent!.get('redirect_uri')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const exchange = fake.state.grants.at(-1)!;
    expect(exchange.get('grant_type')).toBe('authorization_code');
    expect(exchange.get('redirect_uri')).toBe(consent!.get('redirect_uri'));
    expect(codeChallenge(exchange.get('code_verifier')!)).toBe(consent!.get('code_challenge'));
    const file = path.join(dir, 'loopback.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const credential = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(credential).toMatchObject({
      type: 'authorized_user',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      refresh_token: REFRESH_TOKENS.good,
    });
    expect(credential.expiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(ok.stdout).toContain('Signed in. Wrote loopback.json');
    expectNoSecret(ok.stdout + ok.stderr, 'setup output');
    expect(ok.stdout + ok.stderr).not.toContain(String(credential.token));

    const verify = await runScript('gmail', 'verify.py', { ...fake.env, GMAIL_CREDS_JSON: readFileSync(file, 'utf8') });
    expect(parseVerifyOutput(verify.stdout).ok).toBe(true);
  });

  it('setup with a pasted code (the callback page) or a pasted address; a refused code is a clear failure', async () => {
    const paste = (answer: (consent: URLSearchParams) => string, out: string) =>
      setup(['--client-secrets', 'client_secret.json', '--paste', '--no-browser', '--out', out], async (stdout, stdin) => {
        const consent = consentParameters(stdout);
        if (!consent) return false;
        stdin.end(`${answer(consent)}\n`);
        return true;
      });
    const code = await paste(() => AUTH_CODE, 'pasted.json');
    expect(code.code).toBe(0);
    expect(fake.state.grants.at(-1)!.get('redirect_uri')).toBe('https://connectors.skaldagent.net/oauth/show.html');
    expect(JSON.parse(readFileSync(path.join(dir, 'pasted.json'), 'utf8'))).toMatchObject({ refresh_token: REFRESH_TOKENS.good });
    const address = await paste(
      (consent) => `https://connectors.skaldagent.net/oauth/show.html?state=${consent.get('state')}&code=${encodeURIComponent(AUTH_CODE)}`,
      'address.json',
    );
    expect(address.code).toBe(0);
    const refused = await paste(() => '4/0used-code', 'refused.json');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Gmail sign-in failed: Google refused the code (invalid_grant: Malformed auth code.); the code was already used, has expired',
    );
    const denied = await paste(() => 'https://connectors.skaldagent.net/oauth/show.html?error=access_denied', 'denied.json');
    expect(denied.stderr).toContain('Google answered access_denied: the access was not granted');

    const noClient = await setup(['--client-secrets', 'missing.json', '--paste'], async () => true);
    expect(noClient.code).toBe(3);
    expect(noClient.stderr).toContain('cannot read missing.json: No such file or directory');
    const usage = await setup(['--paste'], async () => true);
    expect(usage.code).toBe(64);
  });
});
