import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { connectorManifest } from '../../src/catalog/schemas.ts';

export const CATALOG_DIR = path.resolve('connectors');

export interface VerifyRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface VerifyResult {
  ok: boolean;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * Runs a connector's verify.command the way Skald does: in the connector folder, with only the given
 * environment (plus PATH and HOME), so nothing of the test runner's environment reaches it.
 */
export async function runVerify(connectorId: string, env: Record<string, string>): Promise<VerifyRun> {
  const dir = path.join(CATALOG_DIR, connectorId);
  const manifest = connectorManifest.parse(JSON.parse(await readFile(path.join(dir, 'connector.json'), 'utf8')));
  if (!manifest.verify) throw new Error(`${connectorId} declares no verify command`);
  const [program, ...args] = manifest.verify.command.split(/\s+/);
  const child = spawn(program!, args, {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', PYTHONDONTWRITEBYTECODE: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const timeout = setTimeout(() => child.kill('SIGKILL'), (manifest.verify.timeout_secs ?? 15) * 1000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timeout);
  return { code, stdout, stderr };
}

/**
 * The output convention, exactly: one JSON object on stdout and nothing else, ok/message/details only,
 * exit code 0 if and only if ok, nothing on stderr, and no secret anywhere in the output.
 */
export function expectConvention(run: VerifyRun, secrets: string[] = []): VerifyResult {
  expect(run.stderr).toBe('');
  const lines = run.stdout.split('\n').filter((line) => line.trim() !== '');
  expect(lines).toHaveLength(1);
  const result: unknown = JSON.parse(lines[0]!);
  expect(result).toBeTypeOf('object');
  expect(Array.isArray(result)).toBe(false);
  const object = result as Record<string, unknown>;
  expect(Object.keys(object).every((key) => ['ok', 'message', 'details'].includes(key))).toBe(true);
  expect(object.ok).toBeTypeOf('boolean');
  expect(object.message).toBeTypeOf('string');
  expect((object.message as string).length).toBeGreaterThan(0);
  if ('details' in object) {
    expect(object.details).toBeTypeOf('object');
    expect(Array.isArray(object.details)).toBe(false);
  }
  expect(run.code).toBe(object.ok ? 0 : 1);
  for (const secret of secrets) {
    expect(run.stdout).not.toContain(secret);
    expect(run.stdout).not.toContain(encodeURIComponent(secret));
  }
  return object as unknown as VerifyResult;
}
