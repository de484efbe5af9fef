// The maintainer's command line through the real CLI (node scripts/run.cjs, as `npm run` starts it): help on every
// command, usage errors (exit 64) with the nearest option, the scaffold of each kind passing `npm run check`, the
// docker-free probe against the reference MCP server and our own connectors, doctor and preview.
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../src/cli/command-line.ts';
import { formatHelp } from '../../src/cli/help.ts';
import { RULES } from '../../src/rules/registry.ts';
import { TARGETS } from '../../src/sandbox/targets.ts';

const run = promisify(execFile);

interface Exit {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Exit> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/run.cjs', script, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const dockerAnswers = await run('docker', ['version', '--format', '{{.Server.Version}}']).then(
  () => true,
  () => false,
);

const { scripts, devDependencies } = JSON.parse(await readFile('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const commands = Object.entries(scripts).flatMap(([name, line]) => {
  const script = /^node scripts\/run\.cjs ([a-z][\w-]*)$/.exec(line)?.[1];
  return script ? [{ name, script }] : [];
});

/** A command's module, as the launcher finds it: src/commands/<name>.ts, else scripts/<name>.ts (the bench). */
async function commandModule(script: string): Promise<Command> {
  const file = existsSync(`src/commands/${script}.ts`) ? `../../src/commands/${script}.ts` : `../../scripts/${script}.ts`;
  return (await import(file)) as Command;
}

