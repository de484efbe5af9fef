// Issue #34, item 2: where two readers of the same bytes disagree. A corpus of every host vector (test/vectors/) and
// mutated copies of the passing ones (truncated, extended, CR/CRLF/BOM/Latin-1 re-encoded, duplicated keys and members,
// oversized, extra lines, genuinely re-signed where the mutation must survive the signature) goes to check-site's core,
// to the docs-only Python verifier and to stock `minisign -V` on the file the mutation touches. check-site and Python
// must reach the same verdict and never crash; minisign must reach the verdict listed for it: the canonical forms
// refuse some inputs minisign's line reader tolerates (a CR, a missing final LF, lines after the four it reads), never
// the other way round. No Docker; real minisign, real Python.
import { execFile } from 'node:child_process';
import { createHash, sign } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, type ExpectStatic, it } from 'vitest';
import { signatureFileBlocks } from '../../src/trust/canonical.ts';
import { blockKeyId, parsePublicKeys, parseSecretKey, type SecretKey } from '../../src/trust/minisign.ts';
import { checkSiteVerdict, pythonVerdict, readVector, VECTORS } from '../vectors/verdicts.ts';

const work = mkdtempSync(path.join(tmpdir(), 'skald-differential-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The test keys of the vectors (test/vectors/keys/), by key id. */
const testKeys = new Map<string, { secret: SecretKey; line: string }>();
for (const name of readdirSync(path.join(VECTORS, 'keys')).filter((file) => file.endsWith('.key'))) {
  const secret = parseSecretKey(readFileSync(path.join(VECTORS, 'keys', name), 'utf8'));
  const line = readFileSync(path.join(VECTORS, 'keys', name.replace(/\.key$/, '.pub')), 'utf8').split('\n')[1]!;
  testKeys.set(secret.keyId, { secret, line });
}
/** The attacker of the issue: a key of its own, hidden in root.pub, signing the key list. */
const ATTACKER = testKeys.get(parsePublicKeys(readFileSync(path.join(VECTORS, 'keys', 'uncertified.pub')))[0]!.keyId)!;

/** A minisign block over `data` with any trusted comment bytes: what stock minisign or an attacker can make, beyond our signer's limits. */
function signBlock(data: Buffer, keyId: string, comment: Buffer): Buffer {
  const { secret, line } = testKeys.get(keyId)!;
  const signature = sign(null, createHash('blake2b512').update(data).digest(), secret.key);
  const global = sign(null, Buffer.concat([signature, comment]), secret.key);
  const signatureLine = Buffer.concat([Buffer.from('ED'), Buffer.from(line, 'base64').subarray(2, 10), signature]).toString('base64');
  return Buffer.concat([
    Buffer.from(`untrusted comment: signature from test key ${keyId}\n${signatureLine}\ntrusted comment: `),
    comment,
    Buffer.from(`\n${global.toString('base64')}\n`),
  ]);
}

/** A copy of a vector to mutate: its files, and signing as the vector's own keys signed them. */
class Copy {
  readonly dir: string;
  constructor(
    readonly vector: string,
    label: string,
  ) {
    this.dir = path.join(work, `${vector}--${label.replace(/[^a-z0-9]+/gi, '-')}`);
    cpSync(path.join(VECTORS, vector), this.dir, { recursive: true });
  }
  private where(name: string) {
    return path.join(this.dir, name === 'root.pub' ? '' : 'site', name);
  }
  read(name: string): Buffer {
    return readFileSync(this.where(name));
  }
  write(name: string, bytes: Buffer | string): void {
    writeFileSync(this.where(name), bytes);
  }
  /** Signs `name` again, block by block as the vector's signature did, each trusted comment through `comment`. */
  resign(name: string, comment = (text: Buffer) => text, signers?: string[]): void {
    const original = readFileSync(path.join(VECTORS, this.vector, 'site', `${name}.minisig`));
    const blocks = signatureFileBlocks(original, `${name}.minisig`, 16);
    const ids = signers ?? blocks.map(blockKeyId);
    const texts = ids.map((id, at) =>
      signBlock(this.read(name), id, comment(Buffer.from(blocks[at]?.trustedComment ?? blocks[0]!.trustedComment))),
    );
    this.write(`${name}.minisig`, Buffer.concat(texts));
  }
  /** After a page changed (keys.json, its signature, connectors.pub): the index lists its new bytes, and is signed again with its timestamp. */
  reseal(): void {
    const index = JSON.parse(this.read('connectors.json').toString('utf8'));
    for (const page of Object.keys(index.site_files ?? {})) {
      const bytes = this.read(page);
      index.site_files[page] = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    }
    this.write('connectors.json', `${JSON.stringify(index)}\n`);
    this.resign('connectors.json');
    const timestamp = JSON.parse(this.read('timestamp.json').toString('utf8'));
    timestamp.index.sha256 = createHash('sha256').update(this.read('connectors.json')).digest('hex');
    this.write('timestamp.json', `${JSON.stringify(timestamp)}\n`);
    this.resign('timestamp.json');
  }
}

type Verdict = 'accept' | 'refuse';
interface Mutation {
  name: string;
  /** The trust file it changes. */
  file: string;
  apply(copy: Copy, bytes: Buffer): void;
  ours: Verdict;
  minisign: Verdict;
}

/** The trust files the vectors' index lists as site pages: a copy that changes one lists its new bytes (root.pub's attack changes keys.json). */
const PAGES = new Set(['keys.json', 'keys.json.minisig', 'connectors.pub']);
const text = (bytes: Buffer) => bytes.toString('latin1');
const latin1 = (value: string) => Buffer.from(value, 'latin1');
const insertAfterBrace = (bytes: Buffer, member: string) => latin1(text(bytes).replace('{', `{${member}`));

/** A mutation of `file`: its name, the verdicts ours and stock minisign must reach, and the change. */
function mutationOf(file: string) {
  return (name: string, ours: Verdict, minisign: Verdict, apply: Mutation['apply']): Mutation => ({
    name: `${file}: ${name}`,
    file,
    ours,
    minisign,
    apply,
  });
}

function signatureMutations(file: string): Mutation[] {
  const data = file.replace(/\.minisig$/, '');
  const resigned = (copy: Copy, comment: (text: Buffer) => Buffer) => copy.resign(data, comment);
  const padded = (size: number) => (comment: Buffer) => Buffer.concat([comment, latin1(` pad:${'x'.repeat(size - comment.length - 5)}`)]);
  const m = mutationOf(file);
  return [
    m('truncated inside its first signature line', 'refuse', 'refuse', (copy, bytes) =>
      copy.write(file, bytes.subarray(0, text(bytes).indexOf('\n') + 40)),
    ),
    m('no final LF', 'refuse', 'accept', (copy, bytes) => copy.write(file, bytes.subarray(0, -1))),
    m('a trailing line after its block', 'refuse', 'accept', (copy, bytes) =>
      copy.write(file, Buffer.concat([bytes, latin1('trusted comment: role:keys\n')])),
    ),
    m('an extra line in the middle', 'refuse', 'refuse', (copy, bytes) =>
      copy.write(file, latin1(text(bytes).replace('\n', '\nuntrusted comment: extra\n'))),
    ),
    m('CRLF line ends', 'refuse', 'accept', (copy, bytes) => copy.write(file, latin1(text(bytes).replaceAll('\n', '\r\n')))),
    m('CR line ends', 'refuse', 'refuse', (copy, bytes) => copy.write(file, latin1(text(bytes).replaceAll('\n', '\r')))),
    m('a BOM', 'refuse', 'refuse', (copy, bytes) => copy.write(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))),
    m('a Latin-1 untrusted comment', 'refuse', 'accept', (copy, bytes) =>
      copy.write(file, latin1(text(bytes).replace(/^untrusted comment: [^\n]*/, 'untrusted comment: signature \xe9'))),
    ),
    m('a non-UTF-8 trusted comment, genuinely signed', 'refuse', 'accept', (copy) =>
      resigned(copy, (comment) => Buffer.concat([comment, latin1(' note:\xe9')])),
    ),
    m('a trusted comment of 8173 bytes (the limit), genuinely signed', 'accept', 'accept', (copy) => resigned(copy, padded(8173))),
    m('a trusted comment of 8174 bytes, genuinely signed', 'refuse', 'refuse', (copy) => resigned(copy, padded(8174))),
    m('a trusted comment of 10 KB, genuinely signed', 'refuse', 'refuse', (copy) => resigned(copy, padded(10_240))),
    m('its first block twice', 'refuse', 'accept', (copy, bytes) =>
      copy.write(file, Buffer.concat([bytes, latin1(`${text(bytes).split('\n').slice(0, 4).join('\n')}\n`)])),
    ),
  ];
}

function jsonMutations(file: string): Mutation[] {
  const m = (name: string, ours: Verdict, minisign: Verdict, change: (bytes: Buffer) => Buffer, resign = true): Mutation => ({
    name: `${file}: ${name}${resign ? ', genuinely signed' : ''}`,
    file,
    ours,
    minisign,
    apply: (copy, bytes) => {
      copy.write(file, change(bytes));
      if (resign) copy.resign(file);
    },
  });
  const duplicate = file === 'keys.json' ? '"revoked": [], ' : '"status": {"sha256": null}, ';
  const fraction = (bytes: Buffer) =>
    file === 'keys.json'
      ? latin1(text(bytes).replace('"threshold": 1', '"threshold": 1.0'))
      : latin1(text(bytes).replace(/"version":(\d+)/, '"version":$1.0'));
  return [
    m('truncated', 'refuse', 'refuse', (bytes) => bytes.subarray(0, -20), false),
    m('truncated', 'refuse', 'accept', (bytes) => bytes.subarray(0, -20)),
    m('a BOM', 'refuse', 'accept', (bytes) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes])),
    m('CRLF line ends', 'refuse', 'accept', (bytes) => latin1(text(bytes).replaceAll('\n', '\r\n'))),
    m('a Latin-1 note', 'refuse', 'accept', (bytes) => insertAfterBrace(bytes, '"note": "\xe9", ')),
    m('a UTF-8 note', 'accept', 'accept', (bytes) =>
      Buffer.from(text(insertAfterBrace(bytes, '"note": "@", ')).replace('@', '\u00e9'), 'utf8'),
    ),
    m('indented again', 'accept', 'accept', (bytes) => Buffer.from(`${JSON.stringify(JSON.parse(bytes.toString('utf8')), null, 4)}\n`)),
    m('a member twice', 'refuse', 'accept', (bytes) => insertAfterBrace(bytes, duplicate)),
    m('a number with a fraction', 'refuse', 'accept', fraction),
    m('a trailing LF', 'refuse', 'accept', (bytes) => Buffer.concat([bytes, latin1('\n')])),
    m('oversized (70 KB)', 'refuse', 'accept', (bytes) => insertAfterBrace(bytes, `"note": "${'x'.repeat(70_000)}", `)),
    ...(file === 'keys.json'
      ? [
          m('a root key listed twice', 'refuse', 'accept', (bytes) => {
            const document = JSON.parse(bytes.toString('utf8'));
            document.root.keys.push(document.root.keys[0]);
            return Buffer.from(`${JSON.stringify(document, null, 2)}\n`);
          }),
        ]
      : []),
  ];
}

