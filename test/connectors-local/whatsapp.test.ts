import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client as EraClient } from '@modelcontextprotocol/client';
import { StdioClientTransport as EraStdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { Browsers, BufferJSON, buildPairingQRData, initAuthCreds } from 'baileys';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTORS_DIR } from './harness.ts';
import { type FakeWhatsApp, startFakeWhatsApp } from './whatsapp-fake.ts';

const FOLDER = path.join(CONNECTORS_DIR, 'whatsapp');
const TRUST_FAKE_ROOT = pathToFileURL(path.join(import.meta.dirname, 'whatsapp-trust-root.mjs')).href;
/** Nothing listens on loopback port 9: the connection is refused at once, as with no network. */
const REFUSING_WS_URL = 'ws://127.0.0.1:9/ws/chat';
const QR_OPTIONS = { errorCorrectionLevel: 'L', margin: 2 } as const;

interface Running {
  client: Client;
  sessionDir: string;
  stderr(): string;
  close(): Promise<void>;
}

async function start(
  env: Record<string, string>,
  nodeOptions: string[] = [],
  prepare?: (sessionDir: string) => Promise<void>,
): Promise<Running> {
  const sessionDir = path.join(await mkdtemp(path.join(tmpdir(), 'skald-whatsapp-')), 'session');
  await prepare?.(sessionDir);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...nodeOptions, 'server.mjs'],
    cwd: FOLDER,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), WHATSAPP_SESSION_DIR: sessionDir, ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const client = new Client({ name: 'skald-connectors-test', version: '1.0.0' });
  await client.connect(transport, { timeout: 15_000 });
  return {
    client,
    sessionDir,
    stderr: () => stderr,
    close: async () => {
      await client.close();
      await rm(path.dirname(sessionDir), { recursive: true, force: true });
    },
  };
}

async function call(running: Running, name: string, args: Record<string, unknown> = {}): Promise<CallToolResult> {
  return (await running.client.callTool({ name, arguments: args }, undefined, { timeout: 20_000 })) as CallToolResult;
}

function textOf(result: CallToolResult): string {
  return result.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
}

it('runs the tests on the very packages the connector pins', async () => {
  const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Record<string, Record<string, string>>;
  const connector = await read(path.join(FOLDER, 'package.json'));
  const root = await read(path.join(CONNECTORS_DIR, '..', 'package.json'));
  for (const [name, version] of Object.entries(connector.dependencies!)) {
    expect(version, name).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(root.dependencies?.[name] ?? root.devDependencies?.[name], name).toBe(version);
  }
});

describe('whatsapp, unpaired and with no network', () => {
  let running: Running;
  beforeAll(async () => {
    running = await start({ WHATSAPP_WS_URL: REFUSING_WS_URL, WHATSAPP_CONNECT_TIMEOUT_MS: '4000' });
  });
  afterAll(() => running?.close());

  it('lists its four tools with the manifest’s friendly names and strict schemas, without connecting', async () => {
    const manifest = JSON.parse(await readFile(path.join(FOLDER, 'connector.json'), 'utf8')) as {
      tools: { name: string; display_name: string }[];
    };
    const { tools } = await running.client.listTools();
    expect(tools.map((tool) => [tool.name, tool.title])).toEqual(manifest.tools.map((tool) => [tool.name, tool.display_name]));
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(80);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    }
    const send = tools.find((tool) => tool.name === 'send_message')!;
    expect(send.inputSchema.required).toEqual(['chat', 'text']);
    expect(send.annotations?.readOnlyHint).toBe(false);
    expect(running.stderr()).toContain('not paired');
    expect(running.stderr()).not.toContain('connecting');
    expect(existsSync(running.sessionDir)).toBe(false);
  });

  it('tells the model that pairing is needed, and how, for every tool that needs the account', async () => {
    for (const [name, args] of [
      ['list_chats', {}],
      ['read_messages', { chat: '+1 415 555 0123' }],
      ['send_message', { chat: '14155550123@s.whatsapp.net', text: 'hello' }],
    ] as const) {
      const result = await call(running, name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result)).toMatch(/not paired.*Call the pairing_status tool.*QR code.*Linked devices/s);
    }
  });

  it('answers the pairing tool with a clear error when WhatsApp cannot be reached, then stays unpaired', async () => {
    // An answer at all is the point: a connector that hung on the refused connection would meet the call's 20 s timeout.
    const result = await call(running, 'pairing_status');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/^Pairing could not start\. Could not reach WhatsApp's servers .*internet connection/);
    const after = await call(running, 'list_chats');
    expect(textOf(after)).toContain('not paired');
  });

  it('speaks 2026-07-28 to a client that probes, with the tools a legacy client gets, in the same order', async () => {
    const transport = new EraStdioClientTransport({
      command: process.execPath,
      args: ['server.mjs'],
      cwd: FOLDER,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: tmpdir(),
        WHATSAPP_SESSION_DIR: running.sessionDir,
        WHATSAPP_WS_URL: REFUSING_WS_URL,
      },
      stderr: 'pipe',
    });
    const modern = new EraClient(
      { name: 'skald-connectors-test', version: '1.0.0' },
      { versionNegotiation: { mode: 'auto', probe: { timeoutMs: 15_000 } } },
    );
    await modern.connect(transport, { timeout: 15_000 });
    try {
      expect(modern.getProtocolEra()).toBe('modern');
      expect(modern.getServerVersion()).toEqual(running.client.getServerVersion());
      const listed = await modern.listTools();
      expect(listed).toMatchObject({ ttlMs: expect.any(Number), cacheScope: expect.stringMatching(/^(public|private)$/) });
      expect(listed.tools).toEqual((await running.client.listTools()).tools);
      const result = (await modern.callTool({ name: 'list_chats', arguments: {} })) as CallToolResult;
      expect(textOf(result)).toContain('not paired');
    } finally {
      await modern.close();
    }
  });

  it('refuses a chat that is neither an id nor a phone number, and arguments outside the schema', async () => {
    const result = await call(running, 'read_messages', { chat: 'my best friend' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('neither a chat id from list_chats nor a phone number');
    const outOfRange = await call(running, 'list_chats', { limit: 0 });
    expect(outOfRange.isError).toBe(true);
  });
});

