// WhatsApp for Skald: an MCP server (stdio) that links to the person's WhatsApp account as a linked device.
//
// It starts unpaired and lists its tools without touching the network. The WhatsApp Web connection (baileys)
// is opened only when a tool needs it. Pairing: `pairing_status` shows the QR code to scan with the phone.
// The session keys live in WHATSAPP_SESSION_DIR and never appear in a log line or a tool result.
import { EventEmitter } from 'node:events';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import QRCode from 'qrcode';
import { z } from 'zod';

const VERSION = '1.0.0';
const SESSION_DIR = path.resolve(process.env.WHATSAPP_SESSION_DIR || path.join(homedir(), '.local', 'state', 'skald-whatsapp'));
const AUTH_DIR = path.join(SESSION_DIR, 'auth');
const STORE_FILE = path.join(SESSION_DIR, 'chats.json');
// For the tests (a local endpoint) and nothing else: the default is WhatsApp Web's own address.
const WEBSOCKET_URL = process.env.WHATSAPP_WS_URL || undefined;
const CONNECT_WAIT_MS = Number(process.env.WHATSAPP_CONNECT_TIMEOUT_MS) || 20_000;
const MAX_CHATS = 500;
const MAX_MESSAGES_PER_CHAT = 200;

const PAIRING_STEPS =
  'On the phone: open WhatsApp, go to Settings (iPhone) or the ⋮ menu (Android), then Linked devices, ' +
  'then Link a device, and scan the QR code.';
const NOT_PAIRED =
  'WhatsApp is not paired with this connector yet, so nothing can be read or sent. ' +
  'Call the pairing_status tool: it returns a QR code. Show it to the person and ask them to scan it. ' +
  `${PAIRING_STEPS} Then try again.`;

// Session files and chats are private to the person: everything this process creates is owner-only.
process.umask(0o077);
// Only MCP messages may reach stdout; a stray console.log of a library goes to stderr instead.
console.log = console.error;
console.info = console.error;

function log(message) {
  process.stderr.write(`whatsapp: ${message}\n`);
}

/** The logger handed to baileys: its objects can hold keys and message content, so only bare error texts are kept. */
const quietLogger = {
  level: 'error',
  child: () => quietLogger,
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error(_object, message) {
    if (typeof message === 'string') log(`library error: ${message.slice(0, 200)}`);
  },
};

class ToolError extends Error {}

// ---------------------------------------------------------------------------------------------- chats store

/** What the connector has seen of the account's chats (history sync at pairing, then live), kept in the session folder. */
const store = { chats: new Map(), messages: new Map(), names: new Map(), dirty: false, timer: undefined };

async function loadStore() {
  try {
    const data = JSON.parse(await readFile(STORE_FILE, 'utf8'));
    for (const chat of data.chats ?? []) store.chats.set(chat.id, chat);
    for (const [id, list] of Object.entries(data.messages ?? {})) store.messages.set(id, list);
    for (const [id, name] of Object.entries(data.names ?? {})) store.names.set(id, name);
  } catch {
    // No store yet, or an unreadable one: start empty, history arrives again with the next sync.
  }
}

function scheduleSave() {
  store.dirty = true;
  store.timer ??= setTimeout(() => {
    store.timer = undefined;
    saveStore().catch((error) => log(`could not save the chat list: ${error.message}`));
  }, 1000);
}

async function saveStore() {
  if (!store.dirty) return;
  store.dirty = false;
  const data = {
    chats: [...store.chats.values()],
    messages: Object.fromEntries(store.messages),
    names: Object.fromEntries(store.names),
  };
  await mkdir(SESSION_DIR, { recursive: true, mode: 0o700 });
  await writeFile(`${STORE_FILE}.tmp`, JSON.stringify(data));
  await rename(`${STORE_FILE}.tmp`, STORE_FILE);
}

function clearStore() {
  store.chats.clear();
  store.messages.clear();
  store.names.clear();
}

function rememberName(id, name) {
  if (id && typeof name === 'string' && name.trim()) store.names.set(id, name.trim());
}