function publicKeyMutations(file: string): Mutation[] {
  const m = mutationOf(file);
  const lines = (bytes: Buffer) => text(bytes).split('\n');
  return [
    // The attack of the issue: a second key behind a CR on the comment line. For root.pub, the attacker's key list names
    // both keys as its root and only the attacker signs it: a reader that sees two pinned roots takes it.
    m('a key hidden behind a carriage return', 'refuse', file === 'root.pub' ? 'refuse' : 'accept', (copy, bytes) => {
      const [comment, key] = lines(bytes);
      copy.write(file, `${comment}\r${ATTACKER.line}\n${key}\n`);
      if (file !== 'root.pub') return;
      const list = JSON.parse(copy.read('keys.json').toString('utf8'));
      list.root.keys.push(ATTACKER.line);
      copy.write('keys.json', `${JSON.stringify(list, null, 2)}\n`);
      const byAttacker = (signed: Buffer) => latin1(text(signed).replace(/key:\S+$/, `key:${ATTACKER.secret.keyId}`));
      copy.resign('keys.json', byAttacker, [ATTACKER.secret.keyId]);
    }),
    m('CRLF line ends', 'refuse', 'accept', (copy, bytes) => copy.write(file, latin1(text(bytes).replaceAll('\n', '\r\n')))),
    m('no final LF', 'refuse', 'accept', (copy, bytes) => copy.write(file, bytes.subarray(0, -1))),
    m('a BOM', 'refuse', 'accept', (copy, bytes) => copy.write(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]))),
    m('the key twice', 'refuse', 'accept', (copy, bytes) => copy.write(file, Buffer.concat([bytes, bytes]))),
    m('a trailing line', 'refuse', 'accept', (copy, bytes) =>
      copy.write(file, Buffer.concat([bytes, latin1('untrusted comment: more\n')])),
    ),
    m('a truncated key line', 'refuse', 'refuse', (copy, bytes) => copy.write(file, bytes.subarray(0, -6))),
    m('a Latin-1 comment', 'refuse', 'accept', (copy, bytes) =>
      copy.write(file, latin1(text(bytes).replace(/^untrusted comment: [^\n]*/, 'untrusted comment: cl\xe9'))),
    ),
  ];
}

