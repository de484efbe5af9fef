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
    // Objects a fetch brings are read by a fresh cat-file.
    if (args[0] === 'fetch') this.close();
    return new Promise((resolve, reject) => {
      execFile('git', ['-C', this.dir, ...args], { env: GIT_ENV, maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(gitFailure(error, args, stderr)) : resolve(stdout),
      );
    });
  }

  /** Like run, with `input` written to git's standard input once known: git is started at once all the same. */
  runWithInput(args: readonly string[], input: Promise<string>): Promise<string> {
    return new Promise((resolve, reject) => {
      let inputFailure: unknown;
      const child = execFile(
        'git',
        ['-C', this.dir, ...args],
        { env: GIT_ENV, maxBuffer: 1 << 30, encoding: 'utf8' },
        (error, stdout, stderr) => {
          if (inputFailure !== undefined) reject(inputFailure);
          else if (error) reject(gitFailure(error, args, stderr));
          else resolve(stdout);
        },
      );
      // git may exit before reading it all (a bad argument); the callback reports that.
      child.stdin?.on('error', () => undefined);
      input.then(
        (text) => child.stdin?.end(text),
        (error: unknown) => {
          inputFailure = error;
          child.kill();
        },
      );
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
    // A line of cat-file's input is one name: a revision spanning lines names no commit.
    if (rev.startsWith('-') || /[\r\n]/.test(rev)) return undefined;
    let sha: string | undefined;
    try {
      await this.objects().read([`${rev}^{commit}`], async (_, object) => {
        sha = object?.type === 'commit' ? object.id : undefined;
      });
    } catch (error) {
      if (error instanceof GitError) return undefined;
      throw error;
    }
    return sha;
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

  /**
   * Every entry of `commit` under the paths (from the top level; one ending in `/` names only a directory), as
   * `git ls-tree -r` lists them: trees walked, not listed. Read through the same cat-file as every other object.
   */
  async listTree(commit: string, paths: readonly string[]): Promise<TreeEntry[]> {
    const objects = this.objects();
    const readTrees = async (trees: readonly { object: string; path: string }[]): Promise<TreeEntry[][]> => {
      const listed: TreeEntry[][] = [];
      await objects.read(
        trees.map((tree) => tree.object),
        async (i, object) => {
          if (object?.type !== 'tree') throw new Error(`git cat-file --batch: ${trees[i]!.object} is no tree`);
          listed[i] = parseTree(object.content, trees[i]!.path ? `${trees[i]!.path}/` : '', object.id.length / 2);
        },
      );
      return listed;
    };
    // The trees on the way to each path, by their path, each read once.
    const byName = new Map<string, Map<string, TreeEntry>>();
    const childrenOf = async (tree: { object: string; path: string }) => {
      let children = byName.get(tree.path);
      if (!children) {
        const [listed = []] = await readTrees([tree]);
        children = new Map(listed.map((entry) => [entry.path.slice(entry.path.lastIndexOf('/') + 1), entry]));
        byName.set(tree.path, children);
      }
      return children;
    };
    const root = { object: `${commit}^{tree}`, path: '' };
    const found: TreeEntry[] = [];
    let level: TreeEntry[] = [];
    for (const wanted of paths) {
      let tree: { object: string; path: string } | undefined = root;
      let entry: TreeEntry | undefined;
      for (const name of wanted.split('/').filter(Boolean)) {
        entry = tree && (await childrenOf(tree)).get(name);
        tree = entry?.type === 'tree' ? entry : undefined;
      }
      if (entry?.type === 'tree') level.push(entry);
      else if (entry && !wanted.endsWith('/')) found.push(entry);
    }
    // Below them, level by level, each level's trees asked at once.
    while (level.length > 0) {
      const listed = (await readTrees(level)).flat();
      found.push(...listed.filter((entry) => entry.type !== 'tree'));
      level = listed.filter((entry) => entry.type === 'tree');
    }
    return found;
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

  /**
   * The files under `dir` from one `git ls-files`: those git does not track, ignored ones included (compile ships
   * them too), those the index holds, and of these the ones git does not compare with the working tree by their stat
   * (assume-unchanged, skip-worktree, a conflict, a submodule).
   */
  async listFiles(dir: string): Promise<{ untracked: string[]; tracked: string[]; unwatched: string[] }> {
    const listed = { untracked: [] as string[], tracked: [] as string[], unwatched: [] as string[] };
    // "? <path>" for a file not tracked; "<tag> <mode> <object> <stage>\t<path>" for an entry of the index.
    for (const line of splitNul(await this.run(['ls-files', '-v', '-s', '--others', '-z', '--full-name', '--', topPath(dir)]))) {
      if (line.startsWith('? ')) {
        listed.untracked.push(line.slice(2));
        continue;
      }
      const tab = line.indexOf('\t');
      const file = line.slice(tab + 1);
      listed.tracked.push(file);
      if (!line.startsWith('H ') || line[tab - 1] !== '0' || line[tab - 2] !== ' ' || line.startsWith('H 160000 '))
        listed.unwatched.push(file);
    }
    return listed;
  }

  /**
   * The paths (from the top level) to which some of the attributes named applies with a value other than those
   * `ignoring` holds. git is started at once; the paths are written to it once known.
   */
  async pathsWithAttributes(paths: Promise<readonly string[]>, names: readonly string[], ignoring: ReadonlySet<string>): Promise<string[]> {
    // --all names only the attributes that apply (not "unspecified"): next to nothing to read when none does.
    const out = await this.runWithInput(
      ['check-attr', '-z', '--stdin', '--all'],
      paths.then((list) => list.map((file) => `${file}\0`).join('')),
    );
    // "<path>\0<attribute>\0<value>\0" for each path and attribute that applies.
    const asked = new Set(names);
    const fields = out.split('\0');
    const found: string[] = [];
    for (let i = 0; i + 2 < fields.length; i += 3) if (asked.has(fields[i + 1]!) && !ignoring.has(fields[i + 2]!)) found.push(fields[i]!);
    return found;
  }

  /**
   * Hands the content of each blob, in the order asked, to `onBlob`, read through the repository's one
   * `git cat-file --batch`. Streamed with back-pressure: only the blob at hand is in memory, however large the catalog.
   */
  async readBlobs(objects: readonly string[], onBlob: (index: number, content: Buffer) => Promise<void>): Promise<void> {
    await this.objects().read(objects, async (i, object) => {
      if (object?.type !== 'blob') throw new Error(`git cat-file --batch: ${objects[i]} is no blob`);
      await onBlob(i, object.content);
    });
  }

  /** Ends the repository's cat-file, if one was started; a later question starts another. */
  close(): void {
    this.reader?.close();
    this.reader = undefined;
  }

  private reader: ObjectReader | undefined;

  /**
   * One `git cat-file --batch` answers every question about objects (commits, trees, blobs) for this repository,
   * started at the first: each git process costs the main thread a fork, dearer as its heap grows.
   */
  private objects(): ObjectReader {
    if (!this.reader || this.reader.failed) this.reader = new ObjectReader(this.dir);
    return this.reader;
  }
}

/** An object as `git cat-file --batch` gives it. */
interface GitObject {
  id: string;
  type: string;
  content: Buffer;
}

/** A long-lived `git cat-file --batch`: each read's names written at once, the answers handed on in order. */
class ObjectReader {
  private readonly child;
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly parser = new BatchParser();
  private readonly ready: (GitObject | undefined)[] = [];
  private readonly exited: Promise<number | null>;
  private stderr = '';
  private queue: Promise<unknown> = Promise.resolve();
  /** Why a read failed, after which none is answered. */
  failed: unknown;

  constructor(dir: string) {
    this.child = spawn('git', ['-C', dir, 'cat-file', '--batch'], { env: GIT_ENV, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => resolve(error instanceof Error && 'code' in error && error.code === 'ENOENT' ? -1 : null));
      this.child.on('close', resolve);
    });
    this.chunks = (this.child.stdout as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    this.idle();
  }

  /** Hands each named object (undefined when the name names none) to `onObject` in order, one read after another. */
  read(names: readonly string[], onObject: (index: number, object: GitObject | undefined) => Promise<void>): Promise<void> {
    const reading = this.queue.then(() => this.answer(names, onObject));
    this.queue = reading.catch(() => undefined);
    return reading;
  }

  /** Once the reads asked are answered. */
  close(): void {
    void this.queue.then(() => {
      this.child.stdin.end();
      this.child.stdout.destroy();
    });
  }

  private async answer(names: readonly string[], onObject: (index: number, object: GitObject | undefined) => Promise<void>) {
    if (this.failed) throw this.failed;
    if (names.length === 0) return;
    // Pipes that hold the process open only while a read waits on them.
    this.busy();
    try {
      this.child.stdin.write(`${names.join('\n')}\n`);
      for (let i = 0; i < names.length; i++) {
        while (this.ready.length === 0) {
          const next = await this.chunks.next().catch(() => ({ done: true as const, value: undefined }));
          if (next.done) throw await this.failure();
          this.ready.push(...this.parser.push(next.value));
        }
        await onObject(i, this.ready.shift());
      }
    } catch (error) {
      // The answers still due would be taken for the next read's: this cat-file answers no more.
      this.failed = error;
      this.child.kill();
      throw error;
    } finally {
      this.idle();
    }
  }

  private async failure(): Promise<Error> {
    if ((await this.exited) === -1) return new UserError('git is not installed or not on PATH');
    return new GitError(['cat-file', '--batch'], this.stderr);
  }

  private busy(): void {
    for (const handle of this.handles()) handle.ref?.();
  }

  private idle(): void {
    for (const handle of this.handles()) handle.unref?.();
  }

  private handles(): { ref?: () => void; unref?: () => void }[] {
    return [this.child, this.child.stdout, this.child.stderr, this.child.stdin] as { ref?: () => void; unref?: () => void }[];
  }
}

/**
 * Splits the output of `git cat-file --batch` as it arrives: "<object> <type> <size>\n<content>\n" for each object
 * found, "<name> missing\n" (or "ambiguous") for a name that names none.
 */
class BatchParser {
  private header = Buffer.alloc(0);
  private body: Buffer[] = [];
  private needed = -1;
  private object = { id: '', type: '' };

  push(chunk: Buffer): (GitObject | undefined)[] {
    const answers: (GitObject | undefined)[] = [];
    let rest = chunk;
    while (rest.length > 0) {
      if (this.needed < 0) {
        const newline = rest.indexOf(10);
        if (newline < 0) {
          this.header = Buffer.concat([this.header, rest]);
          break;
        }
        const header = Buffer.concat([this.header, rest.subarray(0, newline)]).toString();
        this.header = Buffer.alloc(0);
        rest = rest.subarray(newline + 1);
        const found = /^([0-9a-f]{40,64}) ([a-z]+) (\d+)$/.exec(header);
        if (!found) {
          if (!/ (missing|ambiguous)$/.test(header)) throw new Error(`git cat-file --batch: unexpected answer "${header}"`);
          answers.push(undefined);
          continue;
        }
        this.object = { id: found[1]!, type: found[2]! };
        this.needed = Number(found[3]) + 1; // the content, then a newline
      }
      const take = Math.min(this.needed, rest.length);
      this.body.push(rest.subarray(0, take));
      this.needed -= take;
      rest = rest.subarray(take);
      if (this.needed === 0) {
        const content = Buffer.concat(this.body);
        this.body = [];
        this.needed = -1;
        answers.push({ ...this.object, content: content.subarray(0, content.length - 1) });
      }
    }
    return answers;
  }
}

/** The entries of a tree object's content ("<mode> <name>\0<binary object id>" each), their paths under `prefix`. */
function parseTree(content: Buffer, prefix: string, idBytes: number): TreeEntry[] {
  const entries: TreeEntry[] = [];
  let at = 0;
  while (at < content.length) {
    const space = content.indexOf(32, at);
    const nul = content.indexOf(0, space);
    const mode = content.toString('latin1', at, space).padStart(6, '0');
    const type = mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';
    const object = content.toString('hex', nul + 1, nul + 1 + idBytes);
    entries.push({ mode, type, object, path: prefix + content.toString('utf8', space + 1, nul) });
    at = nul + 1 + idBytes;
  }
  return entries;
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