function upsertChat(raw) {
  if (!raw?.id || raw.id === 'status@broadcast') return;
  const chat = store.chats.get(raw.id) ?? { id: raw.id, name: undefined, unread: 0, lastTimestamp: 0, lastText: '' };
  if (typeof raw.name === 'string' && raw.name) chat.name = raw.name;
  if (typeof raw.subject === 'string' && raw.subject) chat.name = raw.subject;
  if (raw.unreadCount !== undefined && raw.unreadCount !== null) chat.unread = Math.max(0, Number(raw.unreadCount));
  const stamp = seconds(raw.conversationTimestamp);
  if (stamp > chat.lastTimestamp) chat.lastTimestamp = stamp;
  store.chats.set(chat.id, chat);
  if (store.chats.size > MAX_CHATS) {
    const oldest = [...store.chats.values()].sort((a, b) => a.lastTimestamp - b.lastTimestamp)[0];
    store.chats.delete(oldest.id);
    store.messages.delete(oldest.id);
  }
  scheduleSave();
}

/** A protobuf timestamp (a number, or a Long in history sync) as seconds; 0 when missing. */
function seconds(value) {
  const number = Number(link.baileys ? link.baileys.toNumber(value) : value);
  return Number.isFinite(number) ? number : 0;
}

function addMessage(raw, baileys, live) {
  const chatId = raw?.key?.remoteJid;
  if (!chatId || chatId === 'status@broadcast') return;
  const text = describeContent(baileys.normalizeMessageContent(raw.message), baileys);
  if (text === undefined) return;
  const fromMe = raw.key.fromMe === true;
  const sender = fromMe ? 'me' : (raw.key.participant ?? chatId);
  if (!fromMe) rememberName(sender, raw.pushName);
  const message = { id: raw.key.id, fromMe, sender, timestamp: seconds(raw.messageTimestamp), text };
  const list = store.messages.get(chatId) ?? [];
  if (list.some((known) => known.id === message.id)) return;
  list.push(message);
  list.sort((a, b) => a.timestamp - b.timestamp);
  if (list.length > MAX_MESSAGES_PER_CHAT) list.splice(0, list.length - MAX_MESSAGES_PER_CHAT);
  store.messages.set(chatId, list);
  upsertChat({ id: chatId, conversationTimestamp: message.timestamp });
  const chat = store.chats.get(chatId);
  if (chat && message.timestamp >= chat.lastTimestamp) chat.lastText = text;
  if (chat && live && !fromMe) chat.unread += 1;
}

/** A message's content as one line of text; undefined for protocol messages that are not part of the conversation. */
function describeContent(content, baileys) {
  if (!content) return undefined;
  const type = baileys.getContentType(content);
  const part = content[type] ?? {};
  const caption = (label) => (part.caption ? `[${label}] ${part.caption}` : `[${label}]`);
  switch (type) {
    case 'conversation':
      return content.conversation;
    case 'extendedTextMessage':
      return part.text ?? '';
    case 'imageMessage':
      return caption('photo');
    case 'videoMessage':
      return caption(part.gifPlayback ? 'GIF' : 'video');
    case 'audioMessage':
      return part.ptt ? '[voice message]' : '[audio]';
    case 'documentMessage':
    case 'documentWithCaptionMessage':
      return `[document${part.fileName ? `: ${part.fileName}` : ''}]${part.caption ? ` ${part.caption}` : ''}`;
    case 'stickerMessage':
      return '[sticker]';
    case 'locationMessage':
    case 'liveLocationMessage':
      return `[location ${part.degreesLatitude}, ${part.degreesLongitude}${part.name ? ` ${part.name}` : ''}]`;
    case 'contactMessage':
      return `[contact: ${part.displayName ?? 'unnamed'}]`;
    case 'pollCreationMessage':
    case 'pollCreationMessageV2':
    case 'pollCreationMessageV3':
      return `[poll: ${part.name ?? ''}]`;
    case 'reactionMessage':
      return part.text ? `[reacted ${part.text}]` : undefined;
    case 'protocolMessage':
    case 'senderKeyDistributionMessage':
    case 'messageContextInfo':
    case undefined:
      return undefined;
    default:
      return `[${type.replace(/Message$/, '')}]`;
  }
}

function chatName(id) {
  const chat = store.chats.get(id);
  return chat?.name || store.names.get(id) || (id.endsWith('@g.us') ? 'unnamed group' : `+${id.split('@')[0].split(':')[0]}`);
}

// ---------------------------------------------------------------------------------------------- the link

/**
 * The WhatsApp Web connection and its state: unpaired, connecting, waiting_for_scan, connected, disconnected.
 * Nothing is opened until a tool calls ensureStarted().
 */
