#!/usr/bin/env node
// Verify the SSH connector's alias configuration, without connecting anywhere: the file exists and is valid,
// every alias has a host, a user, pinned host keys and one login method, and every key file, passphrase and
// password it names is there and opens. The checks are config.js's, the same the server runs before a call.
// Output convention: exactly one JSON object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
// Secrets are never printed: messages name files and variables, never their contents.
import { ConfigError, configPath, credentials, loadAliases } from './config.js';

function emit(ok, message, details) {
  process.stdout.write(`${JSON.stringify(details === undefined ? { ok, message } : { ok, message, details })}\n`);
  process.exitCode = ok ? 0 : 1;
}

function main() {
  let loaded;
  try {
    loaded = loadAliases();
  } catch (error) {
    emit(false, error instanceof ConfigError ? error.message : `Unexpected error reading ${configPath()}: ${error.message}`);
    return;
  }
  if (loaded.aliases.size === 0) {
    emit(false, `${loaded.file} defines no aliases: add at least one`, { file: loaded.file });
    return;
  }
  const problems = [];
  const aliases = {};
  for (const alias of loaded.aliases.values()) {
    try {
      credentials(alias);
      aliases[alias.name] = `${alias.user}@${alias.host}:${alias.port}, ${alias.hostKeys.length} pinned host key(s)`;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length) {
    emit(false, problems.join('; '), { file: loaded.file });
    return;
  }
  emit(true, `${loaded.aliases.size} SSH alias(es) configured correctly (the hosts were not contacted)`, { file: loaded.file, aliases });
}

main();
