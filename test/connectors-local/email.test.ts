import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS_DIR, type ConnectedServer, call, connect, parseVerifyOutput, runScript } from './harness.ts';
import { emailSettings, type MailServers, startMailServers } from './mail-servers.ts';

let mail: MailServers;
/** Connected over implicit TLS to both servers, trusting the test certificate. */
let tls: ConnectedServer;
/** The same mailbox over IMAP STARTTLS and SMTP STARTTLS. */
let starttls: ConnectedServer;

function settings(overrides: Record<string, string> = {}): Record<string, string> {
  return { ...emailSettings(mail, { ...mail, name: 'Alice Example' }), ...overrides };
}

const WITH_ATTACHMENT = `From: Bob Builder <bob@example.test>
To: alice@example.test
Subject: =?utf-8?q?Quarterly_r=C3=A9sum=C3=A9?=
Date: Mon, 30 Nov 2026 09:00:00 +0000
Message-ID: <report-1@example.test>
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="outer"

--outer
Content-Type: multipart/alternative; boundary="inner"

--inner
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Hello Alice, the r=C3=A9sum=C3=A9 is attached.

--inner
Content-Type: text/html; charset=utf-8

<p>Hello Alice, the <b>résumé</b> is attached.</p>
--inner--

--outer
Content-Type: application/pdf; name="report.pdf"
Content-Disposition: attachment; filename="report.pdf"
Content-Transfer-Encoding: base64

${Buffer.alloc(3000, 7).toString('base64')}
--outer
Content-Type: text/csv; name="numbers.csv"
Content-Disposition: attachment; filename="numbers.csv"

a,b
1,2
--outer--
`;

const HTML_ONLY = `From: News <news@example.test>
To: alice@example.test
Subject: Weekly digest
Date: Tue, 01 Dec 2026 08:00:00 +0000
Message-ID: <digest-7@example.test>
MIME-Version: 1.0
Content-Type: text/html; charset=utf-8

<html><head><style>p { color: red }</style></head><body><h1>Digest</h1><ul><li>First item</li><li>Second item</li></ul></body></html>
`;

beforeAll(async () => {
  mail = await startMailServers();
  mail.deliver(WITH_ATTACHMENT);
  mail.deliver(HTML_ONLY);
  tls = await connect('email', settings());
  starttls = await connect(
    'email',
    settings({
      EMAIL_IMAP_PORT: String(mail.imapStarttlsPort),
      EMAIL_IMAP_SECURITY: 'starttls',
      EMAIL_SMTP_PORT: String(mail.smtpStarttlsPort),
      EMAIL_SMTP_SECURITY: 'starttls',
    }),
  );
}, 60_000);

afterAll(async () => {
  await Promise.all([tls?.close(), starttls?.close()]);
  await mail?.stop();
});

/** Sets \Deleted on a message with Python's own imaplib, as another mail client would. */
function markDeleted(uid: number): void {
  const script = [
    'import imaplib, ssl, sys',
    'c = ssl.create_default_context(cafile=sys.argv[2])',
    'm = imaplib.IMAP4_SSL("127.0.0.1", int(sys.argv[1]), ssl_context=c)',
    'm.login(sys.argv[3], sys.argv[4]); m.select("INBOX")',
    'assert m.uid("STORE", sys.argv[5], "+FLAGS", "(\\\\Deleted)")[0] == "OK"',
  ].join('\n');
  execFileSync('python3', ['-c', script, String(mail.imapTlsPort), mail.caFile, mail.user, mail.password, String(uid)]);
}

/** The uid of the one message whose subject contains `subject`. */
async function uidOf(subject: string, folder = 'INBOX'): Promise<number> {
  const found = await call(tls, 'search_messages', { folder, subject });
  expect(found.isError, found.text).toBe(false);
  const uids = [...found.text.matchAll(/uid (\d+)/g)].map((match) => Number(match[1]));
  expect(uids, found.text).toHaveLength(1);
  return uids[0]!;
}