/** Stock minisign on the file a mutation touches: the signature that covers or uses it, with the key that made it. */
async function minisignVerdict(copy: Copy, file: string): Promise<Verdict> {
  const site = path.join(copy.dir, 'site');
  const [data, key] =
    file === 'root.pub' || file.startsWith('keys.json')
      ? ['keys.json', path.join(copy.dir, 'root.pub')]
      : [file.startsWith('timestamp.json') ? 'timestamp.json' : 'connectors.json', path.join(site, 'connectors.pub')];
  const args = ['-V', '-q', '-m', path.join(site, data), '-x', path.join(site, `${data}.minisig`), '-p', key];
  return promisify(execFile)('minisign', args).then(
    () => 'accept',
    () => 'refuse',
  );
}

const vectors = readdirSync(VECTORS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'keys')
  .map((entry) => entry.name);
const everyFile = [
  ...['keys.json.minisig', 'connectors.json.minisig', 'timestamp.json.minisig'].flatMap(signatureMutations),
  ...['keys.json', 'timestamp.json'].flatMap(jsonMutations),
  ...['root.pub', 'connectors.pub'].flatMap(publicKeyMutations),
];
/**
 * valid gets every mutation; a rotation (two root blocks in keys.json.minisig) those of the root and the key list's
 * signature; a revocation the duplicates that could hide it from one parser and not another.
 */
