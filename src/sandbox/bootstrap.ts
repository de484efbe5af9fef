// The sandbox base's Debian root where no registry is reachable: mmdebstrap, piped into `docker import` on the target engine.
import { spawn } from 'node:child_process';
import { SetupError } from '../findings/errors.ts';
import { BASE_PACKAGES } from './base-recipe.ts';
import { dockerClientEnvironment, keepTail, lastLine, SMOKE_LABEL } from './docker.ts';

interface Bootstrap {
  suite: string;
  timeoutMs: number;
  /** Default: the sandbox base's packages. */
  packages?: readonly string[];
  /** The docker client's environment: which engine imports it. Default: the smoke run's (dockerClientEnvironment). */
  clientEnv?: Record<string, string>;
}

/**
 * Bootstraps a Debian root with mmdebstrap and imports it as `tag`: the root streams to the engine, nothing lands on
 * the runner's disk. Fails unless both sides of the pipe succeed (a failed mmdebstrap would import half an image).
 */
export function bootstrapWithMmdebstrap(tag: string, options: Bootstrap): Promise<void> {
  const { suite, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    const packages = options.packages ?? BASE_PACKAGES;
    // Raw spawns, not src/system/process.ts: one process's stdout is piped into the other's stdin, never held in memory.
    const bootstrap = spawn('mmdebstrap', ['--variant=apt', `--include=${packages.join(',')}`, suite, '-'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const importer = spawn('docker', ['import', '--change', `LABEL ${SMOKE_LABEL}=bootstrap`, '-', tag], {
      env: options.clientEnv ?? dockerClientEnvironment(),
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let log = '';
    const collect = (chunk: Buffer) => (log = keepTail(log + chunk.toString('utf8'), 8192));
    bootstrap.stderr.on('data', collect);
    importer.stderr.on('data', collect);
    bootstrap.stdout.pipe(importer.stdin);
    importer.stdin.on('error', () => undefined);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      bootstrap.kill('SIGKILL');
      importer.kill('SIGKILL');
    }, timeoutMs);
    let bootstrapCode: number | null = null;
    bootstrap.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      importer.kill('SIGKILL');
      reject(
        error.code === 'ENOENT'
          ? new SetupError(
              'mmdebstrap is not installed: install it (apt-get install mmdebstrap), ' +
                'or start from a Debian image with --base-from debian:{suite}-slim where a registry is reachable',
            )
          : error,
      );
    });
    bootstrap.on('close', (code) => (bootstrapCode = code));
    importer.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && bootstrapCode === 0) resolve();
      else if (timedOut)
        reject(
          new SetupError(`bootstrapping the ${suite} sandbox base with mmdebstrap timed out after ${Math.round(timeoutMs / 60_000)} min`),
        );
      else
        reject(
          new SetupError(
            `bootstrapping the ${suite} sandbox base with mmdebstrap failed: ${lastLine(log) || `exit ${bootstrapCode}/${code}`}`,
          ),
        );
    });
  });
}
