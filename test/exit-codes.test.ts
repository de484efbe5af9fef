// The exit-code contract of every command and action (src/findings/errors.ts), each case through the real command line
// and the real committed action bundle: 1 the catalog is wrong, 2 a bug of ours, 3 the machine or setup, 64 usage.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseKeys, writeSiteCatalog } from './deploy/fixture.ts';
import { localConnector, writeCatalog } from './helpers/catalog-fixture.ts';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const STACK_LINE = /\n\s+at /;

interface Exit {
  code: number;
  stdout: string;
  stderr: string;
}

async function exitOf(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): Promise<Exit> {
  try {
    const { stdout, stderr } = await run(command, args, { env: { ...process.env, NO_COLOR: '1', ...env }, cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const cli = (script: string, args: string[], env?: NodeJS.ProcessEnv) =>
  exitOf(process.execPath, ['scripts/run.cjs', script, ...args], env);

/** Runs an action's committed bundle the way a runner does: inputs as INPUT_* variables, a workspace, an output file. */
async function action(name: string, inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}): Promise<Exit> {
  const inputEnv = Object.fromEntries(Object.entries(inputs).map(([key, value]) => [`INPUT_${key.toUpperCase()}`, value]));
  return exitOf(process.execPath, [path.resolve(`actions/${name}/dist/index.js`)], {
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: path.join(workspace, 'output'),
    GITHUB_STEP_SUMMARY: path.join(workspace, 'summary'),
    ...inputEnv,
    ...env,
  });
}

let workspace: string;
/** A PATH holding node and nothing else: no git, no docker. */
let pathWithoutGit: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'skald-exit-codes-'));
  await writeFile(path.join(workspace, 'output'), '');
  await writeFile(path.join(workspace, 'summary'), '');
  pathWithoutGit = path.join(workspace, 'bin');
  await mkdir(pathWithoutGit);
  await symlink(process.execPath, path.join(pathWithoutGit, 'node'));
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('exit 1: the catalog is wrong, as findings', () => {
  it('a connector.json that is a directory is a json-syntax finding, and the other connectors are still checked', async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo'), other: localConnector('other') });
    try {
      await rm(path.join(catalog.dir, 'demo', 'connector.json'));
      await mkdir(path.join(catalog.dir, 'demo', 'connector.json'));
      const other = path.join(catalog.dir, 'other', 'fragment.json');
      await writeFile(other, (await readFile(other, 'utf8')).replace('"name": "', '"name": "Renamed '));
      const result = await cli('check', ['--catalog', catalog.dir, '--no-version-guard', '--except', 'index-stale']);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/demo\/connector\.json {2}error {2}connector\.json is a directory, not a JSON file\./);
      expect(result.stdout).toContain('[json-syntax]');
      expect(result.stdout).toContain('[manifests-agree]');
      expect(result.stderr).toBe('');
    } finally {
      await catalog.cleanup();
    }
  });
});

describe('exit 3: the machine or setup is wrong, in one sentence that says what to do', () => {
  it('a catalog directory that does not exist (check, compile, action)', async () => {
    for (const script of ['check', 'compile']) {
      const result = await cli(script, ['--catalog', 'nowhere']);
      expect(result.code, script).toBe(3);
      expect(result.stderr).toBe(
        `${script}: no catalog directory at nowhere; name the folder that holds index.json (option --catalog, action input catalog)\n`,
      );
    }
    const result = await action('check', { catalog: 'nowhere', 'version-guard': 'true' });
    expect(result.code).toBe(3);
    expect(result.stdout).toContain('::error::no catalog directory at ');
    expect(result.stdout).not.toMatch(STACK_LINE);
  });

  it('no git on PATH for the version guard (command and action)', async () => {
    const catalog = await writeCatalog({ demo: localConnector('demo') });
    try {
      const result = await cli('check', ['--catalog', catalog.dir], { PATH: pathWithoutGit });
      expect(result.code).toBe(3);
      expect(result.stderr).toBe('check: git is not installed or not on PATH; install git\n');
      const fromAction = await action(
        'check',
        { catalog: path.relative(workspace, catalog.dir), 'version-guard': 'true' },
        { PATH: pathWithoutGit },
      );
      expect(fromAction.code).toBe(3);
      expect(fromAction.stdout).toContain('::error::git is not installed or not on PATH; install git');
    } finally {
      await catalog.cleanup();
    }
  });

  it('no Docker engine for the smoke run (command and action)', async () => {
    const noEngine = { DOCKER_HOST: `unix://${path.join(workspace, 'no-engine.sock')}` };
    const result = await cli('smoke', ['--catalog', 'connectors'], noEngine);
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^smoke: no container engine: .*start dockerd \(scripts\/start-docker\.sh\)/);
    expect(result.stderr).not.toMatch(STACK_LINE);
    const fromAction = await action('smoke', { catalog: path.resolve('connectors'), remote: 'false' }, noEngine);
    expect(fromAction.code).toBe(3);
    expect(fromAction.stdout).toContain('::error::no container engine: ');
  });

  it('an SSH server out of reach for the deploy (command and action)', async () => {
    const port = await closedPort();
    const keyFile = path.join(workspace, 'id_ed25519');
    await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', keyFile]);
    const publicKey = (await readFile(`${keyFile}.pub`, 'utf8')).split(' ').slice(0, 2).join(' ');
    // A signed catalog: the deploy refuses one without connectors.pub or a signing key before it connects.
    const site = await writeSiteCatalog(['alpha'], 'r1');
    const settings = {
      host: '127.0.0.1',
      port: String(port),
      user: 'deploy',
      target: '/srv/skald/site',
      'known-hosts': `[127.0.0.1]:${port} ${publicKey}`,
    };
    const result = await cli(
      'deploy',
      [...Object.entries(settings).flatMap(([name, value]) => [`--${name}`, value]), '--key-file', keyFile, '--catalog', site.dir],
      { DEPLOY_SIGNING_KEY: releaseKeys().primary.secretKey },
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/^deploy: cannot connect to deploy@\[127\.0\.0\.1\]:\d+: .*ECONNREFUSED/);
    expect(result.stderr).not.toMatch(STACK_LINE);
    const fromAction = await action('deploy', {
      ...settings,
      'private-key': await readFile(keyFile, 'utf8'),
      'signing-key': releaseKeys().primary.secretKey,
      catalog: site.dir,
      'dry-run': 'false',
    });
    expect(fromAction.code).toBe(3);
    expect(fromAction.stdout).toMatch(/::error::cannot connect to deploy@\[127\.0\.0\.1\]:\d+: /);
    await site.cleanup();
  });
});

