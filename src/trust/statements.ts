// Signed statements: a minisign signature whose trusted comment carries what a host needs to refuse an
// old, frozen or re-keyed one (docs/trust.md): `role:<role> version:<integer> expires:<ISO time> key:<key id>`,
// fields separated by one space. `version` only grows; past `expires` (plus the clock-skew allowance) a
// statement is refused. A file signed by several keys (a root threshold) carries one 4-line block per key.
import type { SignatureBlock } from './canonical.ts';
import { type PublicKey, type SecretKey, SignatureError, signMinisign, verifyBlock } from './minisign.ts';

/** A host's clock may be this far behind: a statement is expired once `now > expires + CLOCK_SKEW_MS`. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export interface Statement {
  role: string;
  version: number;
  expires: Date;
  keyId: string;
  fields: ReadonlyMap<string, string>;
  trustedComment: string;
}

/** The trusted comment of a statement; `extra` fields come first (the index keeps its `released:` and `commit:` in front). */
export function statementComment(role: string, version: number, expires: Date, keyId: string, extra: Record<string, string> = {}): string {
  const fields = { ...extra, role, version: String(version), expires: expires.toISOString(), key: keyId };
  return Object.entries(fields)
    .map(([name, value]) => `${name}:${value}`)
    .join(' ');
}

/** The fields of a trusted comment, `name:value` separated by single spaces, each name once; empty unless it is exactly that. */
export function commentFields(comment: string): Map<string, string> {
  const fields = new Map<string, string>();
  if (!/^[a-z]+:[^ ]+( [a-z]+:[^ ]+)*$/.test(comment)) return fields;
  for (const field of comment.split(' ')) {
    const name = field.slice(0, field.indexOf(':'));
    if (fields.has(name)) return new Map();
    fields.set(name, field.slice(name.length + 1));
  }
  return fields;
}

/** A time as statements and the key list write it: `YYYY-MM-DDTHH:MM:SS[.mmm]Z`, a real date; undefined otherwise. */
export function isoTime(text: unknown): Date | undefined {
  if (typeof text !== 'string' || !/^[1-9]\d{3}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z$/.test(text)) return undefined;
  const time = new Date(text);
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 19) === text.slice(0, 19) ? time : undefined;
}

/** Reads a trusted comment as a statement of `role` by `keyId`; throws a SignatureError saying what is missing. */
export function parseStatement(comment: string, keyId: string, role: string): Statement {
  const fields = commentFields(comment);
  const version = fields.get('version') ?? '';
  const expires = fields.get('expires') ?? '';
  if (fields.get('role') !== role || !/^\d{1,15}$/.test(version) || !isoTime(expires))
    throw new SignatureError(
      `its trusted comment is not a ${role} statement (role:${role} version:<integer> expires:<ISO time> key:<id>): ${JSON.stringify(comment)}`,
    );
  if (fields.get('key') !== keyId)
    throw new SignatureError(`its trusted comment names key ${fields.get('key')}, but it is signed by key ${keyId}`);
  return { role, version: Number(version), expires: new Date(expires), keyId, fields, trustedComment: comment };
}

export function signStatement(
  data: Buffer,
  secret: SecretKey,
  statement: { role: string; version: number; expires: Date; extra?: Record<string, string> },
): string {
  const comment = statementComment(statement.role, statement.version, statement.expires, secret.keyId, statement.extra);
  return signMinisign(data, secret, comment, `signature from skald-connectors ${statement.role} key ${secret.keyId}`);
}

/** Verifies one signature block and reads its statement. */
export function verifyStatement(data: Buffer, block: SignatureBlock, keys: readonly PublicKey[], role: string): Statement {
  const verified = verifyBlock(data, block, keys);
  return parseStatement(verified.trustedComment, verified.keyId, role);
}

/** Why a statement must be refused against the time and the version a host holds, or undefined. */
export function staleness(
  statement: Statement,
  what: string,
  now: Date,
  heldVersion: number | undefined,
): { rule: string; message: string } | undefined {
  if (heldVersion !== undefined && statement.version < heldVersion)
    return {
      rule: 'site-rollback',
      message: `${what} is version ${statement.version}, older than version ${heldVersion} that the host holds`,
    };
  if (now.getTime() > statement.expires.getTime() + CLOCK_SKEW_MS)
    return { rule: 'site-expired', message: `${what} expired at ${statement.expires.toISOString()} (now ${now.toISOString()})` };
  return undefined;
}
