#!/usr/bin/env node
// Verify the Playwright connector: start the Chromium the server is configured to drive,
// headless, and have it run a line of JavaScript.
// Skald runs this before it saves an activation. Output convention: exactly one JSON object
// {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok. Node built-ins only.
// The browser is PLAYWRIGHT_MCP_EXECUTABLE_PATH (the variable @playwright/mcp reads), else
// /usr/bin/chromium, Debian's chromium package, which connector.json points the server at.
'use strict';
const { execFile } = require('node:child_process');
const { accessSync, constants, mkdtempSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const DEFAULT_EXECUTABLE = '/usr/bin/chromium';
const LAUNCH_TIMEOUT_MS = 20000;
// The page writes the product; finding it in the dumped DOM proves the page's script ran.
const PAGE = 'data:text/html,<body><script>document.body.textContent = "skald-verify-" + 6 * 7</script></body>';
const MARKER = 'skald-verify-42';

function emit(ok, message, details) {
  process.stdout.write(`${JSON.stringify(details === undefined ? { ok, message } : { ok, message, details })}\n`);
  process.exitCode = ok ? 0 : 1;
}

function main() {
  const executable = process.env.PLAYWRIGHT_MCP_EXECUTABLE_PATH || DEFAULT_EXECUTABLE;
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    emit(false, `No Chromium at ${executable}: install it in the container (Debian: apt-get install chromium) or set PLAYWRIGHT_MCP_EXECUTABLE_PATH to a Chromium or Chrome binary`);
    return;
  }
  const profile = mkdtempSync(path.join(os.tmpdir(), 'skald-verify-chromium-'));
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
    '--dump-dom',
    PAGE,
  ];
  execFile(executable, args, { timeout: LAUNCH_TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
    rmSync(profile, { recursive: true, force: true });
    if (stdout.includes(MARKER)) {
      emit(true, 'Headless Chromium started and ran JavaScript', { executable });
      return;
    }
    const why = error?.killed
      ? `did not finish within ${LAUNCH_TIMEOUT_MS / 1000} seconds`
      : error
        ? `failed (${typeof error.code === 'number' ? `exit code ${error.code}` : error.code ?? error.signal})${lastLine(stderr) ? `: ${lastLine(stderr)}` : ''}`
        : 'started but did not run the test page';
    emit(false, `Headless Chromium at ${executable} ${why}`, { executable });
  });
}

function lastLine(text) {
  return text.trim().split('\n').pop()?.slice(0, 300) ?? '';
}

main();