describe('exit 64: the command line or an action input is wrong', () => {
  it('an unknown rule id in --only, --except or the check action’s only input', async () => {
    const only = await cli('check', ['--only', 'no-such-rule']);
    expect(only.code).toBe(64);
    expect(only.stderr).toMatch(/^check: unknown rule "no-such-rule"; known rules: active-files, auth-delivery, /);
    expect((await cli('check', ['--except', 'placeholder'])).code).toBe(64);
    const fromAction = await action('check', { catalog: path.resolve('connectors'), only: 'no-such-rule', 'version-guard': 'false' });
    expect(fromAction.code).toBe(64);
    expect(fromAction.stdout).toContain('::error::unknown rule "no-such-rule"; known rules: ');
    expect(fromAction.stdout).not.toContain('internal error');
  });

  it('a rule the command does not run, or cannot run here: never a silent "No problems found."', async () => {
    const smokeRule = await cli('check', ['--only', 'verify-timeout']);
    expect(smokeRule.code).toBe(64);
    expect(smokeRule.stderr).toBe('check: verify-timeout is a smoke rule: npm run smoke -- --only verify-timeout\n');
    const unguarded = await cli('check', ['--no-version-guard', '--only', 'trust-root']);
    expect(unguarded.code).toBe(64);
    expect(unguarded.stderr).toMatch(/^check: trust-root cannot run here: .*the version guard is off/);
    const notRemote = await cli('smoke', ['--only', 'remote-handshake']);
    expect(notRemote.code).toBe(64);
    expect(notRemote.stderr).toBe(
      'smoke: remote-handshake cannot run here: it judges a remote server, and remote probing is off: add --remote\n',
    );
  });

  it('an unknown option and a bad option value', async () => {
    const unknown = await cli('compile', ['--bogus']);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toMatch(/unknown option --bogus[\s\S]*usage: npm run compile/);
    const concurrency = await cli('smoke', ['--concurrency', '0']);
    expect(concurrency.code).toBe(64);
    expect(concurrency.stderr).toBe('smoke: --concurrency must be a positive integer, not "0"\n');
    const fromAction = await action('smoke', { catalog: 'connectors', concurrency: 'many', remote: 'false' });
    expect(fromAction.code).toBe(64);
    expect(fromAction.stdout).toContain('::error::concurrency must be a positive integer, not "many"');
  });
});

describe('exit 2: a bug of ours, with the stack', () => {
  it('the command runner and the action runner both say it is ours and carry the stack', async () => {
    const bug = "throw new TypeError('a bug of ours')";
    const script = async (name: string, text: string) => {
      const file = path.join(workspace, name);
      await writeFile(file, text);
      return file;
    };
    const cliScript = await script(
      'cli-bug.mts',
      `import { runCommand } from '${path.resolve('src/cli/command-line.ts')}';\n` +
        `runCommand({ help: { usage: 'npm run demo', summary: '', examples: [] }, run: async () => { ${bug}; } });\n`,
    );
    const actionScript = await script(
      'action-bug.mts',
      `import { runAction } from '${path.resolve('src/cli/action.ts')}';\nawait runAction(async () => { ${bug}; });\n`,
    );
    const viaCli = await exitOf(TSX, [cliScript]);
    expect(viaCli.code).toBe(2);
    expect(viaCli.stderr).toMatch(/^demo: internal error \(a bug in the pipeline, please report it\):\nTypeError: a bug of ours\n\s+at /);
    const viaAction = await exitOf(TSX, [actionScript]);
    expect(viaAction.code).toBe(2);
    expect(viaAction.stdout).toMatch(
      /::error::internal error \(a bug in the pipeline, please report it\):%0ATypeError: a bug of ours%0A\s+at /,
    );
  });
});

/** A loopback port nothing listens on: bound by the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
