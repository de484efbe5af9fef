// The Google connectors with non-ASCII text (characters outside the BMP included) in every text field,
// against the Google fake: what Google receives is exactly the text given, and what a tool shows is text,
// never a wire encoding (RFC 2047 words, RFC 2231 parameters, percent-escapes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizedUser, type GoogleFake, startGoogleFake } from './google-fake.ts';
import { type ConnectedServer, call, connect } from './harness.ts';

const SUBJECT = 'Grüße aus Köln — 会议 𝄞';
const BODY = 'Liebe Zoë,\nbis Donnerstag 🦊 — 𝄞';

/** A received message written by another program: RFC 2047 name and subject, RFC 2047 and RFC 2231 file names. */
const FROM_ELSEWHERE = [
  `From: =?utf-8?b?${Buffer.from('Åsa 🦊 Öberg').toString('base64')}?= <asa@example.org>`,
  'To: me@example.com',
  `Subject: =?utf-8?b?${Buffer.from('Fotos vom Ausflug 🏔️').toString('base64')}?=`,
  'Date: Tue, 01 Dec 2026 09:00:00 +0000',
  'Message-ID: <fotos-1@example.org>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b"',
  '',
  '--b',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('Hallo, hier die Bilder 📷.').toString('base64'),
  '--b',
  'Content-Type: image/jpeg',
  `Content-Disposition: attachment; filename="=?utf-8?b?${Buffer.from('Gipfel 🏔️.jpg').toString('base64')}?="`,
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.alloc(30, 1).toString('base64'),
  '--b',
  'Content-Type: application/pdf',
  `Content-Disposition: attachment; filename*=utf-8''${encodeURIComponent('Route über 𝄞.pdf')}`,
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.alloc(60, 2).toString('base64'),
  '--b--',
  '',
].join('\r\n');

let fake: GoogleFake;
let gmail: ConnectedServer;
let gcal: ConnectedServer;
let drive: ConnectedServer;

beforeAll(async () => {
  fake = await startGoogleFake();
  fake.state.messages.set('18c0cc0000000003', {
    id: '18c0cc0000000003',
    threadId: '18c0cc0000000003',
    labelIds: ['INBOX'],
    raw: FROM_ELSEWHERE,
    internalDate: '1796115600000',
  });
  [gmail, gcal, drive] = await Promise.all([
    connect('gmail', { ...fake.env, GMAIL_CREDS_JSON: authorizedUser('good') }),
    connect('gcal', { ...fake.env, GCAL_CREDS_JSON: authorizedUser('good') }),
    connect('drive', { ...fake.env, DRIVE_CREDS_JSON: authorizedUser('good') }),
  ]);
});

afterAll(async () => {
  await Promise.all([gmail?.close(), gcal?.close(), drive?.close()]);
  await fake?.upstream.close();
});

const lastRequest = () => fake.upstream.requests.at(-1)!;

/** The header block of a raw message: it must be ASCII (RFC 5322), non-ASCII text only in encoded words. */
function headerBlock(raw: string): string {
  return raw.slice(0, raw.indexOf('\r\n\r\n'));
}

describe('gmail with non-ASCII text', () => {
  it('sends: display names, subject and body arrive as written and are shown as text', async () => {
    const sent = await call(gmail, 'send_message', {
      to: ['Zoë 🦊 <zoe@example.org>'],
      cc: ['"Ørsted, Hans" <hans@example.org>'],
      subject: SUBJECT,
      body: BODY,
    });
    expect(sent.isError, sent.text).toBe(false);
    expect(sent.text).toMatch(
      new RegExp(`^Sent "${SUBJECT}" to Zoë 🦊 <zoe@example.org>, "Ørsted, Hans" <hans@example.org>\\. Message id `),
    );
    const id = /Message id (\w+)/.exec(sent.text)![1]!;
    expect(headerBlock(fake.rawOf(id))).toMatch(/^[\x20-\x7e\r\n\t]+$/);
    const read = await call(gmail, 'read_message', { message_id: id });
    expect(read.text).toContain('To: Zoë 🦊 <zoe@example.org>\nCc: "Ørsted, Hans" <hans@example.org>\n');
    expect(read.text).toContain(`Subject: ${SUBJECT}\n`);
    expect(read.text).toMatch(new RegExp(`\\n\\n${BODY}$`));
  });

  it('drafts and replies with non-ASCII text', async () => {
    const draft = await call(gmail, 'create_draft', { to: ['Zoë <zoe@example.org>'], subject: 'Entwurf 📝', body: 'Noch nicht fertig 𝄞' });
    expect(draft.text).toMatch(/^Saved draft r-\w+: "Entwurf 📝" to Zoë <zoe@example.org>\./);
    const reply = await call(gmail, 'reply_to_message', { message_id: '18c0cc0000000003', body: 'Danke, Åsa! 🙏' });
    expect(reply.isError, reply.text).toBe(false);
    expect(reply.text).toMatch(/^Replied with "Re: Fotos vom Ausflug 🏔️" to Åsa 🦊 Öberg <asa@example.org>\./);
  });

  it('searches with the query as written', async () => {
    const query = 'from:asa@example.org subject:(Ausflug 🏔️) "Grüße 𝄞"';
    const found = await call(gmail, 'search_messages', { query });
    const listing = fake.upstream.requests.filter((request) => request.path === '/gmail/v1/users/me/messages').at(-1)!;
    expect(listing.query.get('q')).toBe(query);
    expect(found.text).toContain('Fotos vom Ausflug 🏔️');
  });

  it('shows a received message as text: name, subject and attachment file names decoded', async () => {
    const read = await call(gmail, 'read_message', { message_id: '18c0cc0000000003' });
    expect(read.text).toContain('From: Åsa 🦊 Öberg <asa@example.org>\n');
    expect(read.text).toContain('Subject: Fotos vom Ausflug 🏔️\n');
    expect(read.text).toContain('Attachments (2):\n- Gipfel 🏔️.jpg (image/jpeg, ');
    expect(read.text).toContain('\n- Route über 𝄞.pdf (application/pdf, ');
    expect(read.text).toMatch(/\n\nHallo, hier die Bilder 📷\.$/);
  });

  it('creates a label with a non-ASCII name', async () => {
    const created = await call(gmail, 'create_label', { name: 'Reisen ✈️ 𝄞' });
    expect(created.isError, created.text).toBe(false);
    expect(created.text).toContain('Reisen ✈️ 𝄞');
    expect(fake.state.labels.at(-1)!.name).toBe('Reisen ✈️ 𝄞');
  });
});

