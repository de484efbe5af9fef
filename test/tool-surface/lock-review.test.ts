// The check's review of changed locks, in a real git repository: a new connector's lock is all new tools, an
// unchanged one says nothing, and a folder whose name is no connector id never reaches a finding.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockText } from '../../src/catalog/tools-lock.ts';
import { SURFACE_CHANGE_CLASSES } from '../../src/findings/rule-ids.ts';
import { judgeVersions } from '../../src/phases/version.ts';
import { surfaceOf } from '../../src/tool-surface/surface.ts';
import type { VersionObservation } from '../../src/version-guard/index.ts';
import { readLockChanges } from '../../src/version-guard/lock-review.ts';
import { TestRepo, TODAY } from '../version-guard/repo.ts';

const ECHO = { name: 'echo', description: 'Echoes', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } };
const SEND = { name: 'send', description: 'Sends mail', inputSchema: { type: 'object' } };
const lock = (...tools: Array<Record<string, unknown>>) => lockText(surfaceOf(tools, { protocolVersion: '2025-11-25' }));

describe('the review of changed locks', () => {
  let repo: TestRepo;
  let base: string;
  beforeEach(() => {
    repo = TestRepo.create();
    repo.write('connectors/alpha/tools.lock.json', lock(ECHO));
    base = repo.commitAll('base');
  });
  afterEach(() => repo.cleanup());

  /** The version phase over the locks alone: what its lock review reports (the engine sorts the findings). */
  const review = async () => {
    const observed: VersionObservation = {
      base: { rev: base, description: 'the test base' },
      context: {
        baseName: 'the test base',
        today: TODAY,
        now: { connectors: new Map(), indexFile: 'connectors/index.json' },
        bumpCommand: String,
      },
      comparisons: [],
      removed: [],
      repoDir: repo.dir,
      catalogPath: 'connectors',
      lockChanges: await readLockChanges(repo.dir, 'connectors', base),
    };
    const findings = await judgeVersions(observed, { only: SURFACE_CHANGE_CLASSES });
    return findings.map((finding) => [finding.ruleId, finding.severity, finding.connector]);
  };

  it('says nothing while no lock changed', async () => {
    repo.write('connectors/alpha/server.py', 'print(1)\n');
    expect(await review()).toEqual([]);
  });

  it('classifies an edited lock, and a new connector lock as new tools', async () => {
    repo.write('connectors/alpha/tools.lock.json', lock(ECHO, SEND));
    repo.write('connectors/beta/tools.lock.json', lock(ECHO));
    expect(await review()).toEqual([
      ['surface-tool-added', 'warning', 'alpha'],
      ['surface-protocol-version', 'warning', 'beta'],
      ['surface-tool-added', 'warning', 'beta'],
    ]);
  });

  it('a removed lock is every tool removed; a folder that is no connector id is skipped', async () => {
    repo.remove('connectors/alpha/tools.lock.json');
    repo.write('connectors/Bad Name\n::x/tools.lock.json', lock(SEND));
    repo.write('connectors/Upper/tools.lock.json', lock(SEND));
    expect(await review()).toEqual([
      ['surface-protocol-version', 'warning', 'alpha'],
      ['surface-tool-removed', 'warning', 'alpha'],
    ]);
  });
});
