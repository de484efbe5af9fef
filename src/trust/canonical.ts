// The one byte form of each trust file (docs/trust.md, "Canonical forms"). Every reader of a trust file goes
// through here, so two readers of the same bytes cannot disagree: a line end, an encoding, a trailing line or a
// length that one reader tolerates and another reads differently is refused before anything else looks at it.
//   public key file (root.pub, connectors.pub)  pairs of "untrusted comment: …" and a key line, ASCII, LF
//   signature file (*.minisig)                   blocks of minisign's four lines, ASCII, LF, minisign's limits
//   JSON file (keys.json, timestamp.json)        one object in UTF-8 without BOM, LF, no duplicate names, integers
// Limits are stock minisign 0.11's (src/minisign.h, sig_load): it reads a comment line into 1024 bytes and a trusted
// comment line into 8192, each with its LF and a NUL, and refuses a longer one.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Node, parseTree } from 'jsonc-parser';
import { CatalogError } from '../findings/errors.ts';
import { JsonDocument } from '../json/document.ts';
import { jsonLimitProblem } from '../json/limits.ts';
import {
  KEY_LIST_FILE,
  KEY_LIST_SIGNATURE_FILE,
  PUBLIC_KEY_FILE,
  ROOT_KEY_FILE,
  SIGNATURE_FILE,
  TIMESTAMP_FILE,
  TIMESTAMP_SIGNATURE_FILE,
} from './files.ts';

const UNTRUSTED_PREFIX = 'untrusted comment: ';
const TRUSTED_PREFIX = 'trusted comment: ';
/** An untrusted comment line, its prefix included, its LF not: minisign's COMMENTMAXBYTES (1024) less LF and NUL. */
const UNTRUSTED_COMMENT_LINE_MAX = 1022;
/** A trusted comment after its prefix: minisign's TRUSTEDCOMMENTMAXBYTES (8192) less the prefix, LF and NUL. */
export const TRUSTED_COMMENT_MAX = 8173;
/** Root keys, or the two release keys of a rotation, or root signatures of a key list: far below this. */
const MAX_KEYS = 16;
export const MAX_SIGNATURE_BLOCKS = 16;
const PUBLIC_KEY_FILE_MAX_BYTES = MAX_KEYS * (UNTRUSTED_COMMENT_LINE_MAX + 58);
export const KEY_LIST_MAX_BYTES = 64 * 1024;
export const TIMESTAMP_MAX_BYTES = 4 * 1024;
const JSON_MAX_DEPTH = 8;
/** Base64 lengths (padded) of minisign's fields: a public key (42 bytes), a signature (74), a global signature (64). */
const KEY_LINE_LENGTH = 56;
const SIGNATURE_LINE_LENGTH = 100;
const GLOBAL_SIGNATURE_LINE_LENGTH = 88;

const FIX = 'write the file again as `npm run keys` (or stock minisign) writes it: docs/trust.md, "Canonical forms"';

/** A trust file not in its one byte form: the file, the line and byte where it goes wrong, and what to do. */
export class NonCanonicalError extends CatalogError {
  override name = 'NonCanonicalError';
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly byte: number | undefined,
    readonly problem: string,
    readonly fix: string = FIX,
  ) {
    super(`${file}${line === undefined ? '' : ` line ${line}`}${byte === undefined ? '' : `, byte ${byte}`}: ${problem}`);
  }
}

/** One block of a signature file, as minisign reads it: the decoded signature (74 bytes) and global signature (64). */
export interface SignatureBlock {
  untrustedComment: string;
  /** "ED" (prehashed) or "Ed" (legacy) ‖ key id[8] ‖ Ed25519 signature[64]. */
  signature: Buffer;
  trustedComment: string;
  globalSignature: Buffer;
}

function describeByte(byte: number): string {
  if (byte === 0x0d) return 'a carriage return (0x0d): trust files end lines with LF alone';
  if (byte >= 0x80) return `a non-ASCII byte (0x${byte.toString(16)}): the file is ASCII`;
  return `a control byte (0x${byte.toString(16).padStart(2, '0')}): only printable ASCII and LF are allowed`;
}

/** The lines of an ASCII file with LF ends: printable ASCII only, a final LF, no empty line, within `maxBytes`. */
function asciiLines(bytes: Buffer, file: string, maxBytes: number): string[] {
  if (bytes.length > maxBytes)
    throw new NonCanonicalError(file, undefined, undefined, `it is ${bytes.length} bytes, over the limit of ${maxBytes}`);
  if (bytes.length === 0) throw new NonCanonicalError(file, undefined, undefined, 'it is empty');
  let line = 1;
  let start = 0;
  for (let at = 0; at < bytes.length; at++) {
    const byte = bytes[at]!;
    if (byte === 0x0a) {
      if (at === start) throw new NonCanonicalError(file, line, 1, 'an empty line: the file has no blank lines');
      line++;
      start = at + 1;
    } else if (byte < 0x20 || byte > 0x7e) throw new NonCanonicalError(file, line, at - start + 1, describeByte(byte));
  }
  if (start !== bytes.length) throw new NonCanonicalError(file, line, bytes.length - start + 1, 'the last line does not end with LF');
  return bytes.toString('latin1').slice(0, -1).split('\n');
}

