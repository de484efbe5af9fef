// Real mail servers for the email connector's tests, on loopback only: Debian's Dovecot (IMAP over
// implicit TLS and STARTTLS, a passwd-file user, a maildir) and an aiosmtpd SMTP server that
// delivers into that maildir with Dovecot's own LDA. One self-signed certificate for 127.0.0.1
// serves both; the connector trusts it through EMAIL_CA_FILE.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '../deploy/servers.ts';

const SMTP_SERVER_SCRIPT = path.join(import.meta.dirname, 'servers', 'smtp_server.py');
/** Debian's Python: python3-aiosmtpd imports only there. */
const DEBIAN_PYTHON = '/usr/bin/python3';

/** A second mailbox whose user name and password carry non-ASCII characters, some outside the BMP. */
export const UNICODE_ACCOUNT = {
  user: 'jürgen-😀',
  password: 'Grüße-€-x-𝄞🔑',
  /** Mail to this ASCII address lands in that user's INBOX. */
  address: 'juergen@example.test',
} as const;

/** A folder every mailbox has, whose name is not ASCII (IMAP's modified UTF-7 on the wire). */
export const UNICODE_FOLDER = 'Ärchiv 📦';

export interface MailServers {
  user: string;
  password: string;
  /** The mailbox user's address: mail sent to it lands in its INBOX. */
  address: string;
  imapTlsPort: number;
  imapStarttlsPort: number;
  smtpTlsPort: number;
  smtpStarttlsPort: number;
  /** The self-signed certificate both servers present (CN and SAN 127.0.0.1), to trust as a CA. */
  caFile: string;
  /** Delivers a raw RFC 5322 message into the user's INBOX (or another mailbox user's), as the mail system would. */
  deliver(raw: string, mailbox?: { user: string; address: string }): void;
  /** Every envelope the SMTP server accepted: sender and recipients, Bcc included. */
  envelopes(): Array<{ from: string; to: string[]; size: number }>;
  logs(): string;
  stop(): Promise<void>;
}

/** The email connector's settings for one mailbox of `mail`, over implicit TLS or STARTTLS on both servers. */
export function emailSettings(
  mail: MailServers,
  account: { user: string; password: string; address: string; name: string },
  security: 'tls' | 'starttls' = 'tls',
): Record<string, string> {
  const [imapPort, smtpPort] = security === 'tls' ? [mail.imapTlsPort, mail.smtpTlsPort] : [mail.imapStarttlsPort, mail.smtpStarttlsPort];
  return {
    SKALD_MCP_HTTP_TIMEOUT: '10',
    EMAIL_IMAP_HOST: '127.0.0.1',
    EMAIL_IMAP_PORT: String(imapPort),
    EMAIL_IMAP_SECURITY: security,
    EMAIL_SMTP_HOST: '127.0.0.1',
    EMAIL_SMTP_PORT: String(smtpPort),
    EMAIL_SMTP_SECURITY: security,
    EMAIL_USER: account.user,
    EMAIL_PASSWORD: account.password,
    EMAIL_FROM: account.address,
    EMAIL_FROM_NAME: account.name,
    EMAIL_CA_FILE: mail.caFile,
  };
}

/**
 * smtpWithoutPlain: an SMTP server that offers AUTH LOGIN only. (Dovecot cannot be made to drop AUTH=PLAIN and keep
 * the LOGIN command: LOGIN goes through its PLAIN mechanism.)
 */
