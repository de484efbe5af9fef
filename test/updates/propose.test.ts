// The weekly dependency update end to end, week after week, as the workflow runs it: the plan (registries and Forgejo,
// with the token), the build (each update one commit, its tools re-locked from the new release in the real smoke
// sandbox, no token), the publish (AGit push, description, labels). Against a registry stand-in serving npm-packed
// releases of fixture MCP servers (one that changes nothing, one that adds a tool, one that does not start) and the
// Forgejo stand-in with its AGit side. Each week's second run changes nothing: no push, no write, no sandbox run.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recompile } from '../../src/catalog/compile.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { ForgejoClient } from '../../src/forgejo/client.ts';
import { SURFACE_LABEL } from '../../src/forgejo/surface-label.ts';
import { writeSbom } from '../../src/install/bill-of-materials.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import { lockTools } from '../../src/phases/lock-tools.ts';
import { chooseTargets } from '../../src/sandbox/targets.ts';
import { relockNpm } from '../../src/updates/apply.ts';
import { readBuilt, readPlan, writeArtifact } from '../../src/updates/artifacts.ts';
import { buildProposals } from '../../src/updates/build.ts';
import { ROUTINE_LABEL } from '../../src/updates/description.ts';
import { planUpdates } from '../../src/updates/plan.ts';
import { publishProposals } from '../../src/updates/publish.ts';
import { AgitRemote } from '../forgejo/agit-remote.ts';
import { ForgejoStandIn } from '../forgejo/stand-in.ts';
import { localConnector, writeConnector } from '../helpers/catalog-fixture.ts';
import { DELETE_ENTRY, fixtureRelease, LOOKUP } from '../registry/fixture-package.ts';
import { RegistryStandIn } from '../registry/stand-in.ts';
import { TestRepo } from '../version-guard/repo.ts';

const exec = promisify(execFile);
const DICTIONARY = '@fixture/dictionary-mcp';
const THESAURUS = '@fixture/thesaurus-mcp';
// On the oldest target only: re-locking on every target a connector admits is lockTools's, which targets.test.ts runs.
const SANDBOX = { egressNetwork: 'host', targets: chooseTargets('bookworm') };

let registry: RegistryStandIn;
let forgejo: ForgejoStandIn;
let remote: AgitRemote;
let scratch: string;
let client: ForgejoClient;
let registryBefore: string | undefined;
let sandboxRuns = 0;

async function release(name: string, version: string, more: { tools?: Array<Record<string, unknown>>; refuse?: string } = {}) {
  await registry.publishNpm(
    await fixtureRelease(scratch, { name, version, ...more }),
    new Date(`2026-11-${10 + Number(version.split('.')[2]) + 10 * Number(version.split('.')[1])}T09:00:00Z`),
  );
}

/** An npm-package connector that starts `name@version` with npx, as `npm run new --kind npm-package` writes one. */
function npmPackageConnector(id: string, name: string, version: string) {
  const connector = localConnector(id);
  for (const manifest of [connector.fragment, connector.manifest]) {
    manifest.requires = ['NODE'];
    manifest.tools = [{ name: 'lookup', display_name: 'Look Up' }];
  }
  Object.assign(connector.manifest, {
    launch_command: `npx -y ${name}@${version}`,
    dependencies: [`${name}@${version}`],
    mcp_config: { command: 'npx', args: ['-y', `${name}@${version}`] },
  });
  const files: Record<string, string> = { 'icon_sm.svg': connector.files['icon_sm.svg']!, 'icon_lg.svg': connector.files['icon_lg.svg']! };
  files['package.json'] =
    `${JSON.stringify({ name: `skald-connector-${id}`, private: true, dependencies: { [name]: version } }, null, 2)}\n`;
  return { ...connector, files, lock: false as const };
}