const link = {
  state: 'unpaired',
  socket: undefined,
  baileys: undefined,
  qr: undefined,
  lastProblem: undefined,
  reconnectDelayMs: 2000,
  reconnectTimer: undefined,
  changes: new EventEmitter(),
};

function setState(state, problem) {
  if (link.state !== state) log(`state ${link.state} -> ${state}`);
  link.state = state;
  if (problem !== undefined) link.lastProblem = problem;
  link.changes.emit('change');
}

async function readAccount() {
  try {
    const creds = JSON.parse(await readFile(path.join(AUTH_DIR, 'creds.json'), 'utf8'));
    const id = creds?.me?.id;
    return typeof id === 'string' ? { phone: `+${id.split('@')[0].split(':')[0]}`, name: creds.me.name } : undefined;
  } catch {
    return undefined;
  }
}

async function loadLibrary() {
  try {
    if (!link.baileys) {
      const baileys = await import('baileys');
      const { verifySignature } = await import('libsignal/src/curve.js');
      makeSignatureChecksStrict(baileys, verifySignature);
      link.baileys = baileys;
    }
    return link.baileys;
  } catch (error) {
    log(`cannot load baileys: ${error.message}`);
    throw new ToolError(
      'The WhatsApp connector is installed without its packages (baileys). Reinstall the connector from the Connectors page.',
    );
  }
}

/**
 * baileys 7.0.0-rc14's Curve.verify ignores what libsignal's verifySignature returns (false, it does not throw), so
 * it accepts any signature: the server's Noise certificate chain and the phone's account signature at pairing would
 * go unchecked. Curve.verify is used for exactly those three checks; the connector makes it honour the result.
 */
function makeSignatureChecksStrict(baileys, verifySignature) {
  baileys.Curve.verify = (publicKey, message, signature) => {
    try {
      return verifySignature(baileys.generateSignalPubKey(publicKey), message, signature) === true;
    } catch {
      return false;
    }
  };
}

async function ensureStarted() {
  if (link.socket) return;
  clearTimeout(link.reconnectTimer);
  const baileys = await loadLibrary();
  await mkdir(AUTH_DIR, { recursive: true, mode: 0o700 });
  const { state, saveCreds } = await baileys.useMultiFileAuthState(AUTH_DIR);
  // The device identity (the keys the QR code carries) is kept from the first connection on, so it stays the same across restarts.
  await saveCreds();
  setState('connecting');
  const socket = baileys.makeWASocket({
    auth: { creds: state.creds, keys: baileys.makeCacheableSignalKeyStore(state.keys, quietLogger) },
    logger: quietLogger,
    browser: baileys.Browsers.ubuntu('Skald'),
    markOnlineOnConnect: false,
    syncFullHistory: false,
    connectTimeoutMs: CONNECT_WAIT_MS,
    ...(WEBSOCKET_URL ? { waWebSocketUrl: WEBSOCKET_URL } : {}),
  });
  link.socket = socket;
  socket.ev.on('creds.update', saveCreds);
  socket.ev.on('connection.update', (update) => onConnectionUpdate(socket, update));
  socket.ev.on('messaging-history.set', ({ chats, contacts, messages }) => {
    for (const contact of contacts ?? []) rememberName(contact.id, contact.name ?? contact.notify);
    for (const chat of chats ?? []) upsertChat(chat);
    for (const message of messages ?? []) addMessage(message, baileys, false);
  });
  socket.ev.on('chats.upsert', (chats) => chats.forEach(upsertChat));
  socket.ev.on('chats.update', (chats) => chats.forEach(upsertChat));
  socket.ev.on('chats.delete', (ids) => {
    for (const id of ids) store.chats.delete(id) && store.messages.delete(id);
    scheduleSave();
  });
  socket.ev.on('contacts.upsert', (contacts) => contacts.forEach((contact) => rememberName(contact.id, contact.name ?? contact.notify)));
  socket.ev.on('groups.upsert', (groups) => groups.forEach(upsertChat));
  socket.ev.on('groups.update', (groups) => groups.forEach(upsertChat));
  socket.ev.on('messages.upsert', ({ messages, type }) => {
    for (const message of messages) addMessage(message, baileys, type === 'notify');
  });
}