/** Base64 exactly as minisign writes it: the padded length, and the text re-encodes to itself (no stray bits). */
function canonicalBase64(text: string, length: number, file: string, line: number, what: string): Buffer {
  const bytes = /^[A-Za-z0-9+/]*={0,2}$/.test(text) ? Buffer.from(text, 'base64') : undefined;
  if (text.length !== length || !bytes || bytes.toString('base64') !== text)
    throw new NonCanonicalError(file, line, 1, `${what} must be ${length} characters of base64, as minisign writes it`);
  return bytes;
}

/** A public key line (`RW…`): base64 of "Ed" ‖ key id[8] ‖ Ed25519 public key[32]. */
export function publicKeyLine(text: string, file: string, line = 1): Buffer {
  const bytes = canonicalBase64(text, KEY_LINE_LENGTH, file, line, 'a public key line');
  if (bytes.subarray(0, 2).toString('latin1') !== 'Ed') throw new NonCanonicalError(file, line, 1, 'not an Ed25519 minisign public key');
  return bytes;
}

/** The key lines of a public key file: one or more pairs of an untrusted comment line and a key line, no key twice. */
export function publicKeyFileLines(bytes: Buffer, file: string): Buffer[] {
  const lines = asciiLines(bytes, file, PUBLIC_KEY_FILE_MAX_BYTES);
  if (lines.length % 2 !== 0)
    throw new NonCanonicalError(
      file,
      lines.length,
      undefined,
      'the file ends after a comment line: each key is a comment line, then its key line',
    );
  if (lines.length / 2 > MAX_KEYS) throw new NonCanonicalError(file, undefined, undefined, `it holds more than ${MAX_KEYS} keys`);
  const keys: Buffer[] = [];
  for (let at = 0; at < lines.length; at += 2) {
    untrustedComment(lines[at]!, file, at + 1);
    const key = publicKeyLine(lines[at + 1]!, file, at + 2);
    if (keys.some((other) => other.subarray(2, 10).equals(key.subarray(2, 10))))
      throw new NonCanonicalError(file, at + 2, 1, 'a key id that an earlier key line already has: each key appears once');
    keys.push(key);
  }
  return keys;
}

function untrustedComment(text: string, file: string, line: number): string {
  if (!text.startsWith(UNTRUSTED_PREFIX)) throw new NonCanonicalError(file, line, 1, `the line must start with "${UNTRUSTED_PREFIX}"`);
  if (text.length > UNTRUSTED_COMMENT_LINE_MAX)
    throw new NonCanonicalError(
      file,
      line,
      UNTRUSTED_COMMENT_LINE_MAX + 1,
      `the comment line is longer than minisign's ${UNTRUSTED_COMMENT_LINE_MAX} bytes`,
    );
  return text.slice(UNTRUSTED_PREFIX.length);
}

/** The blocks of a signature file: `most` blocks at most (1 for an index or a timestamp), each signed by another key. */
export function signatureFileBlocks(bytes: Buffer | string, file: string, most = 1): SignatureBlock[] {
  const data = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
  const lines = asciiLines(data, file, most * (UNTRUSTED_COMMENT_LINE_MAX + TRUSTED_COMMENT_MAX + 240));
  if (lines.length % 4 !== 0 || lines.length / 4 > most) {
    const expected = most === 1 ? 'exactly 4 lines' : `blocks of 4 lines, ${most} at most`;
    const extra = lines.length > most * 4 ? most * 4 + 1 : lines.length > 4 ? lines.length - (lines.length % 4) + 1 : undefined;
    throw new NonCanonicalError(file, extra, undefined, `it has ${lines.length} lines; a minisign signature file has ${expected}`);
  }
  const blocks: SignatureBlock[] = [];
  for (let at = 0; at < lines.length; at += 4) {
    const line = at + 1;
    const trusted = lines[at + 2]!;
    if (!trusted.startsWith(TRUSTED_PREFIX)) throw new NonCanonicalError(file, line + 2, 1, `the line must start with "${TRUSTED_PREFIX}"`);
    if (trusted.length - TRUSTED_PREFIX.length > TRUSTED_COMMENT_MAX)
      throw new NonCanonicalError(
        file,
        line + 2,
        TRUSTED_PREFIX.length + TRUSTED_COMMENT_MAX + 1,
        `the trusted comment is longer than minisign's ${TRUSTED_COMMENT_MAX} bytes`,
      );
    const block: SignatureBlock = {
      untrustedComment: untrustedComment(lines[at]!, file, line),
      signature: canonicalBase64(lines[at + 1]!, SIGNATURE_LINE_LENGTH, file, line + 1, 'a signature line'),
      trustedComment: trusted.slice(TRUSTED_PREFIX.length),
      globalSignature: canonicalBase64(lines[at + 3]!, GLOBAL_SIGNATURE_LINE_LENGTH, file, line + 3, 'a global signature line'),
    };
    const algorithm = block.signature.subarray(0, 2).toString('latin1');
    if (algorithm !== 'ED' && algorithm !== 'Ed')
      throw new NonCanonicalError(file, line + 1, 1, `an unknown signature algorithm ${JSON.stringify(algorithm)}`);
    if (blocks.some((other) => other.signature.subarray(2, 10).equals(block.signature.subarray(2, 10))))
      throw new NonCanonicalError(file, line + 1, 1, 'a second block by the same key: each key signs once');
    blocks.push(block);
  }
  return blocks;
}

