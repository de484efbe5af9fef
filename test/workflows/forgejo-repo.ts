// A repository as Forgejo holds it: a bare git repository with main (this project's workflows and committed
// action bundles, and a catalog of small Python connectors), branches, and refs/pull/<n>/head for pull requests.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { bumpConnector } from '../../src/version-guard/bump.ts';
import type { ForgejoStandIn } from '../forgejo/stand-in.ts';
import { localConnector, writeConnector } from '../helpers/catalog-fixture.ts';
import { runWorkflow, type WorkflowRun } from './runner.ts';

const exec = promisify(execFile);
// This project's root, found upwards from here: also right when a script bundle (node_modules/.cache) imports this file.
const PROJECT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));
const SERVER = await readFile(path.join(PROJECT, 'test/fixtures/smoke/mcp_fixture.py'), 'utf8');
const TOOLS = [
  { name: 'echo', display_name: 'Echo' },
  { name: 'reverse', display_name: 'Reverse Text' },
];

function projectRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'skald-connectors') return dir;
  }
  throw new Error(`no skald-connectors package.json above ${start}`);
}

/** A connector whose server is mcp_fixture.py in MODE ('good' passes the smoke run, 'crash' does not). */
export function fixtureConnector(id: string, mode = 'good') {
  const base = localConnector(id);
  return {
    fragment: { ...base.fragment, tools: TOOLS },
    manifest: {
      ...base.manifest,
      launch_command: `python3 server.py ${mode}`,
      mcp_config: { command: 'python3', args: ['server.py', mode] },
      tools: TOOLS,
    },
    files: { ...base.files, 'server.py': SERVER },
    // Not locked (a tools-lock warning): its live surface has more than the names a fixture lock would pin.
    lock: false as const,
  };
}

export class ForgejoRepo {
  private constructor(
    readonly root: string,
    /** The bare repository "on Forgejo". */
    readonly bare: string,
    /** A working clone to make commits in. */
    readonly work: string,
  ) {}