/** The connector must not show a QR code for a server that fails the Noise certificate check. */
async function expectRefused(env: Record<string, string>, nodeOptions: string[] = []): Promise<void> {
  const running = await start(env, nodeOptions);
  try {
    const result = await call(running, 'pairing_status');
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('did not prove it is WhatsApp');
    expect(result.content.some((part) => part.type === 'image')).toBe(false);
  } finally {
    await running.close();
  }
}

describe('whatsapp against a local fake of WhatsApp Web', () => {
  let fake: FakeWhatsApp;
  let running: Running;
  beforeAll(async () => {
    fake = await startFakeWhatsApp(['2@fake-ref-one', '2@fake-ref-two']);
    running = await start({ WHATSAPP_WS_URL: fake.url, WHATSAPP_TEST_ROOT_KEY: fake.rootPublicKeyHex }, ['--import', TRUST_FAKE_ROOT]);
  });
  afterAll(async () => {
    await running?.close();
    await fake?.close();
  });

  it('returns the QR code of the first reference, as a PNG and drawn in text, and never a key', async () => {
    const result = await call(running, 'pairing_status');
    expect(result.isError, textOf(result)).toBeFalsy();
    const [intro, image, drawn] = result.content;
    expect(intro).toMatchObject({ type: 'text' });
    expect(intro?.type === 'text' && intro.text).toMatch(/Not paired yet.*Linked devices.*Link a device/s);
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });

    const creds = JSON.parse(await readFile(path.join(running.sessionDir, 'auth', 'creds.json'), 'utf8'), BufferJSON.reviver);
    expect(fake.clientNoiseKeys).toEqual([Buffer.from(creds.noiseKey.public).toString('base64')]);
    const expected = buildPairingQRData(
      fake.refs[0]!,
      fake.clientNoiseKeys[0]!,
      Buffer.from(creds.signedIdentityKey.public).toString('base64'),
      creds.advSecretKey,
      Browsers.ubuntu('Skald'),
    );
    const png = await QRCode.toBuffer(expected, { type: 'png', scale: 6, ...QR_OPTIONS });
    expect(image?.type === 'image' && image.data).toBe(png.toString('base64'));
    expect(drawn?.type === 'text' && drawn.text).toBe(await QRCode.toString(expected, { type: 'utf8', ...QR_OPTIONS }));

    const secrets = [creds.noiseKey.private, creds.signedIdentityKey.private, creds.signedPreKey.keyPair.private].flatMap(
      (key: Uint8Array) => [Buffer.from(key).toString('base64'), Buffer.from(key).toString('hex')],
    );
    const visible = `${JSON.stringify(result.content.filter((part) => part.type === 'text'))}\n${running.stderr()}`;
    for (const secret of [...secrets, creds.advSecretKey]) expect(visible).not.toContain(secret);
  });

  it('refuses the same endpoint when its certificate chain does not lead to WhatsApp’s own root key', async () => {
    await expectRefused({ WHATSAPP_WS_URL: fake.url });
  });

  it('refuses an endpoint whose leaf certificate the intermediate did not sign', async () => {
    const impostor = await startFakeWhatsApp(['2@impostor-ref'], { forgeLeaf: true });
    try {
      await expectRefused({ WHATSAPP_WS_URL: impostor.url, WHATSAPP_TEST_ROOT_KEY: impostor.rootPublicKeyHex }, [
        '--import',
        TRUST_FAKE_ROOT,
      ]);
    } finally {
      await impostor.close();
    }
  });

  it('keeps the session owner-only, and still tells the model to finish pairing', async () => {
    expect(statSync(running.sessionDir).mode & 0o077).toBe(0);
    expect(statSync(path.join(running.sessionDir, 'auth', 'creds.json')).mode & 0o077).toBe(0);
    const result = await call(running, 'send_message', { chat: '+14155550123', text: 'hello' });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('not paired');
  });
});

