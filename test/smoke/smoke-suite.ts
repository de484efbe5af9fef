// The smoke run against a real Docker Engine: server-everything (the external referee) over stdio in the
// sandbox and over Streamable HTTP and SSE on loopback, then one fixture per failure and per hostile behaviour.
// Defined once, run against the local engine (smoke.test.ts) and a second one that sees none of this machine's
// files (second-engine.test.ts).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smokeCatalog } from '../../src/phases/smoke.ts';
import { ensureBaseImage } from '../../src/sandbox/base-image.ts';
import { sandboxCommand } from '../../src/sandbox/container.ts';
import { docker, RUN_LABEL } from '../../src/sandbox/docker.ts';
import { chooseTargets } from '../../src/sandbox/targets.ts';
import { canaryValue } from '../../src/secrets/canary.ts';
import { ConnectorSecrets } from '../../src/secrets/connector-secrets.ts';
import { DEFAULT_TIMEOUTS } from '../../src/smoke/options.ts';
import type { ConnectorSmokeResult, SmokeReport } from '../../src/smoke/result.ts';
import { localDockerEnv, type SecondEngine } from '../helpers/second-engine.ts';
import { EVERYTHING_TOOLS, FAILURE_CASES, HOSTILE_CASES, remoteFixture, writeSmokeCatalog } from './fixture-catalog.ts';

const run = promisify(execFile);
const EVERYTHING_BIN = path.resolve('node_modules/@modelcontextprotocol/server-everything/dist/index.js');
// Set in this process only: no container may ever see it.
const RUNNER_SECRET = `runner-secret-${randomBytes(8).toString('hex')}`;
// The failure fixtures are small Python servers; the referee (an npx start on a loaded runner) keeps the defaults.
// Short enough that the four fixtures that never answer end the run soon, long enough for a good server that shares
// a loaded runner with the rest of the suite.
const TIMEOUTS = { initializeMs: 30_000, listToolsMs: 20_000 };
// A quarter of a CPU: the loop, the fork bomb and the flood burn what they are given until their timeout, and are as
// hostile on a quarter as on a whole one, which the rest of the suite needs (153 CPU-seconds for second-engine.test.ts
// with one CPU each, 124 with a quarter).
const LIMITS = { memoryMb: 256, pids: 64, cpus: 0.25 };
// One target, the oldest: what differs between targets is targets.test.ts's.
const BOOKWORM = chooseTargets('bookworm');

/**
 * The engine the suite runs against. The local one runs the referee and the failure fixtures. A second engine, which
 * shares no file with this machine (`start`), runs what only it can show or should hold: the hostile fixtures (loop,
 * fork bomb, memory hog, flood, network, environment), the action and the runner's Node reaching it through its API.
 * Each runs once per test run; both check what a run leaves behind and what `docker inspect` shows.
 */
export interface SuiteEngine {
  start?: () => Promise<SecondEngine>;
}