/** The catalog's first commit on the remote's main: both connectors locked from their 1.0.0 in the sandbox. */
async function seedMain(): Promise<void> {
  const repo = TestRepo.create(await mkdtemp(path.join(scratch, 'seed-')));
  const catalogDir = repo.path('connectors');
  await mkdir(catalogDir, { recursive: true });
  await writeFile(path.join(catalogDir, 'index.json'), '[\n  "dictionary",\n  "thesaurus"\n]\n');
  for (const [id, name] of [
    ['dictionary', DICTIONARY],
    ['thesaurus', THESAURUS],
  ] as const) {
    await writeConnector(catalogDir, id, npmPackageConnector(id, name, '1.0.0'));
    expect(await relockNpm(path.join(catalogDir, id), new URL(registry.url))).toBeUndefined();
  }
  const locked = await lockTools({ catalogDir, ids: ['dictionary', 'thesaurus'], ...SANDBOX });
  expect(locked.failed).toEqual([]);
  for (const folder of (await loadCatalog(catalogDir)).connectors) await writeSbom(folder);
  await recompile(catalogDir, 'connectors');
  repo.commitAll('the catalog');
  await exec('git', ['-C', repo.dir, 'push', '-q', remote.bare, 'HEAD:refs/heads/main']);
}

/** One run of the workflow: plan, build and publish, each reading the last one's files, in a fresh checkout of main. */
async function weeklyRun(limit: number) {
  const work = await mkdtemp(path.join(scratch, 'run-'));
  const checkout = path.join(work, 'checkout');
  const artifacts = path.join(work, 'updates');
  await mkdir(artifacts);
  await exec('git', ['clone', '-q', remote.url, checkout]);
  const registries = { npm: new URL(registry.url), pypi: new URL(registry.pypiUrl) };
  const plan = await planUpdates({ repoDir: checkout, catalogDir: path.join(checkout, 'connectors'), ids: [], registries, client, limit });
  await writeArtifact(artifacts, 'plan.json', plan);
  const built = await buildProposals(
    await readPlan(artifacts),
    { repoDir: checkout, catalogPath: 'connectors', registries, sandbox: SANDBOX },
    artifacts,
  );
  sandboxRuns += built.proposals.length;
  await writeArtifact(artifacts, 'built.json', built);
  const log = { info: () => undefined, warning: (line: string) => expect.fail(line) };
  const published = await publishProposals(await readBuilt(artifacts), artifacts, {
    repoDir: checkout,
    catalogPath: 'connectors',
    client,
    remoteUrl: remote.url,
    target: 'main',
    token: forgejo.token,
    registries,
    limit,
    log,
  });
  expect(forgejo.answerErrors).toEqual([]);
  return { plan, built, published };
}

/** The ordinary gate's static check of a pull request's head against main, as ci.yml runs it. */
async function gate(pullRequest: number) {
  const clone = path.join(await mkdtemp(path.join(scratch, 'gate-')), 'repo');
  await exec('git', ['clone', '-q', remote.bare, clone]);
  await exec('git', ['-C', clone, 'fetch', '-q', 'origin', `refs/pull/${pullRequest}/head`]);
  await exec('git', ['-C', clone, 'checkout', '-q', 'FETCH_HEAD']);
  const main = (await exec('git', ['-C', clone, 'rev-parse', 'origin/main'])).stdout.trim();
  const { findings } = await checkCatalog({ catalogDir: path.join(clone, 'connectors'), versionGuard: { base: main, env: {} } });
  return { clone, findings };
}

const pull = (number: number) => forgejo.issues.find((issue) => issue.number === number)!;
const labelsOf = (number: number) =>
  pull(number)
    .labels.map((id) => forgejo.labels.find((label) => label.id === id)!.name)
    .sort();
const commentsOn = (number: number) => forgejo.comments.filter((comment) => comment.issue === number);
const atHead = (number: number, file: string) => remote.git('show', `refs/pull/${number}/head:connectors/${file}`);

