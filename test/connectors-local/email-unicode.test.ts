// The email connector with text that is not ASCII everywhere a person can put it: a user name and password
// with characters outside the BMP (AUTHENTICATE PLAIN / AUTH PLAIN as UTF-8, RFC 4616 and 6855), and one case
// per text field of every tool, against the real Dovecot and SMTP server of mail-servers.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConnectedServer, call, connect, parseVerifyOutput, runScript } from './harness.ts';
import { emailSettings, type MailServers, startMailServers, UNICODE_ACCOUNT, UNICODE_FOLDER } from './mail-servers.ts';

let mail: MailServers;
let tls: ConnectedServer;
let starttls: ConnectedServer;
const FROM_NAME = 'Jürgen Ünïcode 😀';

const ACCOUNT = { ...UNICODE_ACCOUNT, name: FROM_NAME };

function settings(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...emailSettings(mail, ACCOUNT), ...overrides };
}

function starttlsSettings(): Record<string, string> {
  return emailSettings(mail, ACCOUNT, 'starttls');
}

/** Written by another mail program: an RFC 2047 display name and subject, RFC 2047 and RFC 2231 file names. */
const FROM_ELSEWHERE = `From: =?utf-8?b?${Buffer.from('Åsa 🦊 Öberg').toString('base64')}?= <asa@example.test>
To: ${UNICODE_ACCOUNT.address}
Subject: =?utf-8?b?${Buffer.from('Fotos vom Ausflug 🏔️ 𝄞').toString('base64')}?=
Date: Tue, 01 Dec 2026 09:00:00 +0000
Message-ID: <fotos-1@example.test>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="b"

--b
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Jürgen, hier die Bilder 📷.
--b
Content-Type: image/jpeg
Content-Disposition: attachment; filename="=?utf-8?b?${Buffer.from('Gipfel 🏔️.jpg').toString('base64')}?="
Content-Transfer-Encoding: base64

${Buffer.alloc(30, 1).toString('base64')}
--b
Content-Type: application/pdf
Content-Disposition: attachment; filename*=utf-8''${encodeURIComponent('Route über 𝄞.pdf')}
Content-Transfer-Encoding: base64

${Buffer.alloc(60, 2).toString('base64')}
--b--
`;

beforeAll(async () => {
  mail = await startMailServers();
  mail.deliver(FROM_ELSEWHERE, UNICODE_ACCOUNT);
  tls = await connect('email', settings());
  starttls = await connect('email', starttlsSettings());
}, 60_000);

afterAll(async () => {
  await Promise.all([tls?.close(), starttls?.close()]);
  await mail?.stop();
});

function uidsIn(text: string): number[] {
  return [...text.matchAll(/uid (\d+)/g)].map((match) => Number(match[1]));
}

