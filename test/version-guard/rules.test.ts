import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../src/catalog/release-date.ts';
import { SURFACE_CHANGE_CLASSES } from '../../src/findings/rule-ids.ts';
import { runVersionGuard } from '../../src/phases/version.ts';
import { VERSION_RULES } from '../../src/rules/registry.ts';
import { BASE_DATE, TestRepo, TODAY } from './repo.ts';

// Each rule has a case here that triggers it, asserting the exact set of rule ids: removing a rule
// fails its case. The base is the commit made in beforeEach; "now" is the working tree.

let repo: TestRepo;
let base: string;

beforeEach(async () => {
  repo = TestRepo.create();
  await repo.writeCatalog(['alpha', 'beta']);
  base = repo.commitAll('base catalog');
});
afterEach(() => repo.cleanup());

// The review of changed locks has its own test (test/tool-surface/lock-review.test.ts): these cases leave it out.
const guard = () => runVersionGuard({ repoDir: repo.dir, base, env: {}, selection: { except: SURFACE_CHANGE_CLASSES } });
const ruleIds = async () => (await guard()).findings.map((finding) => `${finding.connector}:${finding.ruleId}`).sort();
const properBump = { version: 4, version_string: '1.2.1', version_release_date: TODAY };

const triggered = new Set<string>();
function rule(id: string, name: string, body: () => Promise<void>) {
  triggered.add(id);
  it(`${id}: ${name}`, body);
}

describe('a catalog with no change', () => {
  it('has no finding', async () => {
    const result = await guard();
    expect(result.findings).toEqual([]);
    expect(result.base).toEqual({ rev: base, description: `--base ${base} (${base.slice(0, 12)})` });
  });

  it('a proper bump with a file change has no finding', async () => {
    repo.write('connectors/alpha/server.py', 'print("new")\n');
    repo.setVersion('alpha', properBump);
    expect(await ruleIds()).toEqual([]);
  });
});

describe('version-not-bumped', () => {
  rule('version-not-bumped', 'a modified file, version unchanged: names the file, the version field and the fix', async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    const [finding, ...rest] = (await guard()).findings;
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      ruleId: 'version-not-bumped',
      severity: 'error',
      connector: 'alpha',
      file: 'connectors/alpha/connector.json',
      field: 'version',
    });
    const line =
      repo
        .read('connectors/alpha/connector.json')
        .split('\n')
        .findIndex((text) => text.includes('"version":')) + 1;
    expect(finding!.position).toEqual({ line, column: 3 });
    expect(finding!.message).toContain('server.py modified');
    expect(finding!.message).toContain('version is still 3');
    expect(finding!.fix).toContain(`npm run bump -- alpha --base ${base}`);
  });

  it('an added and a removed file count as changes', async () => {
    repo.write('connectors/beta/extra.py', 'x = 1\n');
    repo.remove('connectors/alpha/icon_lg.svg');
    const findings = (await guard()).findings;
    expect(findings.map((f) => `${f.connector}:${f.ruleId}`).sort()).toEqual(['alpha:version-not-bumped', 'beta:version-not-bumped']);
    expect(findings.find((f) => f.connector === 'alpha')!.message).toContain('icon_lg.svg removed');
    expect(findings.find((f) => f.connector === 'beta')!.message).toContain('extra.py added');
  });

  it('a change in connector.json beyond the version fields is a change', async () => {
    repo.editJson('connectors/alpha/connector.json', (value) => (value.setup_instructions = ['Run it']));
    const [finding] = (await guard()).findings;
    expect(finding).toMatchObject({ ruleId: 'version-not-bumped' });
    expect(finding!.message).toContain('connector.json modified');
  });

  it('a whitespace-only change to a shipped file is a change (its sha256 moves)', async () => {
    repo.write('connectors/alpha/connector.json', repo.read('connectors/alpha/connector.json').replace(/\n/g, '\n '));
    expect(await ruleIds()).toEqual(['alpha:version-not-bumped']);
  });

  it('fragment.json is not in files[]: its wording changes need no bump', async () => {
    repo.editJson('connectors/alpha/fragment.json', (value) => {
      value.name = 'Alpha, renamed for display';
      value.user_description = 'Better words.';
      value.tags = ['test', 'weather'];
    });
    expect(await ruleIds()).toEqual([]);
  });
});

