#!/usr/bin/env node
// SSH Remote Access MCP server for Skald: run commands and copy files on the hosts the user named as aliases.
// Aliases, their logins and their pinned host keys come from the user's alias file (config.js says where and
// how). A host key that is not pinned is refused, never trusted on first use. Every call opens its own
// connection. Secrets (passwords, passphrases, keys) never reach a result or a log line.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import ssh2 from 'ssh2';
import { z } from 'zod';
import { ConfigError, configPath, credentials, fingerprint, hostKeyIsPinned, loadAliases } from './config.js';

const CONNECT_TIMEOUT_MS = Number(process.env.SKALD_SSH_CONNECT_TIMEOUT_MS) || 15_000;
const DEFAULT_OUTPUT_BYTES = 64 * 1024;
const MAX_OUTPUT_BYTES = 1024 * 1024;
const MAX_TRANSFER_BYTES = 512 * 1024 * 1024;

/** A failure the model sees as a tool result with isError: true and this message. */
class ToolError extends Error {}

function log(message) {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/** The alias file, read anew on each call; a mistake in it is a tool error naming the file and field. */
function aliasFile() {
  try {
    return loadAliases();
  } catch (error) {
    if (error instanceof ConfigError) throw new ToolError(error.message);
    throw error;
  }
}

function lookUp(aliasName) {
  const loaded = aliasFile();
  const alias = loaded.aliases.get(aliasName.normalize('NFC'));
  if (!alias) {
    const known = [...loaded.aliases.keys()];
    throw new ToolError(
      `There is no SSH alias "${aliasName}". ${known.length ? `Configured aliases: ${known.join(', ')}.` : 'No aliases are configured.'} ` +
        `Aliases are defined in ${loaded.file}; use list_aliases to see them.`,
    );
  }
  return alias;
}

/** An authenticated ssh2 connection to the alias, after its host key matched a pinned one. */
function connect(alias) {
  let auth;
  try {
    auth = credentials(alias);
  } catch (error) {
    if (error instanceof ConfigError) throw new ToolError(error.message);
    throw error;
  }
  const target = `${alias.user}@${alias.host}:${alias.port} (alias "${alias.name}")`;
  return new Promise((resolve, reject) => {
    const client = new ssh2.Client();
    let presented;
    const fail = (message) => {
      client.end();
      reject(new ToolError(message));
    };
    client.on('ready', () => resolve(client));
    client.on('error', (error) => {
      if (presented && !hostKeyIsPinned(alias, presented)) {
        fail(
          `Refused to connect to ${target}: the server presented host key ${fingerprint(presented)}, which is not among the ` +
            `host_keys pinned for this alias (${alias.hostKeys.map((key) => key.fingerprint).join(', ')}). Either another machine ` +
            `answers at that address, or the server's key changed. Ask the person to check the key on the server itself and, only ` +
            `if it really changed, update host_keys in ${configPath()}.`,
        );
      } else if (error.level === 'client-authentication') {
        const [what, check] = alias.agent
          ? ['agent keys', 'the keys in the agent']
          : alias.passwordEnv
            ? ['password', `the password in ${alias.passwordEnv}`]
            : ['key', 'identity_file'];
        fail(
          `${target} refused the login (${what} rejected). Ask the person to check the alias's user and ${check} in ` +
            `${configPath()}, and that the key is in the server's authorized_keys.`,
        );
      } else if (error.level === 'client-timeout') {
        fail(`${target} did not complete the SSH handshake within ${CONNECT_TIMEOUT_MS / 1000} s: check the host and port.`);
      } else if (error.code === 'ECONNREFUSED') {
        fail(`${target} refused the connection: check the alias's host and port, and that sshd runs there.`);
      } else if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
        fail(`The host name of ${target} could not be resolved: check the alias's host.`);
      } else {
        fail(`Could not connect to ${target}: ${error.message}`);
      }
    });
    client.connect({
      host: alias.host,
      port: alias.port,
      username: alias.user,
      ...auth,
      readyTimeout: CONNECT_TIMEOUT_MS,
      // A connection that goes silent (a dropped network) ends the call instead of hanging it.
      keepaliveInterval: 15_000,
      keepaliveCountMax: 3,
      ...(alias.hostKeyAlgorithms ? { algorithms: { serverHostKey: alias.hostKeyAlgorithms } } : {}),
      hostVerifier: (key) => {
        presented = key;
        return hostKeyIsPinned(alias, key);
      },
    });
  });
}

