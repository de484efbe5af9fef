// --only and --except select any rule of any phase, on the command that runs its phase, and never silently run
// nothing: each rule id once over its fixture (test/helpers/rule-fixtures.ts), then every way a selection can name
// nothing that can run, each a usage error (exit 64) that says why.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_USAGE, UsageError } from '../src/findings/errors.ts';
import type { Finding } from '../src/findings/finding.ts';
import { RULE_IDS, type RuleSelection } from '../src/findings/rule-ids.ts';
import { checkCatalog } from '../src/phases/check.ts';
import { chooseRules, isSelected, UnknownRuleError } from '../src/phases/selection.ts';
import { checkSite } from '../src/phases/site.ts';
import { smokeCatalog } from '../src/phases/smoke.ts';
import { RULES } from '../src/rules/registry.ts';
import { directorySource } from '../src/site/source.ts';
import { FIXTURES } from './helpers/rule-fixtures.ts';
import { TestRepo } from './version-guard/repo.ts';

const ids = (findings: readonly Finding[]) => findings.map((finding) => finding.ruleId);

describe('--only and --except, each rule id once, on the command of its phase', () => {
  for (const id of RULE_IDS.filter((id) => id !== 'internal-error')) {
    it(`${id}: --only yields its findings and no other rule's; --except drops exactly it`, async () => {
      await FIXTURES[id](async (judge) => {
        const every = await judge({});
        const only = await judge({ only: [id] });
        const except = await judge({ except: [id] });
        expect(ids(only), 'the fixture triggers it').toContain(id);
        expect(only.filter((finding) => finding.ruleId !== id)).toEqual([]);
        // A rule off by default (compile) is in no run that does not name it.
        if (!RULES.find((rule) => rule.id === id)!.onlyWhenNamed) expect(only).toEqual(every.filter((finding) => finding.ruleId === id));
        expect(except).toEqual(every.filter((finding) => finding.ruleId !== id));
      });
    });
  }

  it('surface-*: on npm run check, the review of a changed tools.lock.json alone, as warnings', async () => {
    const repo = TestRepo.create();
    try {
      await repo.writeCatalog(['alpha']);
      const base = repo.commitAll('base catalog');
      repo.remove('connectors/alpha/tools.lock.json');
      const check = async (selection: RuleSelection) =>
        (await checkCatalog({ catalogDir: repo.path('connectors'), versionGuard: { base, env: {} }, ...selection })).findings;
      const only = await check({ only: ['surface-tool-removed'] });
      expect(only.map((finding) => [finding.ruleId, finding.severity, finding.file])).toEqual([
        ['surface-tool-removed', 'warning', 'connectors/alpha/tools.lock.json'],
      ]);
      const except = await check({ except: ['surface-tool-removed'] });
      expect(ids(except)).not.toContain('surface-tool-removed');
      expect(ids(except)).toContain('tools-lock');
    } finally {
      repo.cleanup();
    }
  });
});

/** The usage error a promise rejects with (or a function throws), for its message and its exit code. */
async function refusal(attempt: Promise<unknown> | (() => unknown)): Promise<UsageError> {
  const error = await (typeof attempt === 'function' ? Promise.resolve().then(attempt) : attempt).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UsageError);
  expect((error as UsageError).exitCode).toBe(EXIT_USAGE);
  return error as UsageError;
}

