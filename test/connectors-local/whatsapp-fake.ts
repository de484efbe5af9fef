// A local stand-in for WhatsApp Web's WebSocket endpoint, far enough to make a fresh device show its QR code:
// the server half of the Noise XX handshake (WhatsApp's variant), a certificate chain, then the `pair-device`
// stanza with the QR references. The chain is signed by a throwaway root key: the connector under test trusts
// it only because the test preloads whatsapp-trust-root.mjs, which swaps baileys' pinned WhatsApp root key.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  aesDecryptGCM,
  aesEncryptGCM,
  Curve,
  encodeBinaryNode,
  hkdf,
  type KeyPair,
  NOISE_MODE,
  NOISE_WA_HEADER,
  proto,
  sha256,
} from 'baileys';
import { type WebSocket, WebSocketServer } from 'ws';

export interface FakeWhatsApp {
  url: string;
  /** Hex of the root public key the connector must trust (WHATSAPP_TEST_ROOT_KEY for the preload). */
  rootPublicKeyHex: string;
  /** The QR references the fake hands out, in order. */
  refs: string[];
  /** Noise static public keys of the clients that completed the handshake (base64), in order. */
  clientNoiseKeys: string[];
  close(): Promise<void>;
}

/** One Noise symmetric state, mirroring baileys' client half (makeNoiseHandler) from the responder's side. */
class NoiseResponder {
  private hash: Uint8Array;
  private salt: Uint8Array;
  private key: Uint8Array;
  private counter = 0;

  constructor() {
    const mode = Buffer.from(NOISE_MODE);
    this.hash = mode.length === 32 ? mode : sha256(mode);
    this.salt = this.hash;
    this.key = this.hash;
  }

  authenticate(data: Uint8Array): void {
    this.hash = sha256(Buffer.concat([this.hash, data]));
  }

  mixIntoKey(data: Uint8Array): void {
    const derived = hkdf(Buffer.from(data), 64, { salt: this.salt, info: '' });
    this.salt = derived.subarray(0, 32);
    this.key = derived.subarray(32);
    this.counter = 0;
  }

  encrypt(plaintext: Uint8Array): Buffer {
    const result = aesEncryptGCM(plaintext, this.key, iv(this.counter++), this.hash);
    this.authenticate(result);
    return result;
  }

  decrypt(ciphertext: Uint8Array): Buffer {
    const result = aesDecryptGCM(ciphertext, this.key, iv(this.counter++), this.hash);
    this.authenticate(ciphertext);
    return result;
  }

  /** The transport keys: the client writes with the first half, so the server reads with it. */
  split(): { read: Uint8Array; write: Uint8Array } {
    const derived = hkdf(Buffer.alloc(0), 64, { salt: this.salt, info: '' });
    return { read: derived.subarray(0, 32), write: derived.subarray(32) };
  }
}

function iv(counter: number): Buffer {
  const value = Buffer.alloc(12);
  value.writeUInt32BE(counter, 8);
  return value;
}

function frame(payload: Uint8Array): Buffer {
  const header = Buffer.alloc(3);
  header.writeUIntBE(payload.length, 0, 3);
  return Buffer.concat([header, payload]);
}

/** Splits a WebSocket message into frames (3-byte big-endian length + payload), after the intro header on the first. */
function frames(data: Buffer, first: boolean): Buffer[] {
  let rest = first ? data.subarray(NOISE_WA_HEADER.length) : data;
  const out: Buffer[] = [];
  while (rest.length >= 3) {
    const size = rest.readUIntBE(0, 3);
    out.push(rest.subarray(3, 3 + size));
    rest = rest.subarray(3 + size);
  }
  return out;
}