/** A second run right after the first: nothing changes. */
async function secondRunChangesNothing(limit: number) {
  const pushes = remote.pushes.length;
  const runs = sandboxRuns;
  forgejo.clearRequests();
  const again = await weeklyRun(limit);
  expect(again.plan.proposals).toEqual([]);
  expect(again.built.proposals).toEqual([]);
  expect(forgejo.writes).toEqual([]);
  expect(remote.pushes).toHaveLength(pushes);
  expect(sandboxRuns).toBe(runs);
  return again;
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'skald-propose-'));
  registry = await RegistryStandIn.start();
  // The sandbox's install reads the registry from the runner's configuration, as in CI.
  registryBefore = process.env.npm_config_registry;
  process.env.npm_config_registry = registry.url;
  forgejo = await ForgejoStandIn.start();
  remote = AgitRemote.attach(forgejo);
  client = new ForgejoClient({ apiUrl: forgejo.apiUrl, token: forgejo.token, repository: `${forgejo.owner}/${forgejo.repo}` });
  await release(DICTIONARY, '1.0.0');
  await release(THESAURUS, '1.0.0');
  await seedMain();
}, 1_800_000);

afterAll(async () => {
  if (registryBefore === undefined) delete process.env.npm_config_registry;
  else process.env.npm_config_registry = registryBefore;
  await forgejo?.close();
  await registry?.close();
  remote?.cleanup();
  await rm(scratch, { recursive: true, force: true });
});