describe('a selection that names nothing the command can run is a usage error that says why', () => {
  it('selects with only and except, runs a rule that is off by default only when named, and refuses an unknown id', async () => {
    const named = { id: 'compile', onlyWhenNamed: true } as const;
    expect(isSelected({ id: 'icons' }, {})).toBe(true);
    expect(isSelected({ id: 'icons' }, { only: ['schema'] })).toBe(false);
    expect(isSelected({ id: 'icons' }, { only: ['icons'], except: ['icons'] })).toBe(false);
    expect(isSelected(named, {})).toBe(false);
    expect(isSelected(named, { only: ['compile'] })).toBe(true);
    expect(() => chooseRules([], { except: ['iconz'] })).toThrow(UnknownRuleError);
    expect(() => chooseRules([], { only: ['iconz'] })).toThrow(/^unknown rule "iconz"; known rules: active-files, auth-delivery, /);
    expect((await refusal(checkCatalog({ catalogDir: 'nowhere', only: ['iconz'] }))).message).toMatch(/^unknown rule "iconz"/);
  });

  it('an id of a phase the command does not run names the command that runs it', async () => {
    expect((await refusal(checkCatalog({ catalogDir: 'nowhere', only: ['verify-timeout'] }))).message).toBe(
      'verify-timeout is a smoke rule: npm run smoke -- --only verify-timeout',
    );
    expect((await refusal(checkCatalog({ catalogDir: 'nowhere', except: ['site-index'] }))).message).toBe(
      'site-index is a site rule: npm run check-site -- URL|DIR --except site-index',
    );
    expect((await refusal(checkCatalog({ catalogDir: 'nowhere', only: ['tool-drift'] }))).message).toBe(
      'tool-drift is a weekly rule: npm run probe-remote runs it, with every rule',
    );
    // Before any engine is asked for anything.
    expect((await refusal(smokeCatalog({ catalogDir: 'nowhere', only: ['icons'] }))).message).toBe(
      'icons is a connector rule: npm run check -- --only icons',
    );
    const dir = await mkdtemp(path.join(tmpdir(), 'skald-selection-'));
    try {
      const site = await directorySource(dir);
      expect((await refusal(checkSite(site, { trustedKeys: [], selection: { only: ['trust-root'] } }))).message).toBe(
        'trust-root is a version rule: npm run check -- --only trust-root',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the engine’s internal-error, and an id that --only and --except both name, select nothing', async () => {
    expect((await refusal(checkCatalog({ catalogDir: 'nowhere', only: ['internal-error'] }))).message).toMatch(
      /^internal-error is no rule to select/,
    );
    expect((await refusal(checkCatalog({ catalogDir: 'nowhere', only: ['icons'], except: ['icons'] }))).message).toBe(
      '--only and --except both name icons: it would select nothing',
    );
  });

  it('a rule --only names whose need the run cannot meet says what is missing', async () => {
    const reason = async (attempt: Promise<unknown>) => (await refusal(attempt)).message;
    expect(await reason(checkCatalog({ catalogDir: 'nowhere', only: ['trust-root'] }))).toMatch(
      /^trust-root cannot run here: .*the version guard is off/,
    );
    expect(await reason(smokeCatalog({ catalogDir: 'nowhere', only: ['remote-handshake'] }))).toMatch(/add --remote$/);
    expect(await reason(smokeCatalog({ catalogDir: 'nowhere', remote: true, only: ['verify-egress'] }))).toMatch(/only the weekly probe/);
    const dir = await mkdtemp(path.join(tmpdir(), 'skald-selection-'));
    try {
      const site = await directorySource(dir);
      const refused = (id: string) => reason(checkSite(site, { trustedKeys: [], selection: { only: [id] } }));
      expect(await refused('site-headers')).toMatch(/give the site's URL, not a directory$/);
      expect(await refused('site-expired')).toMatch(/add --root FILE$/);
      expect(await refused('site-index-older')).toMatch(/add --held FILE$/);
      // Left out, not refused, when only the default selection would run it.
      expect((await checkSite(site, { trustedKeys: [] })).findings.map((finding) => finding.ruleId)).toEqual(['site-index']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('before the repository’s first commit, a rule that compares with the base cannot run; new-connector-version can', async () => {
    const repo = TestRepo.create();
    try {
      await repo.writeCatalog(['alpha']);
      repo.setVersion('alpha', { version: 2 });
      const check = (only: string[]) => checkCatalog({ catalogDir: repo.path('connectors'), only, versionGuard: { env: {} } });
      expect((await refusal(check(['trust-root']))).message).toMatch(/^trust-root cannot run here: .*first commit/);
      expect(ids((await check(['new-connector-version'])).findings)).toEqual(['new-connector-version']);
    } finally {
      repo.cleanup();
    }
  });
});