export function smokeSuite(suite: SuiteEngine): void {
  const onSecondEngine = suite.start !== undefined;
  let engine: SecondEngine | undefined;
  let catalog: { dir: string; cleanup: () => Promise<void> };
  let reports: SmokeReport[];
  let reportText: string;
  const servers: ChildProcess[] = [];
  let httpPort = 0;
  let ssePort = 0;

  function result(id: string): ConnectorSmokeResult {
    const found = reports.flatMap((report) => report.connectors).find((connector) => connector.id === id);
    if (!found) throw new Error(`no result for ${id}`);
    return found;
  }

  function ruleIds(id: string): string[] {
    return [...new Set(result(id).findings.map((finding) => finding.ruleId))].sort();
  }

  async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
  }

  /** server-everything in one of its HTTP modes; resolves once it says it listens. */
  async function startEverything(mode: 'streamableHttp' | 'sse', port: number): Promise<void> {
    const child = spawn(process.execPath, [EVERYTHING_BIN, mode], {
      env: { PATH: process.env.PATH ?? '', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    servers.push(child);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server-everything ${mode} did not start`)), 20_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        if (/listening|running on port/i.test(chunk.toString())) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`server-everything ${mode} exited`)));
    });
  }

  /** Containers, or volumes, of a run (by its label), or the dependency-install containers of these fixtures (by name). */
  async function leftovers(filter: string, kind: 'ps' | 'volume ls' = 'ps'): Promise<string> {
    const list = kind === 'ps' ? ['ps', '--all', '--quiet'] : ['volume', 'ls', '--quiet'];
    return (await docker([...list, '--filter', filter], { timeoutMs: 30_000 })).stdout.trim();
  }

  beforeAll(async () => {
    process.env.SKALD_TEST_RUNNER_TOKEN = RUNNER_SECRET;
    if (suite.start) {
      engine = await suite.start();
      // The second engine starts with the base this machine built (docker save | docker load), not a bootstrap of its own.
      await engine.load([await ensureBaseImage()]);
      process.env.DOCKER_HOST = engine.host;
    }
    // Built once per recipe and then cached by tag: only the first run on a machine pays for the bootstrap.
    await ensureBaseImage();
    [httpPort, ssePort] = [await freePort(), await freePort()];
    await Promise.all([startEverything('streamableHttp', httpPort), startEverything('sse', ssePort)]);
    catalog = await writeSmokeCatalog({
      'remote-http': remoteFixture('remote-http', `http://127.0.0.1:${httpPort}/mcp?token={SECRET:FIXTURE_TOKEN}`),
      'remote-sse': remoteFixture('remote-sse', `http://127.0.0.1:${ssePort}/sse`),
      'remote-no-secret': remoteFixture('remote-no-secret', `http://127.0.0.1:${httpPort}/mcp?key={SECRET:MISSING_KEY}`),
    });
    const referee = onSecondEngine
      ? undefined
      : await smokeCatalog({
          catalogDir: catalog.dir,
          ids: ['everything', 'remote-http', 'remote-sse', 'remote-no-secret'],
          remote: true,
          secrets: ConnectorSecrets.from({ SKALD_SECRET_REMOTE_HTTP__FIXTURE_TOKEN: 'loopback-token' }),
          concurrency: 2,
          targets: BOOKWORM,
        });
    const fixtures = await smokeCatalog({
      catalogDir: catalog.dir,
      ids: Object.keys(onSecondEngine ? HOSTILE_CASES : FAILURE_CASES),
      concurrency: 2,
      timeouts: TIMEOUTS,
      limits: LIMITS,
      targets: BOOKWORM,
    });
    reports = referee ? [referee, fixtures] : [fixtures];
    reportText = JSON.stringify(reports);
  }, 900_000);

  afterAll(async () => {
    delete process.env.SKALD_TEST_RUNNER_TOKEN;
    delete process.env.DOCKER_HOST;
    await engine?.stop();
    for (const server of servers) server.kill('SIGKILL');
    await catalog?.cleanup();
  });

  describe.runIf(!onSecondEngine)('the referee: server-everything', () => {
    it('starts from its pinned npm package with npx, with no network, in the sandbox', () => {
      const everything = result('everything');
      expect(everything.findings).toEqual([]);
      expect(everything.status).toBe('passed');
      expect(everything.transport).toBe('stdio');
      expect(everything.serverInfo?.name).toBe('mcp-servers/everything');
      expect(everything.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(everything.toolCount).toBe(EVERYTHING_TOOLS.length);
      expect(everything.image).toMatch(/^skald-smoke-deps:/);
    });

    it('answers over Streamable HTTP on loopback, URL placeholders filled from the configured secrets', () => {
      const remote = result('remote-http');
      expect(remote.transport).toBe('streamable-http');
      expect(remote.toolCount).toBe(EVERYTHING_TOOLS.length);
      expect(ruleIds('remote-http')).toEqual([]);
      expect(remote.status).toBe('passed');
      expect(reportText).not.toContain('loopback-token');
    });

    it('falls back to the legacy SSE transport', () => {
      const remote = result('remote-sse');
      expect(remote.findings).toEqual([]);
      expect(remote.transport).toBe('sse');
      expect(remote.toolCount).toBe(EVERYTHING_TOOLS.length);
    });

    it('skips a remote whose secret is not configured, naming the variable', () => {
      const remote = result('remote-no-secret');
      expect(remote.status).toBe('skipped');
      expect(remote.skipped).toContain('SKALD_SECRET_REMOTE_NO_SECRET__MISSING_KEY');
    });
  });

  describe.runIf(!onSecondEngine)('failures the smoke run names', () => {
    for (const [id, spec] of Object.entries(FAILURE_CASES)) {
      it(`${id}: ${spec.expect.join(', ') || 'passes'}`, () => {
        expect(ruleIds(id)).toEqual([...spec.expect].sort());
      });
    }

    it('follows nextCursor: the two-page fixture lists both tools', () => {
      expect(result('python-good').tools).toEqual(['echo', 'reverse']);
      expect(result('python-good').verify).toMatchObject({ ok: false, exitCode: 1, timedOut: false });
    });

    it("runs each connector on the target's own Node: one that needs Node 20 and declares nothing fails on bookworm's", () => {
      const finding = result('needs-node-20').findings[0]!;
      expect(finding.message).toMatch(
        /^on bookworm: the server exited with code 1 before answering initialize; .*needs Node 20, runs on v18\./,
      );
      expect(finding.fix).toContain('min_runtime.node');
    });

    it('quotes what crashed and what polluted stdout', () => {
      expect(result('crash').findings[0]!.message).toContain('FIXTURE_CONFIG is not set');
      expect(result('node-crash').findings[0]!.message).toContain('TypeError: the config file is missing');
      expect(result('node-crash').findings[0]!.message).not.toContain('Node.js v');
      expect(result('junk-stdout').findings[0]!.message).toContain('Server starting on stdio...');
      expect(result('missing-tool').findings[0]!.message).toContain('"ghost"');
      expect(result('dep-missing').findings[0]!.message).toContain('skald-no-such-package');
    });

    it('names the leaked variable, never its value', () => {
      const leak = result('verify-leak').findings[0]!;
      expect(leak.message).toContain('FIXTURE_API_KEY');
      expect(leak.message).not.toMatch(/[A-Za-z0-9]{32}/);
    });

    it('kills a hanging verify at its timeout_secs', () => {
      const verify = result('verify-hang').verify!;
      expect(verify.timedOut).toBe(true);
      // 124 is timeout(1)'s, in the container, at timeout_secs; the engine-level backstop would leave no exit code.
      expect(verify.exitCode).toBe(124);
    });
  });

  describe.runIf(onSecondEngine)('the sandbox holds hostile connectors', () => {
    for (const [id, spec] of Object.entries(HOSTILE_CASES)) {
      it(`${id}: ${spec.expect.join(', ')}`, () => {
        expect(ruleIds(id)).toEqual([...spec.expect].sort());
        expect(result(id).status).toBe('failed');
        // Bounded by its timeouts: initialize and the exit grace, and a minute for the engine to start and remove two
        // containers on a busy runner. A server that could stretch the run would meet the hook's 15 minutes instead.
        expect(result(id).durations.mcpMs!).toBeLessThan(TIMEOUTS.initializeMs + DEFAULT_TIMEOUTS.exitGraceMs + 60_000);
      });
    }

    it('says when it read a flood no further: the server blocks on its next write, and the runner stays idle', () => {
      const pollution = result('output-flood').findings.find((finding) => finding.ruleId === 'stdout-pollution')!;
      expect(pollution.message).toMatch(
        /^on bookworm: \d+ line\(s\) on stdout are not JSON-RPC messages before the smoke run stopped reading a flood, first: "x{200}…"$/,
      );
    });

    it('kills a memory hog at the memory limit', () => {
      expect(result('memory-hog').findings[0]!.message).toContain('exit 137');
    });

    it('gives no network', () => {
      expect(result('network-attempt').findings[0]!.message).toMatch(/no network: .*(unreachable|Errno)/i);
    });

    it("passes no variable of the runner: the server sees only the manifest's", () => {
      const environment = result('read-environment');
      expect(environment.stderrTail).toContain('FIXTURE_API_KEY');
      expect(environment.stderrTail).not.toContain('SKALD_TEST_RUNNER_TOKEN');
      expect(reportText).not.toContain(RUNNER_SECRET);
      expect(environment.findings[0]!.message).toContain('FIXTURE_API_KEY');
    });
  });

  describe('what a run leaves on the engine', () => {
    it('leaves no container and no volume behind, on the engine it used nor on the local one', async () => {
      for (const report of reports) {
        expect(await leftovers(`label=${RUN_LABEL}=${report.runId}`)).toBe('');
        expect(await leftovers(`label=${RUN_LABEL}=${report.runId}`, 'volume ls')).toBe('');
        if (engine) {
          const local = { env: localDockerEnv() };
          const filter = `label=${RUN_LABEL}=${report.runId}`;
          expect((await run('docker', ['ps', '--all', '--quiet', '--filter', filter], local)).stdout.trim()).toBe('');
          expect((await run('docker', ['volume', 'ls', '--quiet', '--filter', filter], local)).stdout.trim()).toBe('');
        }
      }
      for (const id of ['everything', 'dep-missing']) expect(await leftovers(`name=skald-smoke-deps-${id}-`)).toBe('');
    });

    it("shows no variable's value in the container's config or command line, which other users of the engine can read", async () => {
      const canary = canaryValue();
      const base = await ensureBaseImage();
      const volume = `skald-smoke-inspect-${randomBytes(3).toString('hex')}`;
      await docker(['volume', 'create', '--label', `${RUN_LABEL}=inspect`, volume], { timeoutMs: 30_000 });
      const command = sandboxCommand({
        image: base,
        connectorVolume: volume,
        env: { FIXTURE_API_KEY: canary },
        command: ['sh', '-c', 'printf %s "$FIXTURE_API_KEY"; sleep 5'],
        runId: 'inspect',
        purpose: 'inspect',
      });
      try {
        const running = docker(command.args, { timeoutMs: 60_000, container: command.name, input: command.stdinPreamble });
        let inspected = '';
        for (let attempt = 0; attempt < 100 && !inspected; attempt++) {
          inspected = (await docker(['inspect', command.name], { timeoutMs: 30_000 })).stdout.trim().replace(/^\[\]$/, '');
          if (!inspected) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(inspected).toContain(command.name);
        expect(inspected).not.toContain(canary);
        expect(inspected).not.toContain(Buffer.from(canary).toString('base64'));
        expect((await running).stdout).toBe(canary);
      } finally {
        await docker(['volume', 'rm', '--force', volume], { timeoutMs: 30_000 });
      }
    }, 120_000);
  });

  describe.runIf(onSecondEngine)('the smoke action (its committed bundle, as a runner starts it, on an engine it reaches by API)', () => {
    it('reports, sets outputs, writes the summary, and masks the secrets it is given', async () => {
      const runner = await mkdtemp(path.join(tmpdir(), 'skald-runner-'));
      const [outputs, summary] = [path.join(runner, 'output'), path.join(runner, 'summary')];
      await Promise.all([writeFile(outputs, ''), writeFile(summary, '')]);
      try {
        const env = {
          PATH: process.env.PATH,
          GITHUB_WORKSPACE: runner,
          GITHUB_OUTPUT: outputs,
          GITHUB_STEP_SUMMARY: summary,
          INPUT_CATALOG: catalog.dir,
          // A local connector with nothing to install (its files reach the engine through its API) and a remote one.
          INPUT_CONNECTORS: 'python-good, remote-http',
          INPUT_REMOTE: 'true',
          INPUT_SECRETS: JSON.stringify({ 'remote-http': { FIXTURE_TOKEN: 'loopback-token' } }),
          INPUT_REPORT: 'smoke.json',
          INPUT_TARGET: 'bookworm',
          ...(engine ? { DOCKER_HOST: engine.host } : {}),
        };
        const { stdout } = await promisify(execFile)(process.execPath, [path.resolve('actions/smoke/dist/index.js')], {
          env,
          timeout: 240_000,
        });
        expect(stdout).toContain('::add-mask::loopback-token');
        expect(stdout.replaceAll('::add-mask::loopback-token', '')).not.toContain('loopback-token');
        const report = JSON.parse(await readFile(path.join(runner, 'smoke.json'), 'utf8')) as SmokeReport;
        expect(report.connectors.map((connector) => [connector.id, connector.status])).toEqual([
          ['python-good', 'passed'],
          ['remote-http', 'passed'],
        ]);
        const outputText = await readFile(outputs, 'utf8');
        expect(outputText).toMatch(/failed<<.*\n0\n/);
        expect(outputText).toMatch(/errors<<.*\n0\n/);
        expect(await readFile(summary, 'utf8')).toContain('python-good');
      } finally {
        await rm(runner, { recursive: true, force: true });
      }
    }, 300_000);
  });
}
