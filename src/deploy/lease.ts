// The deploy lock is a lease on the server (`<releases-dir>/lock/owner`: token, expiry by the server's
// clock). The holder renews it every third of the lease time; when renewals stop, for whatever reason
// (a dead network that sshd never notices, a killed runner), it lapses and the next deploy takes it.
// Every change to what is served runs on the server only while the lease is held (LEASE_GUARD), under util-linux's flock.
import { randomBytes } from 'node:crypto';
import { shellWords } from '../system/shell.ts';
import { DeployError, type ServerSession } from './ssh.ts';

/** Exit status of a script run by a deploy that no longer holds the lease. */
const LEASE_LOST_STATUS = 75;

const MUTEX = `
exec 9>>"$base/lock.mutex"
flock -w 30 9 || { echo "cannot take $base/lock.mutex within 30 s" >&2; exit 1; }
now=$(date +%s%3N)
owner=$(cat "$base/lock/owner" 2>/dev/null || true)
field() { printf '%s\\n' "$owner" | sed -n "s/^$1=//p"; }
held_expires=$(field expires)
case "$held_expires" in ''|*[!0-9]*) held_expires=0;; esac
`;

/**
 * Runs the rest of a script only while this deploy holds an unexpired lease, inside the lock's mutex:
 * no other deploy can take the lease over between the check and the change (the fence of a swap).
 */
export const LEASE_GUARD = `
set -eu
base=$1 token=$2
shift 2
${MUTEX}
if [ "$(field token)" != "$token" ] || [ "$held_expires" -le "$now" ]; then
  echo "this deploy no longer holds the deploy lease $base/lock (it lapsed or was taken over): it must not change the server" >&2
  exit ${LEASE_LOST_STATUS}
fi
`;

/**
 * Staging directories of deploys that died (killed mid-upload, say) are removed by whoever takes the lease
 * next, a deploy or a rollback; one whose lease still runs belongs to a live deploy (its lock removed by
 * hand, say) and is kept. Runs inside the mutex, with $now.
 */
export const SWEEP_STAGING = `
for dir in "$base"/staging/*; do
  [ -d "$dir" ] || continue
  lease=$(cat "$dir/lease" 2>/dev/null || true)
  case "$lease" in ''|*[!0-9]*) lease=0;; esac
  if [ "$lease" -gt "$now" ]; then printf 'kept %s\\n' "\${dir##*/}"; else rm -rf "$dir"; fi
done
`;

const ACQUIRE_SCRIPT = `
set -eu
base=$1 token=$2 by=$3 lease_ms=$4
umask 022
mkdir -p "$base"
${MUTEX}
if [ -d "$base/lock" ]; then
  if [ "$now" -lt "$held_expires" ]; then
    printf '%s\\n' "$owner" | sed 's/^/owner /'
    echo "busy $((held_expires - now))"
    exit 0
  fi
  printf 'lapsed %s\\n' "$(printf '%s' "$owner" | tr '\\n' ' ')"
  rm -rf "$base/lock"
fi
mkdir "$base/lock"
printf 'token=%s\\nexpires=%s\\nsince=%s\\nhost=%s\\nby=%s\\n' \\
  "$token" "$((now + lease_ms))" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(hostname)" "$by" > "$base/lock/owner"
${SWEEP_STAGING}
echo "locked $now"
`;

const RENEW_SCRIPT = `
set -eu
base=$1 token=$2 lease_ms=$3 id=$4
${MUTEX}
if [ "$(field token)" != "$token" ] || [ "$held_expires" -le "$now" ]; then
  printf '%s\\n' "$owner" | sed 's/^/owner /'
  echo lost
  exit 0
fi
expires=$((now + lease_ms))
sed "s/^expires=.*/expires=$expires/" "$base/lock/owner" > "$base/lock/owner.new"
mv -f "$base/lock/owner.new" "$base/lock/owner"
if [ -n "$id" ] && [ -d "$base/staging/$id" ]; then echo "$expires" > "$base/staging/$id/lease"; fi
echo "renewed $expires"
`;

const RELEASE_SCRIPT = `
set -eu
base=$1 token=$2
${MUTEX}
if [ "$(field token)" = "$token" ]; then rm -rf "$base/lock"; echo released; else echo 'not held'; fi
`;

/** Who holds the lease, for the scripts that may only run while it is held. */
export interface LeaseHolder {
  base: string;
  token: string;
}

export async function guarded(
  session: ServerSession,
  lease: LeaseHolder,
  what: string,
  script: string,
  args: readonly string[],
): Promise<string> {
  return session.run(what, script, [lease.base, lease.token, ...args]).catch((error: unknown) => {
    if (error instanceof DeployError && error.message.includes(`exit code ${LEASE_LOST_STATUS}`)) throw new LeaseLostError(error.message);
    throw error;
  });
}

/** This deploy's lease lapsed or was taken over: it stopped before changing what is served. */
export class LeaseLostError extends DeployError {
  override name = 'LeaseLostError';
}

export const leaseScripts = {
  acquire: (session: ServerSession, base: string, token: string, by: string, leaseMs: number) =>
    session.run('taking the deploy lease', ACQUIRE_SCRIPT, [base, token, by.replace(/[\r\n]/g, ' '), String(leaseMs)]),
  renew: (session: ServerSession, lease: LeaseHolder, leaseMs: number, stagingId: string) =>
    session.run('renewing the deploy lease', RENEW_SCRIPT, [lease.base, lease.token, String(leaseMs), stagingId]),
  release: (session: ServerSession, lease: LeaseHolder) =>
    session.run('releasing the deploy lease', RELEASE_SCRIPT, [lease.base, lease.token]),
};

interface LeaseOptions {
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
  return `${owner.get('by')} on ${owner.get('host')}, since ${owner.get('since')}`;
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
      const output = await leaseScripts.acquire(session, base, token, options.by, options.leaseMs);
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
      const output = await leaseScripts.renew(this.session, this, this.leaseMs, this.stagingId);
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
    if (this.session.alive) await leaseScripts.release(this.session, this).catch(() => undefined);
  }
}