function lineAndByte(bytes: Buffer, offset: number): { line: number; byte: number } {
  const before = bytes.subarray(0, offset);
  return { line: before.filter((byte) => byte === 0x0a).length + 1, byte: offset - (before.lastIndexOf(0x0a) + 1) + 1 };
}

/**
 * A trust JSON file (keys.json, timestamp.json): one object in UTF-8 without BOM, starting with `{` and ending with
 * `}` and one LF, no control byte but LF, no member name twice in an object, every number a plain non-negative
 * integer of at most 15 digits. Whitespace is free (canonical JSON is not required: a hand edit is fine).
 */
export function trustJson(bytes: Buffer, file: string, maxBytes: number): Record<string, unknown> {
  const fail = (offset: number, problem: string): never => {
    const at = lineAndByte(bytes, offset);
    throw new NonCanonicalError(file, at.line, at.byte, problem);
  };
  if (bytes.length > maxBytes)
    throw new NonCanonicalError(file, undefined, undefined, `it is ${bytes.length} bytes, over the limit of ${maxBytes}`);
  const control = bytes.findIndex((byte) => (byte < 0x20 && byte !== 0x0a) || byte === 0x7f);
  if (control >= 0) fail(control, describeByte(bytes[control]!));
  const document = JsonDocument.parse(file, bytes);
  if (!(document instanceof JsonDocument))
    throw new NonCanonicalError(file, document.position.line, document.position.column, document.message);
  const text = document.text;
  if (!text.startsWith('{') || !text.endsWith('}\n')) fail(0, 'the file must be one JSON object, from `{` to `}` and one LF');
  const tooDeep = jsonLimitProblem(text, { depth: JSON_MAX_DEPTH, bytes: maxBytes });
  if (tooDeep) fail(0, tooDeep);
  const tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false })!;
  const offsetOf = (node: Node) => Buffer.byteLength(text.slice(0, node.offset));
  const pending: Node[] = [tree];
  while (pending.length) {
    const node = pending.pop()!;
    if (node.type === 'number' && !/^(0|[1-9][0-9]{0,14})$/.test(text.slice(node.offset, node.offset + node.length)))
      fail(offsetOf(node), 'a number that is not a plain integer of at most 15 digits');
    if (node.type === 'object') {
      const names = new Set<string>();
      for (const property of node.children ?? []) {
        const name = String(property.children?.[0]?.value);
        if (names.has(name)) fail(offsetOf(property), `the member "${name}" twice in one object: each name appears once`);
        names.add(name);
      }
    }
    pending.push(...(node.children ?? []));
  }
  return document.value as Record<string, unknown>;
}

/** Checks one trust file, by its name, against its canonical form; `label` names it in the error. Throws a NonCanonicalError. */
export function checkTrustFile(name: string, bytes: Buffer, label = name): void {
  if (name === ROOT_KEY_FILE || name === PUBLIC_KEY_FILE) publicKeyFileLines(bytes, label);
  else if (name === KEY_LIST_SIGNATURE_FILE) signatureFileBlocks(bytes, label, MAX_SIGNATURE_BLOCKS);
  else if (name === SIGNATURE_FILE || name === TIMESTAMP_SIGNATURE_FILE) signatureFileBlocks(bytes, label, 1);
  else if (name === KEY_LIST_FILE) trustJson(bytes, label, KEY_LIST_MAX_BYTES);
  else if (name === TIMESTAMP_FILE) trustJson(bytes, label, TIMESTAMP_MAX_BYTES);
  else throw new Error(`${name} is not a trust file`);
}

/** The trust files a catalog commits (and the deploy publishes), each in its canonical form; throws a NonCanonicalError. */
export async function checkCommittedTrustFiles(catalogDir: string): Promise<void> {
  for (const name of [PUBLIC_KEY_FILE, ROOT_KEY_FILE, KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE]) {
    const file = path.join(catalogDir, name);
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) checkTrustFile(name, bytes, file);
  }
}
