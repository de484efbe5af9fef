// npm run lock-tools on a branch whose connector is already bumped: the lock is a file connectors.json lists, so the
// command recompiles the index as bump does, and `npm run check` passes straight after, with no `npm run compile`.
// The connector is a real SDK server over Streamable HTTP on loopback, locked through the real command line.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../src/catalog/tools-lock.ts';
import { remoteConnector, writeConnector } from '../helpers/catalog-fixture.ts';
import { startHttpMcpServer } from '../helpers/http-mcp-server.ts';
import { TestRepo } from '../version-guard/repo.ts';

const LAUNCHER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/run.cjs');

let http: Awaited<ReturnType<typeof startHttpMcpServer>>;
let repo: TestRepo;
const secrets = () => path.join(path.dirname(repo.dir), 'secrets.json');

/** `npm run <command>` in the test repository, as a maintainer runs it there. */
function command(name: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const variable of ['GITHUB_EVENT_NAME', 'GITHUB_EVENT_PATH', 'GITHUB_BASE_REF', 'GITHUB_REF']) delete env[variable];
  return new Promise((resolve) =>
    execFile(process.execPath, [LAUNCHER, name, ...args], { cwd: repo.dir, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  );
}

beforeAll(async () => {
  http = await startHttpMcpServer({
    name: 'flights',
    tools: () => [{ name: 'lookup', description: 'Looks up a flight by its number', inputSchema: { type: 'object' } }],
  });
  repo = TestRepo.create();
  const url = `${http.origin}/mcp?token={SECRET:token}`;
  const flights = remoteConnector('flights', { url, tools: [{ name: 'lookup', display_name: 'Look up' }] });
  // Both manifests say how the key travels, as the static check wants.
  flights.fragment.auth = flights.manifest.auth;
  await writeConnector(repo.path('connectors'), 'flights', flights);
  repo.write('connectors/index.json', '["flights"]\n');
  // Beside the repository, never in it.
  await writeFile(secrets(), JSON.stringify({ flights: { token: 'k-1' } }));
  expect((await command('compile', [])).code).toBe(0);
  repo.commitAll('the catalog, without a lock');
  repo.git('checkout', '-q', '-b', 'feature');
});

afterAll(async () => {
  await http?.close();
  repo?.cleanup();
});

describe('npm run lock-tools on an already bumped branch', () => {
  it('writes the lock and recompiles connectors.json, so that npm run check passes straight after', async () => {
    const bump = await command('bump', ['flights', '--base', 'main']);
    expect(bump.code, bump.stdout + bump.stderr).toBe(0);
    repo.commitAll('bump flights');

    const lock = await command('lock-tools', ['flights', '--secrets', secrets()]);
    expect(lock.code, lock.stdout + lock.stderr).toBe(0);
    expect(lock.stdout).toContain(`wrote connectors/flights/${LOCK_FILE}\nrewrote connectors/connectors.json\n`);
    expect(JSON.parse(repo.read(`connectors/flights/${LOCK_FILE}`))).toMatchObject({
      tools: [expect.objectContaining({ name: 'lookup' })],
    });

    // The stand-in server is on loopback, which remote-origin refuses for a catalog's connector.
    const check = await command('check', ['--base', 'main', '--json', '--except', 'remote-origin']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    const ruleIds = (JSON.parse(check.stdout) as { findings: { ruleId: string }[] }).findings.map((finding) => finding.ruleId);
    expect(ruleIds).not.toContain('index-stale');

    // Locking again what is locked changes nothing, connectors.json included.
    repo.commitAll('lock flights');
    const again = await command('lock-tools', ['flights', '--secrets', secrets()]);
    expect(again.stdout).toContain('connectors/connectors.json is up to date\n');
    expect(repo.git('status', '--porcelain')).toBe('');
  }, 300_000);
});