async function onConnectionUpdate(socket, { connection, lastDisconnect, qr }) {
  if (socket !== link.socket) return;
  if (qr) {
    link.qr = qr;
    setState('waiting_for_scan');
  }
  if (connection === 'open') {
    link.qr = undefined;
    link.lastProblem = undefined;
    link.reconnectDelayMs = 2000;
    setState('connected');
    socket.groupFetchAllParticipating().then(
      (groups) => Object.values(groups).forEach(upsertChat),
      () => {},
    );
  }
  if (connection !== 'close') return;
  link.socket = undefined;
  const hadQr = link.qr !== undefined;
  link.qr = undefined;
  const code = lastDisconnect?.error?.output?.statusCode;
  const reason = link.baileys.DisconnectReason;
  if (code === reason.restartRequired) {
    // WhatsApp asks for a fresh connection right after the phone scanned the code.
    ensureStarted().catch((error) => setState('unpaired', error.message));
    return;
  }
  if (code === reason.loggedOut) {
    await forgetSession();
    setState('unpaired', 'WhatsApp ended the link (the device was removed on the phone, or the session expired). Pair again.');
    return;
  }
  const paired = (await readAccount()) !== undefined;
  const problem = describeDisconnect(code, lastDisconnect?.error, hadQr);
  if (!paired) {
    setState('unpaired', problem);
    return;
  }
  setState('disconnected', problem);
  link.reconnectTimer = setTimeout(() => ensureStarted().catch(() => {}), link.reconnectDelayMs);
  link.reconnectDelayMs = Math.min(link.reconnectDelayMs * 2, 60_000);
}

function describeDisconnect(code, error, hadQr) {
  if (hadQr && code === 408) return 'The QR code expired before it was scanned. Call pairing_status again for a new one.';
  if (code === 440) return 'Another WhatsApp Web session replaced this one.';
  if (code === 403) return 'WhatsApp refused this connection (403).';
  if (code === 405 || code === 426) return 'WhatsApp refused this client version; the connector needs an update.';
  if (/certificate|certification/.test(error?.message ?? '')) {
    return 'The server did not prove it is WhatsApp (its certificate is not signed by WhatsApp), so the connector refused it.';
  }
  const detail = typeof error?.message === 'string' ? excerpt(error.message, 160) : 'the connection closed';
  return `Could not reach WhatsApp's servers (${detail}). This needs an internet connection; try again in a moment.`;
}

async function forgetSession() {
  clearStore();
  store.dirty = false;
  await rm(AUTH_DIR, { recursive: true, force: true });
  await rm(STORE_FILE, { force: true });
}

/** Resolves when `done(state)` holds, or after `ms` (then with whatever the state is). */
function waitForState(done, ms) {
  return new Promise((resolve) => {
    const check = () => {
      if (!done(link.state)) return;
      finish();
    };
    const finish = () => {
      clearTimeout(timer);
      link.changes.off('change', check);
      resolve(link.state);
    };
    const timer = setTimeout(finish, ms);
    link.changes.on('change', check);
    check();
  });
}

/** The open socket of a paired account, or a ToolError saying what the person must do. */
async function connectedSocket() {
  if (!(await readAccount())) throw new ToolError(NOT_PAIRED);
  await ensureStarted();
  await waitForState((state) => state !== 'connecting' && state !== 'disconnected', CONNECT_WAIT_MS);
  if (link.state === 'connected' && link.socket) return link.socket;
  if (link.state === 'unpaired' || link.state === 'waiting_for_scan') throw new ToolError(`${link.lastProblem ?? ''} ${NOT_PAIRED}`.trim());
  throw new ToolError(link.lastProblem ?? "Could not reach WhatsApp's servers in time. Try again in a moment.");
}

// ---------------------------------------------------------------------------------------------- tools

