// @ts-check
// The relay (see egress.ts), the verify's parent in its container: `node -e SOURCE SOCKET WAIT_MS -- COMMAND...`.
// It waits up to WAIT_MS for the proxy's socket, listens on the container's loopback, points the proxy variables at
// itself and runs the command, with its exit status. Connector code may replace it: it still reaches only the proxy.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');

const [socketPath = '', waitMs = '', separator, program = '', ...args] = process.argv.slice(1);
/** @param {string} message @param {number} code @returns {never} */
function fail(message, code) {
  process.stderr.write(`skald relay: ${message}\n`);
  process.exit(code);
}
if (separator !== '--' || !program) fail('no command', 2);
const deadline = Date.now() + Number(waitMs);
const start = () => {
  if (!fs.existsSync(socketPath)) {
    if (Date.now() > deadline) fail('the egress proxy did not start', 3);
    return setTimeout(start, 50);
  }
  const relay = net.createServer((client) => {
    const upstream = net.connect(socketPath);
    client.pipe(upstream).on('error', () => client.destroy());
    upstream.pipe(client).on('error', () => upstream.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  relay.listen(0, '127.0.0.1', () => {
    const proxy = `http://127.0.0.1:${/** @type {net.AddressInfo} */ (relay.address()).port}`;
    const env = /** @type {NodeJS.ProcessEnv} */ ({ ...process.env, NO_PROXY: '', no_proxy: '' });
    for (const name of ['HTTPS_PROXY', 'HTTP_PROXY', 'ALL_PROXY']) env[name] = env[name.toLowerCase()] = proxy;
    const child = spawn(program, args, { stdio: 'inherit', env });
    for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) process.on(signal, () => child.kill(signal));
    child.on('error', (error) => fail(error.message, 127));
    child.on('exit', (code, signal) => process.exit(code ?? 128 + ((signal && os.constants.signals[signal]) || 9)));
  });
};
start();
