// @ts-check
// The relay (see egress.ts), the verify's parent inside its container: `node -e SOURCE SOCKET WAIT_MS -- COMMAND...`
// with this file's text as SOURCE. It waits up to WAIT_MS for the proxy's socket, listens on the container's own
// loopback, points the proxy variables at itself and runs the command, exiting with its status. Connector code may
// replace it: it still reaches nothing but the proxy.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');

/** @param {string} message @param {number} code @returns {never} */
function fail(message, code) {
  process.stderr.write(`skald relay: ${message}\n`);
  process.exit(code);
}

/** @param {string} socketPath @param {string[]} command */
function relay(socketPath, command) {
  const server = net.createServer((client) => {
    const upstream = net.connect(socketPath);
    client.pipe(upstream).on('error', () => client.destroy());
    upstream.pipe(client).on('error', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  server.listen(0, '127.0.0.1', () => {
    const proxy = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (server.address()).port}`;
    const env = {
      ...process.env,
      HTTPS_PROXY: proxy,
      HTTP_PROXY: proxy,
      https_proxy: proxy,
      http_proxy: proxy,
      ALL_PROXY: proxy,
      all_proxy: proxy,
      NO_PROXY: '',
      no_proxy: '',
    };
    const child = spawn(/** @type {string} */ (command[0]), command.slice(1), { stdio: 'inherit', env });
    for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => fail(error.message, 127));
    child.on('exit', (code, signal) => process.exit(code ?? 128 + ((signal && os.constants.signals[signal]) || 9)));
  });
}

/** @param {string[]} args SOCKET WAIT_MS -- COMMAND..., as the sandbox passes them */
function startRelay([socketPath = '', waitMs = '', separator, ...command]) {
  if (separator !== '--' || !command.length) fail('no command', 2);
  const deadline = Date.now() + Number(waitMs);
  const waitForProxy = () => {
    if (fs.existsSync(socketPath)) return relay(socketPath, command);
    if (Date.now() > deadline) fail('the egress proxy did not start', 3);
    setTimeout(waitForProxy, 50);
  };
  waitForProxy();
}

startRelay(process.argv.slice(1));
