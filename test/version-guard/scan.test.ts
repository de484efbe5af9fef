import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFolders, scanWorkingTree } from '../../src/version-guard/changed.ts';
import { CatalogScan } from '../../src/version-guard/git.ts';
import { TestRepo } from './repo.ts';

// The scan's sh writes the index's listing only when some entry is not a plain one: each kind of entry git does not
// vouch for by its stat must still name its folder, whether the scan runs in the repository or in the catalog itself.

let repo: TestRepo;
let base: string;

beforeAll(() => {
  repo = TestRepo.create();
  for (const folder of ['plain', 'assumed', 'skipped', 'conflicted', 'untracked', 'edited'])
    repo.write(`connectors/${folder}/server.py`, `print("${folder}")\n`);
  repo.commitAll('catalog');
  // A conflict, as a failed merge leaves it: the path at stages 1 to 3 of the index.
  repo.git('checkout', '-q', '-b', 'other');
  repo.write('connectors/conflicted/server.py', 'print("other")\n');
  repo.commitAll('other');
  repo.git('checkout', '-q', 'main');
  repo.write('connectors/conflicted/server.py', 'print("main")\n');
  base = repo.commitAll('main');
  expect(() => repo.git('merge', '-q', 'other')).toThrow();
  repo.git('update-index', '--assume-unchanged', 'connectors/assumed/server.py');
  repo.git('update-index', '--skip-worktree', 'connectors/skipped/server.py');
  repo.write('connectors/untracked/extra.py', 'x = 1\n');
  repo.write('connectors/edited/server.py', 'print("edited again")\n');
});
afterAll(() => repo.cleanup());

async function scanned(dir: string, catalogDir: string): Promise<{ unvouched: string[]; changed: string[] }> {
  const scan = new CatalogScan(dir, catalogDir);
  try {
    const unvouched = [...((await scanWorkingTree(scan)) ?? [])].sort();
    return { unvouched, changed: [...((await changedFolders(scan, base)) ?? [])].sort() };
  } finally {
    scan.close();
  }
}

describe('what the scan names', () => {
  it('flagged, conflicted and untracked entries, from the repository and from the catalog directory alike', async () => {
    const expected = {
      unvouched: ['assumed', 'conflicted', 'skipped', 'untracked'],
      changed: ['assumed', 'conflicted', 'edited', 'skipped', 'untracked'],
    };
    expect(await scanned(repo.dir, 'connectors')).toEqual(expected);
    expect(await scanned(repo.path('connectors'), '.')).toEqual(expected);
  });
});
