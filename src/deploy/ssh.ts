import { NodeSSH } from 'node-ssh';
import { UserError } from '../errors.ts';
import type { DeployTarget } from './config.ts';
import { fingerprint, hostKeyAlgorithms, knownHostsName } from './known-hosts.ts';

/** The deploy could not be done on the server (network, refused key, failed check): a clear message, exit 1. */
export class DeployError extends UserError {
  override name = 'DeployError';
}

/** The minimal slice of ssh2's channel and SFTP objects this module drives (ssh2 ships no types here). */
interface Channel {
  on(event: 'data', listener: (chunk: Buffer) => void): this;
  on(event: 'close', listener: () => void): this;
  stderr: { on(event: 'data', listener: (chunk: Buffer) => void): unknown };
  end(): void;
}
interface Sftp {
  fastPut(
    local: string,
    remote: string,
    options: { mode: number; step: (transferred: number, chunk: number, total: number) => void },
    callback: (error?: Error | null) => void,
  ): void;
  writeFile(remote: string, data: Buffer, options: { mode: number }, callback: (error?: Error | null) => void): void;
  end(): void;
}
interface Connection {
  on(event: 'error' | 'close', listener: (error?: Error) => void): unknown;
  exec(command: string, callback: (error: Error | undefined, channel: Channel) => void): unknown;
}