describe('whatsapp, paired earlier and offline now, with chats in non-ASCII text', () => {
  const GROUP = '120363000000000001@g.us';
  const PERSON = '4917600000001@s.whatsapp.net';
  /** Its 80th character is outside the BMP: a preview cut at 80 UTF-16 units would split it. */
  const LONG = `${'ä'.repeat(79)}😀 und noch mehr`;
  const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  let running: Running;
  beforeAll(async () => {
    running = await start({ WHATSAPP_WS_URL: REFUSING_WS_URL, WHATSAPP_CONNECT_TIMEOUT_MS: '2000' }, [], async (sessionDir) => {
      await mkdir(path.join(sessionDir, 'auth'), { recursive: true, mode: 0o700 });
      const creds = { ...initAuthCreds(), me: { id: '4915112345678:7@s.whatsapp.net', name: 'Jürgen 😀' } };
      await writeFile(path.join(sessionDir, 'auth', 'creds.json'), JSON.stringify(creds, BufferJSON.replacer), { mode: 0o600 });
      const chats = [
        { id: GROUP, name: 'Zoë 🦊 Familie', unread: 2, lastTimestamp: 1796115600, lastText: LONG },
        { id: PERSON, unread: 0, lastTimestamp: 1796000000, lastText: 'Grüße 𝄞' },
      ];
      const messages = {
        [GROUP]: [
          { id: '3EB0A1', fromMe: false, sender: PERSON, timestamp: 1796115500, text: 'Hallo 👋 — 会议 um 𝄞' },
          { id: '3EB0A2', fromMe: true, sender: 'me', timestamp: 1796115600, text: LONG },
        ],
      };
      const names = { [PERSON]: 'Åsa Öberg 🌸' };
      await writeFile(path.join(sessionDir, 'chats.json'), JSON.stringify({ chats, messages, names }), { mode: 0o600 });
    });
  });
  afterAll(() => running?.close());

  it('finds chats by non-ASCII words however they are composed, and cuts previews between characters', async () => {
    const group = textOf(await call(running, 'list_chats', { query: 'ZOË 🦊'.normalize('NFD') }));
    expect(group).toMatch(/^Not connected right now .*this is the list saved earlier\.\n1 chat\(s\), most recent first:\n/);
    expect(group).toContain(`- Zoë 🦊 Familie | id: ${GROUP} | group | last: 2026-12-01T09:00:00Z | unread: 2 | "${'ä'.repeat(79)}😀…"`);
    const person = textOf(await call(running, 'list_chats', { query: 'åsa' }));
    expect(person).toContain(`- Åsa Öberg 🌸 | id: ${PERSON} | person | `);
    expect(group + person).not.toMatch(LONE_SURROGATE);
  });

  it('reads the messages with their senders and text as written', async () => {
    const text = textOf(await call(running, 'read_messages', { chat: GROUP }));
    expect(text).toContain('Zoë 🦊 Familie: the last 2 of 2 saved message(s), oldest first:\n');
    expect(text).toContain('] Åsa Öberg 🌸: Hallo 👋 — 会议 um 𝄞  (message id 3EB0A1)\n');
    expect(text).toContain(`] me: ${LONG}  (message id 3EB0A2)`);
  });
});