describe('help and usage errors on every command', () => {
  // In this process, one module after another: what each command's --help does is its own code, not the launcher's.
  it.each(commands)('npm run $name -- --help prints usage, options and examples, and does nothing else', async ({ script }) => {
    const command = await commandModule(script);
    const asked = await command.run(['--help']).then(
      (code) => new Error(`ran, and returned ${code}`),
      (error: unknown) => error as Error,
    );
    expect(asked.message).toBe(formatHelp(command.help));
    expect(asked.message).toMatch(/^usage: npm run /);
    expect(asked.message).toMatch(/\nexamples:\n {2}npm run /);
    expect(asked.message).toContain('64 usage');
  });

  it('through the launcher, --help goes to stdout and exits 0', async () => {
    const help = await cli('check', ['--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toBe(formatHelp((await commandModule('check')).help));
  });

  it('a mistyped option is a usage error (64) that names the nearest valid one', async () => {
    const typo = await cli('check', ['--jsn']);
    expect(typo.code).toBe(64);
    expect(typo.stderr).toMatch(/unknown option --jsn; did you mean --json\?\nusage: npm run check/);
    const far = await cli('probe', ['weather', '--zzzzzzzz']);
    expect(far.code).toBe(64);
    expect(far.stderr).toMatch(/the options are --call, --args, --json, --catalog, --help/);
  });

  it('check --explain RULE prints what the rule checks, an example and the fix; an unknown rule names the nearest', async () => {
    const explain = await cli('check', ['--explain', 'placeholders']);
    expect(explain.code).toBe(0);
    expect(explain.stdout).toMatch(/^placeholders \(error, connector phase/);
    expect(explain.stdout).toMatch(/\nexample: .*\{env:KEY\} is deprecated/);
    expect(explain.stdout).toMatch(/\nfix: +write \{ENV:NAME\}/);
    const typo = await cli('check', ['--explain', 'placeholder-icn']);
    expect(typo.code).toBe(64);
    expect(typo.stderr).toMatch(/did you mean placeholder-icon\?/);
  });

  it('check --explain prints the description, the example finding and the fix of a rule of every phase', async () => {
    const ids = ['schema', 'icons', 'index-stale', 'version-not-bumped', 'slow-exit', 'tool-drift', 'site-index'] as const;
    const phases = ['load', 'connector', 'catalog', 'version', 'smoke', 'weekly', 'site'];
    const explained = await Promise.all(ids.map((id) => cli('check', ['--explain', id])));
    ids.forEach((id, at) => {
      const rule = RULES.find((candidate) => candidate.id === id)!;
      const { code, stdout } = explained[at]!;
      expect(code, id).toBe(0);
      expect(stdout.startsWith(`${id} (${rule.severity}, ${phases[at]} phase, run by `), id).toBe(true);
      expect(stdout, id).toContain(`\n${rule.description}\n`);
      expect(stdout, id).toContain(`\nexample: ${rule.explain.example}\n`);
      expect(stdout, id).toMatch(new RegExp(`\\nexample: \\S+  (error|warning)  .*  \\[${id}\\]\\n`));
      expect(stdout, id).toContain(`\nfix:     ${rule.explain.fix}\n`);
    });
    const typo = await cli('check', ['--explain', 'version-not-bumpd']);
    expect(typo.code).toBe(64);
    expect(typo.stderr).toMatch(/--explain version-not-bumpd: no such rule; did you mean version-not-bumped\?/);
    expect(typo.stderr).not.toMatch(/\n +at /);
    expect(typo.stdout).toBe('');
  });

  it('a bad option value and a missing argument are usage errors too', async () => {
    expect((await cli('preview', ['--port', 'eighty'])).code).toBe(64);
    expect((await cli('probe', ['weather', '--call', 'forecast', '--args', '{oops'])).stderr).toMatch(/--args is not JSON/);
    expect((await cli('new', ['--kind', 'python'])).code).toBe(64);
    expect((await cli('bump', [])).code).toBe(64);
  });
});

describe('npm run new, then check and probe on the result', () => {
  // Inside the repository, so a Node connector finds the repository's node_modules as it does in connectors/.
  let catalog: string;
  const everythingVersion = devDependencies['@modelcontextprotocol/server-everything']!;
  const everything = `@modelcontextprotocol/server-everything@${everythingVersion}`;
  // npm works from its cache alone, where `npm ci` of this repository put every package the scaffolds lock: the
  // scaffold must resolve them from there (the repository's lock seeds theirs), and no test reaches the registry.
  const offline = { npm_config_offline: 'true' };
  const made: Record<string, Exit> = {};

  beforeAll(async () => {
    catalog = await mkdtemp(path.resolve('node_modules/.cache/skald-new-'));
    await writeFile(path.join(catalog, 'index.json'), '[\n  \n]\n');
    for (const [id, kind, ...extra] of [
      ['demo-python', 'python'],
      ['demo-node', 'node'],
      ['demo-remote', 'remote'],
      ['demo-everything', 'npm-package', everything],
    ]) {
      made[id!] = await cli('new', [id!, '--kind', kind!, ...extra, '--catalog', catalog], offline);
      expect(made[id!]!.code, made[id!]!.stderr).toBe(0);
      expect(made[id!]!.stdout).toContain(`wrote ${catalog}/${id}/connector.json`);
    }
  }, 120_000);
  afterAll(() => rm(catalog, { recursive: true, force: true }));

  it('writes every kind complete, in index.json, compiled, and `npm run check` passes but for a license the policy refuses', async () => {
    expect(JSON.parse(await readFile(path.join(catalog, 'index.json'), 'utf8'))).toEqual([
      'demo-python',
      'demo-node',
      'demo-remote',
      'demo-everything',
    ]);
    const compiled = JSON.parse(await readFile(path.join(catalog, 'connectors.json'), 'utf8'));
    expect(compiled.connectors.map((entry: { id: string }) => entry.id)).toHaveLength(4);
    const remote = JSON.parse(await readFile(path.join(catalog, 'demo-remote', 'connector.json'), 'utf8'));
    expect(remote).toMatchObject({
      $schema: '../schemas/connector.schema.json',
      type: 'mcp_remote',
      verify: { command: 'python3 verify.py' },
    });
    expect(await readFile(path.join(catalog, 'demo-python', 'skald_mcp.py'))).toEqual(await readFile('pylib/skald_mcp.py'));
    expect(await readFile(path.join(catalog, 'demo-remote', 'mcp_probe.py'))).toEqual(await readFile('pylib/mcp_probe.py'));

    // The reference server's package declares "SEE LICENSE IN LICENSE" (and ships no LICENSE file): the license policy
    // refuses it by name, the one error; without it the catalog passes.
    const check = await cli('check', ['--catalog', catalog, '--no-version-guard', '--json']);
    expect(check.code, check.stdout).toBe(1);
    const report = JSON.parse(check.stdout);
    expect(report.schemaVersion).toBe(1);
    const errors = report.findings.filter((finding: { severity: string }) => finding.severity === 'error');
    expect(errors.map((finding: { ruleId: string; message: string }) => `${finding.ruleId}: ${finding.message}`)).toEqual([
      `dependency-license: the npm package @modelcontextprotocol/server-everything ${everythingVersion} is under SEE LICENSE IN LICENSE, which the license policy does not allow`,
    ]);
    const others = await cli('check', ['--catalog', catalog, '--no-version-guard', '--json', '--except', 'dependency-license']);
    expect(others.code, others.stdout).toBe(0);
    // The placeholder icons and the tool locks still to write are the only other findings: the Node and npm-package
    // scaffolds come with their package lock (no npm-lockfile) and its bill of materials (no sbom).
    const ruleIds = JSON.parse(others.stdout)
      .findings.map((finding: { ruleId: string }) => finding.ruleId)
      .sort();
    expect(ruleIds).toEqual([...Array(8).fill('placeholder-icon'), ...Array(4).fill('tools-lock')]);
    for (const id of ['demo-node', 'demo-everything']) expect(made[id]!.stderr).not.toMatch(/npm could not/);
  });

  it('locks the Node and npm-package trees: the pins of package.json, on the target Node', async () => {
    const lockOf = async (id: string) => JSON.parse(await readFile(path.join(catalog, id, 'package-lock.json'), 'utf8'));
    const node = await lockOf('demo-node');
    expect(node.packages['']).toMatchObject({ dependencies: { '@modelcontextprotocol/sdk': expect.any(String), zod: expect.any(String) } });
    const sdk = JSON.parse(await readFile(path.join(catalog, 'demo-node', 'package.json'), 'utf8')).dependencies[
      '@modelcontextprotocol/sdk'
    ];
    expect(node.packages['node_modules/@modelcontextprotocol/sdk'].version).toBe(sdk);
    const hono = Object.entries(node.packages).filter(([where]) => where.endsWith('node_modules/@hono/node-server'));
    expect(hono.map(([, entry]) => (entry as { version: string }).version)).toEqual(['1.19.19']);
    const locked = await lockOf('demo-everything');
    expect(locked.packages['node_modules/@modelcontextprotocol/server-everything'].version).toBe(everythingVersion);
    expect(Object.keys(locked.packages)).not.toContain('node_modules/vitest');
  });

  it('fills the npm-package tools[] in both manifests with exactly the tools the server lists, each with a friendly name', async () => {
    const client = new Client({ name: 'commands-test', version: '1.0.0' }, { capabilities: {} });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['node_modules/@modelcontextprotocol/server-everything/dist/index.js'],
        stderr: 'ignore',
      }),
    );
    const listed = (await client.listTools()).tools;
    await client.close();
    const friendly = (tool: (typeof listed)[number]) => tool.title ?? tool.annotations?.title;
    for (const manifest of ['connector.json', 'fragment.json']) {
      const { tools } = JSON.parse(await readFile(path.join(catalog, 'demo-everything', manifest), 'utf8'));
      expect(tools.map((tool: { name: string }) => tool.name)).toEqual(listed.map((tool) => tool.name));
      for (const [index, tool] of listed.entries())
        expect(tools[index].display_name).toEqual(friendly(tool) ?? expect.stringMatching(/^[A-Z]/));
    }
    expect(listed.length).toBeGreaterThan(5);
    expect(made['demo-everything']!.stdout).toContain(`tools[] holds the ${listed.length} tools its server lists`);
    expect(made['demo-everything']!.stderr).toMatch(/starting its server on this machine, NOT sandboxed/);
  });

  it('with the registry out of reach and nothing cached: one sentence, the folder written, tools[] empty, exit 0', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const emptyCache = await mkdtemp(path.join(tmpdir(), 'skald-npm-cache-'));
    const alone = await mkdtemp(path.resolve('node_modules/.cache/skald-new-offline-'));
    await writeFile(path.join(alone, 'index.json'), '[]\n');
    try {
      const unreachable = {
        npm_config_registry: `http://127.0.0.1:${closedPort}/`,
        npm_config_cache: emptyCache,
        npm_config_fetch_retries: '0',
      };
      const off = await cli('new', ['demo-offline', '--kind', 'npm-package', everything, '--catalog', alone], unreachable);
      expect(off.code, off.stderr).toBe(0);
      const said = off.stderr.split('\n').filter((line) => line.startsWith('new: npm could not'));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(
        new RegExp(`^new: npm could not install ${everything.replace(/[.]/g, '\\.')}: ECONNREFUSED \\(.*\\), so tools\\[\\] is left empty`),
      );
      expect(said[0]).toContain('`npm run probe -- demo-offline`');
      expect(off.stderr).not.toMatch(/\n\s+at /);
      for (const manifest of ['connector.json', 'fragment.json'])
        expect(JSON.parse(await readFile(path.join(alone, 'demo-offline', manifest), 'utf8')).tools).toEqual([]);
      await expect(readFile(path.join(alone, 'demo-offline', 'package-lock.json'))).rejects.toThrow(/ENOENT/);
      // Still a folder that passes the check, with today's warning for the lockfile still to make.
      const check = await cli('check', ['--catalog', alone, '--no-version-guard', '--json']);
      expect(check.code, check.stdout).toBe(0);
      expect(JSON.parse(check.stdout).findings.map((finding: { ruleId: string }) => finding.ruleId)).toContain('npm-lockfile');
    } finally {
      await rm(alone, { recursive: true, force: true });
      await rm(emptyCache, { recursive: true, force: true });
    }
  }, 60_000);

  // One sandboxed run for the kinds whose server runs in it as written (a remote scaffold points at a placeholder
  // URL, and tests reach no outside address): the Node and npm-package ones installed from their lockfiles.
  it.runIf(dockerAnswers)(
    'npm run smoke passes on the Python, Node and npm-package scaffolds, in the sandbox',
    async () => {
      // On the oldest target, the one a scaffold is written for (targets.test.ts holds what differs between targets).
      const smoke = await cli('smoke', [
        'demo-python',
        'demo-node',
        'demo-everything',
        '--catalog',
        catalog,
        '--json',
        '--target',
        'bookworm',
      ]);
      expect(smoke.code, smoke.stdout + smoke.stderr).toBe(0);
      const report = JSON.parse(smoke.stdout);
      expect(report.schemaVersion).toBe(1);
      expect(report.connectors.map((result: { id: string; status: string }) => [result.id, result.status])).toEqual([
        ['demo-python', 'passed'],
        ['demo-node', 'passed'],
        ['demo-everything', 'passed'],
      ]);
    },
    300_000,
  );

  it('refuses an id that exists and one that is not kebab-case (exit 64), and writes nothing', async () => {
    const again = await cli('new', ['demo-python', '--kind', 'node', '--catalog', catalog]);
    expect(again.code).toBe(64);
    expect(again.stderr).toMatch(/"demo-python" exists already/);
    const camel = await cli('new', ['DemoThing', '--kind', 'python', '--catalog', catalog]);
    expect(camel.code).toBe(64);
    expect(camel.stderr).toMatch(/kebab-case/);
    expect((await cli('new', ['demo-x', '--kind', 'npm-package', 'left-pad', '--catalog', catalog])).stderr).toMatch(/PKG@VERSION/);
    expect(JSON.parse(await readFile(path.join(catalog, 'index.json'), 'utf8'))).toHaveLength(4);
  });

  it('probe starts the Python scaffold on this machine, says it is not sandboxed, and calls its tool', async () => {
    const probe = await cli('probe', ['demo-python', '--catalog', catalog, '--call', 'hello', '--args', '{"name":"Ada"}']);
    expect(probe.code, probe.stdout + probe.stderr).toBe(0);
    expect(probe.stderr).toMatch(/NOT sandboxed/);
    expect(probe.stdout).toMatch(/hello\s+Say Hello — Greets someone/);
    expect(probe.stdout).toMatch(/hello returned:\nHello, Ada!/);
  });

  it('probe --json on the Node scaffold (MCP SDK) gives the tools, the call and a schemaVersion on stdout', async () => {
    const probe = await cli('probe', ['demo-node', '--catalog', catalog, '--json', '--call', 'hello', '--args', '{"name":"Bo"}']);
    expect(probe.code, probe.stdout + probe.stderr).toBe(0);
    const result = JSON.parse(probe.stdout);
    expect(result).toMatchObject({ schemaVersion: 1, id: 'demo-node', sandboxed: false, passed: true, findings: [] });
    expect(result.tools).toEqual([expect.objectContaining({ name: 'hello', friendlyName: 'Say Hello' })]);
    expect(result.call).toMatchObject({ tool: 'hello', isError: false, content: [{ type: 'text', text: 'Hello, Bo!' }] });
  });

  it('probe against the reference server (server-everything, scaffolded as npm-package): its tools, the smoke checks, a call', async () => {
    const probe = await cli('probe', ['demo-everything', '--catalog', catalog, '--call', 'echo', '--args', '{"message":"hi there"}']);
    // tools[] came from the server's own listing, so the smoke run's tool checks pass as they stand.
    expect(probe.code, probe.stdout).toBe(0);
    expect(probe.stdout).toMatch(/^\s+echo\s+\S.* — /m);
    expect(probe.stdout).toContain('No problems found.');
    expect(probe.stdout).toMatch(/echo returned:\n.*hi there/);
    const unknown = await cli('probe', ['demo-everything', '--catalog', catalog, '--call', 'ecko']);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toMatch(/no such tool; did you mean echo\?/);
  }, 90_000);
});

