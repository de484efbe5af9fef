// The egress proxy's ClientHello parser (serverName) on real hellos: each made by Node's tls.connect to a loopback
// socket that only records what arrives, then, where a client would send it otherwise, re-framed or given GREASE.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { type ConnectionOptions, connect } from 'node:tls';
import { describe, expect, it } from 'vitest';
import proxy from '../../src/sandbox/egress-proxy.cjs';

const { serverName, hidesServerName } = proxy;

/** The TLS records of `bytes`, as [content type, payload], and how many bytes are left after the last whole one. */
function records(bytes: Buffer): { records: [number, Buffer][]; rest: number } {
  const found: [number, Buffer][] = [];
  let at = 0;
  while (at + 5 <= bytes.length && at + 5 + bytes.readUInt16BE(at + 3) <= bytes.length) {
    found.push([bytes[at]!, bytes.subarray(at + 5, at + 5 + bytes.readUInt16BE(at + 3))]);
    at += 5 + bytes.readUInt16BE(at + 3);
  }
  return { records: found, rest: bytes.length - at };
}

/** The handshake bytes the records carry, when they hold one whole ClientHello. */
function handshakeOf(bytes: Buffer): Buffer | undefined {
  const { records: found, rest } = records(bytes);
  const handshake = Buffer.concat(found.map(([, payload]) => payload));
  return rest === 0 && handshake.length >= 4 && handshake.length >= 4 + handshake.readUIntBE(1, 3) ? handshake : undefined;
}

/** The first flight of a real client: what tls.connect sends a loopback socket before any answer. */
async function clientHello(options: ConnectionOptions): Promise<Buffer> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  try {
    const received = new Promise<Buffer>((resolve) =>
      server.once('connection', (socket) => {
        let bytes = Buffer.alloc(0);
        socket.on('data', (chunk: Buffer) => {
          bytes = Buffer.concat([bytes, chunk]);
          if (handshakeOf(bytes)) resolve(bytes);
        });
      }),
    );
    const client = connect({ host: '127.0.0.1', port, rejectUnauthorized: false, ...options });
    client.on('error', () => undefined);
    const hello = await received;
    client.destroy();
    return hello;
  } finally {
    server.close();
  }
}

/** The same handshake in records of at most `size` bytes each, as RFC 8446 5.1 allows a client to send it. */
function reframed(hello: Buffer, size: number): Buffer {
  return inRecords(handshakeOf(hello)!, size);
}

/** Handshake bytes in TLS records (legacy version 3.1, as a ClientHello's record says) of at most `size` bytes. */
function inRecords(handshake: Buffer, size: number): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < handshake.length; at += size) {
    const payload = handshake.subarray(at, at + size);
    parts.push(Buffer.from([0x16, 3, 1]), u16(payload.length), payload);
  }
  return Buffer.concat(parts);
}

/** A two-byte GREASE value (RFC 8701): 0x0a0a, 0x1a1a, … 0xfafa. */
const grease = (n: number) => Buffer.from([(n << 4) | 0x0a, (n << 4) | 0x0a]);

/**
 * The hello with GREASE where Chrome puts it (RFC 8701): a GREASE cipher suite first, a GREASE extension (empty)
 * first and another (one byte of data) last, and a GREASE group first in supported_groups; then `extra` extensions.
 * One record, re-framed.
 */
function withGrease(hello: Buffer, extra: Buffer = Buffer.alloc(0)): Buffer {
  const handshake = handshakeOf(hello)!;
  let at = 4 + 2 + 32;
  const head = handshake.subarray(4, at + 1 + handshake[at]!);
  at += 1 + handshake[at]!;
  const ciphers = handshake.subarray(at + 2, at + 2 + handshake.readUInt16BE(at));
  at += 2 + ciphers.length;
  const compression = handshake.subarray(at, at + 1 + handshake[at]!);
  at += compression.length;
  const extensions: Buffer[] = [];
  for (let next = at + 2; next < handshake.length; ) {
    const type = handshake.readUInt16BE(next);
    const size = handshake.readUInt16BE(next + 2);
    let extension = handshake.subarray(next, next + 4 + size);
    if (type === 10) extension = Buffer.concat([u16(10), u16(size + 2), u16(size), grease(3), extension.subarray(6)]);
    extensions.push(extension);
    next += 4 + size;
  }
  const allExtensions = Buffer.concat([grease(1), u16(0), ...extensions, grease(2), u16(1), Buffer.from([0]), extra]);
  const body = Buffer.concat([head, u16(ciphers.length + 2), grease(0), ciphers, compression, u16(allExtensions.length), allExtensions]);
  const message = Buffer.concat([Buffer.from([1, body.length >> 16, (body.length >> 8) & 0xff, body.length & 0xff]), body]);
  return inRecords(message, 16384);
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
}