describe('contract-changed-without-bump', () => {
  rule('contract-changed-without-bump', 'a tool display name changed in fragment.json, version unchanged', async () => {
    repo.editJson('connectors/alpha/fragment.json', (value) => (value.tools = [{ name: 'get_forecast', display_name: 'Forecast' }]));
    const [finding, ...rest] = (await guard()).findings;
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ ruleId: 'contract-changed-without-bump', file: 'connectors/alpha/fragment.json', field: 'tools' });
    expect(finding!.fix).toContain('npm run bump -- alpha');
  });

  it('each of type, scope, auth, requires counts; a reordering of requires does not', async () => {
    repo.editJson('connectors/alpha/fragment.json', (value) => (value.scope = 'user'));
    repo.editJson('connectors/beta/fragment.json', (value) => (value.auth = { type: 'api_key', delivery: 'env', param: 'KEY' }));
    expect(await ruleIds()).toEqual(['alpha:contract-changed-without-bump', 'beta:contract-changed-without-bump']);
    repo.git('checkout', '-q', '--', 'connectors');
    repo.editJson('connectors/alpha/fragment.json', (value) => (value.requires = ['NODE', 'PYTHON']));
    repo.editJson('connectors/beta/fragment.json', (value) => (value.type = 'mcp_remote'));
    expect(await ruleIds()).toEqual(['alpha:contract-changed-without-bump', 'beta:contract-changed-without-bump']);
    repo.git('checkout', '-q', '--', 'connectors');
    repo.editJson('connectors/alpha/fragment.json', (value) => (value.requires = ['PYTHON']));
    expect(await ruleIds()).toEqual([]);
  });

  it('a contract change with a proper bump is fine, and is not a "bump without change"', async () => {
    repo.editJson('connectors/alpha/fragment.json', (value) => (value.scope = 'user'));
    repo.setVersion('alpha', properBump);
    expect(await ruleIds()).toEqual([]);
  });
});

describe('version moves', () => {
  rule('version-decreased', 'version went down', async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { version: 2, version_string: '1.2.1', version_release_date: TODAY });
    const findings = (await guard()).findings;
    expect(findings.map((f) => f.ruleId)).toEqual(['version-decreased']);
    expect(findings[0]!.message).toContain('from 3');
  });

  rule('version-skipped', 'version went up by two', async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { ...properBump, version: 5 });
    expect(await ruleIds()).toEqual(['alpha:version-skipped']);
  });

  rule('version-bump-without-change', 'version went up, nothing changed: a warning', async () => {
    repo.setVersion('alpha', properBump);
    const findings = (await guard()).findings;
    expect(findings.map((f) => [f.ruleId, f.severity])).toEqual([['version-bump-without-change', 'warning']]);
    expect(findings[0]!.fix).toContain('put back version 3');
  });
});

describe('version_string and the date move with version', () => {
  rule('version-string-not-increased', 'version_string kept, or lowered, while version went up', async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { ...properBump, version_string: '1.2.0' });
    repo.write('connectors/beta/server.py', 'print("changed")\n');
    repo.setVersion('beta', { ...properBump, version_string: '1.1.9' });
    expect(await ruleIds()).toEqual(['alpha:version-string-not-increased', 'beta:version-string-not-increased']);
  });

  it('semver ordering, not text ordering: 1.10.0 is greater than 1.9.0', async () => {
    repo.setVersion('alpha', { version_string: '1.9.0' });
    base = repo.commitAll('alpha at 1.9.0');
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { ...properBump, version_string: '1.10.0' });
    expect(await ruleIds()).toEqual([]);
  });

  rule('release-date-unchanged', 'the date did not move with the version', async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { ...properBump, version_release_date: BASE_DATE });
    const findings = (await guard()).findings;
    expect(findings.map((f) => f.ruleId)).toEqual(['release-date-unchanged']);
    expect(findings[0]).toMatchObject({ field: 'version_release_date', file: 'connectors/alpha/connector.json' });
  });

  rule('release-date-in-future', 'two days ahead is in the future; tomorrow is within the slack', async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { ...properBump, version_release_date: addDays(TODAY, 2) });
    repo.write('connectors/beta/server.py', 'print("changed")\n');
    repo.setVersion('beta', { ...properBump, version_release_date: addDays(TODAY, 1) });
    expect(await ruleIds()).toEqual(['alpha:release-date-in-future']);
  });

  it('a future date is an error on any connector the guard compares: a new one, or a changed one whose version did not move', async () => {
    await repo.writeCatalog(['alpha', 'beta', 'gamma']);
    repo.setVersion('gamma', { version: 1, version_release_date: addDays(TODAY, 30) });
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { version_release_date: addDays(TODAY, 30) });
    expect(await ruleIds()).toEqual(['alpha:release-date-in-future', 'alpha:version-not-bumped', 'gamma:release-date-in-future']);
  });

  rule('release-date-before-base', "the new date is older than the base's", async () => {
    repo.write('connectors/alpha/server.py', 'print("changed")\n');
    repo.setVersion('alpha', { ...properBump, version_release_date: addDays(BASE_DATE, -1) });
    expect(await ruleIds()).toEqual(['alpha:release-date-before-base']);
  });
});

