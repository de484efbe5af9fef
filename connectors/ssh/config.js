// The alias configuration of the SSH connector: where it lives, its format, and its checks.
// server.js and verify.js both read it through loadAliases(), so what verify accepts is what the server runs.
//
// The file is JSON, in the user's own container: $SKALD_SSH_CONFIG, else ~/.config/skald/ssh.json.
// {
//   "aliases": {
//     "home-server": {
//       "host": "192.168.1.20", "port": 22, "user": "alice",
//       "identity_file": "~/.ssh/id_ed25519",          // or "password_env": "HOME_SERVER_PASSWORD", or "agent": true
//       "passphrase_env": "HOME_SERVER_KEY_PASSPHRASE", // only for an encrypted identity_file
//       "host_keys": ["ssh-ed25519 AAAAC3Nza…"],         // required: the server's public host key(s), or "SHA256:…" fingerprints
//       "description": "The NAS in the hall cupboard"
//     }
//   }
// }
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';

export const CONFIG_ENV = 'SKALD_SSH_CONFIG';
const ALIAS_NAME = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,63}$/u;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEY_TYPES = {
  'ssh-ed25519': ['ssh-ed25519'],
  'ecdsa-sha2-nistp256': ['ecdsa-sha2-nistp256'],
  'ecdsa-sha2-nistp384': ['ecdsa-sha2-nistp384'],
  'ecdsa-sha2-nistp521': ['ecdsa-sha2-nistp521'],
  // An RSA host key is used with SHA-2 signatures where the server allows it.
  'ssh-rsa': ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'],
};
const KNOWN_FIELDS = new Set([
  'host',
  'port',
  'user',
  'identity_file',
  'passphrase_env',
  'password_env',
  'agent',
  'host_keys',
  'description',
]);

/** A mistake in the alias configuration, said so that the person can fix the file. */
export class ConfigError extends Error {}

export function configPath(env = process.env) {
  return expandHome(env[CONFIG_ENV] || '~/.config/skald/ssh.json', env);
}

function expandHome(file, env = process.env) {
  return file === '~' || file.startsWith('~/') ? path.join(env.HOME || os.homedir(), file.slice(1)) : file;
}

/** SHA256:<base64> of a raw public-key blob, as `ssh-keygen -l` prints it. */
export function fingerprint(blob) {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** Reads and checks the whole file; throws ConfigError naming the alias and field at fault. */
export function loadAliases(env = process.env) {
  const file = configPath(env);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') {
      throw new ConfigError(
        `No SSH aliases are configured: ${file} does not exist. Create it (JSON: {"aliases": {"name": {"host", "user", ` +
          `"identity_file", "host_keys"}}}, see the connector's documentation), or set ${CONFIG_ENV} to its path.`,
      );
    }
    throw new ConfigError(`The SSH alias file ${file} cannot be read (${error.code ?? error.message}).`);
  }
  let data;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, '')); // a byte order mark, as some Windows editors write UTF-8
  } catch (error) {
    throw new ConfigError(`The SSH alias file ${file} is not valid JSON: ${error.message}`);
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    typeof data.aliases !== 'object' ||
    data.aliases === null ||
    Array.isArray(data.aliases)
  ) {
    throw new ConfigError(`The SSH alias file ${file} must be a JSON object with an "aliases" object.`);
  }
  const aliases = new Map();
  // Names are compared in NFC, so "büro" matches whether the file or the model wrote the ü composed or not.
  for (const [name, entry] of Object.entries(data.aliases)) aliases.set(name.normalize('NFC'), checkAlias(name, entry, file, env));
  return { file, aliases };
}