/** Keeps the first `cap` bytes of a stream and counts the rest. */
class CappedBuffer {
  constructor(cap) {
    this.cap = cap;
    this.chunks = [];
    this.kept = 0;
    this.total = 0;
  }
  push(chunk) {
    this.total += chunk.length;
    if (this.kept < this.cap) {
      const part = chunk.subarray(0, this.cap - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
  }
  text() {
    const kept = Buffer.concat(this.chunks);
    if (this.total === this.kept) return kept.toString('utf8');
    // Cut between characters: the decoder holds back a multi-byte character the cap split, instead of showing �.
    return `${new StringDecoder('utf8').write(kept)}\n[… output cut at ${this.kept} of ${this.total} bytes]`;
  }
}

/**
 * Sends a signal to the command. Every command's stdin is ended (so nothing waits for input that cannot come), and
 * once our side of the channel sent EOF, ssh2's Channel.signal() does nothing; the SSH protocol still allows the
 * request on a half-closed channel (RFC 4254 6.9) and OpenSSH delivers it to the command's process group, so it goes
 * out on the channel through the connection's protocol object (ssh2 is pinned exactly; the tests prove the kill).
 */
function signalCommand(stream, signal) {
  if (stream.outgoing.state === 'open' || stream.outgoing.state === 'eof') stream._client._protocol.signal(stream.outgoing.id, signal);
}

async function runCommand({ alias: aliasName, command, stdin, timeout_secs: timeoutSecs, max_output_bytes: cap }) {
  const alias = lookUp(aliasName);
  const client = await connect(alias);
  const stdout = new CappedBuffer(cap);
  const stderr = new CappedBuffer(cap);
  const started = Date.now();
  try {
    const outcome = await new Promise((resolve, reject) => {
      client.exec(command, (error, stream) => {
        if (error) {
          reject(new ToolError(`${alias.name} refused to run the command: ${error.message}`));
          return;
        }
        const timer = setTimeout(() => {
          // OpenSSH delivers the signal to the command's whole process group; closing the channel ends the rest.
          signalCommand(stream, 'KILL');
          stream.close();
          resolve({ timedOut: true });
        }, timeoutSecs * 1000);
        stream.on('data', (chunk) => stdout.push(chunk));
        stream.stderr.on('data', (chunk) => stderr.push(chunk));
        stream.end(stdin === undefined ? undefined : Buffer.from(stdin, 'utf8'));
        stream.on('close', (code, signal) => {
          clearTimeout(timer);
          resolve({ code, signal });
        });
      });
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const status = outcome.timedOut
      ? `killed after the ${timeoutSecs} s timeout`
      : outcome.code !== undefined && outcome.code !== null
        ? `exit code ${outcome.code}`
        : `ended by signal ${outcome.signal ?? 'unknown'}`;
    const sections = [`${alias.name}: ${status} (${seconds} s)`];
    sections.push(stdout.total ? `--- stdout\n${stdout.text()}` : '--- stdout: (empty)');
    if (stderr.total) sections.push(`--- stderr\n${stderr.text()}`);
    return {
      content: [{ type: 'text', text: sections.join('\n') }],
      structuredContent: {
        exit_code: outcome.timedOut ? null : (outcome.code ?? null),
        timed_out: outcome.timedOut === true,
        stdout_bytes: stdout.total,
        stderr_bytes: stderr.total,
        truncated: stdout.total > stdout.kept || stderr.total > stderr.kept,
      },
      isError: outcome.timedOut === true,
    };
  } finally {
    client.end();
  }
}

function sftpOf(client) {
  return new Promise((resolve, reject) =>
    client.sftp((error, sftp) => (error ? reject(new ToolError(`SFTP is not available: ${error.message}`)) : resolve(sftp))),
  );
}

function remoteStat(sftp, file) {
  return new Promise((resolve) => sftp.stat(file, (error, stats) => resolve(error ? undefined : stats)));
}

function sftpError(error, remote) {
  const reasons = { 2: 'no such file or directory', 3: 'permission denied', 4: 'failure' };
  return new ToolError(`The remote file ${remote} could not be used: ${reasons[error.code] ?? error.message}`);
}

async function uploadFile({ alias: aliasName, local_path: local, remote_path: remote, overwrite, timeout_secs: timeoutSecs }) {
  const alias = lookUp(aliasName);
  const stats = localFile(local);
  if (stats.size > MAX_TRANSFER_BYTES) throw new ToolError(`${local} is ${stats.size} bytes; at most ${MAX_TRANSFER_BYTES} can be copied.`);
  const client = await connect(alias);
  try {
    const sftp = await sftpOf(client);
    const existing = await remoteStat(sftp, remote);
    if (existing?.isDirectory()) throw new ToolError(`${remote} on ${alias.name} is a directory: give the full path of the file to write.`);
    if (existing && !overwrite) throw new ToolError(`${remote} already exists on ${alias.name}; pass overwrite: true to replace it.`);
    await transfer(client, timeoutSecs, (done) => sftp.fastPut(local, remote, done), remote);
    return text(`Copied ${local} (${stats.size} bytes) to ${alias.name}:${remote}.`);
  } finally {
    client.end();
  }
}

async function downloadFile({ alias: aliasName, remote_path: remote, local_path: local, overwrite, timeout_secs: timeoutSecs }) {
  const alias = lookUp(aliasName);
  if (existsSync(local) && statSync(local).isDirectory())
    throw new ToolError(`${local} is a directory: give the full path of the file to write.`);
  if (existsSync(local) && !overwrite) throw new ToolError(`${local} already exists; pass overwrite: true to replace it.`);
  if (!existsSync(path.dirname(path.resolve(local)))) throw new ToolError(`The folder of ${local} does not exist.`);
  const client = await connect(alias);
  try {
    const sftp = await sftpOf(client);
    const stats = await remoteStat(sftp, remote);
    if (!stats) throw new ToolError(`${remote} does not exist on ${alias.name} (or cannot be read).`);
    if (!stats.isFile()) throw new ToolError(`${remote} on ${alias.name} is not a regular file.`);
    if (stats.size > MAX_TRANSFER_BYTES)
      throw new ToolError(`${remote} is ${stats.size} bytes; at most ${MAX_TRANSFER_BYTES} can be copied.`);
    await transfer(client, timeoutSecs, (done) => sftp.fastGet(remote, local, done), remote);
    return text(`Copied ${alias.name}:${remote} (${stats.size} bytes) to ${local}.`);
  } finally {
    client.end();
  }
}

/** Runs one SFTP copy; past the deadline the connection is closed and the copy reported unfinished. */
function transfer(client, timeoutSecs, start, remote) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.end();
      reject(new ToolError(`The copy did not finish within ${timeoutSecs} s and was stopped; the destination may be incomplete.`));
    }, timeoutSecs * 1000);
    start((error) => {
      clearTimeout(timer);
      if (error) reject(sftpError(error, remote));
      else resolve();
    });
  });
}