/** Single-quotes a word for a POSIX shell. */
export function shellQuote(word: string): string {
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * One SSH connection to the deploy host, with the host key pinned. Every operation fails with a
 * DeployError as soon as the connection drops, instead of hanging or crashing on an unhandled
 * 'error' event (node-ssh listens for errors only while connecting).
 */
export class RemoteSession {
  private lost: Error | undefined;
  private readonly lostListeners = new Set<(error: Error) => void>();
  private sftpSession: Sftp | undefined;

  private constructor(
    private readonly ssh: NodeSSH,
    private readonly connection: Connection,
    readonly label: string,
  ) {
    const onLost = (error?: Error) => {
      this.lost ??= new DeployError(`the connection to ${label} was lost${error ? `: ${error.message}` : ''}`);
      for (const listener of this.lostListeners) listener(this.lost);
    };
    connection.on('error', onLost);
    connection.on('close', onLost);
  }

  static async open(target: DeployTarget): Promise<RemoteSession> {
    const label = `${target.user}@${knownHostsName(target.host, target.port)}`;
    const ssh = new NodeSSH();
    let offered: Buffer | undefined;
    try {
      await ssh.connect({
        host: target.host,
        port: target.port,
        username: target.user,
        privateKey: target.privateKey,
        readyTimeout: 20_000,
        keepaliveInterval: 10_000,
        keepaliveCountMax: 3,
        algorithms: { serverHostKey: hostKeyAlgorithms(target.hostKeys) },
        // Runs before authentication: when it returns false, ssh2 disconnects and sends no key, no command, no file.
        hostVerifier: (key: Buffer) => {
          offered = key;
          return target.hostKeys.some((pinned) => pinned.blob.equals(key));
        },
      });
    } catch (error) {
      ssh.dispose();
      const message = (error as Error).message;
      if (offered && !target.hostKeys.some((pinned) => pinned.blob.equals(offered!))) {
        throw new DeployError(
          `refused ${label}: it presented the host key ${fingerprint(offered)}, which is not the pinned ${target.hostKeys.map((key) => `${key.type} ${fingerprint(key.blob)}`).join(' or ')}. ` +
            'Nothing was sent. If the server was really re-keyed, check the new fingerprint out of band and update DEPLOY_KNOWN_HOSTS.',
        );
      }
      if (/Cannot parse privateKey|does not contain a \(valid\) private key|Encrypted private/i.test(message)) {
        throw new DeployError('the private key cannot be used: it must be an unencrypted OpenSSH or PEM private key');
      }
      if (/no matching host key/i.test(message)) {
        throw new DeployError(
          `refused ${label}: it offers none of the pinned host key types (${target.hostKeys.map((key) => key.type).join(', ')}); nothing was sent`,
        );
      }
      throw new DeployError(`cannot connect to ${label}: ${message}`);
    }
    return new RemoteSession(ssh, ssh.connection as unknown as Connection, label);
  }

  /**
   * Runs a POSIX sh script on the server with arguments ($1…) and optional stdin; returns stdout.
   * A non-zero exit (which node-ssh does not turn into a rejection) becomes a DeployError naming `what`.
   */
  async run(what: string, script: string, args: readonly string[] = [], stdin?: string): Promise<string> {
    const command = ['sh', '-c', script, 'sh', ...args].map(shellQuote).join(' ');
    const result = await this.guard(this.ssh.execCommand(command, stdin === undefined ? {} : { stdin }));
    if (result.code !== 0) {
      const detail = (result.stderr || result.stdout).trim().split('\n').slice(-15).join('\n');
      throw new DeployError(
        `${what} failed on ${this.label} (${result.code === null ? 'the command did not finish' : `exit code ${result.code}`})${detail ? `:\n${detail}` : ''}`,
      );
    }
    return result.stdout;
  }

  /** Starts a long-running command whose stdin stays open until `close()`: its first stdout line says how it went. */
  async hold(command: string): Promise<HeldCommand> {
    const channel = await this.guard(
      new Promise<Channel>((resolve, reject) =>
        this.connection.exec(command, (error, opened) => (error ? reject(error) : resolve(opened))),
      ),
    );
    return new HeldCommand(channel, this);
  }

  /** Uploads a file through the connection's one SFTP session (node-ssh's concurrency > 1 is unreliable on some servers). */
  async upload(localPath: string, remotePath: string, onBytes: (transferred: number) => void): Promise<void> {
    const sftp = await this.sftp();
    await this.guard(
      new Promise<void>((resolve, reject) =>
        sftp.fastPut(localPath, remotePath, { mode: 0o644, step: (transferred) => onBytes(transferred) }, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    );
  }

  async writeFile(remotePath: string, data: Buffer): Promise<void> {
    const sftp = await this.sftp();
    await this.guard(
      new Promise<void>((resolve, reject) =>
        sftp.writeFile(remotePath, data, { mode: 0o644 }, (error) => (error ? reject(error) : resolve())),
      ),
    );
  }

  get alive(): boolean {
    return this.lost === undefined;
  }

  close(): void {
    this.sftpSession?.end();
    this.ssh.dispose();
  }

  /** Settles with the operation, or rejects with a DeployError as soon as the connection is lost. */
  guard<T>(operation: Promise<T>): Promise<T> {
    if (this.lost) return Promise.reject(this.lost);
    return new Promise<T>((resolve, reject) => {
      const onLost = (error: Error) => reject(error);
      this.lostListeners.add(onLost);
      operation
        .then(resolve, (error: unknown) =>
          reject(this.lost ?? (error instanceof UserError ? error : new DeployError(`${this.label}: ${(error as Error).message}`))),
        )
        .finally(() => this.lostListeners.delete(onLost));
    });
  }

  private async sftp(): Promise<Sftp> {
    this.sftpSession ??= (await this.guard(this.ssh.requestSFTP())) as unknown as Sftp;
    return this.sftpSession;
  }
}

/** A remote command kept running (the deploy lock's holder): read its output, then end its stdin. */
export class HeldCommand {
  private output = '';
  private exited = false;
  private readonly closed: Promise<void>;
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly channel: Channel,
    private readonly session: RemoteSession,
  ) {
    channel.on('data', (chunk) => {
      this.output += chunk.toString('utf8');
      for (const waiter of this.waiters) waiter();
    });
    channel.stderr.on('data', (chunk) => {
      this.output += chunk.toString('utf8');
    });
    this.closed = new Promise((resolve) =>
      channel.on('close', () => {
        this.exited = true;
        resolve();
        for (const waiter of this.waiters) waiter();
      }),
    );
  }

  /** Waits until stdout holds a line matching `done`, or the command exits; returns all output so far. */
  async waitFor(done: RegExp): Promise<string> {
    await this.session.guard(
      new Promise<void>((resolve) => {
        const check = () => {
          if (done.test(this.output) || this.exited) {
            this.waiters.delete(check);
            resolve();
          }
        };
        this.waiters.add(check);
        check();
      }),
    );
    return this.output;
  }

  /** Ends the command's stdin and waits (bounded) for it to exit. */
  async close(timeoutMs = 10_000): Promise<string> {
    this.channel.end();
    await Promise.race([this.closed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    return this.output;
  }
}