const corpus: { vector: string; mutation: Mutation }[] = [
  ...everyFile.map((mutation) => ({ vector: 'valid', mutation })),
  ...everyFile
    .filter((mutation) => /^(root\.pub|keys\.json\.minisig):/.test(mutation.name))
    .map((mutation) => ({ vector: 'root-rotation', mutation })),
  ...everyFile
    .filter((mutation) => /^keys\.json: a (member|root key)/.test(mutation.name))
    .map((mutation) => ({ vector: 'revoked-then-new-key', mutation })),
];

async function hostVerdicts(dir: string, expect: ExpectStatic): Promise<{ checkSite: Verdict; python: Verdict; why: string }> {
  const [ours, python] = await Promise.all([checkSiteVerdict(dir), pythonVerdict(dir)]);
  expect(python.code, `verify.py crashed: ${python.stderr}`).toBeLessThan(2);
  expect(python.stderr).not.toContain('Traceback');
  if (python.code === 1) expect(python.stderr).toMatch(/^fail: [^\n]+\n$/);
  const findings = ours.refusal ?? ours.findings.map((finding) => `${finding.ruleId}: ${finding.message}`).join('; ');
  return {
    checkSite: ours.pass ? 'accept' : 'refuse',
    python: python.code === 0 ? 'accept' : 'refuse',
    why: `check-site: ${findings || 'none'}; verify.py: ${python.stderr || python.stdout}`,
  };
}

// Concurrent: each case waits mostly on child processes (python3, minisign), and a busy runner is the normal case.
describe.concurrent('every verifier reads the trust files alike (differential corpus)', () => {
  for (const vector of vectors)
    it(`${vector}, as committed: check-site and verify.py reach its verdict`, async ({ expect }) => {
      const expected = readVector(path.join(VECTORS, vector)).verdict === 'pass' ? 'accept' : 'refuse';
      const { checkSite, python, why } = await hostVerdicts(path.join(VECTORS, vector), expect);
      expect({ checkSite, python }, why).toEqual({ checkSite: expected, python: expected });
    });

  for (const { vector, mutation } of corpus)
    it(`${vector}, ${mutation.name}: check-site, verify.py ${mutation.ours}; minisign ${mutation.minisign}s`, async ({ expect }) => {
      const copy = new Copy(vector, mutation.name);
      mutation.apply(copy, copy.read(mutation.file));
      if (PAGES.has(mutation.file) || mutation.file === 'root.pub') copy.reseal();
      const { checkSite, python, why } = await hostVerdicts(copy.dir, expect);
      const minisign = await minisignVerdict(copy, mutation.file);
      expect({ checkSite, python, minisign }, why).toEqual({
        checkSite: mutation.ours,
        python: mutation.ours,
        minisign: mutation.minisign,
      });
    });
});