describe('email against Dovecot and an SMTP server on loopback', () => {
  it('lists its tools, with hints that tell reading from sending, and starts with no settings at all', async () => {
    const manifest = JSON.parse(readFileSync(path.join(CONNECTORS_DIR, 'email', 'connector.json'), 'utf8')) as {
      tools: Array<{ name: string; display_name: string }>;
    };
    const bare = await connect('email', {});
    try {
      const { tools } = await bare.client.listTools();
      expect(tools.map((tool) => ({ name: tool.name, display_name: tool.title }))).toEqual(manifest.tools);
      const readOnly = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations?.readOnlyHint]));
      expect(readOnly).toEqual({
        list_folders: true,
        search_messages: true,
        read_message: true,
        send_message: false,
        reply_message: false,
        move_messages: false,
        flag_messages: false,
      });
      const unset = await call(bare, 'list_folders', {});
      expect(unset).toEqual({
        isError: true,
        text: expect.stringMatching(/not set up: EMAIL_IMAP_HOST, EMAIL_SMTP_HOST, EMAIL_USER, EMAIL_PASSWORD are empty.*Connectors page/),
      });
    } finally {
      await bare.close();
    }
  });

  it.each([
    ['implicit TLS', () => tls],
    ['STARTTLS', () => starttls],
  ])('lists the folders with their roles and counts over %s', async (_mode, server) => {
    const { text, isError } = await call(server(), 'list_folders', {});
    expect(isError, text).toBe(false);
    expect(text).toContain(`folders for ${mail.user}`);
    expect(text).toMatch(/- INBOX \(inbox\): \d+ messages, \d+ unread/);
    expect(text).toContain('- Archive (archive): ');
    expect(text).toContain('- Sent (sent): ');
  });

  it('searches by subject (non-ASCII too), sender and unread state, newest first', async () => {
    const all = await call(tls, 'search_messages', {});
    expect(all.isError, all.text).toBe(false);
    expect(all.text.indexOf('Weekly digest')).toBeLessThan(all.text.indexOf('Quarterly résumé'));
    expect(all.text).toMatch(/uid \d+ \[unread\]: Quarterly résumé\n {2}from Bob Builder <bob@example.test> · Mon, 30 Nov 2026/);
    const accented = await call(tls, 'search_messages', { subject: 'résumé' });
    expect(accented.text).toMatch(/^1 matching messages in INBOX:\n- uid \d+ \[unread\]: Quarterly résumé/);
    const fromNews = await call(tls, 'search_messages', { from: 'news@example.test', unread: true, since: '2026-01-01' });
    expect(fromNews.text).toMatch(/^1 matching messages in INBOX:.*Weekly digest/s);
    const none = await call(tls, 'search_messages', { subject: 'no such subject anywhere' });
    expect(none).toEqual({ isError: false, text: expect.stringMatching(/^No messages in INBOX match \(\d+ messages in the folder\)\.$/) });
  });

  it('reads a multipart message: decoded text, headers and the attachments listed, without marking it read', async () => {
    const uid = await uidOf('Quarterly');
    const { text, isError } = await call(tls, 'read_message', { uid });
    expect(isError, text).toBe(false);
    expect(text).toContain('From: Bob Builder <bob@example.test>');
    expect(text).toContain('Subject: Quarterly résumé');
    expect(text).toContain('Message-ID: <report-1@example.test>');
    expect(text).toContain(`uid ${uid} · unread`);
    expect(text).toContain('Attachments (2):\n- report.pdf (application/pdf, 2.9 KiB)\n- numbers.csv (text/csv, 8 B)');
    expect(text).toMatch(/\n\nHello Alice, the résumé is attached\.$/);
    expect((await call(tls, 'search_messages', { subject: 'Quarterly', unread: true })).text).toContain('Quarterly résumé');
  });

  it('reads an HTML-only message as text', async () => {
    const { text } = await call(tls, 'read_message', { uid: await uidOf('Weekly digest') });
    expect(text).toContain('Attachments: none');
    expect(text).toMatch(/\n\nDigest\n+- First item\n+- Second item$/);
    expect(text).not.toContain('color: red');
  });

  it('sends a message that is then found and read back, with correct headers and Bcc only in the envelope', async () => {
    const sent = await call(tls, 'send_message', {
      to: [`Alice <${mail.address}>`],
      cc: ['carol@example.test'],
      bcc: ['dave@example.test'],
      subject: 'Lunch on Thürsday?',
      body: 'Shall we meet at noon?\nBring the plans.',
    });
    expect(sent.isError, sent.text).toBe(false);
    expect(sent.text).toMatch(
      /^Sent "Lunch on Thürsday\?" to Alice <alice@example.test>, carol@example.test, bcc 1 \(Message-ID <.+@example.test>\)\.$/,
    );
    const envelope = mail.envelopes().at(-1)!;
    expect(envelope.from).toBe(mail.address);
    expect(envelope.to).toEqual([mail.address, 'carol@example.test', 'dave@example.test']);
    const read = await call(tls, 'read_message', { uid: await uidOf('Thürsday') });
    expect(read.text).toContain('From: Alice Example <alice@example.test>');
    expect(read.text).toContain('To: Alice <alice@example.test>');
    expect(read.text).toContain('Cc: carol@example.test');
    expect(read.text).toMatch(/Date: \w{3}, \d{1,2} \w{3} \d{4} \d\d:\d\d:\d\d [+-]\d{4}/);
    expect(read.text).toContain(`Message-ID: ${/Message-ID (<[^>]+>)/.exec(sent.text)![1]}`);
    expect(read.text).not.toMatch(/dave|Bcc/i);
    expect(read.text).toMatch(/\n\nShall we meet at noon\?\nBring the plans\.$/);
  });

  it('sends over STARTTLS too', async () => {
    const sent = await call(starttls, 'send_message', { to: [mail.address], subject: 'Over STARTTLS', body: 'Upgraded.' });
    expect(sent.isError, sent.text).toBe(false);
    expect((await call(starttls, 'search_messages', { subject: 'Over STARTTLS' })).text).toContain('1 matching messages');
  });

  it('replies in the thread: to Reply-To (and everyone), Re: subject, In-Reply-To, References, the original marked answered', async () => {
    mail.deliver(`From: Bob Builder <bob@example.test>
Reply-To: Weekend list <alice@example.test>
To: alice@example.test, erin@example.test
Cc: Frank <frank@example.test>
Subject: Plans for the weekend
Date: Tue, 01 Dec 2026 10:00:00 +0000
Message-ID: <plans-2@example.test>
References: <plans-1@example.test>

Are you free on Saturday?
`);
    const uid = await uidOf('Plans for the weekend');
    const replied = await call(tls, 'reply_message', { uid, body: 'Yes, Saturday works.', reply_all: true, quote_original: false });
    expect(replied.isError, replied.text).toBe(false);
    expect(replied.text).toMatch(
      /^Sent the reply "Re: Plans for the weekend" to alice@example.test, erin@example.test, frank@example.test \(Message-ID <.+>\)\. The original is marked answered\.$/,
    );
    expect(mail.envelopes().at(-1)!.to).toEqual([mail.address, 'erin@example.test', 'frank@example.test']);
    expect((await call(tls, 'read_message', { uid })).text).toContain(`uid ${uid} · unread, answered`);
    const reply = await call(tls, 'read_message', { uid: await uidOf('Re: Plans for the weekend') });
    expect(reply.text).toContain('To: alice@example.test\nCc: erin@example.test, frank@example.test\n');
    expect(reply.text).toContain('In-Reply-To: <plans-2@example.test>\nReferences: <plans-1@example.test> <plans-2@example.test>\n');
    expect(reply.text).toMatch(/\n\nYes, Saturday works\.$/);
  });

  it('writes In-Reply-To and References into a reply that is read back', async () => {
    const uid = await uidOf('Thürsday');
    const replied = await call(tls, 'reply_message', { uid, body: 'Noon is fine.' });
    expect(replied.isError, replied.text).toBe(false);
    const originalId = /Message-ID: (<[^>]+>)/.exec((await call(tls, 'read_message', { uid })).text)![1]!;
    const found = await call(tls, 'search_messages', { subject: 'Re: Lunch on' });
    const replyUid = Number(/uid (\d+)/.exec(found.text)![1]);
    const raw = await call(tls, 'read_message', { uid: replyUid });
    expect(raw.text).toContain('Subject: Re: Lunch on Thürsday?');
    expect(raw.text).toMatch(
      /\n\nNoon is fine\.\n\nOn .+, Alice Example <alice@example.test> wrote:\n> Shall we meet at noon\?\n> Bring the plans\.$/,
    );
    expect(raw.text).toContain(`In-Reply-To: ${originalId}\nReferences: ${originalId}\n`);
  });

  it('flags and unflags, marks read, and moves to another folder', async () => {
    // Another client (a mail app that marks deletions and expunges later) left a message marked \Deleted:
    // moving other messages must not expunge it.
    mail.deliver('From: x@example.test\nTo: alice@example.test\nSubject: Marked deleted elsewhere\n\nkeep me\n');
    const markedUid = await uidOf('Marked deleted elsewhere');
    markDeleted(markedUid);
    const uid = await uidOf('Weekly digest');
    const flagged = await call(tls, 'flag_messages', { uids: [uid], read: true, flagged: true });
    expect(flagged).toEqual({ isError: false, text: 'Marked 1 message in INBOX read and flagged.' });
    expect((await call(tls, 'search_messages', { flagged: true })).text).toMatch(new RegExp(`uid ${uid} \\[flagged\\]: Weekly digest`));
    const moved = await call(tls, 'move_messages', { uids: [uid, 9999], destination: 'Archive' });
    expect(moved).toEqual({
      isError: false,
      text: 'Moved 1 message from INBOX to Archive. Not found (already moved or deleted?): 9999.',
    });
    expect((await call(tls, 'search_messages', { subject: 'Weekly digest' })).text).toMatch(/^No messages in INBOX match/);
    const archived = await call(tls, 'search_messages', { folder: 'Archive', subject: 'Weekly digest' });
    expect(archived.text).toMatch(/^1 matching messages in Archive:\n- uid \d+ \[flagged\]: Weekly digest/);
    expect((await call(tls, 'search_messages', { subject: 'Marked deleted elsewhere' })).text).toContain(`uid ${markedUid}`);
    const nowhere = await call(tls, 'move_messages', { uids: [9999], destination: 'Archive' });
    expect(nowhere).toEqual({ isError: true, text: 'None of the uids 9999 is in INBOX; search again for their uids.' });
    const badFolder = await call(tls, 'search_messages', { folder: 'No Such Folder' });
    expect(badFolder.isError).toBe(true);
    expect(badFolder.text).toMatch(/^There is no folder 'No Such Folder'.*Use list_folders/);
  });

  it('refuses bad addresses and header injection before anything is sent', async () => {
    const sentBefore = mail.envelopes().length;
    const bad = await call(tls, 'send_message', { to: ['not an address'], subject: 'x', body: 'y' });
    expect(bad).toEqual({ isError: true, text: expect.stringContaining("to: 'not an address' is not an email address") });
    const injected = await call(tls, 'send_message', { to: [mail.address], subject: 'hi\r\nBcc: evil@example.test', body: 'y' });
    expect(injected).toEqual({ isError: true, text: expect.stringContaining('The message headers are not valid') });
    expect(mail.envelopes()).toHaveLength(sentBefore);
  });

  it('a wrong password is a clear tool error that never shows the password', async () => {
    const wrongPassword = 'Wr0ng-passw0rd-xyz';
    const wrong = await connect('email', settings({ EMAIL_PASSWORD: wrongPassword }));
    try {
      const imap = await call(wrong, 'list_folders', {});
      expect(imap.isError).toBe(true);
      expect(imap.text).toMatch(/^The IMAP server rejected the login for alice \(.*AUTHENTICATIONFAILED.*\)\. .*Connectors page/);
      const smtp = await call(wrong, 'send_message', { to: [mail.address], subject: 'x', body: 'y' });
      expect(smtp.isError).toBe(true);
      expect(smtp.text).toMatch(/^The SMTP server rejected the login for alice \(535 .*\)\. .*Connectors page/);
      expect(imap.text + smtp.text + wrong.stderr()).not.toContain(wrongPassword);
    } finally {
      await wrong.close();
    }
  });

  it('verifies the certificate: without the test CA the connection is refused with what to do', async () => {
    const untrusted = await connect('email', settings({ EMAIL_CA_FILE: '' }));
    try {
      const result = await call(untrusted, 'list_folders', {});
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(
        /^The TLS certificate of the IMAP server 127.0.0.1:\d+ could not be verified \(self.signed certificate\).*EMAIL_CA_FILE/,
      );
      const sent = await call(untrusted, 'send_message', { to: [mail.address], subject: 'x', body: 'y' });
      expect(sent.text).toMatch(/^The TLS certificate of the SMTP server/);
    } finally {
      await untrusted.close();
    }
  });

  it('an unreachable server and a wrong security mode are tool errors, not hangs', async () => {
    // STARTTLS against the implicit-TLS port: each side waits for the other to speak first, until the timeout.
    const off = await connect('email', settings({ EMAIL_IMAP_PORT: '9', EMAIL_SMTP_SECURITY: 'starttls', SKALD_MCP_HTTP_TIMEOUT: '1.5' }));
    try {
      expect((await call(off, 'list_folders', {})).text).toMatch(/^The IMAP server 127.0.0.1:9 refused the connection/);
      const mismatch = await call(off, 'send_message', { to: [mail.address], subject: 'x', body: 'y' });
      expect(mismatch.isError).toBe(true);
      expect(mismatch.text).toMatch(/SMTP server 127.0.0.1:\d+ (closed the connection|did not answer)/);
    } finally {
      await off.close();
    }
  });
});