function checkAlias(name, entry, file, env) {
  const where = `alias "${name}" in ${file}`;
  const fail = (message) => {
    throw new ConfigError(`${where}: ${message}`);
  };
  if (!ALIAS_NAME.test(name)) fail('the name must be 1-64 letters, digits, dots, dashes or underscores');
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) fail('must be an object');
  const unknown = Object.keys(entry).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length) fail(`unknown field ${unknown.join(', ')} (known: ${[...KNOWN_FIELDS].join(', ')})`);
  if (typeof entry.host !== 'string' || !entry.host.trim()) fail('"host" (a host name or address) is required');
  if (typeof entry.user !== 'string' || !entry.user.trim()) fail('"user" is required');
  const port = entry.port ?? 22;
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail('"port" must be a whole number from 1 to 65535');
  for (const field of ['passphrase_env', 'password_env']) {
    if (entry[field] !== undefined && (typeof entry[field] !== 'string' || !ENV_NAME.test(entry[field]))) {
      fail(`"${field}" must be the name of an environment variable`);
    }
  }
  if (entry.agent !== undefined && typeof entry.agent !== 'boolean') fail('"agent" must be true or false');
  const methods = [entry.identity_file !== undefined, entry.password_env !== undefined, entry.agent === true].filter(Boolean).length;
  if (methods !== 1) fail('give exactly one way to log in: "identity_file", "password_env" or "agent": true');
  if (entry.identity_file !== undefined && (typeof entry.identity_file !== 'string' || !entry.identity_file)) {
    fail('"identity_file" must be the path of a private key file');
  }
  if (!Array.isArray(entry.host_keys) || entry.host_keys.length === 0) {
    fail(
      `"host_keys" is required: the server's public host key(s), so that no other machine can pose as it. Get them from the ` +
        `server itself (cat /etc/ssh/ssh_host_ed25519_key.pub) or, over a network you trust, with ` +
        `ssh-keyscan -p ${port} ${entry.host}; keys are never accepted on first use`,
    );
  }
  const hostKeys = entry.host_keys.map((key, index) => parseHostKey(key, (message) => fail(`host_keys[${index}] ${message}`)));
  const types = hostKeys.flatMap((key) => (key.type ? KEY_TYPES[key.type] : []));
  return {
    name,
    host: entry.host.trim(),
    port,
    user: entry.user.trim(),
    description: typeof entry.description === 'string' ? entry.description : '',
    identityFile: entry.identity_file === undefined ? undefined : expandHome(entry.identity_file, env),
    passphraseEnv: entry.passphrase_env,
    passwordEnv: entry.password_env,
    agent: entry.agent === true,
    hostKeys,
    // Only the pinned key types are negotiated, so the server presents a key that can match; a fingerprint pins no type.
    hostKeyAlgorithms: hostKeys.every((key) => key.type) ? [...new Set(types)] : undefined,
  };
}

function parseHostKey(value, fail) {
  if (typeof value !== 'string') fail('must be a string');
  const text = value.trim();
  if (/^SHA256:[A-Za-z0-9+/]{43}$/.test(text)) return { fingerprint: text };
  // Accept a known_hosts line too ("[host]:port type key"): the type is the first field that names one.
  const fields = text.split(/\s+/);
  const at = fields.findIndex((field) => field in KEY_TYPES);
  if (at < 0 || !fields[at + 1])
    fail(`is neither "<type> <base64 key>" (type one of ${Object.keys(KEY_TYPES).join(', ')}) nor a SHA256: fingerprint`);
  const parsed = ssh2.utils.parseKey(`${fields[at]} ${fields[at + 1]}`);
  if (parsed instanceof Error || !parsed) fail(`is not a valid ${fields[at]} public key`);
  const blob = parsed.getPublicSSH();
  return { type: fields[at], fingerprint: fingerprint(blob) };
}

/**
 * The ssh2 authentication options of an alias: its key (decrypted with the passphrase from its env variable),
 * its password from its env variable, or the agent. Throws ConfigError saying what the person must fix.
 */
export function credentials(alias, env = process.env) {
  if (alias.agent) {
    if (!env.SSH_AUTH_SOCK)
      throw new ConfigError(`alias "${alias.name}" uses the SSH agent, but SSH_AUTH_SOCK is not set: start an agent and add the key`);
    return { agent: env.SSH_AUTH_SOCK };
  }
  if (alias.passwordEnv) {
    const password = env[alias.passwordEnv];
    if (!password)
      throw new ConfigError(`alias "${alias.name}" takes its password from ${alias.passwordEnv}, which is not set in the environment`);
    return { password };
  }
  let key;
  try {
    key = readFileSync(alias.identityFile);
  } catch (error) {
    throw new ConfigError(`alias "${alias.name}": the identity_file ${alias.identityFile} cannot be read (${error.code ?? error.message})`);
  }
  const passphrase = alias.passphraseEnv ? env[alias.passphraseEnv] : undefined;
  if (alias.passphraseEnv && !passphrase) {
    throw new ConfigError(
      `alias "${alias.name}": the key's passphrase comes from ${alias.passphraseEnv}, which is not set in the environment`,
    );
  }
  const parsed = ssh2.utils.parseKey(key, passphrase);
  if (parsed instanceof Error) {
    const where = `alias "${alias.name}": the identity_file ${alias.identityFile}`;
    if (!/encrypted|passphrase/i.test(parsed.message)) {
      throw new ConfigError(`${where} is not a private key ssh2 can read (${parsed.message})`);
    }
    const why = alias.passphraseEnv ? `the passphrase in ${alias.passphraseEnv} does not open it` : 'no passphrase_env is given';
    throw new ConfigError(`${where} is encrypted and ${why}`);
  }
  return { privateKey: key, ...(passphrase ? { passphrase } : {}) };
}

/** Whether a host key the server presented is one pinned for the alias. */
export function hostKeyIsPinned(alias, blob) {
  const presented = fingerprint(blob);
  return alias.hostKeys.some((key) => key.fingerprint === presented);
}