/** At most `max` characters of a text, never half of one outside the BMP (a lone surrogate shows as a broken character). */
function excerpt(text, max) {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

/** Text to compare: lower case and NFC, so "Zoë" matches however its ë was composed. */
function comparable(text) {
  return text.normalize('NFC').toLowerCase();
}

function chatJid(chat) {
  const value = chat.trim();
  if (value.includes('@')) return value;
  const digits = value.replace(/[\s().+-]/g, '');
  if (!/^\d{6,15}$/.test(digits)) {
    throw new ToolError(`"${chat}" is neither a chat id from list_chats nor a phone number in international format (like +14155550123).`);
  }
  return `${digits}@s.whatsapp.net`;
}

function when(seconds) {
  return seconds ? new Date(seconds * 1000).toISOString().replace('.000Z', 'Z') : 'unknown time';
}

async function pairingStatus() {
  const account = await readAccount();
  if (!account) {
    await ensureStarted();
    await waitForState((state) => state !== 'connecting', CONNECT_WAIT_MS);
  } else if (link.state !== 'connected') {
    await ensureStarted();
    await waitForState((state) => state !== 'connecting' && state !== 'disconnected', CONNECT_WAIT_MS);
  }
  const now = (await readAccount()) ?? account;
  if (link.state === 'connected') {
    return { content: [{ type: 'text', text: `Paired and connected as ${now?.phone ?? 'this account'}${now?.name ? ` (${now.name})` : ''}.` }] };
  }
  if (link.state === 'waiting_for_scan' && link.qr) {
    const png = await QRCode.toBuffer(link.qr, { type: 'png', errorCorrectionLevel: 'L', margin: 2, scale: 6 });
    const drawn = await QRCode.toString(link.qr, { type: 'utf8', errorCorrectionLevel: 'L', margin: 2 });
    const intro =
      'Not paired yet: show this QR code to the person now (the image, or the drawing below where images cannot be shown). ' +
      `${PAIRING_STEPS} The code changes about every 20 seconds: if it expired, call pairing_status again. ` +
      'After the scan, call pairing_status once more to confirm.';
    return {
      content: [
        { type: 'text', text: intro },
        { type: 'image', data: png.toString('base64'), mimeType: 'image/png' },
        { type: 'text', text: drawn },
      ],
    };
  }
  if (now) throw new ToolError(`Paired as ${now.phone}, but not connected right now. ${link.lastProblem ?? ''}`.trim());
  throw new ToolError(`Pairing could not start. ${link.lastProblem ?? "WhatsApp's servers did not answer in time."}`);
}

async function listChats({ limit, query, unread_only: unreadOnly }) {
  const socket = await connectedSocket().catch((error) => {
    if (link.state === 'unpaired') throw error;
    return undefined;
  });
  const words = comparable(query ?? '').split(/\s+/).filter(Boolean);
  const chats = [...store.chats.values()]
    .filter((chat) => !unreadOnly || chat.unread > 0)
    .filter((chat) => words.every((word) => comparable(`${chatName(chat.id)} ${chat.id}`).includes(word)))
    .sort((a, b) => b.lastTimestamp - a.lastTimestamp)
    .slice(0, limit);
  const note = socket ? '' : `Not connected right now (${link.lastProblem ?? 'no connection'}); this is the list saved earlier.\n`;
  if (!chats.length) {
    const empty = store.chats.size
      ? 'No chat matches.'
      : 'No chats yet: right after pairing, WhatsApp sends the recent chats to this device within a minute or two.';
    return { content: [{ type: 'text', text: `${note}${empty}` }] };
  }
  const lines = chats.map(
    (chat) =>
      `- ${chatName(chat.id)} | id: ${chat.id} | ${chat.id.endsWith('@g.us') ? 'group' : 'person'} | last: ${when(chat.lastTimestamp)}` +
      `${chat.unread ? ` | unread: ${chat.unread}` : ''}${chat.lastText ? ` | "${excerpt(chat.lastText, 80)}"` : ''}`,
  );
  return { content: [{ type: 'text', text: `${note}${chats.length} chat(s), most recent first:\n${lines.join('\n')}` }] };
}

async function readMessages({ chat, limit }) {
  const id = chatJid(chat);
  await connectedSocket().catch((error) => {
    if (link.state === 'unpaired') throw error;
  });
  const list = store.messages.get(id) ?? [];
  if (!list.length) {
    const known = store.chats.has(id) ? 'No messages of this chat have reached this device yet.' : `No chat "${chat}" is known.`;
    return { content: [{ type: 'text', text: `${known} Use list_chats for the chat ids.` }] };
  }
  const shown = list.slice(-limit);
  const lines = shown.map((message) => {
    const who = message.fromMe ? 'me' : chatName(message.sender);
    return `[${when(message.timestamp)}] ${who}: ${message.text}  (message id ${message.id})`;
  });
  const chatEntry = store.chats.get(id);
  if (chatEntry?.unread) {
    chatEntry.unread = 0;
    scheduleSave();
  }
  return { content: [{ type: 'text', text: `${chatName(id)}: the last ${shown.length} of ${list.length} saved message(s), oldest first:\n${lines.join('\n')}` }] };
}

async function sendMessage({ chat, text }) {
  const id = chatJid(chat);
  const socket = await connectedSocket();
  if (id.endsWith('@s.whatsapp.net') && !store.chats.has(id)) {
    const [found] = (await socket.onWhatsApp(id)) ?? [];
    if (!found?.exists) throw new ToolError(`${chat} is not on WhatsApp. Check the number (international format, like +14155550123).`);
  }
  const sent = await socket.sendMessage(id, { text });
  return { content: [{ type: 'text', text: `Sent to ${chatName(id)} (message id ${sent?.key?.id ?? 'unknown'}).` }] };
}

/** Runs a tool: a ToolError (or any failure) becomes a tool result with isError, never a crash. */
function toolHandler(run) {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      if (!(error instanceof ToolError)) log(`tool failed: ${error?.message ?? error}`);
      const message = error instanceof ToolError ? error.message : `WhatsApp did not complete the request: ${error?.message ?? error}`;
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  };
}

