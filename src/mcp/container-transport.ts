import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { deserializeMessage, type JSONRPCMessage, serializeMessage, type Transport } from '@modelcontextprotocol/client';
import { jsonLimitProblem } from '../json/limits.ts';
import type { SandboxCommand } from '../sandbox/container.ts';
import { containerRunning, dockerClientEnvironment, keepTail, removeContainer } from '../sandbox/docker.ts';

const MAX_LINE = 4 << 20;
// How much a server may write before the transport reads it no further, and the server blocks on its next write. Far
// above any honest handshake (one message may be 16 MiB, the JSON limits), they bound what a flood costs the runner:
// junk, short lines, well-formed messages or stderr, read to the end, would keep its Node busy until the handshake's
// deadline (a whole core for each of the two eras' servers), and so slow down every connector smoked beside it.
const OUTPUT_LIMITS = { stdoutBytes: 64 << 20, stdoutLines: 10_000, stderrBytes: 16 << 20 };
/** The lines of stdout pollution a transport keeps, for the report. */
export const KEPT_POLLUTION_LINES = 5;

interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * The SDK's stdio framing (its own serializeMessage/deserializeMessage) over a sandboxed `docker run`, with what
 * StdioClientTransport cannot tell: the exit status (an out-of-memory kill shows as 137), the exact lines of stdout
 * that are not JSON-RPC, a bounded stderr tail that is always drained, and whether the server left on its own once
 * stdin closed. Closing always ends with the container killed and removed by name, never just the docker client.
 */
export class ContainerStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  /** The first few stdout lines that were not JSON-RPC messages, as received (truncated). */
  readonly pollution: string[] = [];
  pollutionCount = 0;
  /** True once the server wrote past OUTPUT_LIMITS: its output was read no further, so pollutionCount is a lower bound. */
  outputCut = false;
  /** Set once the process has exited. */
  exit?: ProcessExit;
  /** True when the process ended before its stdin was closed: it crashed or quit, nobody asked it to. */
  exitedUnprompted = false;
  /**
   * Milliseconds from the end of stdin to the exit (or to the engine's word that it had exited), or undefined when it
   * had to be killed.
   */
  exitAfterStdinCloseMs?: number;
  stdinClosed = false;

  private child?: ChildProcessWithoutNullStreams;
  private stdoutBuffer = '';
  private stdoutBytes = 0;
  private stdoutLines = 0;
  private stderrBytes = 0;
  private stderrText = '';
  private exited?: Promise<void>;
  private closing?: Promise<void>;

  constructor(
    private readonly sandbox: SandboxCommand,
    private readonly options: { exitGraceMs: number; stderrLimit: number },
  ) {}

  get stderrTail(): string {
    return this.stderrText;
  }

  get containerName(): string {
    return this.sandbox.name;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('docker', this.sandbox.args, { env: dockerClientEnvironment(), stdio: ['pipe', 'pipe', 'pipe'] });
      this.child = child;
      this.exited = new Promise((done) =>
        child.on('close', (code, signal) => {
          this.exit = { code, signal };
          this.exitedUnprompted = !this.stdinClosed;
          done();
          this.onclose?.();
        }),
      );
      child.on('error', reject);
      child.on('spawn', () => resolve());
      child.stdin.on('error', () => undefined);
      child.stdin.write(this.sandbox.stdinPreamble);
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => this.readStdout(chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        if (this.outputCut) return;
        this.stderrBytes += chunk.length;
        this.stderrText = keepTail(this.stderrText + chunk, this.options.stderrLimit);
        if (this.stderrBytes > OUTPUT_LIMITS.stderrBytes) this.stopReading();
      });
    });
  }

  private readStdout(chunk: string): void {
    if (this.outputCut) return;
    this.stdoutBytes += chunk.length;
    if (this.stdoutBytes > OUTPUT_LIMITS.stdoutBytes) {
      this.stopReading();
      return;
    }
    this.stdoutBuffer += chunk;
    let newline: number;
    while (!this.outputCut && (newline = this.stdoutBuffer.indexOf('\n')) !== -1) {
      const line = this.stdoutBuffer.slice(0, newline).replace(/\r$/, '');
      this.stdoutBuffer = this.stdoutBuffer.slice(newline + 1);
      this.readLine(line);
      if (++this.stdoutLines >= OUTPUT_LIMITS.stdoutLines) this.stopReading();
    }
    if (this.stdoutBuffer.length > MAX_LINE) {
      this.notJsonRpc(`${this.stdoutBuffer.slice(0, 200)}… (a line longer than ${MAX_LINE >> 20} MiB)`);
      this.stdoutBuffer = '';
    }
  }

  private stopReading(): void {
    this.outputCut = true;
    this.stdoutBuffer = '';
    this.child?.stdout.pause();
    this.child?.stderr.pause();
  }

  private readLine(line: string): void {
    // The SDK's schemas recurse into a message: a hostile nesting is refused before it parses.
    const tooBig = jsonLimitProblem(line);
    if (tooBig) {
      this.notJsonRpc(`${line.slice(0, 80)}… (a message over the pipeline's JSON limits: ${tooBig})`);
      return;
    }
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch {
      this.notJsonRpc(line);
      return;
    }
    this.onmessage?.(message);
  }

  private notJsonRpc(line: string): void {
    this.pollutionCount++;
    if (this.pollution.length < KEPT_POLLUTION_LINES) this.pollution.push(line.length > 200 ? `${line.slice(0, 200)}…` : line);
    this.onerror?.(new Error(`stdout line is not a JSON-RPC message: ${JSON.stringify(line.slice(0, 80))}`));
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || this.stdinClosed || this.exit) throw new Error('the server process is not running');
    if (!stdin.write(serializeMessage(message))) await new Promise((resolve) => stdin.once('drain', resolve));
  }

  /** Ends stdin, gives the server `exitGraceMs` to leave on its own, then kills and removes the container. Idempotent. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    if (!this.child || !this.exited) return;
    // Drained (and dropped) again after a cut, so that the server can leave and the docker client's output can end.
    this.child.stdout.resume();
    this.child.stderr.resume();
    if (!this.exit) {
      this.stdinClosed = true;
      const closedAt = Date.now();
      this.child.stdin.end();
      const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), this.options.exitGraceMs).unref());
      const inTime = (await Promise.race([this.exited.then(() => 'exited' as const), timer])) === 'exited';
      // A docker client that is late does not make a late server: on a busy runner the engine's teardown alone can
      // take seconds. The engine says whether the server is still running.
      if (inTime || !(await containerRunning(this.sandbox.name))) this.exitAfterStdinCloseMs = Date.now() - closedAt;
    }
    if (this.exit) return;
    // Still running: kill and remove the container itself (killing the docker client would leave it behind).
    await removeContainer(this.sandbox.name);
    if (!this.exit) {
      const killed = new Promise<void>((resolve) => setTimeout(resolve, 5000).unref());
      await Promise.race([this.exited, killed]);
      if (!this.exit) this.child.kill('SIGKILL');
    }
    await this.exited;
  }
}