describe('the weekly dependency update', () => {
  it('opens one routine pull request per connector up to the limit, the advisory first, judged clean by the gate', async () => {
    await release(DICTIONARY, '1.0.1');
    await release(THESAURUS, '1.0.1');
    registry.advise(DICTIONARY, {
      id: 1,
      url: 'https://github.com/advisories/GHSA-2q3r-4f5g-6h7j',
      title: 'x',
      severity: 'high',
      vulnerable_versions: '<1.0.1',
    });
    const { plan, published } = await weeklyRun(1);
    expect(plan.skipped).toEqual([{ connector: 'thesaurus', why: '1 update pull requests are open, the limit: proposed once one closes' }]);
    expect(published.opened).toEqual([{ connector: 'dictionary', pullRequest: 1 }]);
    expect(pull(1).title).toBe(`dictionary: ${DICTIONARY} 1.0.0 → 1.0.1`);
    expect(pull(1).head!.branch).toBe('forgejo-actions/skald-updates-dictionary');
    expect(labelsOf(1)).toEqual([ROUTINE_LABEL.name]);
    const body = pull(1).body;
    expect(body.split('\n')[0]).toBe(`<!-- skald-update connector=dictionary updates=npm:${DICTIONARY}@1.0.1 -->`);
    expect(body).toContain(
      `| \` ${DICTIONARY} \` | \` 1.0.0 \` | \` 1.0.1 \` | 2026-11-11 | [npm](${registry.url}@fixture%2fdictionary-mcp) |`,
    );
    expect(body).toContain(
      '- ` GHSA-2q3r-4f5g-6h7j ` (high) on ` @fixture/dictionary-mcp `: fixed by this update ([advisory](https://github.com/advisories/GHSA-2q3r-4f5g-6h7j))',
    );
    expect(body).toContain('**Tool surface**: unchanged.');
    expect(body).toContain('**Connector version**: ` 1.0.0 ` → ` 1.0.1 ` (patch).');
    expect(body).not.toContain('x\n');
    // The commit: every pin moved, the lockfile and the bill of materials follow, the version bumped, the index current.
    const manifest = JSON.parse(atHead(1, 'dictionary/connector.json'));
    expect([manifest.launch_command, manifest.dependencies, manifest.mcp_config.args]).toEqual([
      `npx -y ${DICTIONARY}@1.0.1`,
      [`${DICTIONARY}@1.0.1`],
      ['-y', `${DICTIONARY}@1.0.1`],
    ]);
    expect(JSON.parse(atHead(1, 'dictionary/package-lock.json')).packages[`node_modules/${DICTIONARY}`].version).toBe('1.0.1');
    expect(atHead(1, 'dictionary/sbom.cdx.json')).toContain(`"bom-ref": "${DICTIONARY}@1.0.1"`);
    expect(manifest.version).toBe(2);
    expect((await gate(1)).findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    await secondRunChangesNothing(1);
  }, 1_800_000);

  it('updates the same pull request when a release adds a tool: the classified table, the label, no longer routine', async () => {
    await release(DICTIONARY, '1.1.0', { tools: [LOOKUP, DELETE_ENTRY] });
    const { published } = await weeklyRun(1);
    expect(published.updated).toEqual([{ connector: 'dictionary', pullRequest: 1 }]);
    expect(forgejo.issues.filter((issue) => issue.pullRequest)).toHaveLength(1);
    expect(labelsOf(1)).toEqual([SURFACE_LABEL.name]);
    const body = pull(1).body;
    expect(body).toContain('#### Tool surface changes');
    expect(body).toMatch(/^\| ` surface-tool-added ` \| .*delete_entry.*destructiveHint.* \|$/m);
    expect(body).toContain('**Connector version**: ` 1.0.0 ` → ` 1.1.0 ` (minor: its tools change).');
    const manifest = JSON.parse(atHead(1, 'dictionary/connector.json'));
    // In the lock's order: the kept tool keeps its display name, the new one takes the server's title.
    expect(manifest.tools).toEqual([
      { name: 'delete_entry', display_name: 'Delete Entry' },
      { name: 'lookup', display_name: 'Look Up' },
    ]);
    const { findings } = await gate(1);
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    // The gate's own lock review shows the reviewer the same change.
    expect(findings.filter((finding) => finding.ruleId === 'surface-tool-added').map((finding) => finding.message)).toEqual([
      expect.stringContaining('delete_entry'),
    ]);
    await secondRunChangesNothing(1);
  }, 1_800_000);

  it('does not propose again what a maintainer closed unmerged; a newer release is', async () => {
    forgejo.closePullRequest(1, false);
    const closed = await weeklyRun(1);
    expect(closed.plan.skipped).toContainEqual({ connector: 'dictionary', why: '#1 closed without merging: waiting for a newer release' });
    // Its slot is free: the connector that waited for one is proposed now.
    expect(closed.published.opened).toEqual([{ connector: 'thesaurus', pullRequest: 2 }]);
    await secondRunChangesNothing(1);

    await release(DICTIONARY, '1.1.1', { tools: [LOOKUP, DELETE_ENTRY] });
    const newer = await weeklyRun(2);
    expect(newer.published.opened).toEqual([{ connector: 'dictionary', pullRequest: 3 }]);
    expect(pull(3).title).toBe(`dictionary: ${DICTIONARY} 1.0.0 → 1.1.1`);
    expect(pull(1).state).toBe('closed');
    await secondRunChangesNothing(2);
  }, 1_800_000);

  it('reports once on its pull request a release that does not start in the sandbox, and does not try it again', async () => {
    await release(DICTIONARY, '1.2.0', { tools: [LOOKUP, DELETE_ENTRY], refuse: 'this release needs Node 99' });
    const { built, published } = await weeklyRun(2);
    expect(built.proposals.map((proposal) => proposal.smoke)).toEqual([{ ok: false, why: expect.any(String), rules: ['server-start'] }]);
    expect(published.updated).toEqual([{ connector: 'dictionary', pullRequest: 3 }]);
    expect(commentsOn(3).map((comment) => comment.body.split('\n')[0])).toEqual([
      `<!-- skald-update-failure connector=dictionary updates=npm:${DICTIONARY}@1.2.0 -->`,
    ]);
    expect(commentsOn(3)[0]!.body).toContain('this release needs Node 99');
    expect(pull(3).body).toContain('**Sandboxed run of the new release**: it failed (` server-start `)');
    expect(labelsOf(3)).toEqual([SURFACE_LABEL.name]);
    await secondRunChangesNothing(2);
    expect(commentsOn(3)).toHaveLength(1);
  }, 1_800_000);

  it('after a merge, the merged connector is current and nothing is proposed for it', async () => {
    remote.merge(2);
    await secondRunChangesNothing(2);
  }, 1_800_000);
});