describe('email verify.py', () => {
  it('passes with the right settings: both logins', async () => {
    const run = await runScript('email', 'verify.py', settings());
    expect(run.code, run.stderr).toBe(0);
    expect(parseVerifyOutput(run.stdout)).toEqual({
      ok: true,
      message: 'IMAP and SMTP authentication successful for alice',
      details: {
        imap: `logged in to 127.0.0.1:${mail.imapTlsPort} (tls)`,
        smtp: `logged in to 127.0.0.1:${mail.smtpTlsPort} (tls)`,
      },
    });
    expect(run.stdout + run.stderr).not.toContain(mail.password);
  });

  it('fails with a wrong password, naming both sides, and never prints it', async () => {
    const wrongPassword = 'not-the-password-42';
    const run = await runScript('email', 'verify.py', settings({ EMAIL_PASSWORD: wrongPassword }));
    expect(run.code).toBe(1);
    const output = parseVerifyOutput(run.stdout);
    expect(output.ok).toBe(false);
    expect(output.message).toMatch(
      /^IMAP login failed: The IMAP server rejected the login for alice.* SMTP login failed: The SMTP server rejected/,
    );
    expect(run.stdout + run.stderr).not.toContain(wrongPassword);
  });

  it('fails when the form is incomplete', async () => {
    const run = await runScript('email', 'verify.py', settings({ EMAIL_IMAP_HOST: '', EMAIL_PASSWORD: '' }));
    expect(run.code).toBe(1);
    expect(parseVerifyOutput(run.stdout)).toEqual({
      ok: false,
      message: expect.stringMatching(/not set up: EMAIL_IMAP_HOST, EMAIL_PASSWORD are empty/),
    });
  });
});
