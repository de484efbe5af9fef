import { placeholderTokens } from '../catalog/placeholders.ts';
import { jsonLimitProblem } from '../json/limits.ts';
import { type SandboxLimits, sandboxCommand } from '../sandbox/container.ts';
import { docker, keepTail } from '../sandbox/docker.ts';
import { type Egress, throughRelay } from '../sandbox/egress.ts';
import { maskSecrets } from '../secrets/canary.ts';
import type { VerifyObservation } from './observation.ts';
import { DEFAULT_TIMEOUTS } from './options.ts';

export const DEFAULT_VERIFY_TIMEOUT_SECS = 15;

export interface VerifyOutcome {
  /** `ok` from the one JSON object, when there was one. */
  ok?: boolean;
  message?: string;
  exitCode: number | null;
  timedOut: boolean;
  durationMs: number;
  stderrTail: string;
}

export interface VerifyRun {
  connectorId: string;
  command: string;
  timeoutSecs: number;
  image: string;
  /** The engine volume holding the connector's files. */
  connectorVolume: string;
  env: Readonly<Record<string, string>>;
  runId: string;
  limits?: Partial<SandboxLimits>;
  /** Time allowed on top of timeout_secs for the container to start and stop. Default DEFAULT_TIMEOUTS.verifyGraceMs. */
  startupGraceMs?: number;
  stderrLimit?: number;
  /**
   * The egress proxy of a verify with real credentials (the weekly probe): the command runs under the relay that
   * leads to it. Without one the verify has no network at all.
   */
  egress?: Pick<Egress, 'volume'>;
  /** Secret values masked in the outcome and in what the rules quote (the leak check still sees the output). */
  mask?: readonly string[];
}

/**
 * Runs `verify.command` in the sandbox with canary credentials and says what it did; the verify rules hold it to
 * the output convention (one JSON object {ok, message, details?} on stdout, exit 0 if and only if ok, no canary).
 */
export async function runVerify(run: VerifyRun): Promise<{ outcome: VerifyOutcome; verify: VerifyObservation }> {
  const { command, env } = commandReadingEnvironment(run.command, run.env);
  // timeout(1) inside the container is the first line (it ends the command, the way Skald kills it at expiry);
  // the docker-level timeout is the backstop that kills and removes the container itself.
  const timed = ['timeout', '--kill-after=2', String(run.timeoutSecs), 'sh', '-c', command];
  const sandbox = sandboxCommand({
    image: run.image,
    connectorVolume: run.connectorVolume,
    env,
    command: run.egress ? throughRelay(timed) : timed,
    runId: run.runId,
    purpose: `${run.connectorId}-verify`,
    limits: run.limits,
    egressVolume: run.egress?.volume,
  });
  const started = Date.now();
  const result = await docker(sandbox.args, {
    timeoutMs: run.timeoutSecs * 1000 + (run.startupGraceMs ?? DEFAULT_TIMEOUTS.verifyGraceMs),
    container: sandbox.name,
    maxOutput: 256 * 1024,
    input: sandbox.stdinPreamble,
  });
  const durationMs = Date.now() - started;
  // timeout(1) exits 124, or 137 when it had to kill; a 137 well before the deadline is the memory limit.
  const killedEarly = result.code === 137 && durationMs < run.timeoutSecs * 1000;
  const timedOut = result.timedOut || result.code === 124 || (result.code === 137 && !killedEarly);
  const mask = (text: string) => maskSecrets(text, run.mask ?? []);
  const outcome: VerifyOutcome = {
    exitCode: result.code,
    timedOut,
    durationMs,
    stderrTail: mask(keepTail(result.stderr, run.stderrLimit ?? 4096)),
  };
  const output = parseVerifyOutput(result.stdout);
  const parsed = typeof output === 'string' ? mask(output) : { ok: output.ok, message: mask(output.message) };
  if (!timedOut && !killedEarly && typeof parsed !== 'string') {
    outcome.ok = parsed.ok;
    outcome.message = parsed.message;
  }
  const verify: VerifyObservation = {
    timeoutSecs: run.timeoutSecs,
    timedOut,
    killedEarly,
    exitCode: result.code,
    output: `${result.stdout}\n${result.stderr}`,
    parsed,
  };
  return { outcome, verify };
}

/** The variable that carries a placeholder's value to the verify's shell. */
const placeholderVariable = (name: string) => `SKALD_PLACEHOLDER_${name}`;

/**
 * `verify.command` with each `{ENV:NAME}`/`{SECRET:NAME}` placeholder turned into an expansion of a variable that
 * carries its value (NAME's, or "" for a name not given), and the environment with those variables: the value reaches
 * the shell through its environment (on the container's stdin), never the command line that `docker run`, `ps` on
 * the runner and `docker inspect` show. Each expands where the placeholder stood, as a filled-in value would read:
 * unquoted and inside double quotes as `${VAR}`, inside single quotes by closing them around `"${VAR}"`.
 */
export function commandReadingEnvironment(
  command: string,
  env: Readonly<Record<string, string>>,
): { command: string; env: Record<string, string> } {
  const given: Record<string, string> = { ...env };
  let out = '';
  let cursor = 0;
  let quote: "'" | '"' | undefined;
  for (const token of placeholderTokens(command)) {
    const at = command.indexOf(token.token, cursor);
    quote = quoteAfter(command.slice(cursor, at), quote);
    out += command.slice(cursor, at);
    cursor = at + token.token.length;
    if (token.kind === 'other') {
      out += token.token;
      continue;
    }
    const variable = placeholderVariable(token.name);
    given[variable] = env[token.name] ?? '';
    out += quote === "'" ? `'"\${${variable}}"'` : `\${${variable}}`;
  }
  return { command: out + command.slice(cursor), env: given };
}

/** The quoting a shell is in after reading `text`, having been in `quote` before it. */
function quoteAfter(text: string, quote: "'" | '"' | undefined): "'" | '"' | undefined {
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '\\' && quote !== "'") at++;
    else if ((char === "'" || char === '"') && (quote === undefined || quote === char)) quote = quote ? undefined : char;
  }
  return quote;
}

/** The one JSON object of a verify's stdout, or what is wrong with the output. */
export function parseVerifyOutput(stdout: string): { ok: boolean; message: string } | string {
  const text = stdout.trim();
  if (!text) return 'verify printed nothing on stdout';
  const tooBig = jsonLimitProblem(text, { depth: 16, bytes: 64 * 1024 });
  if (tooBig) return `verify's stdout is not one small JSON object: ${tooBig}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const objects = text.split('\n').filter((line) => isJsonObject(line.trim())).length;
    return objects > 1
      ? `verify printed ${objects} JSON objects on stdout; the convention is exactly one`
      : `verify's stdout is not one JSON object: ${JSON.stringify(text.slice(0, 120))}`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `verify's stdout is JSON but not an object: ${JSON.stringify(text.slice(0, 120))}`;
  const record = value as Record<string, unknown>;
  if (typeof record.ok !== 'boolean') return 'verify\'s JSON object has no boolean "ok"';
  if (typeof record.message !== 'string') return 'verify\'s JSON object has no string "message"';
  if (record.details !== undefined && (record.details === null || typeof record.details !== 'object' || Array.isArray(record.details))) {
    return 'verify\'s "details" is not an object';
  }
  return { ok: record.ok, message: record.message };
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}