export async function startMailServers(options: { smtpWithoutPlain?: boolean } = {}): Promise<MailServers> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skald-mail-'));
  chmodSync(dir, 0o755); // Dovecot's auth process runs as nobody and must reach the passwd file
  const user = 'alice';
  const password = 'correct-horse-battery-9';
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
  chmodSync(path.join(dir, 'key.pem'), 0o644);
  const passwd = [`${user}:{PLAIN}${password}::::`, `${UNICODE_ACCOUNT.user}:{PLAIN}${UNICODE_ACCOUNT.password}::::`];
  writeFileSync(path.join(dir, 'passwd'), `${passwd.join('\n')}\n`, { mode: 0o644 });
  const mailRoot = path.join(dir, 'mail');
  mkdirSync(mailRoot);
  const nobody = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim());
  const nogroup = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }).trim());
  chownSync(mailRoot, nobody, nogroup);
  const [imapTlsPort, imapStarttlsPort, smtpTlsPort, smtpStarttlsPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const config = path.join(dir, 'dovecot.conf');
  writeFileSync(config, dovecotConfig(dir, imapTlsPort, imapStarttlsPort));
  const logPath = path.join(dir, 'servers.log');
  const logFd = openSync(logPath, 'a');
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const dovecot = spawn('/usr/sbin/dovecot', ['-F', '-c', config], { stdio: ['ignore', logFd, logFd] });
    children.push(dovecot);
    await waitForPort(imapTlsPort, dovecot, logPath);
    await waitForPort(imapStarttlsPort, dovecot, logPath);
    const envelopeLog = path.join(dir, 'envelopes.jsonl');
    writeFileSync(envelopeLog, '');
    const smtp = spawn(
      DEBIAN_PYTHON,
      [
        SMTP_SERVER_SCRIPT,
        ...['--tls-port', String(smtpTlsPort), '--starttls-port', String(smtpStarttlsPort)],
        ...['--cert', path.join(dir, 'cert.pem'), '--key', path.join(dir, 'key.pem')],
        ...['--account', user, password, '--account', UNICODE_ACCOUNT.user, UNICODE_ACCOUNT.password],
        ...['--mailbox', `${user}=${user}`, '--mailbox', `${UNICODE_ACCOUNT.address.split('@')[0]}=${UNICODE_ACCOUNT.user}`],
        ...['--dovecot-config', config, '--envelope-log', envelopeLog],
        ...(options.smtpWithoutPlain ? ['--without-plain'] : []),
      ],
      { stdio: ['pipe', 'ignore', logFd] },
    );
    children.push(smtp);
    await waitForPort(smtpTlsPort, smtp, logPath);
    await waitForPort(smtpStarttlsPort, smtp, logPath);
    return {
      user,
      password,
      address: `${user}@example.test`,
      imapTlsPort,
      imapStarttlsPort,
      smtpTlsPort,
      smtpStarttlsPort,
      caFile: path.join(dir, 'cert.pem'),
      deliver: (raw, mailbox = { user, address: `${user}@example.test` }) =>
        execFileSync(
          '/usr/lib/dovecot/dovecot-lda',
          ['-c', config, '-d', mailbox.user, '-a', mailbox.address, '-f', 'sender@example.test'],
          {
            input: raw.replace(/\r?\n/g, '\n'),
            stdio: ['pipe', 'pipe', 'pipe'],
          },
        ),
      envelopes: () =>
        readFileSync(envelopeLog, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { from: string; to: string[]; size: number }),
      logs: () => readFileSync(logPath, 'utf8'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

function dovecotConfig(dir: string, tlsPort: number, starttlsPort: number): string {
  return `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = /dev/stderr
ssl = required
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = yes
auth_mechanisms = plain login
auth_failure_delay = 0
# Empty: any user name, UTF-8 included (the default allows only ASCII letters, digits and .-_@).
auth_username_chars =
default_internal_user = nobody
default_internal_group = nogroup
default_login_user = nobody
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${dir}/passwd
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${dir}/mail/%u
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Archive {
    special_use = \\Archive
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox "${UNICODE_FOLDER}" {
    auto = subscribe
  }
}
service imap-login {
  chroot =
  inet_listener imap {
    port = ${starttlsPort}
  }
  inet_listener imaps {
    port = ${tlsPort}
    ssl = yes
  }
}
service anvil {
  chroot =
}
`;
}
