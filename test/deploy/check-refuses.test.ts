// Whatever stops the release stops the check (#34, item 4): each tree the deploy's collect step refuses before it
// connects is one `npm run check` fails, through the same code (compile, catalog/release-key.ts, the stale index).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectSite } from '../../src/deploy/collect-site.ts';
import { CatalogError } from '../../src/findings/errors.ts';
import { formatReportComment } from '../../src/forgejo/checks.ts';
import { checkCatalog } from '../../src/phases/check.ts';
import { compile, releaseKeys, writeSiteCatalog } from './fixture.ts';

/** A third release key, for a connectors.pub that holds more keys than a rotation has. */
function thirdKey(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skald-minisign-'));
  try {
    execFileSync('minisign', ['-G', '-W', '-p', `${dir}/third.pub`, '-s', `${dir}/third.key`], { stdio: 'pipe' });
    return readFileSync(`${dir}/third.pub`, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each hostile tree: how it is made from a site catalog that deploys, and the rules the check fails it by. */
const REFUSED: [string, (dir: string) => Promise<void>, string[]][] = [
  [
    'a page turned into a symlink to /proc/self/environ, and index.html edited',
    async (dir) => {
      await rm(path.join(dir, 'assets', 'catalog.js'));
      await symlink('/proc/self/environ', path.join(dir, 'assets', 'catalog.js'));
      await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>edited</title><script src="assets/catalog.js"></script>\n');
    },
    ['compile', 'index-stale'],
  ],
  [
    'a page that is a named pipe',
    async (dir) => {
      execFileSync('mkfifo', [path.join(dir, 'oauth', 'show.js')]);
    },
    ['compile', 'index-stale'],
  ],
  [
    'a file where the page folder assets/ belongs',
    async (dir) => {
      await rm(path.join(dir, 'assets'), { recursive: true });
      await writeFile(path.join(dir, 'assets'), 'not a folder\n');
    },
    ['compile', 'index-stale'],
  ],
  [
    'a connector file whose name holds a newline',
    (dir) => writeFile(path.join(dir, 'alpha', 'notes\n.md'), 'a name no manifest line survives\n'),
    ['compile', 'index-stale'],
  ],
  [
    'a page whose name holds a "?", which no site path has',
    (dir) => writeFile(path.join(dir, 'assets', 'catalog.js?v=2'), 'console.log(2);\n'),
    ['compile', 'index-stale'],
  ],
  [
    'connectors.pub removed from a catalog with a trust root, recompiled',
    async (dir) => {
      await writeFile(path.join(dir, 'root.pub'), releaseKeys().other.publicKey);
      await rm(path.join(dir, 'connectors.pub'));
      await compile(dir);
    },
    ['compile'],
  ],
  [
    'connectors.pub with three keys, recompiled',
    async (dir) => {
      await writeFile(path.join(dir, 'connectors.pub'), releaseKeys().primary.publicKey + releaseKeys().other.publicKey + thirdKey());
      await compile(dir);
    },
    ['compile'],
  ],
  [
    'a connector file edited without a recompile',
    (dir) => writeFile(path.join(dir, 'alpha', 'server.py'), 'print("edited")\n'),
    ['index-stale'],
  ],
];

const errorRules = async (catalogDir: string) =>
  [...new Set((await checkCatalog({ catalogDir })).findings.filter((f) => f.severity === 'error').map((f) => f.ruleId))].sort();

describe('what the deploy refuses, npm run check fails', () => {
  it('a site catalog that deploys passes the check', async () => {
    const site = await writeSiteCatalog(['alpha']);
    try {
      await collectSite(site.dir);
      expect(await errorRules(site.dir)).toEqual([]);
    } finally {
      await site.cleanup();
    }
  });

  for (const [name, make, rules] of REFUSED)
    it(name, async () => {
      const site = await writeSiteCatalog(['alpha']);
      try {
        await make(site.dir);
        await expect(collectSite(site.dir)).rejects.toThrow(CatalogError);
        expect(await errorRules(site.dir)).toEqual(rules);
      } finally {
        await site.cleanup();
      }
    });

  it('says what compile refuses and why connectors.json cannot be compared, naming the file and escaping its name', async () => {
    const site = await writeSiteCatalog(['alpha']);
    try {
      await rm(path.join(site.dir, 'assets', 'catalog.js'));
      await symlink('/proc/self/environ', path.join(site.dir, 'assets', 'catalog.js'));
      await writeFile(path.join(site.dir, 'alpha', 'notes\n.md'), 'x\n');
      const { findings } = await checkCatalog({ catalogDir: site.dir, only: ['compile', 'index-stale'] });
      expect(findings.map((finding) => [finding.ruleId, finding.file.replace(/^.*\/connectors\//, ''), finding.message])).toEqual([
        ['compile', 'alpha/notes\\n.md', expect.stringMatching(/^cannot be served: a site path has no control character/)],
        ['compile', 'assets/catalog.js', 'is a symlink; the site holds regular files only'],
        ['index-stale', 'connectors.json', expect.stringMatching(/^cannot be compared with a fresh compile: the catalog does not compile/)],
      ]);
      // In the pull request's comment, --fix is offered only where it mends: it cannot recompile what does not compile.
      const comment = formatReportComment({ check: { connectorCount: 1, findings }, skipped: [], commit: 'a'.repeat(40) });
      const indexLine = comment.split('\n').find((line) => line.includes('` index-stale `'));
      expect(indexLine).toContain('the catalog does not compile');
      expect(indexLine).not.toContain('--fix');
    } finally {
      await site.cleanup();
    }
  });

  it('a repository before its first release key: the deploy refuses, the check leaves it to the deploy to say', async () => {
    const site = await writeSiteCatalog(['alpha']);
    try {
      await rm(path.join(site.dir, 'connectors.pub'));
      await compile(site.dir);
      await expect(collectSite(site.dir)).rejects.toThrow(/connectors\.pub is missing: .* Nothing was deployed\.$/);
      expect(await errorRules(site.dir)).toEqual([]);
    } finally {
      await site.cleanup();
    }
  });
});
