import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployUserDir, type SshServer, startSshd } from '../deploy/servers.ts';
import { CONNECTORS_DIR, type ConnectedServer, call, connect, parseVerifyOutput, runScript } from './harness.ts';

let sshd: SshServer;
let local: string;
let remote: string;
let server: ConnectedServer;
let configFile: string;
let hostKey: string;
const HOME_NOTICE = '(?:Could not chdir to home directory /nonexistent: No such file or directory\\n)?';

/** A host key no server here has: pinning it must make the connection fail. */
function otherHostKey(): string {
  const file = path.join(local, `other-${randomBytes(4).toString('hex')}`);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'other', '-f', file]);
  return readFileSync(`${file}.pub`, 'utf8').split(' ').slice(0, 2).join(' ');
}

function writeConfig(file: string, aliases: Record<string, unknown>): string {
  writeFileSync(file, JSON.stringify({ aliases }, null, 2));
  return file;
}

beforeAll(async () => {
  sshd = await startSshd();
  local = await mkdtemp(path.join(tmpdir(), 'skald-ssh-connector-'));
  remote = await deployUserDir('skald-ssh-remote-');
  writeFileSync(path.join(local, 'id_ed25519'), sshd.clientPrivateKey, { mode: 0o600 });
  hostKey = readFileSync(path.join(sshd.dir, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ');
  const alias = { host: sshd.host, port: sshd.port, user: sshd.user, identity_file: path.join(local, 'id_ed25519') };
  const fingerprint = execFileSync('ssh-keygen', ['-l', '-E', 'sha256', '-f', path.join(sshd.dir, 'host_key.pub')], {
    encoding: 'utf8',
  }).split(' ')[1]!;
  configFile = writeConfig(path.join(local, 'ssh.json'), {
    box: { ...alias, host_keys: [hostKey], description: 'the test sshd' },
    'box-by-fingerprint': { ...alias, host_keys: [fingerprint] },
    'box-known-hosts-line': { ...alias, host_keys: [sshd.knownHostsLine] },
    impostor: { ...alias, host_keys: [otherHostKey()] },
    'wrong-key': { ...alias, identity_file: path.join(local, 'wrong_key'), host_keys: [hostKey] },
    'password-login': { ...alias, identity_file: undefined, password_env: 'BOX_PASSWORD', host_keys: [hostKey] },
  });
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', path.join(local, 'wrong_key')]);
  server = await connect('ssh', { SKALD_SSH_CONFIG: configFile }, 'server.js');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await sshd?.stop();
  await rm(local, { recursive: true, force: true });
  await rm(remote, { recursive: true, force: true });
});

async function run(args: Record<string, unknown>): Promise<{ text: string; isError: boolean; structured: Record<string, unknown> }> {
  const result = (await server.client.callTool({ name: 'run_command', arguments: args }, undefined, { timeout: 30_000 })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');
  return { text, isError: result.isError === true, structured: (result.structuredContent ?? {}) as Record<string, unknown> };
}

/** Processes on this machine whose command line contains `marker` (sshd runs here, so its commands do too). */
function processesWith(marker: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe('ssh against a real sshd on loopback', () => {
  it('starts and lists its tools with no alias file; a call then says how to create one', async () => {
    const manifest = JSON.parse(readFileSync(path.join(CONNECTORS_DIR, 'ssh', 'connector.json'), 'utf8')) as {
      tools: Array<{ name: string; display_name: string }>;
    };
    const bare = await connect('ssh', { SKALD_SSH_CONFIG: path.join(local, 'missing.json') }, 'server.js');
    try {
      const { tools } = await bare.client.listTools();
      expect(tools.map((tool) => ({ name: tool.name, display_name: tool.title }))).toEqual(manifest.tools);
      for (const tool of tools) {
        expect(tool.description!.length, tool.name).toBeGreaterThan(60);
        expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object', additionalProperties: false });
        for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {})) {
          expect((property as { description?: string }).description, `${tool.name}.${name}`).toBeTruthy();
        }
      }
      expect(tools.find((tool) => tool.name === 'run_command')?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
      const listed = await call(bare, 'list_aliases', {});
      expect(listed.isError).toBe(true);
      expect(listed.text).toMatch(/^No SSH aliases are configured: .*missing\.json does not exist\. Create it .*SKALD_SSH_CONFIG/);
      expect(bare.protocolErrors).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('lists the aliases without any secret', async () => {
    const { text, isError } = await call(server, 'list_aliases', {});
    expect(isError, text).toBe(false);
    expect(text).toContain(`6 SSH aliases (from ${configFile}):`);
    expect(text).toContain(`- box: ${sshd.user}@127.0.0.1:${sshd.port} (key file; 1 pinned host key) — the test sshd`);
    expect(text).toContain('- password-login: ');
    expect(text).not.toContain('PRIVATE KEY');
  });

  it('runs a command: exit code, stdout and stderr come back as the result', async () => {
    const result = await run({ alias: 'box', command: 'echo "out $(id -un)"; echo err >&2; exit 3' });
    expect(result.isError).toBe(false);
    // The test user's home is /nonexistent, which sshd reports on stderr before the command runs.
    expect(result.text).toMatch(
      new RegExp(`^box: exit code 3 \\([\\d.]+ s\\)\\n--- stdout\\nout ${sshd.user}\\n\\n--- stderr\\n${HOME_NOTICE}err\\n$`),
    );
    expect(result.structured).toMatchObject({ exit_code: 3, timed_out: false, stdout_bytes: 5 + sshd.user.length, truncated: false });
  });

  it('accepts the host key pinned as a fingerprint or a known_hosts line', async () => {
    for (const alias of ['box-by-fingerprint', 'box-known-hosts-line']) {
      const result = await run({ alias, command: 'true' });
      expect(result.text, alias).toMatch(/^box-.*: exit code 0/);
    }
  });

  it('caps long output and says by how much', async () => {
    const result = await run({ alias: 'box', command: "head -c 100000 /dev/zero | tr '\\0' x", max_output_bytes: 1000 });
    expect(result.isError).toBe(false);
    expect(result.text).toContain(`--- stdout\n${'x'.repeat(1000)}\n[… output cut at 1000 of 100000 bytes]`);
    expect(result.structured).toMatchObject({ exit_code: 0, stdout_bytes: 100000, truncated: true });
  });

  it('gives a command that reads its input end of file at once, or the stdin text', async () => {
    // A command left waiting for input would run into the 60 s default timeout (timed_out), after the call's own 30 s.
    const noInput = await run({ alias: 'box', command: 'read line; echo "got:$line"' });
    expect(noInput.structured).toMatchObject({ exit_code: 0, timed_out: false });
    expect(noInput.text).toMatch(/^box: exit code 0 \([\d.]+ s\)\n--- stdout\ngot:\n/);
    const hello = await run({ alias: 'box', command: 'read line; echo "$line"', stdin: 'hello' });
    expect(hello.text).toMatch(/^box: exit code 0 \([\d.]+ s\)\n--- stdout\nhello\n/);
    const unicode = 'Grüße, 世界 😀𝄞\nzweite Zeile\n';
    const cat = await run({ alias: 'box', command: 'cat', stdin: unicode });
    expect(cat.text).toContain(`--- stdout\n${unicode}`);
    expect(cat.structured).toMatchObject({ exit_code: 0, stdout_bytes: Buffer.byteLength(unicode) });
  });

  it('kills a command that runs past its timeout, with the output it gave so far', async () => {
    const marker = `sleep 300.${Date.now() % 100000}`;
    const result = await run({ alias: 'box', command: `echo started; ${marker}; echo never`, timeout_secs: 3 });
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(
      new RegExp(`^box: killed after the 3 s timeout \\([\\d.]+ s\\)\\n--- stdout\\nstarted\\n(\\n--- stderr\\n${HOME_NOTICE})?$`),
    );
    expect(result.structured).toMatchObject({ exit_code: null, timed_out: true });
    // A poll that ends as soon as the sleep is gone; the deadline only bounds a kill that never lands.
    const deadline = Date.now() + 30_000;
    while (processesWith(marker).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(processesWith(marker)).toEqual([]);
  });

  it('copies a file up and back down, byte for byte, and will not overwrite unless asked', async () => {
    const payload = randomBytes(200_000);
    writeFileSync(path.join(local, 'payload.bin'), payload);
    const remoteFile = path.join(remote, 'payload.bin');
    const up = await call(server, 'upload_file', { alias: 'box', local_path: path.join(local, 'payload.bin'), remote_path: remoteFile });
    expect(up).toEqual({ isError: false, text: `Copied ${path.join(local, 'payload.bin')} (200000 bytes) to box:${remoteFile}.` });
    expect(readFileSync(remoteFile).equals(payload)).toBe(true);
    const again = await call(server, 'upload_file', { alias: 'box', local_path: path.join(local, 'payload.bin'), remote_path: remoteFile });
    expect(again).toEqual({ isError: true, text: `${remoteFile} already exists on box; pass overwrite: true to replace it.` });
    const checksum = await run({ alias: 'box', command: `sha256sum ${remoteFile}` });
    expect(checksum.text).toContain(execFileSync('sha256sum', [path.join(local, 'payload.bin')], { encoding: 'utf8' }).split(' ')[0]);
    const back = path.join(local, 'back.bin');
    const down = await call(server, 'download_file', { alias: 'box', remote_path: remoteFile, local_path: back });
    expect(down).toEqual({ isError: false, text: `Copied box:${remoteFile} (200000 bytes) to ${back}.` });
    expect(readFileSync(back).equals(payload)).toBe(true);
    const exists = await call(server, 'download_file', { alias: 'box', remote_path: remoteFile, local_path: back });
    expect(exists).toEqual({ isError: true, text: `${back} already exists; pass overwrite: true to replace it.` });
    const missing = await call(server, 'download_file', { alias: 'box', remote_path: `${remote}/nope`, local_path: path.join(local, 'x') });
    expect(missing).toEqual({ isError: true, text: `${remote}/nope does not exist on box (or cannot be read).` });
  });

  it('carries non-ASCII text everywhere: command, output, file paths, an alias name and description, a key passphrase', async () => {
    const echoed = await run({ alias: 'box', command: "printf '%s\\n' 'Grüße 😀𝄞'" });
    expect(echoed.text).toContain('--- stdout\nGrüße 😀𝄞\n');
    // 300 two-byte characters cut at 257 bytes: 128 whole characters, not half of the 129th.
    const cut = await run({ alias: 'box', command: "for i in $(seq 300); do printf 'ä'; done", max_output_bytes: 257 });
    expect(cut.text).toContain(`--- stdout\n${'ä'.repeat(128)}\n[… output cut at 257 of 600 bytes]`);
    const localFile = path.join(local, 'Bericht über 😀.txt');
    writeFileSync(localFile, 'Inhalt 𝄞\n');
    const remoteFile = path.join(remote, 'Grüße 𝄞 📁.txt');
    const up = await call(server, 'upload_file', { alias: 'box', local_path: localFile, remote_path: remoteFile });
    expect(up).toEqual({ isError: false, text: `Copied ${localFile} (12 bytes) to box:${remoteFile}.` });
    expect(readdirSync(remote)).toContain('Grüße 𝄞 📁.txt');
    const back = path.join(local, 'zurück 🔙.txt');
    const down = await call(server, 'download_file', { alias: 'box', remote_path: remoteFile, local_path: back });
    expect(down).toEqual({ isError: false, text: `Copied box:${remoteFile} (12 bytes) to ${back}.` });
    expect(readFileSync(back, 'utf8')).toBe('Inhalt 𝄞\n');

    const passphrase = 'Pässwort-🔑-𝄞';
    const keyFile = path.join(local, 'schlüssel');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', passphrase, '-C', 'encrypted', '-f', keyFile]);
    appendFileSync(path.join(sshd.dir, 'authorized_keys'), readFileSync(`${keyFile}.pub`));
    const file = writeConfig(path.join(local, 'unicode.json'), {
      büro: {
        host: sshd.host,
        port: sshd.port,
        user: sshd.user,
        identity_file: keyFile,
        passphrase_env: 'KEY_PASSPHRASE',
        host_keys: [hostKey],
        description: 'Server im Büro 🖥️',
      },
    });
    const encrypted = await connect('ssh', { SKALD_SSH_CONFIG: file, KEY_PASSPHRASE: passphrase }, 'server.js');
    try {
      const listed = await call(encrypted, 'list_aliases', {});
      expect(listed.text).toContain(`- büro: ${sshd.user}@127.0.0.1:${sshd.port} (key file; 1 pinned host key) — Server im Büro 🖥️`);
      // The model may write the ü decomposed (NFD): the same alias.
      const ran = await call(encrypted, 'run_command', { alias: 'büro'.normalize('NFD'), command: 'echo "ok ✓"' });
      expect(ran.text).toMatch(/^büro: exit code 0 \([\d.]+ s\)\n--- stdout\nok ✓\n/);
      expect(listed.text + ran.text + encrypted.stderr()).not.toContain(passphrase);
    } finally {
      await encrypted.close();
    }
  });

  it('refuses a server whose host key is not the pinned one, before logging in', async () => {
    const logBefore = sshd.log().split('Accepted publickey').length;
    const result = await run({ alias: 'impostor', command: 'touch /tmp/should-never-run' });
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(
      /^Refused to connect to .*alias "impostor"\): the server presented host key SHA256:\S+, which is not among the host_keys pinned/,
    );
    expect(result.text).toContain('update host_keys in');
    expect(sshd.log().split('Accepted publickey').length).toBe(logBefore);
  });

  it('refuses an alias with no pinned host key at all: never trust on first use', async () => {
    const file = writeConfig(path.join(local, 'unpinned.json'), {
      open: { host: sshd.host, port: sshd.port, user: sshd.user, identity_file: path.join(local, 'id_ed25519') },
    });
    const unpinned = await connect('ssh', { SKALD_SSH_CONFIG: file }, 'server.js');
    try {
      const result = await call(unpinned, 'run_command', { alias: 'open', command: 'true' });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(
        /^alias "open" in .*unpinned\.json: "host_keys" is required.*ssh-keyscan -p \d+ 127\.0\.0\.1; keys are never accepted on first use$/,
      );
    } finally {
      await unpinned.close();
    }
  });

  it('an unknown alias, a rejected key and a missing password are tool errors that say what to fix', async () => {
    const unknown = await run({ alias: 'nas', command: 'true' });
    expect(unknown).toMatchObject({
      isError: true,
      text: expect.stringMatching(/^There is no SSH alias "nas"\. Configured aliases: box, .*list_aliases/),
    });
    const rejected = await run({ alias: 'wrong-key', command: 'true' });
    expect(rejected).toMatchObject({
      isError: true,
      text: expect.stringMatching(/alias "wrong-key"\) refused the login \(key rejected\)\. .*authorized_keys/),
    });
    const noPassword = await run({ alias: 'password-login', command: 'true' });
    expect(noPassword).toMatchObject({
      isError: true,
      text: 'alias "password-login" takes its password from BOX_PASSWORD, which is not set in the environment',
    });
    expect(server.stderr()).not.toContain('PRIVATE KEY');
  });
});

describe('ssh verify.js', () => {
  it('accepts a valid alias file without contacting any host', async () => {
    const file = writeConfig(path.join(local, 'valid.json'), {
      box: { host: 'nas.invalid', user: 'me', identity_file: path.join(local, 'id_ed25519'), host_keys: [hostKey] },
    });
    const result = await runScript('ssh', 'verify.js', { SKALD_SSH_CONFIG: file });
    expect(result.code, result.stderr).toBe(0);
    expect(parseVerifyOutput(result.stdout)).toEqual({
      ok: true,
      message: '1 SSH alias(es) configured correctly (the hosts were not contacted)',
      details: { file, aliases: { box: 'me@nas.invalid:22, 1 pinned host key(s)' } },
    });
  });

  it('rejects a missing file, an alias without host keys, and an unreadable key file, never printing a key', async () => {
    const missing = await runScript('ssh', 'verify.js', { SKALD_SSH_CONFIG: path.join(local, 'absent.json') });
    expect(missing.code).toBe(1);
    expect(parseVerifyOutput(missing.stdout)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^No SSH aliases are configured/),
    });
    const unpinned = writeConfig(path.join(local, 'verify-unpinned.json'), {
      box: { host: 'nas.invalid', user: 'me', identity_file: path.join(local, 'id_ed25519') },
    });
    const noKeys = await runScript('ssh', 'verify.js', { SKALD_SSH_CONFIG: unpinned });
    expect(parseVerifyOutput(noKeys.stdout)).toMatchObject({ ok: false, message: expect.stringContaining('"host_keys" is required') });
    const badKey = writeConfig(path.join(local, 'verify-badkey.json'), {
      box: { host: 'nas.invalid', user: 'me', identity_file: configFile, host_keys: [hostKey] },
    });
    const unreadable = await runScript('ssh', 'verify.js', { SKALD_SSH_CONFIG: badKey });
    expect(unreadable.code).toBe(1);
    expect(parseVerifyOutput(unreadable.stdout)).toMatchObject({ ok: false, message: expect.stringContaining('is not a private key') });
    expect(missing.stdout + noKeys.stdout + unreadable.stdout).not.toContain('PRIVATE KEY');
  });
});