describe('email with a user name and password that are not ASCII', () => {
  it.each([
    ['implicit TLS', () => tls],
    ['STARTTLS', () => starttls],
  ])('logs in over %s, sends, finds and reads back, every text field non-ASCII', async (mode, server) => {
    const subject = `Grüße aus Köln — 会议 𝄞 (${mode})`;
    const sent = await call(server(), 'send_message', {
      to: [`Zoë 🦊 <${UNICODE_ACCOUNT.address}>`],
      cc: ['"Ørsted, Hans" <carol@example.test>'],
      bcc: ['Ðave <dave@example.test>'],
      subject,
      body: 'Liebe Zoë,\nbis Donnerstag 🦊 — 𝄞\n',
    });
    expect(sent.isError, sent.text).toBe(false);
    expect(sent.text).toMatch(
      new RegExp(
        `^Sent "${subject.replace(/[()]/g, '\\$&')}" to Zoë 🦊 <juergen@example.test>, "Ørsted, Hans" <carol@example.test>, bcc 1 \\(Message-ID <.+>\\)\\.$`,
      ),
    );
    expect(sent.text).not.toContain('=?');
    expect(mail.envelopes().at(-1)).toMatchObject({ from: UNICODE_ACCOUNT.address });

    const bySubject = await call(server(), 'search_messages', { subject: `会议 𝄞 (${mode})` });
    expect(bySubject.text, bySubject.text).toMatch(/^1 matching messages in INBOX:/);
    const [uid] = uidsIn(bySubject.text);
    // Several non-ASCII terms in one search, each a UTF-8 literal of its own.
    const byAll = await call(server(), 'search_messages', { from: 'Ünïcode 😀', to: 'Zoë 🦊', text: 'Donnerstag 🦊', subject: mode });
    expect(uidsIn(byAll.text)).toEqual([uid]);

    const read = await call(server(), 'read_message', { uid });
    expect(read.isError, read.text).toBe(false);
    expect(read.text).toContain(`From: ${FROM_NAME} <juergen@example.test>\n`);
    expect(read.text).toContain('To: Zoë 🦊 <juergen@example.test>\n');
    expect(read.text).toContain('Cc: "Ørsted, Hans" <carol@example.test>\n');
    expect(read.text).toContain(`Subject: ${subject}\n`);
    expect(read.text).toMatch(/\n\nLiebe Zoë,\nbis Donnerstag 🦊 — 𝄞$/);
    expect(read.text).not.toContain('=?');
  });

  it('lists its folders, a non-ASCII one included, for the non-ASCII user', async () => {
    const { text, isError } = await call(starttls, 'list_folders', {});
    expect(isError, text).toBe(false);
    expect(text).toContain(`folders for ${UNICODE_ACCOUNT.user}:`);
    expect(text).toMatch(new RegExp(`\\n- ${UNICODE_FOLDER}: \\d+ messages, \\d+ unread`));
  });

  it('shows what another program encoded as text: display names, subject and attachment file names', async () => {
    const found = await call(tls, 'search_messages', { from: 'Åsa 🦊' });
    expect(found.text).toMatch(/uid \d+ \[unread\]: Fotos vom Ausflug 🏔️ 𝄞\n {2}from Åsa 🦊 Öberg <asa@example.test> · /);
    const read = await call(tls, 'read_message', { uid: uidsIn(found.text)[0] });
    expect(read.text).toContain('From: Åsa 🦊 Öberg <asa@example.test>\n');
    expect(read.text).toContain('Attachments (2):\n- Gipfel 🏔️.jpg (image/jpeg, 30 B)\n- Route über 𝄞.pdf (application/pdf, 60 B)');
    expect(read.text).toMatch(/\n\nHallo Jürgen, hier die Bilder 📷\.$/);
  });

  it('replies with a non-ASCII text and moves into a non-ASCII folder', async () => {
    const [uid] = uidsIn((await call(tls, 'search_messages', { subject: 'Ausflug 🏔️' })).text);
    const replied = await call(tls, 'reply_message', { uid, body: 'Danke, Åsa! 🙏 Schöne Bilder.' });
    expect(replied.isError, replied.text).toBe(false);
    expect(replied.text).toMatch(/^Sent the reply "Re: Fotos vom Ausflug 🏔️ 𝄞" to asa@example.test \(Message-ID <.+>\)\./);
    expect(mail.envelopes().at(-1)).toMatchObject({ from: UNICODE_ACCOUNT.address, to: ['asa@example.test'] });
    const moved = await call(tls, 'move_messages', { uids: [uid], destination: UNICODE_FOLDER });
    expect(moved).toEqual({ isError: false, text: `Moved 1 message from INBOX to ${UNICODE_FOLDER}.` });
    const there = await call(tls, 'search_messages', { folder: UNICODE_FOLDER, text: 'Bilder 📷' });
    expect(there.text).toMatch(new RegExp(`^1 matching messages in ${UNICODE_FOLDER}:\\n- uid \\d+ .*Fotos vom Ausflug`));
    const flagged = await call(tls, 'flag_messages', { folder: UNICODE_FOLDER, uids: uidsIn(there.text), flagged: true });
    expect(flagged).toEqual({ isError: false, text: `Marked 1 message in ${UNICODE_FOLDER} flagged.` });
  });

  it('sends to an address with a non-ASCII local part where the server offers SMTPUTF8, and says so where not', async () => {
    const sent = await call(tls, 'send_message', { to: ['Zoë <zoë@example.test>'], subject: 'SMTPUTF8 ✉️', body: 'Hallo Zoë' });
    expect(sent.isError, sent.text).toBe(false);
    expect(sent.text).toMatch(/^Sent "SMTPUTF8 ✉️" to Zoë <zoë@example.test> \(Message-ID <.+>\)\.$/);
    expect(mail.envelopes().at(-1)).toMatchObject({ from: UNICODE_ACCOUNT.address, to: ['zoë@example.test'] });
    const sentBefore = mail.envelopes().length;
    const refused = await call(starttls, 'send_message', { to: ['zoë@example.test'], subject: 'x', body: 'y' });
    expect(refused).toEqual({
      isError: true,
      text: expect.stringMatching(
        /^The SMTP server 127\.0\.0\.1:\d+ does not accept addresses with non-ASCII characters \(it does not offer SMTPUTF8/,
      ),
    });
    expect(mail.envelopes()).toHaveLength(sentBefore);
  });

  it('a wrong non-ASCII password is refused cleanly on both sides, never shown', async () => {
    const wrongPassword = 'Grüße-€-x-𝄞🔒';
    const wrong = await connect('email', settings({ EMAIL_PASSWORD: wrongPassword }));
    try {
      const imap = await call(wrong, 'list_folders', {});
      expect(imap.text).toMatch(new RegExp(`^The IMAP server rejected the login for ${UNICODE_ACCOUNT.user} \\(.*AUTHENTICATIONFAILED`));
      const smtp = await call(wrong, 'send_message', { to: [UNICODE_ACCOUNT.address], subject: 'x', body: 'y' });
      expect(smtp.text).toMatch(new RegExp(`^The SMTP server rejected the login for ${UNICODE_ACCOUNT.user} \\(535 `));
      expect(imap.text + smtp.text + wrong.stderr()).not.toContain(wrongPassword);
    } finally {
      await wrong.close();
    }
  });
});

describe('email verify.py with a non-ASCII user name and password', () => {
  it.each([
    ['tls', () => settings()],
    ['starttls', () => starttlsSettings()],
  ])('passes over %s', async (security, env) => {
    const run = await runScript('email', 'verify.py', env());
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const ports = security === 'tls' ? [mail.imapTlsPort, mail.smtpTlsPort] : [mail.imapStarttlsPort, mail.smtpStarttlsPort];
    expect(parseVerifyOutput(run.stdout)).toEqual({
      ok: true,
      message: `IMAP and SMTP authentication successful for ${UNICODE_ACCOUNT.user}`,
      details: {
        imap: `logged in to 127.0.0.1:${ports[0]} (${security})`,
        smtp: `logged in to 127.0.0.1:${ports[1]} (${security})`,
      },
    });
    expect(run.stdout + run.stderr).not.toContain(UNICODE_ACCOUNT.password);
  });
});

describe('email with an SMTP server that offers no PLAIN login', () => {
  let noPlain: MailServers;
  beforeAll(async () => {
    noPlain = await startMailServers({ smtpWithoutPlain: true });
  }, 60_000);
  afterAll(() => noPlain?.stop());

  it.each(['tls', 'starttls'] as const)('logs in with AUTH LOGIN for ASCII credentials over %s', async (security) => {
    const run = await runScript('email', 'verify.py', emailSettings(noPlain, { ...noPlain, name: 'Alice' }, security));
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(parseVerifyOutput(run.stdout).message).toBe('IMAP and SMTP authentication successful for alice');
  });

  it('says why a non-ASCII user name or password cannot log in there', async () => {
    const run = await runScript('email', 'verify.py', emailSettings(noPlain, ACCOUNT));
    expect(run.code).toBe(1);
    expect(parseVerifyOutput(run.stdout).message).toBe(
      'SMTP login failed: The SMTP server does not offer PLAIN authentication, the only login that carries a user name or ' +
        'password with non-ASCII characters (RFC 4616). Use an app password made of ASCII characters, or ask the provider ' +
        'to enable PLAIN over TLS.',
    );
    expect(run.stdout + run.stderr).not.toContain(UNICODE_ACCOUNT.password);
  });
});