describe('gcal with non-ASCII text', () => {
  it('creates an event whose title, notes and place arrive and are shown as written', async () => {
    const created = await call(gcal, 'create_event', {
      summary: 'Café-Treffen 😀 会议',
      description: 'Über das Budget 𝄞 sprechen.',
      location: 'Straße des 17. Juni, Berlin 🏛️',
      start: '2026-12-09T10:00:00+01:00',
      end: '2026-12-09T11:00:00+01:00',
    });
    expect(created.isError, created.text).toBe(false);
    expect(created.text).toContain('Café-Treffen 😀 会议');
    expect(created.text).toContain('Straße des 17. Juni, Berlin 🏛️');
    expect(JSON.parse(lastRequest().body)).toMatchObject({
      summary: 'Café-Treffen 😀 会议',
      description: 'Über das Budget 𝄞 sprechen.',
      location: 'Straße des 17. Juni, Berlin 🏛️',
    });
    const id = /id (ev\w+)/.exec(created.text)?.[1] ?? [...fake.state.events.keys()].at(-1)!;
    const listed = await call(gcal, 'list_events', { time_min: '2026-12-09', time_max: '2026-12-10', query: 'café-treffen 😀' });
    expect(lastRequest().query.get('q')).toBe('café-treffen 😀');
    expect(listed.text).toContain('Café-Treffen 😀 会议');
    const updated = await call(gcal, 'update_event', { event_id: id, summary: 'Kaffee ☕ 𝄞' });
    expect(updated.text).toContain('Kaffee ☕ 𝄞');
    expect(fake.state.events.get(id)).toMatchObject({ summary: 'Kaffee ☕ 𝄞' });
  });

  it('answers an invitation with a non-ASCII comment', async () => {
    const answered = await call(gcal, 'respond_to_invitation', {
      event_id: 'design0review',
      response: 'tentative',
      comment: 'Vielleicht — ich bin unterwegs 🚆',
    });
    expect(answered.isError, answered.text).toBe(false);
    const self = (JSON.parse(lastRequest().body) as { attendees: Array<{ self?: boolean; comment?: string }> }).attendees.find(
      (guest) => guest.self,
    );
    expect(self?.comment).toBe('Vielleicht — ich bin unterwegs 🚆');
  });
});

describe('drive with non-ASCII text', () => {
  it('creates a folder and uploads a file with non-ASCII names and text, then finds and reads it back', async () => {
    const folder = await call(drive, 'create_folder', { name: 'Berichte 📁 𝄞' });
    expect(folder.text).toMatch(/^Created folder:\nBerichte 📁 𝄞 — id /);
    const folderId = /id (1FakeFolder\w+)/.exec(folder.text)![1]!;
    const uploaded = await call(drive, 'upload_file', {
      name: 'Bericht über 😀.md',
      content: '# Grüße\nInhalt 𝄞\n',
      folder_id: folderId,
    });
    expect(uploaded.isError, uploaded.text).toBe(false);
    expect(uploaded.text).toContain('Bericht über 😀.md — id ');
    const stored = [...fake.state.files.values()].at(-1)!;
    expect(stored.name).toBe('Bericht über 😀.md');
    expect(stored.content.toString('utf8')).toBe('# Grüße\nInhalt 𝄞\n');
    const found = await call(drive, 'search_files', { name: 'über 😀' });
    expect(lastRequest().query.get('q')).toBe("trashed = false and name contains 'über 😀'");
    expect(found.text).toContain(`1. Bericht über 😀.md — id ${stored.id}`);
    const fullText = await call(drive, 'search_files', { query: 'Inhalt 𝄞' });
    expect(fullText.text).toContain('Bericht über 😀.md');
    const read = await call(drive, 'read_file', { file_id: stored.id });
    expect(read.text).toMatch(/\n\n# Grüße\nInhalt 𝄞\n$/);
  });
});
