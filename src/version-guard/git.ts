import { execFile, spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Readable, Writable } from 'node:stream';
import { UserError } from '../errors.ts';

export class GitError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed: ${stderr.trim() || 'no message'}`);
  }
}

/** No git to run: the machine's setup, not the repository, is wrong. */
export class GitMissing extends UserError {
  constructor() {
    super('git is not installed or not on PATH');
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
  /** @param scan a scan of this repository, whose cat-file answers the first questions about objects */
  constructor(
    readonly dir: string,
    private scan?: CatalogScan,
  ) {}

  run(args: readonly string[]): Promise<string> {
    // Objects a fetch brings are read by a fresh cat-file.
    if (args[0] === 'fetch') this.close();
    return new Promise((resolve, reject) => {
      execFile('git', ['-C', this.dir, ...args], { env: GIT_ENV, maxBuffer: 1 << 30, encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(gitFailure(error, args, stderr)) : resolve(stdout),
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
    const readTrees = async (
      trees: readonly { object: string; path: string }[],
      only: readonly (ReadonlySet<string> | undefined)[] = [],
    ): Promise<TreeEntry[][]> => {
      const listed: TreeEntry[][] = [];
      await objects.read(
        trees.map((tree) => tree.object),
        async (i, object) => {
          if (object?.type !== 'tree') throw new Error(`git cat-file --batch: ${trees[i]!.object} is no tree`);
          listed[i] = parseTree(object.content, trees[i]!.path ? `${trees[i]!.path}/` : '', object.id.length / 2, only[i]);
        },
      );
      return listed;
    };
    interface Search {
      tree: { object: string; path: string };
      wants: { names: string[]; directoryOnly: boolean }[];
    }
    const found: TreeEntry[] = [];
    let level: TreeEntry[] = [];
    // The trees on the way to the paths, a depth at a time: each read once, and searched only for the names wanted
    // in it (the catalog's tree holds thousands).
    const wants = paths.map((wanted) => ({ names: wanted.split('/').filter(Boolean), directoryOnly: wanted.endsWith('/') }));
    let searching: Search[] = [{ tree: { object: `${commit}^{tree}`, path: '' }, wants: wants.filter((want) => want.names.length > 0) }];
    while (searching.length > 0) {
      const listed = await readTrees(
        searching.map((search) => search.tree),
        searching.map((search) => new Set(search.wants.map((want) => want.names[0]!))),
      );
      const deeper = new Map<string, Search>();
      searching.forEach((search, i) => {
        const byName = new Map(listed[i]!.map((entry) => [entry.path.slice(entry.path.lastIndexOf('/') + 1), entry]));
        for (const { names, directoryOnly } of search.wants) {
          const entry = byName.get(names[0]!);
          if (!entry) continue;
          if (names.length === 1) {
            if (entry.type === 'tree') level.push(entry);
            else if (!directoryOnly) found.push(entry);
          } else if (entry.type === 'tree') {
            const next = deeper.get(entry.path) ?? { tree: entry, wants: [] };
            deeper.set(entry.path, next);
            next.wants.push({ names: names.slice(1), directoryOnly });
          }
        }
      });
      searching = [...deeper.values()];
    }
    // Below them, level by level, each level's trees asked at once.
    while (level.length > 0) {
      const listed = (await readTrees(level)).flat();
      found.push(...listed.filter((entry) => entry.type !== 'tree'));
      level = listed.filter((entry) => entry.type === 'tree');
    }
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
    if (!this.reader || this.reader.failed) {
      this.reader = new ObjectReader(this.scan?.objects() ?? catFile(this.dir));
      this.scan = undefined;
    }
    return this.reader;
  }
}

// The git commands of a scan, each writing to its own descriptor (3 to 7) and "<name> <status>" to standard output once
// it exits, side by side; and a `git cat-file --batch` that reads names from descriptor 8 and answers on it, for
// as long as that stays open. Each descriptor is closed once the commands that write to it are started, so that it ends
// with them: the long-lived cat-file holds none but its own. The index's listing is written only when some entry is
// not a plain one (grep looks, as a line of "H <file mode> <object> 0\t<path>" each): otherwise Node would read
// thousands of records to find none. The diff starts once a revision arrives on standard input, and not at all for an
// empty line. $1 is the catalog's pathspec, relative to the directory the scan runs in.
const SCAN_SCRIPT = `
{ git cat-file --batch <&8 >&8 8>&-; echo "objects $?"; } 3>&- 4>&- 5>&- 6>&- 7>&- &
exec 8>&-
{ git rev-parse --show-toplevel >&3; echo "top $?"; } &
exec 3>&-
{ git config -z --get-regexp '^core\\.(autocrlf|symlinks)$' >&4; echo "config $?"; } &
{
  unusual=$({ git ls-files -v -s --others -- "$1"; echo "status $?"; } | grep -v -E '^H (100644|100755|120000) [0-9a-f]+ 0\t')
  case $unusual in
  "status 0") status=0 ;;
  *"status 0") git ls-files -v -s --others -z -- "$1" >&5; status=$? ;;
  *) status=\${unusual##*status } ;;
  esac
  echo "files $status"
} &
{ git ls-files -z -- "$1" | git check-attr -z --stdin --all >&6; echo "attributes $?"; } &
exec 4>&- 5>&- 6>&-
if read -r rev && [ -n "$rev" ]; then
  git diff --name-only -z --relative --no-renames --no-ext-diff --ignore-submodules=none "$rev" -- "$1" >&7; echo "diff $?"