function localFile(local) {
  if (!existsSync(local)) throw new ToolError(`${local} does not exist here.`);
  const stats = statSync(local);
  if (!stats.isFile()) throw new ToolError(`${local} is not a regular file.`);
  return stats;
}

function listAliases() {
  const loaded = aliasFile();
  if (loaded.aliases.size === 0) return text(`No aliases are defined in ${loaded.file}.`);
  const lines = [...loaded.aliases.values()].map((alias) => {
    const login = alias.agent ? 'SSH agent' : alias.passwordEnv ? 'password' : 'key file';
    const about = alias.description ? ` — ${alias.description}` : '';
    const keys = `${alias.hostKeys.length} pinned host key${alias.hostKeys.length === 1 ? '' : 's'}`;
    return `- ${alias.name}: ${alias.user}@${alias.host}:${alias.port} (${login}; ${keys})${about}`;
  });
  return text(`${loaded.aliases.size} SSH aliases (from ${loaded.file}):\n${lines.join('\n')}`);
}

function text(value) {
  return { content: [{ type: 'text', text: value }] };
}

const ALIAS = z.string().min(1).max(64).describe('The alias name, as list_aliases shows it.');
const filePath = (description) => z.string().min(1).max(4096).describe(description);
const TRANSFER_TIMEOUT = z.number().int().min(1).max(3600).default(300).describe('Stop the copy after this many seconds. Default 300.');
const OVERWRITE = z.boolean().default(false).describe('Replace the destination file if it exists. Default false.');