const chatField = z
  .string()
  .min(1)
  .max(200)
  .describe('The chat: an id exactly as list_chats shows it (…@s.whatsapp.net, …@g.us, …@lid), or a phone number in international format (+14155550123)');

// serveStdio answers both protocol eras: a 2026-07-28 client (server/discover, _meta on every request) and a
// 2025 one (initialize). It builds a server per connection, plus one for a probe it may discard: the tools are
// registered afresh each time, over the one link and store of this process.
function createServer() {
  const server = new McpServer({ name: 'whatsapp', version: VERSION, title: 'WhatsApp' });
  server.registerTool(
    'pairing_status',
    {
      title: 'Pairing Status and QR Code',
      description:
        'Whether this connector is linked to the person’s WhatsApp account, and, when it is not, the QR code they scan with their phone ' +
        'to link it (as a PNG image and drawn in text). Use it first whenever another WhatsApp tool says pairing is needed, when the person ' +
        'asks to set up or reconnect WhatsApp, and again after they scanned the code to confirm. Connects to WhatsApp (up to 20 s).',
      inputSchema: z.strictObject({}),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    toolHandler(pairingStatus),
  );

  server.registerTool(
    'list_chats',
    {
      title: 'List Chats',
      description:
        'The person’s WhatsApp chats (people and groups), most recent first, each with its id, last activity, unread count and a preview. ' +
        'Use it to find a chat id before read_messages or send_message, or to answer "who wrote to me?". Only chats this device has seen ' +
        'since pairing are known.',
      inputSchema: z.strictObject({
        limit: z.number().int().min(1).max(100).default(20).describe('How many chats to return (1–100)'),
        query: z.string().max(100).optional().describe('Only chats whose name, number or id contains every word of this text'),
        unread_only: z.boolean().default(false).describe('Only chats with unread messages'),
      }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    toolHandler(listChats),
  );

  server.registerTool(
    'read_messages',
    {
      title: 'Read Messages',
      description:
        'The latest messages of one WhatsApp chat, oldest first, with time, sender and text (media shown as [photo], [voice message], …). ' +
        'Use it when the person asks what someone said or wants a conversation summarized. Up to the last 200 messages per chat that ' +
        'reached this device since pairing.',
      inputSchema: z.strictObject({
        chat: chatField,
        limit: z.number().int().min(1).max(200).default(20).describe('How many of the latest messages to return (1–200)'),
      }),
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    toolHandler(readMessages),
  );

  server.registerTool(
    'send_message',
    {
      title: 'Send Message',
      description:
        'Sends a text message from the person’s own WhatsApp account to a person or a group. Use it only when the person asked to send ' +
        'this message to this chat; confirm the recipient and the wording first, since a sent message cannot be taken back.',
      inputSchema: z.strictObject({
        chat: chatField,
        text: z.string().min(1).max(4096).describe('The message text (plain text; WhatsApp formatting like *bold* works)'),
      }),
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
    },
    toolHandler(sendMessage),
  );
  return server;
}

async function shutdown() {
  clearTimeout(link.reconnectTimer);
  clearTimeout(store.timer);
  const socket = link.socket;
  link.socket = undefined;
  try {
    socket?.end(undefined);
    await saveStore();
  } catch (error) {
    log(`shutdown: ${error.message}`);
  }
  process.exit(0);
}

await loadStore();
process.stdin.on('end', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
serveStdio(createServer);
log(`ready (session folder ${SESSION_DIR}; ${(await readAccount()) ? 'paired' : 'not paired'})`);
