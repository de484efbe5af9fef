import { execFile, spawn } from 'node:child_process';
import { UserError } from '../cli.ts';

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.trim() || 'no message'}`);
  }
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
      execFile('git', ['-C', this.dir, ...args], { env: GIT_ENV, maxBuffer: 256 << 20, encoding: 'utf8' }, (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reject(new UserError('git is not installed or not on PATH'));
        reject(new GitError(args, stderr));
      });
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

  async listTree(commit: string, dir: string): Promise<TreeEntry[]> {
    const out = await this.run(['ls-tree', '-r', '-z', '--full-tree', commit, '--', dir]);
    return out
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const tab = line.indexOf('\t');
        const [mode = '', type = '', object = ''] = line.slice(0, tab).split(' ');
        return { mode, type, object, path: line.slice(tab + 1) };
      });
  }

  /** The contents of blobs, in the order asked, read through one `git cat-file --batch`. */
  readBlobs(objects: readonly string[]): Promise<Buffer[]> {
    if (objects.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      const child = spawn('git', ['-C', this.dir, 'cat-file', '--batch'], { env: GIT_ENV, stdio: ['pipe', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code !== 0) return reject(new GitError(['cat-file', '--batch'], stderr));
        try {
          resolve(parseBatch(Buffer.concat(chunks), objects.length));
        } catch (error) {
          reject(error);
        }
      });
      child.stdin.end(`${objects.join('\n')}\n`);
    });
  }
}

function parseBatch(out: Buffer, count: number): Buffer[] {
  const blobs: Buffer[] = [];
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const newline = out.indexOf(10, offset);
    const header = out.subarray(offset, newline).toString();
    const [object, type, size] = header.split(' ');
    if (type !== 'blob' || size === undefined) throw new Error(`git cat-file --batch: unexpected answer "${header}" for ${object}`);
    const start = newline + 1;
    blobs.push(out.subarray(start, start + Number(size)));
    offset = start + Number(size) + 1;
  }
  return blobs;
}