const server = new McpServer({ name: 'ssh', version: '1.0.1', title: 'SSH Remote Access' });

/** Registers a tool whose handler may throw ToolError; any other exception is reported as a bug, not a crash. */
function tool(name, config, handler) {
  server.registerTool(name, config, async (args) => {
    const started = Date.now();
    try {
      const result = await handler(args);
      log(`tools/call ${name} -> ${result.isError ? 'error' : 'ok'} in ${Date.now() - started} ms`);
      return result;
    } catch (error) {
      log(`tools/call ${name} -> error in ${Date.now() - started} ms${error instanceof ToolError ? '' : `\n${error.stack}`}`);
      const message =
        error instanceof ToolError
          ? error.message
          : `${name} failed unexpectedly (${error.name}: ${error.message}). This is a bug in the connector.`;
      return { content: [{ type: 'text', text: message }], isError: true };
    }
  });
}

tool(
  'list_aliases',
  {
    title: 'List SSH Hosts',
    description:
      'List the SSH aliases the user configured: the name to pass to the other tools, user@host:port, the login method and a ' +
      'description. Use it first to find which machine the user means, or when an alias name is unknown.',
    inputSchema: z.strictObject({}),
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  listAliases,
);

tool(
  'run_command',
  {
    title: 'Run Remote Command',
    description:
      "Run a shell command on one of the user's configured SSH hosts and get its exit code, stdout and stderr. Use it to inspect " +
      'or administer that machine when the user asks. The command is killed when it runs past timeout_secs; long output is cut ' +
      'at max_output_bytes per stream. Commands run non-interactively (no terminal): a command that reads its input gets ' +
      'the stdin text, or end of file at once, so a prompt never waits; pass -y style flags.',
    inputSchema: z.strictObject({
      alias: ALIAS,
      command: z.string().min(1).max(20_000).describe("The command line, run by the remote user's login shell."),
      stdin: z
        .string()
        .max(1_000_000)
        .optional()
        .describe('Text for the command to read on its standard input (UTF-8), followed by end of file. Default: none.'),
      timeout_secs: z.number().int().min(1).max(3600).default(60).describe('Kill the command after this many seconds. Default 60.'),
      max_output_bytes: z
        .number()
        .int()
        .min(256)
        .max(MAX_OUTPUT_BYTES)
        .default(DEFAULT_OUTPUT_BYTES)
        .describe(`Keep at most this many bytes of stdout and of stderr. Default ${DEFAULT_OUTPUT_BYTES}.`),
    }),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  },
  runCommand,
);

tool(
  'upload_file',
  {
    title: 'Upload File',
    description:
      'Copy a file from this container to a configured SSH host (SFTP). Use it when the user wants a local file put on that ' +
      'machine. It refuses to replace an existing remote file unless overwrite is true.',
    inputSchema: z.strictObject({
      alias: ALIAS,
      local_path: filePath('Path of the file to send, in this container.'),
      remote_path: filePath('Full path of the file to write on the remote host.'),
      overwrite: OVERWRITE,
      timeout_secs: TRANSFER_TIMEOUT,
    }),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  },
  uploadFile,
);

tool(
  'download_file',
  {
    title: 'Download File',
    description:
      'Copy a file from a configured SSH host into this container (SFTP). Use it to fetch a log, a backup or a configuration ' +
      'file to read or work on here. It refuses to replace an existing local file unless overwrite is true.',
    inputSchema: z.strictObject({
      alias: ALIAS,
      remote_path: filePath('Full path of the file to fetch on the remote host.'),
      local_path: filePath('Path of the file to write in this container.'),
      overwrite: OVERWRITE,
      timeout_secs: TRANSFER_TIMEOUT,
    }),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  },
  downloadFile,
);

process.stdout.on('error', () => process.exit(0)); // the client is gone
const transport = new StdioServerTransport();
transport.onclose = () => process.exit(0);
process.stdin.on('end', () => setTimeout(() => process.exit(0), 1500).unref());
await server.connect(transport);
log(`ssh 1.0.1 ready (4 tools; aliases from ${configPath()})`);
