// The deploy lock is a lease on the server (`<releases-dir>/lock/owner`: token, expiry by the server's
// clock). The holder renews it every third of the lease time; when renewals stop, for whatever reason
// (a dead network that sshd never notices, a killed runner), it lapses and the next deploy takes it.
// Every change to what is served runs on the server only while the lease is held (LEASE_GUARD).
import { randomBytes } from 'node:crypto';
import { shellWords } from '../system/shell.ts';
import { type LeaseHolder, LeaseLostError, server } from './server.ts';
import { DeployError, type ServerSession } from './ssh.ts';

export interface LeaseOptions {
  /** Who deploys, written into the lock for whoever finds it held. */
  by: string;
  leaseMs: number;
  timeoutMs: number;
  /** A wait begins, or the holder changes: who holds it, and in how many ms its lease lapses unless renewed. */
  onWait: (holder: string, lapsesInMs: number) => void;
  /** A lapsed lease was taken over. */
  onLapsed: (holder: string) => void;
}

function describeOwner(lines: string): string {
  const owner = new Map([...lines.matchAll(/^owner (\w+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
  if (!owner.size) return 'a holder that wrote no owner file';
  return `${owner.get('by') ?? `pid ${owner.get('pid')}`} on ${owner.get('host')}, since ${owner.get('since') ?? owner.get('time')}`;
}

export class Lease implements LeaseHolder {
  /** The release id whose staging directory the renewals keep alive. */
  stagingId = '';
  private lastConfirmed: number;
  private renewing = false;
  private readonly timers: NodeJS.Timeout[] = [];

  private constructor(
    private readonly session: ServerSession,
    readonly base: string,
    readonly token: string,
    private readonly leaseMs: number,
    /** The server's clock when the lease was taken (ms since the epoch). */
    readonly takenAt: number,
    sentAt: number,
  ) {
    this.lastConfirmed = sentAt;
    this.timers.push(setInterval(() => void this.renew(), Math.max(200, Math.floor(leaseMs / 3))));
    // Our own clock only measures durations: a renewal sent at t made the server's expiry later than t + lease.
    this.timers.push(setInterval(() => this.checkNotLapsed(), Math.max(100, Math.floor(leaseMs / 10))));
  }

  /** Waits for the lease up to `timeoutMs`, taking over a lapsed one; says who holds it and when it lapses. */
  static async acquire(session: ServerSession, base: string, options: LeaseOptions): Promise<Lease> {
    const token = randomBytes(8).toString('hex');
    const deadline = Date.now() + options.timeoutMs;
    let lastHolder = '';
    for (;;) {
      const sentAt = performance.now();
      const output = await server.acquire(session, base, token, options.by, options.leaseMs);
      const lapsed = /^lapsed (.*)$/m.exec(output);
      if (lapsed) options.onLapsed(lapsed[1]!.trim());
      const locked = /^locked (\d+)$/m.exec(output);
      if (locked) return new Lease(session, base, token, options.leaseMs, Number(locked[1]), sentAt);
      const busy = /^busy (\d+)$/m.exec(output);
      if (!busy) throw new DeployError(`cannot take the deploy lock ${base}/lock: ${output.trim() || 'the lock command printed nothing'}`);
      const holder = describeOwner(output);
      const lapsesIn = Number(busy[1]);
      if (Date.now() >= deadline) {
        throw new DeployError(
          `gave up after ${Math.round(options.timeoutMs / 1000)} s waiting for the deploy lock ${base}/lock, held by ${holder}; ` +
            `its lease lapses in ${Math.ceil(lapsesIn / 1000)} s unless renewed. ` +
            `If no deploy is running, remove it on the server: rm -r ${shellWords([`${base}/lock`])}`,
        );
      }
      if (holder !== lastHolder) options.onWait(holder, lapsesIn);
      lastHolder = holder;
      await new Promise((resolve) => setTimeout(resolve, Math.min(500, Math.max(50, lapsesIn + 10))));
    }
  }

  private async renew(): Promise<void> {
    if (this.renewing || !this.session.alive) return;
    this.renewing = true;
    const sentAt = performance.now();
    try {
      const output = await server.renew(this.session, this, this.leaseMs, this.stagingId);
      if (/^renewed \d+$/m.test(output)) this.lastConfirmed = sentAt;
      else this.lose(`the lease was taken over or removed (now held by ${describeOwner(output)})`);
    } catch {
      // A failed renewal is a missed one: checkNotLapsed decides when too many were missed.
    } finally {
      this.renewing = false;
    }
  }

  private checkNotLapsed(): void {
    if (performance.now() - this.lastConfirmed >= this.leaseMs)
      this.lose(`no renewal reached the server for ${Math.round(this.leaseMs / 1000)} s, so the lease has lapsed there`);
  }

  private lose(why: string): void {
    this.stop();
    this.session.fail(
      new LeaseLostError(
        `this deploy lost its deploy lease ${this.base}/lock: ${why}. It stopped before going live; another deploy may now run`,
      ),
    );
  }

  private stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
  }

  /** Stops renewing and gives the lease back (if the connection still stands). */
  async release(): Promise<void> {
    this.stop();
    if (this.session.alive) await server.release(this.session, this).catch(() => undefined);
  }
}
