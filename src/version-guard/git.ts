import { execFile, spawn } from 'node:child_process';
import { UserError } from '../errors.ts';

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.trim() || 'no message'}`);
  }
}

/** One entry of `git ls-files -v -s`: its tag (`H` cached; lowercase assume-unchanged; `S` skip-worktree), mode and merge stage. */
export interface IndexEntry {
  tag: string;
  mode: string;
  stage: string;
  path: string;
}

/** One entry of `git ls-tree -r`: a path under the repository root with its mode and object. */
export interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  path: string;
}

// Plain, parseable, never waiting for a password: the guard runs unattended in CI.
const GIT_ENV = { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', SSH_ASKPASS: 'true' };

/** The git commands the guard needs, run in one repository. */
export class Git {
  constructor(readonly dir: string) {}

  run(args: readonly string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      execFile('git', ['-C', this.dir, ...args], { env: GIT_ENV, maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(gitFailure(error, args, stderr)) : resolve(stdout),
      );
    });
  }

  /** Like run, with `input` written to git's standard input. */
  runWithInput(args: readonly string[], input: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        ['-C', this.dir, ...args],
        { env: GIT_ENV, maxBuffer: 1 << 30, encoding: 'utf8' },
        (error, stdout, stderr) => (error ? reject(gitFailure(error, args, stderr)) : resolve(stdout)),
      );
      // git may exit before reading it all (a bad argument); the callback reports that.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(input);
    });
  }

  /** Like run, but a failure (an unknown revision, no merge base) is an answer: undefined. */
  async tryRun(args: readonly string[]): Promise<string | undefined> {
    try {
      return await this.run(args);
    } catch (error) {
      if (error instanceof GitError) return undefined;
      throw error;
    }
  }

  /** The full sha of a commit, or undefined when the revision names no commit here. */
  async resolveCommit(rev: string): Promise<string | undefined> {
    if (rev.startsWith('-')) return undefined;
    return (await this.tryRun(['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]))?.trim() || undefined;
  }

  async isShallow(): Promise<boolean> {
    return (await this.run(['rev-parse', '--is-shallow-repository'])).trim() === 'true';
  }

  async hasRemote(name: string): Promise<boolean> {
    return (await this.tryRun(['remote', 'get-url', name])) !== undefined;
  }

  async parents(commit: string): Promise<string[]> {
    const line = (await this.run(['rev-list', '--parents', '-n', '1', commit])).trim();
    return line.split(' ').slice(1);
  }

  async isAncestor(ancestor: string, of: string): Promise<boolean> {
    return (await this.tryRun(['merge-base', '--is-ancestor', ancestor, of])) !== undefined;
  }

  async mergeBase(a: string, b: string): Promise<string | undefined> {
    return (await this.tryRun(['merge-base', a, b]))?.trim() || undefined;
  }

  /** Every entry of `commit` under the directories (from the top level, each ending in `/`). */
  async listTree(commit: string, dirs: readonly string[]): Promise<TreeEntry[]> {
    const out = await this.run(['ls-tree', '-r', '-z', '--full-tree', commit, '--', ...dirs]);
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [mode = '', type = '', object = ''] = line.slice(0, tab).split(' ');
        return { mode, type, object, path: line.slice(tab + 1) };
      });
  }

  /** Paths (from the top level) that differ between the tree of `commit` and the working tree, under `dir`. */
  async diffNames(commit: string, dir: string): Promise<string[]> {
    return splitNul(
      await this.run([
        'diff',
        '--name-only',
        '-z',
        '--no-renames',
        '--no-ext-diff',
        '--ignore-submodules=none',
        commit,
        '--',
        topPath(dir),
      ]),
    );
  }

  /** Every file under `dir` that git does not track, ignored ones included (compile ships them too). */
  async untrackedFiles(dir: string): Promise<string[]> {
    return splitNul(await this.run(['ls-files', '--others', '-z', '--full-name', '--', topPath(dir)]));
  }

  /** The index's entries under `dir`, with what says whether git compares them with the working tree. */
  async indexEntries(dir: string): Promise<IndexEntry[]> {
    return splitNul(await this.run(['ls-files', '-v', '-s', '-z', '--full-name', '--', topPath(dir)])).map((line) => {
      const tab = line.indexOf('\t');
      const [tag = '', mode = '', , stage = ''] = line.slice(0, tab).split(' ');
      return { tag, mode, stage, path: line.slice(tab + 1) };
    });
  }

  /** For each path (from the top level), the value of each attribute asked: `unspecified` when none applies. */
  async attributes(paths: readonly string[], names: readonly string[]): Promise<{ path: string; name: string; value: string }[]> {
    if (paths.length === 0) return [];
    const out = await this.runWithInput(['check-attr', '-z', '--stdin', ...names], `${paths.join('\0')}\0`);
    const fields = out.split('\0');
    const answers: { path: string; name: string; value: string }[] = [];
    for (let i = 0; i + 2 < fields.length; i += 3) answers.push({ path: fields[i]!, name: fields[i + 1]!, value: fields[i + 2]! });
    return answers;
  }

  /**
   * Hands the content of each blob, in the order asked, to `onBlob`, read through one `git cat-file --batch`.
   * Streamed with back-pressure: only the blob at hand is in memory, however large the catalog.
   */
  async readBlobs(objects: readonly string[], onBlob: (index: number, content: Buffer) => Promise<void>): Promise<void> {
    if (objects.length === 0) return;
    const child = spawn('git', ['-C', this.dir, 'cat-file', '--batch'], { env: GIT_ENV, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve, reject) => {
      child.on('error', (error) => reject(gitFailure(error, ['cat-file', '--batch'], stderr)));
      child.on('close', resolve);
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(`${objects.join('\n')}\n`);
    const parser = new BatchParser();
    let index = 0;
    try {
      for await (const chunk of child.stdout as AsyncIterable<Buffer>)
        for (const content of parser.push(chunk)) await onBlob(index++, content);
    } finally {
      child.stdout.destroy();
    }
    const code = await exited;
    if (code !== 0) throw new GitError(['cat-file', '--batch'], stderr);
    if (index !== objects.length) throw new Error(`git cat-file --batch: ${index} blobs read of ${objects.length} asked`);
  }
}

/** Splits the output of `git cat-file --batch` ("<object> blob <size>\n<content>\n" each) as it arrives. */
class BatchParser {
  private header = Buffer.alloc(0);
  private body: Buffer[] = [];
  private needed = -1;

  *push(chunk: Buffer): Generator<Buffer> {
    let rest = chunk;
    while (rest.length > 0) {
      if (this.needed < 0) {
        const newline = rest.indexOf(10);
        if (newline < 0) {
          this.header = Buffer.concat([this.header, rest]);
          return;
        }
        const header = Buffer.concat([this.header, rest.subarray(0, newline)]).toString();
        this.header = Buffer.alloc(0);
        rest = rest.subarray(newline + 1);
        const [object, type, size] = header.split(' ');
        if (type !== 'blob' || size === undefined) throw new Error(`git cat-file --batch: unexpected answer "${header}" for ${object}`);
        this.needed = Number(size) + 1; // the content, then a newline
      }
      const take = Math.min(this.needed, rest.length);
      this.body.push(rest.subarray(0, take));
      this.needed -= take;
      rest = rest.subarray(take);
      if (this.needed === 0) {
        const content = Buffer.concat(this.body);
        this.body = [];
        this.needed = -1;
        yield content.subarray(0, content.length - 1);
      }
    }
  }
}

function gitFailure(error: Error, args: readonly string[], stderr: string): Error {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new UserError('git is not installed or not on PATH');
  return new GitError(args, stderr);
}

/** A pathspec for a directory named from the top level, taken literally (no glob), wherever git runs. */
function topPath(dir: string): string {
  return `:(top,literal)${dir}/`;
}

function splitNul(out: string): string[] {
  return out.split('\0').filter(Boolean);
}
