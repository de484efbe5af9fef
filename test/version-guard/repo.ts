import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { addDays, todayUtc } from '../../src/catalog/release-date.ts';
import { localConnector, writeConnector } from '../helpers/catalog-fixture.ts';

export const TODAY = todayUtc();
/** The release date every fixture connector carries at the base: well in the past. */
export const BASE_DATE = addDays(TODAY, -30);

export interface VersionFields {
  version: number;
  version_string: string;
  version_release_date: string;
}

/** A real git repository in a temp dir, with its own committer identity and no hooks or signing from the machine. */
export class TestRepo {
  private constructor(readonly dir: string) {}

  static create(root = mkdtempSync(path.join(tmpdir(), 'skald-vg-'))): TestRepo {
    const repo = new TestRepo(path.join(root, 'repo'));
    mkdirSync(repo.dir);
    repo.git('init', '-q', '-b', 'main');
    repo.configure();
    return repo;
  }

  /** `git clone` of another repository (pass `--depth`, `--branch` in `options`); file:// so that --depth works. */
  static clone(origin: TestRepo, options: string[] = []): TestRepo {
    const target = path.join(path.dirname(origin.dir), `clone-${Math.random().toString(36).slice(2, 8)}`);
    execFileSync('git', ['clone', '-q', ...options, `file://${origin.dir}`, target], { env: gitEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const repo = new TestRepo(target);
    repo.configure();
    return repo;
  }

  private configure(): void {
    this.git('config', 'user.name', 'Test Maintainer');
    this.git('config', 'user.email', 'maintainer@example.test');
    this.git('config', 'commit.gpgsign', 'false');
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-C', this.dir, ...args], { env: gitEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  }

  sha(rev = 'HEAD'): string {
    return this.git('rev-parse', rev);
  }

  commitAll(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.sha();
  }

  path(file: string): string {
    return path.join(this.dir, file);
  }

  read(file: string): string {
    return readFileSync(this.path(file), 'utf8');
  }

  write(file: string, content: string): void {
    mkdirSync(path.dirname(this.path(file)), { recursive: true });
    writeFileSync(this.path(file), content);
  }

  remove(file: string): void {
    rmSync(this.path(file), { recursive: true, force: true });
  }

  /** Rewrites a JSON file through `change`, in the two-space layout the fixtures use. */
  editJson(file: string, change: (value: Record<string, unknown>) => void): void {
    const value = JSON.parse(this.read(file)) as Record<string, unknown>;
    change(value);
    this.write(file, `${JSON.stringify(value, null, 2)}\n`);
  }

  /** Writes valid fixture connectors (at version 3, 1.2.0, BASE_DATE unless told) and index.json listing them. */
  async writeCatalog(
    ids: string[],
    fields: VersionFields = { version: 3, version_string: '1.2.0', version_release_date: BASE_DATE },
  ): Promise<void> {
    for (const id of ids) {
      const fixture = localConnector(id);
      Object.assign(fixture.fragment, fields);
      Object.assign(fixture.manifest, fields);
      await writeConnector(this.path('connectors'), id, fixture);
    }
    this.write('connectors/index.json', `${JSON.stringify(ids, null, 2)}\n`);
  }

  /** Sets the version fields in both manifests of a connector. */
  setVersion(id: string, fields: Partial<VersionFields>): void {
    for (const file of ['fragment.json', 'connector.json'])
      this.editJson(`connectors/${id}/${file}`, (value) => Object.assign(value, fields));
  }

  /** Writes connectors.json as `npm run compile` does. */
  async compile(): Promise<void> {
    const compiled = await compileCatalog(await loadCatalog(this.path('connectors'), 'connectors'));
    if (compiled.text === undefined) throw new Error(`fixture catalog does not compile: ${JSON.stringify(compiled.findings)}`);
    this.write('connectors/connectors.json', compiled.text);
  }

  /** The JSON file of a GitHub/Forgejo event payload, and the environment that points at it. */
  event(name: string, payload: unknown): NodeJS.ProcessEnv {
    const file = path.join(path.dirname(this.dir), `event-${name}-${Math.random().toString(36).slice(2, 8)}.json`);
    writeFileSync(file, JSON.stringify(payload));
    return { GITHUB_EVENT_NAME: name, GITHUB_EVENT_PATH: file };
  }

  cleanup(): void {
    rmSync(path.dirname(this.dir), { recursive: true, force: true });
  }
}

/** The machine's git identity, hooks and templates must not leak into the fixtures. */
function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0' };
}