describe('new, removed and renamed connectors', () => {
  rule('new-connector-version', 'a new connector starts at version 1', async () => {
    await repo.writeCatalog(['alpha', 'beta', 'gamma']);
    repo.setVersion('gamma', { version: 2 });
    expect(await ruleIds()).toEqual(['gamma:new-connector-version']);
    repo.setVersion('gamma', { version: 1 });
    expect(await ruleIds()).toEqual([]);
  });

  rule('removed-connector-still-indexed', 'a removed folder still listed in index.json', async () => {
    repo.remove('connectors/beta');
    const findings = (await guard()).findings;
    expect(findings).toMatchObject([
      { ruleId: 'removed-connector-still-indexed', file: 'connectors/index.json', position: { line: 3, column: 3 }, connector: 'beta' },
    ]);
    repo.write('connectors/index.json', '["alpha"]\n');
    expect(await ruleIds()).toEqual([]);
  });

  rule('renamed-connector', 'a folder renamed with the same files: removal plus new connector, said so', async () => {
    repo.git('mv', 'connectors/beta', 'connectors/delta');
    for (const file of ['fragment.json', 'connector.json']) repo.editJson(`connectors/delta/${file}`, (value) => (value.id = 'delta'));
    repo.write('connectors/index.json', '["alpha", "delta"]\n');
    const findings = (await guard()).findings;
    expect(findings.map((f) => `${f.connector}:${f.ruleId}:${f.severity}`).sort()).toEqual([
      'delta:new-connector-version:error',
      'delta:renamed-connector:warning',
    ]);
    for (const finding of findings) expect(finding.message).toMatch(/a rename is a removal of "beta" plus a new connector "delta"/i);
    repo.setVersion('delta', { version: 1 });
    expect(await ruleIds()).toEqual(['delta:renamed-connector']);
  });

  it('a rename found by the same name, with the old id still indexed', async () => {
    repo.git('mv', 'connectors/beta', 'connectors/delta');
    repo.editJson('connectors/delta/connector.json', (value) => (value.name = 'Connector beta'));
    repo.write('connectors/delta/server.py', 'print("rewritten")\n');
    repo.setVersion('delta', { version: 1 });
    const findings = (await guard()).findings;
    expect(findings.map((f) => `${f.connector}:${f.ruleId}`).sort()).toEqual([
      'beta:removed-connector-still-indexed',
      'delta:renamed-connector',
    ]);
    expect(findings.find((f) => f.connector === 'beta')!.message).toContain('the same name "Connector beta"');
  });
});

describe('the rule list', () => {
  it('every rule has a case above that triggers it, and a row in docs/version-guard.md', () => {
    const docs = readFileSync(new URL('../../docs/version-guard.md', import.meta.url), 'utf8');
    for (const { id } of VERSION_RULES) {
      expect(triggered, `no test case for ${id}`).toContain(id);
      expect(docs, `docs/version-guard.md lacks ${id}`).toContain(`| \`${id}\` |`);
    }
    expect(new Set(VERSION_RULES.map((r) => r.id)).size).toBe(VERSION_RULES.length);
  });
});