/** What the proxy decides after each read when the hello arrives cut at every byte: waits, then the name. */
function expectWaitsForEveryPrefix(hello: Buffer, name: string): void {
  const early = [];
  for (let cut = 0; cut < hello.length; cut++) if (serverName(hello.subarray(0, cut)) !== undefined) early.push(cut);
  expect(early, 'a decision before the whole hello arrived').toEqual([]);
  expect(serverName(hello)).toBe(name);
}

describe("the egress proxy's ClientHello parser", async () => {
  const named = await clientHello({ servername: 'origin.test' });
  // ffdhe8192's key share is 1 KiB, and a long ALPN list makes OpenSSL itself split the hello across two records.
  const large = await clientHello({
    servername: 'origin.test',
    ecdhCurve: 'ffdhe8192:X25519',
    ALPNProtocols: Array.from({ length: 100 }, (_, i) => `protocol-${i}-${'x'.repeat(180)}`),
  });

  it('reads the server name of a whole hello, in lower case', async () => {
    expect(records(named).records).toHaveLength(1);
    expect(serverName(named)).toBe('origin.test');
    expect(serverName(await clientHello({ servername: 'Origin.TEST' }))).toBe('origin.test');
  });

  it('says a hello to an IP literal, which carries no server name, names none', async () => {
    const unnamed = await clientHello({});
    expect(serverName(unnamed)).toBe('');
    expectWaitsForEveryPrefix(unnamed, '');
  });

  it('waits for the rest of a hello cut across TCP reads at every byte', () => {
    expectWaitsForEveryPrefix(named, 'origin.test');
  });

  it('reads a hello split across TLS records, down to one byte a record', () => {
    for (const size of [1, 7, 64, 200]) {
      const split = reframed(named, size);
      expect(records(split).records.length).toBeGreaterThan(1);
      expect(serverName(split), `records of ${size} bytes`).toBe('origin.test');
    }
    expectWaitsForEveryPrefix(reframed(named, 50), 'origin.test');
  });

  it('passes over GREASE cipher suites, extensions and groups', () => {
    const greased = withGrease(named);
    expect(greased.includes(Buffer.concat([grease(1), u16(0)]))).toBe(true);
    expect(serverName(greased)).toBe('origin.test');
    expectWaitsForEveryPrefix(greased, 'origin.test');
  });

  it('tells a hello that hides its real server name in an encrypted inner hello (ECH, or the older ESNI)', () => {
    const extension = (type: number) => Buffer.concat([u16(type), u16(4), Buffer.from([0, 1, 2, 3])]);
    for (const type of [0xfe0d, 0xffce]) {
      const encrypted = withGrease(named, extension(type));
      expect(serverName(encrypted)).toBe('origin.test');
      expect(hidesServerName(encrypted), type.toString(16)).toBe(true);
    }
    expect(hidesServerName(named)).toBe(false);
    expect(hidesServerName(withGrease(named))).toBe(false);
  });

  it('reads a hello with a large key share that spans records', () => {
    expect(large.length).toBeGreaterThan(16384);
    expect(records(large).records.length).toBeGreaterThan(1);
    expect(serverName(large)).toBe('origin.test');
    expectWaitsForEveryPrefix(large, 'origin.test');
  });

  it('says null for bytes that are not a ClientHello, whole or damaged, and never throws', () => {
    expect(serverName(Buffer.from('GET http://origin.test/ HTTP/1.1\r\n\r\n'))).toBeNull();
    expect(serverName(Buffer.from([0x17, 3, 3, 0, 1, 0]))).toBeNull();
    const serverHello = Buffer.from(named);
    serverHello[5] = 2;
    expect(serverName(serverHello)).toBeNull();
    // The session id's length byte says 255: every length after it is read past the end of the hello.
    const damaged = Buffer.from(named);
    damaged[5 + 4 + 2 + 32] = 0xff;
    expect(() => serverName(damaged)).not.toThrow();
    expect(serverName(damaged)).toBeNull();
  });
});