describe('probe on our own connectors', () => {
  it('lists ssh with its friendly names and calls list_aliases, whose tool error is shown and fails the probe', async () => {
    const probe = await cli('probe', ['ssh', '--call', 'list_aliases'], { HOME: '/nonexistent-home' });
    expect(probe.stdout).toMatch(/list_aliases\s+List SSH Hosts — /);
    expect(probe.stdout).toMatch(/list_aliases returned an error:\nNo SSH aliases are configured/);
    expect(probe.code).toBe(1);
  });

  it('an unknown id names the nearest, and a remote connector is sent to smoke --remote', async () => {
    const typo = await cli('probe', ['wether']);
    expect(typo.code).toBe(64);
    expect(typo.stderr).toMatch(/no connector "wether" in connectors; did you mean weather\?/);
    const remote = await cli('probe', ['context7']);
    expect(remote.code).toBe(64);
    expect(remote.stderr).toMatch(/npm run smoke -- context7 --remote/);
  });
});

describe('probe-remote, the weekly probe run locally', () => {
  let catalog: string;
  beforeAll(async () => {
    // tavily alone: its key is required, so nothing here reaches past this machine.
    catalog = await mkdtemp(path.join(tmpdir(), 'skald-probe-remote-'));
    await run('cp', ['-r', 'connectors/tavily', 'connectors/schemas', catalog]);
    await writeFile(path.join(catalog, 'index.json'), '["tavily"]\n');
  });
  afterAll(() => rm(catalog, { recursive: true, force: true }));

  it('skips a connector whose secret is not configured, names the variable, writes status.json, and passes', async () => {
    const status = path.join(catalog, 'status.json');
    const env = Object.fromEntries(
      Object.keys(process.env)
        .filter((key) => key.startsWith('SKALD_SECRET_'))
        .map((key) => [key, '']),
    );
    const probe = await cli('probe-remote', ['--catalog', catalog, '--status', status], env);
    expect(probe.code, probe.stderr).toBe(0);
    const written = JSON.parse(await readFile(status, 'utf8')) as { connectors: Record<string, { state: string; message: string }> };
    expect(written.connectors.tavily).toMatchObject({
      state: 'skipped',
      message: 'not checked: needs the secret tavilyApiKey: set SKALD_SECRET_TAVILY__TAVILYAPIKEY',
    });
  });

  it('a secrets file that is not bound JSON is a usage error (64); one that is missing, a setup error (3)', async () => {
    const bad = path.join(catalog, 'bad.json');
    await writeFile(bad, '{"tavilyApiKey": "tvly-x"}');
    const unbound = await cli('probe-remote', ['--catalog', catalog, '--secrets', bad]);
    expect(unbound.code).toBe(64);
    expect(unbound.stderr).toContain('must bind each secret to a connector: {"<connector id>": {"<NAME>": "value"}}');
    const missing = await cli('probe-remote', ['--catalog', catalog, '--secrets', path.join(catalog, 'none.json')]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/^probe-remote: --secrets \S+none\.json: ENOENT/);
  });
});

