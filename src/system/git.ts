// git, as the version guard, the smoke selection and the scaffold ask it.
import { type ChildProcessWithoutNullStreams, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { SetupError } from '../findings/errors.ts';
import { CommandNotFound, runCommand } from './process.ts';

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.trim() || 'no message'}`);
  }
}

/** No git to run: the machine's setup, not the repository, is wrong. */
class GitMissingError extends SetupError {
  constructor() {
    super('git is not installed or not on PATH; install git');
  }
}

// Plain, parseable, never waiting for a password: git runs unattended in CI.
const GIT_ENV = { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'true', SSH_ASKPASS: 'true' };

/** git's output; a GitError when it fails, GitMissingError when there is no git. */
export async function git(dir: string, args: readonly string[]): Promise<string> {
  const result = await runCommand('git', ['-C', dir, ...args], { env: GIT_ENV }).catch((error: unknown) => {
    throw error instanceof CommandNotFound ? new GitMissingError() : error;
  });
  if (result.exitCode !== 0) throw new GitError(args, result.stderr);
  return result.stdout;
}

/** Like git, but a failure (an unknown revision, no merge base) is an answer: undefined. */
export async function tryGit(dir: string, args: readonly string[]): Promise<string | undefined> {
  try {
    return await git(dir, args);
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/** The top level of the repository holding `dir`; a SetupError (exit 3) when there is none, or no git. */
export async function topLevel(
  dir: string,
  purpose = 'which the version guard needs; skip the guard with --no-version-guard',
): Promise<string> {
  const top = await tryGit(dir, ['rev-parse', '--show-toplevel']);
  if (top === undefined) throw new SetupError(`${dir} is not inside a git repository, ${purpose}`);
  return top.trim();
}

/** One entry of `git ls-tree -r -l`: a path from the top level, its mode, object and size (blobs only). */
export interface TreeEntry {
  mode: string;
  type: string;
  object: string;
  size: number;
  path: string;
}

/** The git commands the guard and the smoke selection need, run in one repository. */
export class Git {
  private reader: ObjectReader | undefined;

  constructor(readonly dir: string) {}

  run(args: readonly string[]): Promise<string> {
    return git(this.dir, args);
  }

  tryRun(args: readonly string[]): Promise<string | undefined> {
    return tryGit(this.dir, args);
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

  /** Every blob and link under `dir` (from the top level) in `commit`, as `git ls-tree -r -l` lists them. */
  async listTree(commit: string, dir: string): Promise<TreeEntry[]> {
    const args = ['ls-tree', '-r', '-l', '-z', '--full-tree', commit, '--', `${dir}/`];
    // execFile, not git(): @actions/exec scans its output for line ends again on every chunk, so output with none
    // (-z, which keeps paths unquoted) costs time quadratic in its size: 17 s for a tree of 10,000 connectors.
    const out = await promisify(execFile)('git', ['-C', this.dir, ...args], { env: GIT_ENV, maxBuffer: 1 << 30 }).then(
      ({ stdout }) => stdout,
      (error: NodeJS.ErrnoException & { stderr?: string }) => {
        throw error.code === 'ENOENT' ? new GitMissingError() : new GitError(args, error.stderr ?? error.message);
      },
    );
    return out
      .split('\0')
      .filter(Boolean)
      .map((record) => {
        const tab = record.indexOf('\t');
        const [mode = '', type = '', object = '', size = ''] = record.slice(0, tab).split(/ +/);
        return { mode, type, object, size: Number(size), path: record.slice(tab + 1) };
      });
  }

  /** The content of a blob (or of `<rev>:<path>`); undefined when there is none. */
  readBlob(name: string): Promise<Buffer | undefined> {
    this.reader ??= new ObjectReader(this.dir);
    return this.reader.read(name);
  }

  /** Ends the repository's cat-file, if one was started. */
  close(): void {
    this.reader?.close();
    this.reader = undefined;
  }
}

/**
 * One long-lived `git cat-file --batch` answering blob after blob, in the order asked. A raw spawn: it is a stream
 * kept open across many questions, which a run-to-completion runner cannot be.
 */
class ObjectReader {
  private readonly child: ChildProcessWithoutNullStreams;
  private buffered = Buffer.alloc(0);
  // Chunks not yet joined, and how many bytes the next answer needs: a large blob is joined once, not once per chunk.
  private unjoined: Buffer[] = [];
  private received = 0;
  private needed = 1;
  private readonly waiting: { resolve: (content: Buffer | undefined) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | undefined;

  constructor(dir: string) {
    this.child = spawn('git', ['-C', dir, 'cat-file', '--batch'], { env: GIT_ENV });
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.unjoined.push(chunk);
      this.received += chunk.length;
      if (this.received >= this.needed) this.answer();
    });
    let stderr = '';
    this.child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    this.child.stdin.on('error', () => undefined);
    this.child.on('error', (error: NodeJS.ErrnoException) => this.fail(error.code === 'ENOENT' ? new GitMissingError() : error));
    this.child.on('close', () => this.fail(new GitError(['cat-file', '--batch'], stderr || 'it stopped before answering')));
  }

  read(name: string): Promise<Buffer | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    // A line of cat-file's input is one name: a name spanning lines names nothing.
    if (/[\r\n]/.test(name)) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(`${name}\n`);
    });
  }

  close(): void {
    this.child.stdin.end();
  }

  /** Hands on each complete answer: "<object> <type> <size>\n<content>\n", or "<name> missing\n". */
  private answer(): void {
    this.buffered = Buffer.concat([this.buffered, ...this.unjoined]);
    this.unjoined = [];
    this.needed = 1;
    for (;;) {
      this.received = this.buffered.length;
      const newline = this.buffered.indexOf(10);
      if (newline < 0 || this.waiting.length === 0) {
        this.needed = this.buffered.length + 1;
        return;
      }
      const header = this.buffered.subarray(0, newline).toString().split(' ');
      if (header.length !== 3) {
        this.buffered = this.buffered.subarray(newline + 1);
        this.waiting.shift()!.resolve(undefined);
        continue;
      }
      const size = Number(header[2]);
      if (this.buffered.length < newline + 1 + size + 1) {
        this.needed = newline + 1 + size + 1;
        return;
      }
      const content = Buffer.from(this.buffered.subarray(newline + 1, newline + 1 + size));
      this.buffered = this.buffered.subarray(newline + 1 + size + 1);
      this.waiting.shift()!.resolve(header[1] === 'blob' ? content : undefined);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.splice(0)) waiter.reject(this.failure);
  }
}