fi
exec 7>&-
wait
`;
const SCAN_OUTPUTS = ['top', 'config', 'files', 'attributes', 'diff'] as const;
type ScanOutput = (typeof SCAN_OUTPUTS)[number];
// The commands as the errors name them.
const SCAN_COMMANDS: Record<ScanOutput, string[]> = {
  top: ['rev-parse', '--show-toplevel'],
  config: ['config', '--get-regexp'],
  files: ['ls-files', '-v', '-s', '--others'],
  attributes: ['check-attr', '--all'],
  diff: ['diff', '--name-only'],
};
// The descriptor of the scan's cat-file.
const OBJECTS_FD = 3 + SCAN_OUTPUTS.length;
// sh's status for a command it cannot find.
const NOT_FOUND = 127;

/**
 * git's view of a catalog's working tree, from one `sh` that starts each git command: every process Node starts costs
 * its main thread a fork of the whole heap, so it starts one, not six. Its cat-file is handed to the first Git that
 * asks (objects), which ends it when closed. Paths are relative to the directory the scan
 * runs in (`ls-files` without --full-name, `diff --relative`), except the top level's, which is absolute. The diff
 * waits for compareWith; the scan ends with it, or with close.
 */
export class CatalogScan {
  private readonly child;
  private readonly answers: Map<ScanOutput, Promise<string>>;
  private readonly objectsStatus: Promise<number | undefined>;
  private objectsTaken = false;
  private stderr = '';
  // What waits on the scan: its answers until all are in, the cat-file's reader while a read waits. Only then does sh
  // hold the process open, as an idle cat-file of its own would not.
  private holders = 0;
  private readerHolds = false;

  /**
   * @param dir where git runs
   * @param catalogDir the catalog, relative to `dir` ("." for `dir` itself), as every path the scan gives begins
   */
  constructor(
    dir: string,
    readonly catalogDir: string,
  ) {
    const pathspec = catalogDir === '.' ? '.' : `:(literal)${catalogDir}/`;
    this.child = spawn('/bin/sh', ['-c', SCAN_SCRIPT, 'sh', pathspec], {
      cwd: dir,
      env: GIT_ENV,
      stdio: ['pipe', 'pipe', 'pipe', ...SCAN_OUTPUTS.map(() => 'pipe' as const), 'pipe'],
    });
    this.child.stdin?.on('error', () => undefined);
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    const statuses = this.statuses();
    this.objectsStatus = statuses.get('objects')!;
    this.answers = new Map(
      SCAN_OUTPUTS.map((name, i) => {
        const output = ended(this.child.stdio[3 + i] as Readable | null);
        const answer = Promise.all([statuses.get(name)!, output]).then(([status, text]) => {
          if (status === 0) return text;
          if (status === NOT_FOUND) throw new GitMissing();
          throw new GitError(SCAN_COMMANDS[name], status === undefined && !this.child.pid ? `cannot run git in ${dir}` : this.stderr);
        });
        answer.catch(() => undefined);
        return [name, answer];
      }),
    );
    this.hold(1);
    const diffAsked = new Promise<unknown>((resolve) => (this.diffAsked = resolve));
    const answered = SCAN_OUTPUTS.filter((name) => name !== 'diff').map((name) => this.answers.get(name));
    void Promise.allSettled([...answered, diffAsked]).then(() => this.hold(-1));
  }

  private diffAsked: (asked: Promise<unknown>) => void = () => undefined;

  private hold(change: 1 | -1): void {
    const before = this.holders;
    this.holders += change;
    if ((before === 0) !== (this.holders === 0)) holdOpen([this.child, ...this.child.stdio], this.holders > 0);
  }

  /** The repository's top level. */
  get top(): Promise<string> {
    return this.answers.get('top')!.then((out) => out.trim());
  }

  /** `git config -z --get-regexp` of core.autocrlf and core.symlinks; undefined when neither is set. */
  get config(): Promise<string | undefined> {
    return this.answers.get('config')!.catch(() => undefined);
  }

  /**
   * `git ls-files -v -s --others -z` of the catalog: "? <path>" untracked, "<tag> <mode> <object> <stage>\t<path>"
   * tracked; empty when every entry is a plain one ("H", a file's mode, stage 0) and no file is untracked.
   */
  get files(): Promise<string> {
    return this.answers.get('files')!;
  }

  /** `git check-attr -z --all` of every tracked file of the catalog: "<path>\0<attribute>\0<value>\0" each. */
  get attributes(): Promise<string> {
    return this.answers.get('attributes')!;
  }

  /** The paths of the catalog that differ between the tree of the revision compareWith named and the working tree. */
  get diff(): Promise<string[]> {
    return this.answers.get('diff')!.then(splitNul);
  }

  /** Starts the diff against `rev`; none (and the scan ends) when undefined. Only the first call counts. */
  compareWith(rev: string | undefined): void {
    if (this.child.stdin?.writableEnded) return;
    this.child.stdin?.end(`${rev ?? ''}\n`);
    this.diffAsked(rev === undefined ? Promise.resolve() : this.answers.get('diff')!);
  }

  /** Ends the scan without a diff, unless one was asked; and its cat-file, unless a Git took it. */
  close(): void {
    this.compareWith(undefined);
    if (!this.objectsTaken) this.objects()?.stop();
  }

  /** The scan's cat-file, to the first that asks; undefined once taken, or when sh could not be started. */
  objects(): ObjectChannel | undefined {
    const socket = this.child.stdio[OBJECTS_FD] as Socket | null;
    if (this.objectsTaken || !this.child.pid || !socket) return undefined;
    this.objectsTaken = true;
    return {
      input: socket,
      output: socket,
      failure: async () =>
        (await this.objectsStatus) === NOT_FOUND ? new GitMissing() : new GitError(['cat-file', '--batch'], this.stderr),
      stop: () => socket.destroy(),
      hold: (busy) => {
        if (busy === this.readerHolds) return;
        this.readerHolds = busy;
        this.hold(busy ? 1 : -1);
      },
    };
  }

  /** Each command's exit status as its line arrives; undefined for one that never said (sh could not start it). */
  private statuses(): Map<ScanOutput | 'objects', Promise<number | undefined>> {
    const resolvers = new Map<string, (status: number | undefined) => void>();
    const statuses = new Map(
      [...SCAN_OUTPUTS, 'objects' as const].map((name) => [
        name,
        new Promise<number | undefined>((resolve) => resolvers.set(name, resolve)),
      ]),
    );
    let pending = '';
    this.child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop()!;
      for (const line of lines) resolvers.get(line.slice(0, line.indexOf(' ')))?.(Number(line.slice(line.indexOf(' ') + 1)));
    });
    const unsaid = () => {
      for (const resolve of resolvers.values()) resolve(undefined);
    };
    this.child.on('close', unsaid);
    this.child.on('error', unsaid);
    return statuses;
  }
}

/** Everything a stream gives, once it ends. */
function ended(stream: Readable | null): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    if (!stream) return resolve('');
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    // Part of an answer is no answer (then 'close' settles nothing more).
    stream.on('error', reject);
    stream.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}

/** An object as `git cat-file --batch` gives it. */
interface GitObject {
  id: string;
  type: string;
  content: Buffer;
}

/** Where a `git cat-file --batch` reads names and writes its answers, and how it is stopped. */
interface ObjectChannel {
  input: Writable;
  output: Readable;
  /** Why it answers no more, once its output ended. */
  failure(): Promise<Error>;
  /** Ends it at once, whatever it was answering. */
  stop(): void;
  /** Whether it holds the process open: only while a read waits on it. */
  hold(busy: boolean): void;
}

/** A `git cat-file --batch` of its own, in `dir`. */
function catFile(dir: string): ObjectChannel {
  const child = spawn('git', ['-C', dir, 'cat-file', '--batch'], { env: GIT_ENV, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => resolve(error instanceof Error && 'code' in error && error.code === 'ENOENT' ? -1 : null));
    child.on('close', resolve);
  });
  return {
    input: child.stdin,
    output: child.stdout,
    failure: async () => ((await exited) === -1 ? new GitMissing() : new GitError(['cat-file', '--batch'], stderr)),
    stop: () => child.kill(),
    hold: (busy) => holdOpen([child, child.stdout, child.stderr, child.stdin], busy),
  };
}

/** A long-lived `git cat-file --batch`: each read's names written at once, the answers handed on in order. */
class ObjectReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private readonly parser = new BatchParser();
  private readonly ready: (GitObject | undefined)[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  /** Why a read failed, after which none is answered. */
  failed: unknown;

  constructor(private readonly channel: ObjectChannel) {
    channel.input.on('error', () => undefined);
    this.chunks = (channel.output as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    this.idle();
  }

  /** Hands each named object (undefined when the name names none) to `onObject` in order, one read after another. */
  read(names: readonly string[], onObject: (index: number, object: GitObject | undefined) => Promise<void>): Promise<void> {
    // The names are written at once: cat-file answers in order, so questions asked together (the base's candidate
    // branches) wait for one round trip, not one each.
    if (!this.failed && names.length > 0) {
      this.busy();
      this.channel.input.write(`${names.join('\n')}\n`);
    }
    const reading = this.queue.then(() => this.answer(names, onObject));
    this.queue = reading.catch(() => undefined);
    return reading;
  }

  /** Once the reads asked are answered. */
  close(): void {
    void this.queue.then(() => {
      this.channel.input.end();
      this.channel.output.destroy();
    });
  }

  private async answer(names: readonly string[], onObject: (index: number, object: GitObject | undefined) => Promise<void>) {
    if (this.failed) throw this.failed;
    if (names.length === 0) return;
    // Pipes that hold the process open only while a read waits on them.
    this.busy();
    try {
      for (let i = 0; i < names.length; i++) {
        while (this.ready.length === 0) {
          const next = await this.chunks.next().catch(() => ({ done: true as const, value: undefined }));
          if (next.done) throw await this.channel.failure();
          this.ready.push(...this.parser.push(next.value));
        }
        await onObject(i, this.ready.shift());
      }
    } catch (error) {
      // The answers still due would be taken for the next read's: this cat-file answers no more.
      this.failed = error;
      this.channel.stop();
      throw error;
    } finally {
      this.idle();
    }
  }

  private busy(): void {
    this.channel.hold(true);
  }

  private idle(): void {
    this.channel.hold(false);
  }
}

/** Whether these handles (a child process, its streams) keep the process alive. */
function holdOpen(handles: readonly unknown[], busy: boolean): void {
  for (const handle of handles as { ref?: () => void; unref?: () => void }[]) {
    if (busy) handle.ref?.();
    else handle.unref?.();
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

/**
 * The entries of a tree object's content ("<mode> <name>\0<binary object id>" each), their paths under `prefix`; only
 * those `only` names, when given. The content is searched as latin1 text (a character a byte; names compared in their
 * UTF-8 bytes), so that each of the thousands of entries not wanted costs two searches and a short slice.
 */
function parseTree(content: Buffer, prefix: string, idBytes: number, only?: ReadonlySet<string>): TreeEntry[] {
  const text = content.toString('latin1');
  const wanted = only && new Set([...only].map((name) => Buffer.from(name).toString('latin1')));
  const entries: TreeEntry[] = [];
  for (let at = 0; at < text.length; ) {
    const space = text.indexOf(' ', at);
    const nul = text.indexOf('\0', space);
    if (!wanted || wanted.has(text.slice(space + 1, nul))) {
      const mode = text.slice(at, space).padStart(6, '0');
      const type = mode === '040000' ? 'tree' : mode === '160000' ? 'commit' : 'blob';
      const object = content.toString('hex', nul + 1, nul + 1 + idBytes);
      entries.push({ mode, type, object, path: prefix + content.toString('utf8', space + 1, nul) });
    }
    at = nul + 1 + idBytes;
  }
  return entries;
}

function gitFailure(error: Error, args: readonly string[], stderr: string): Error {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new GitMissing();
  return new GitError(args, stderr);
}

function splitNul(out: string): string[] {
  return out.split('\0').filter(Boolean);
}