  /** main with the project's .forgejo/workflows and actions (action.yml + committed dist), and the given connectors. */
  static async create(connectorIds: readonly string[]): Promise<ForgejoRepo> {
    const root = await mkdtemp(path.join(tmpdir(), 'skald-forgejo-repo-'));
    const repo = new ForgejoRepo(root, path.join(root, 'repo.git'), path.join(root, 'work'));
    await mkdir(repo.work);
    await repo.git('init', '--quiet', '--initial-branch=main');
    await repo.git('config', 'user.email', 'maintainer@example.invalid');
    await repo.git('config', 'user.name', 'Maintainer');
    await cp(path.join(PROJECT, '.forgejo'), path.join(repo.work, '.forgejo'), { recursive: true });
    for (const name of (await readdir(path.join(PROJECT, 'actions'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)) {
      await mkdir(path.join(repo.work, 'actions', name, 'dist'), { recursive: true });
      await cp(path.join(PROJECT, 'actions', name, 'action.yml'), path.join(repo.work, 'actions', name, 'action.yml'));
      await cp(path.join(PROJECT, 'actions', name, 'dist'), path.join(repo.work, 'actions', name, 'dist'), { recursive: true });
    }
    const catalog = path.join(repo.work, 'connectors');
    await mkdir(catalog);
    await writeFile(path.join(catalog, 'index.json'), `${JSON.stringify(connectorIds, null, 2)}\n`);
    for (const id of connectorIds) await writeConnector(catalog, id, fixtureConnector(id));
    await repo.compile();
    await repo.commit('the catalog');
    // Packed, as Forgejo's housekeeping keeps a repository: every job's checkout is then served from the packs, where
    // loose objects (a local clone's, or a small push's) would be compressed anew for each (1.3 s of CPU, not 0.25).
    await exec('git', ['clone', '--quiet', '--bare', '--no-local', repo.work, repo.bare]);
    await exec('git', ['--git-dir', repo.bare, 'config', 'receive.unpackLimit', '1']);
    // As Forgejo serves repositories: partial clone (--filter) is on unless [git] DISABLE_PARTIAL_CLONE is set.
    await exec('git', ['--git-dir', repo.bare, 'config', 'uploadpack.allowFilter', 'true']);
    await repo.git('remote', 'add', 'origin', repo.bare);
    await repo.git('fetch', '--quiet', 'origin');
    return repo;
  }

  git(...args: string[]): Promise<string> {
    return exec('git', args, { cwd: this.work, maxBuffer: 64 << 20 }).then(({ stdout }) => stdout.trim());
  }

  async compile(): Promise<void> {
    const compiled = await compileCatalog(await loadCatalog(path.join(this.work, 'connectors')));
    if (compiled.text === undefined) throw new Error(`the fixture catalog does not compile: ${JSON.stringify(compiled.findings)}`);
    await writeFile(path.join(this.work, 'connectors', 'connectors.json'), compiled.text);
  }

  async commit(message: string): Promise<string> {
    await this.git('add', '-A');
    await this.git('commit', '--quiet', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD');
  }

  /** Raises a connector's version against main, as a contributor runs `npm run bump`. */
  async bump(id: string): Promise<void> {
    await bumpConnector({ repoDir: this.work, id, base: 'main' });
  }

  async write(file: string, text: string): Promise<void> {
    await mkdir(path.dirname(path.join(this.work, file)), { recursive: true });
    await writeFile(path.join(this.work, file), text);
  }

  async read(file: string): Promise<string> {
    return readFile(path.join(this.work, file), 'utf8');
  }

  /** Pushes HEAD to a branch; returns the push's before and after. */
  async push(branch: string): Promise<{ before: string; after: string }> {
    const before = (
      await exec('git', ['--git-dir', this.bare, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]).catch(() => ({
        stdout: '0'.repeat(40),
      }))
    ).stdout.trim();
    await this.git('push', '--quiet', '--force', 'origin', `HEAD:refs/heads/${branch}`);
    return { before, after: await this.git('rev-parse', 'HEAD') };
  }

  /** Opens (or updates) pull request <n> from HEAD, kept as Forgejo keeps it: refs/pull/<n>/head in the base repository. */
  async pullRequest(number: number): Promise<{ head: string; base: string }> {
    await this.git('push', '--quiet', '--force', 'origin', `HEAD:refs/pull/${number}/head`);
    const base = (await exec('git', ['--git-dir', this.bare, 'rev-parse', 'refs/heads/main'])).stdout.trim();
    return { head: await this.git('rev-parse', 'HEAD'), base };
  }

  tip(branch: string): Promise<string> {
    return exec('git', ['--git-dir', this.bare, 'rev-parse', `refs/heads/${branch}`]).then(({ stdout }) => stdout.trim());
  }

  cleanup(): Promise<void> {
    return rm(this.root, { recursive: true, force: true });
  }
}

/** The payload Forgejo sends with pull_request_target (the fields the pipeline and the runner read). */
export function pullRequestPayload(number: number, head: string, base: string, repository: string) {
  return {
    action: 'synchronize',
    number,
    pull_request: {
      number,
      head: { sha: head, ref: `contributor-${number}`, repo: { full_name: `contributor/${repository.split('/')[1]}` } },
      base: { sha: base, ref: 'main', repo: { full_name: repository } },
    },
    repository: { full_name: repository, default_branch: 'main' },
  };
}

export function pushPayload(branch: string, before: string, after: string, repository: string) {
  return { ref: `refs/heads/${branch}`, before, after, repository: { full_name: repository, default_branch: 'main' } };
}

/** Pull request <n> from HEAD, and ci.yml run for it on pull_request_target as Forgejo would start it. */
export async function runPullRequestTarget(
  repo: ForgejoRepo,
  forgejo: ForgejoStandIn,
  number: number,
  repository: string,
): Promise<{ run: WorkflowRun; head: string }> {
  const { head, base } = await repo.pullRequest(number);
  const run = await runWorkflow({
    repository: repo.bare,
    workflow: '.forgejo/workflows/ci.yml',
    event: 'pull_request_target',
    payload: pullRequestPayload(number, head, base, repository),
    // On pull_request_target GITHUB_SHA is the base branch's head: the workflow file is read from there.
    sha: base,
    ref: 'refs/heads/main',
    api: { url: forgejo.apiUrl, serverUrl: forgejo.serverUrl, token: forgejo.token, repository },
    runnerEnv: dockerEnvironment(),
  });
  return { run, head };
}

/** What the runner passes on of its own environment to reach the Docker Engine. */
export function dockerEnvironment(): Record<string, string> {
  return process.env.DOCKER_HOST ? { DOCKER_HOST: process.env.DOCKER_HOST } : {};
}