function certificateChain(root: KeyPair, serverStatic: KeyPair, forgeLeaf: boolean): Uint8Array {
  const intermediate = Curve.generateKeyPair();
  const leafSigner = forgeLeaf ? Curve.generateKeyPair() : intermediate;
  const intermediateDetails = proto.CertChain.NoiseCertificate.Details.encode({
    serial: 1,
    issuerSerial: 0,
    key: intermediate.public,
    notBefore: 0,
    notAfter: 4_000_000_000,
  }).finish();
  const leafDetails = proto.CertChain.NoiseCertificate.Details.encode({
    serial: 2,
    issuerSerial: 1,
    key: serverStatic.public,
    notBefore: 0,
    notAfter: 4_000_000_000,
  }).finish();
  return proto.CertChain.encode({
    intermediate: { details: intermediateDetails, signature: Buffer.from(Curve.sign(root.private, intermediateDetails)) },
    leaf: { details: leafDetails, signature: Buffer.from(Curve.sign(leafSigner.private, leafDetails)) },
  }).finish();
}

export interface FakeOptions {
  /** Sign the leaf certificate with a key other than the intermediate's, as an impostor would. */
  forgeLeaf?: boolean;
}

export async function startFakeWhatsApp(refs: string[], options: FakeOptions = {}): Promise<FakeWhatsApp> {
  const root = Curve.generateKeyPair();
  const serverStatic = Curve.generateKeyPair();
  const clientNoiseKeys: string[] = [];
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });

  server.on('connection', (socket: WebSocket) => {
    const noise = new NoiseResponder();
    const ephemeral = Curve.generateKeyPair();
    let step: 'hello' | 'finish' | 'transport' = 'hello';
    let transport: { read: Uint8Array; write: Uint8Array; readCounter: number; writeCounter: number } | undefined;

    const sendNode = (node: Parameters<typeof encodeBinaryNode>[0]) => {
      const state = transport!;
      socket.send(frame(aesEncryptGCM(encodeBinaryNode(node), state.write, iv(state.writeCounter++), Buffer.alloc(0))));
    };

    socket.on('message', (data: Buffer) => {
      for (const payload of frames(data, step === 'hello')) {
        if (step === 'hello') {
          const { clientHello } = proto.HandshakeMessage.decode(payload);
          noise.authenticate(NOISE_WA_HEADER);
          noise.authenticate(clientHello!.ephemeral!);
          noise.authenticate(ephemeral.public);
          noise.mixIntoKey(Curve.sharedKey(ephemeral.private, Buffer.from(clientHello!.ephemeral!)));
          const staticEnc = noise.encrypt(serverStatic.public);
          noise.mixIntoKey(Curve.sharedKey(serverStatic.private, Buffer.from(clientHello!.ephemeral!)));
          const payloadEnc = noise.encrypt(certificateChain(root, serverStatic, options.forgeLeaf === true));
          const hello = proto.HandshakeMessage.encode({
            serverHello: { ephemeral: ephemeral.public, static: staticEnc, payload: payloadEnc },
          });
          socket.send(frame(hello.finish()));
          step = 'finish';
        } else if (step === 'finish') {
          const { clientFinish } = proto.HandshakeMessage.decode(payload);
          const clientStatic = noise.decrypt(clientFinish!.static!);
          noise.mixIntoKey(Curve.sharedKey(ephemeral.private, clientStatic));
          noise.decrypt(clientFinish!.payload!);
          clientNoiseKeys.push(clientStatic.toString('base64'));
          transport = { ...noise.split(), readCounter: 0, writeCounter: 0 };
          step = 'transport';
          sendNode({
            tag: 'iq',
            attrs: { id: 'pair-1', type: 'set', from: 's.whatsapp.net', xmlns: 'md' },
            content: [
              {
                tag: 'pair-device',
                attrs: {},
                content: refs.map((ref) => ({ tag: 'ref', attrs: {}, content: Buffer.from(ref) })),
              },
            ],
          });
        } else {
          // The client's acknowledgements and keep-alive pings: decrypted to keep the counter in step, not answered.
          aesDecryptGCM(payload, transport!.read, iv(transport!.readCounter++), Buffer.alloc(0));
        }
      }
    });
  });

  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws/chat`,
    rootPublicKeyHex: Buffer.from(root.public).toString('hex'),
    refs,
    clientNoiseKeys,
    close: async () => {
      for (const client of server.clients) client.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