describe('doctor and preview', () => {
  it('doctor --json reports each tool with what needs it, read-only', async () => {
    const doctor = await cli('doctor', ['--json']);
    const report = JSON.parse(doctor.stdout);
    expect(report.schemaVersion).toBe(1);
    expect(report.checks.map((check: { name: string }) => check.name)).toEqual(
      expect.arrayContaining(['Node.js', 'git', 'Docker Engine', 'mmdebstrap', 'sshd', 'Caddy', 'Chromium']),
    );
    expect(report.checks.find((check: { name: string }) => check.name === 'Node.js')).toMatchObject({ ok: true });
    // Each target: built (with the versions read from its base), or whether this machine can build it.
    for (const target of TARGETS) {
      const check = report.checks.find((each: { name: string }) => each.name === `target ${target.id} (Debian ${target.debian})`);
      expect(check?.detail, target.id).toMatch(
        /^(built: Node \d+\.\d+\.\d+, Python 3\.\d+\.\d+ \(skald-smoke-base:|not built yet|cannot be built here)/,
      );
    }
    for (const check of report.checks) if (!check.ok) expect(check.fix).toBeTruthy();
    expect(doctor.code).toBe(report.checks.every((check: { ok: boolean }) => check.ok) ? 0 : 3);
  });

  it('preview serves connectors/ on loopback and prints the catalog and OAuth page URLs', async () => {
    const child = spawn(process.execPath, ['scripts/run.cjs', 'preview'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      const urls = await new Promise<string[]>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = [...out.matchAll(/(?:catalog page|OAuth page):\s+(\S+)/g)].map((match) => match[1]!);
          if (found.length === 2) resolve(found);
        });
        child.on('exit', (code) => reject(new Error(`preview exited with ${code}: ${out}`)));
      });
      expect(urls[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/index\.html$/);
      expect(urls[1]).toMatch(/\/oauth\/show\.html$/);
      for (const url of urls) expect((await fetch(url)).status).toBe(200);
      expect(await (await fetch(new URL('/connectors.json', urls[0]))).json()).toMatchObject({ version: 1 });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
