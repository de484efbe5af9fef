import { NodeSSH } from 'node-ssh';
import { KnownError, SetupError } from '../findings/errors.ts';
import { shellWords } from '../system/shell.ts';
import type { DeployTarget } from './config.ts';
import { fingerprint, hostKeyAlgorithms, knownHostsName } from './known-hosts.ts';

/** The deploy could not be done on the server (network, refused key, failed check, busy lock): a clear message, exit 3. */
export class DeployError extends SetupError {
  override name = 'DeployError';
}

/** The minimal slice of ssh2's connection and SFTP objects this module drives (ssh2 ships no types here). */
interface Sftp {
  fastPut(
    local: string,
    serverPath: string,
    options: { mode: number; step: (transferred: number, chunk: number, total: number) => void },
    callback: (error?: Error | null) => void,
  ): void;
  writeFile(serverPath: string, data: Buffer, options: { mode: number }, callback: (error?: Error | null) => void): void;
  readFile(serverPath: string, callback: (error: Error | null | undefined, data: Buffer) => void): void;
  end(): void;
}
interface Connection {
  on(event: 'error' | 'close', listener: (error?: Error) => void): unknown;
}

/**
 * One SSH connection to the deploy host, with the host key pinned. Every operation fails with a
 * DeployError as soon as the connection drops, instead of hanging or crashing on an unhandled
 * 'error' event (node-ssh listens for errors only while connecting).
 */
export class ServerSession {
  private lost: Error | undefined;
  private readonly lostListeners = new Set<(error: Error) => void>();
  private sftpSession: Sftp | undefined;

  private constructor(
    private readonly ssh: NodeSSH,
    connection: Connection,
    readonly label: string,
  ) {
    const onLost = (error?: Error) => {
      this.lost ??= new DeployError(`the connection to ${label} was lost${error ? `: ${error.message}` : ''}`);
      for (const listener of this.lostListeners) listener(this.lost);
    };
    connection.on('error', onLost);
    connection.on('close', onLost);
  }

  static async open(target: DeployTarget): Promise<ServerSession> {
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
        // The client gives up on a silent connection after about the lease time (ssh2 counts unanswered pings).
        keepaliveInterval: target.keepaliveMs,
        keepaliveCountMax: 2,
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
          `refused ${label}: it presented the host key ${fingerprint(offered)}, ` +
            `which is not the pinned ${target.hostKeys.map((key) => `${key.type} ${fingerprint(key.blob)}`).join(' or ')}. ` +
            'Nothing was sent. If the server was really re-keyed, check the new fingerprint out of band and update DEPLOY_KNOWN_HOSTS.',
        );
      }
      if (/Cannot parse privateKey|does not contain a \(valid\) private key|Encrypted private/i.test(message)) {
        throw new DeployError('the private key cannot be used: it must be an unencrypted OpenSSH or PEM private key');
      }
      if (/no matching host key/i.test(message)) {
        throw new DeployError(
          `refused ${label}: it offers none of the pinned host key types` +
            ` (${target.hostKeys.map((key) => key.type).join(', ')}); nothing was sent`,
        );
      }
      throw new DeployError(`cannot connect to ${label}: ${message}`);
    }
    return new ServerSession(ssh, ssh.connection as unknown as Connection, label);
  }

  /**
   * Runs a POSIX sh script on the server with arguments ($1…) and optional stdin; returns stdout.
   * A non-zero exit (which node-ssh does not turn into a rejection) becomes a DeployError naming `what`.
   */
  async run(what: string, script: string, args: readonly string[] = [], stdin?: string): Promise<string> {
    const command = shellWords(['sh', '-c', script, 'sh', ...args]);
    const result = await this.guard(this.ssh.execCommand(command, stdin === undefined ? {} : { stdin }));
    if (result.code !== 0) {
      const detail = (result.stderr || result.stdout).trim().split('\n').slice(-15).join('\n');
      throw new DeployError(
        `${what} failed on ${this.label} (${result.code === null ? 'the command did not finish' : `exit code ${result.code}`})` +
          `${detail ? `:\n${detail}` : ''}`,
      );
    }
    return result.stdout;
  }

  /** Uploads a file through the connection's one SFTP session (node-ssh's concurrency > 1 is unreliable on some servers). */
  async upload(localPath: string, serverPath: string, onBytes: (transferred: number) => void): Promise<void> {
    const sftp = await this.sftp();
    await this.guard(
      new Promise<void>((resolve, reject) =>
        sftp.fastPut(localPath, serverPath, { mode: 0o644, step: (transferred) => onBytes(transferred) }, (error) =>
          error ? reject(error) : resolve(),
        ),
      ),
    );
  }

  async writeFile(serverPath: string, data: Buffer): Promise<void> {
    const sftp = await this.sftp();
    await this.guard(
      new Promise<void>((resolve, reject) =>
        sftp.writeFile(serverPath, data, { mode: 0o644 }, (error) => (error ? reject(error) : resolve())),
      ),
    );
  }

  async readFile(serverPath: string): Promise<Buffer | undefined> {
    const sftp = await this.sftp();
    return this.guard(
      new Promise<Buffer | undefined>((resolve, reject) =>
        sftp.readFile(serverPath, (error, data) =>
          error ? ((error as { code?: number }).code === 2 ? resolve(undefined) : reject(error)) : resolve(data),
        ),
      ),
    );
  }

  /** Ends the session with `error`: every pending and later operation rejects with it. */
  fail(error: Error): void {
    if (this.lost) return;
    this.lost = error;
    for (const listener of this.lostListeners) listener(error);
    this.close();
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
          reject(this.lost ?? (error instanceof KnownError ? error : new DeployError(`${this.label}: ${(error as Error).message}`))),
        )
        .finally(() => this.lostListeners.delete(onLost));
    });
  }

  private async sftp(): Promise<Sftp> {
    this.sftpSession ??= (await this.guard(this.ssh.requestSFTP())) as unknown as Sftp;
    return this.sftpSession;
  }
}
