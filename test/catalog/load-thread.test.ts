import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCatalog } from '../../src/catalog/compile.ts';
import { hashFolder, shippedFiles } from '../../src/catalog/digests.ts';
import { ReadingThread, startReadingThreadEarly } from '../../src/catalog/folder-reader.ts';
import { type Catalog, loadCatalog } from '../../src/catalog/load.ts';
import { generateCatalog } from '../../scripts/bench/catalog.ts';
import { localConnector, writeCatalog } from '../helpers/catalog-fixture.ts';

// Enough folders that, with the thread, both threads read some: this one while the other starts.
const IDS = Array.from({ length: 60 }, (_, i) => `c${String(i).padStart(2, '0')}`);

/** A catalog's data without its digestsOf, for comparing loads. */
function data(catalog: Catalog): Omit<Catalog, 'digestsOf'> {
  const { digestsOf: _digestsOf, ...rest } = catalog;
  return rest;
}

/** The sha256 and size of each shipped file, read here by plain readFileSync. */
function expectedDigests(catalog: Catalog) {
  return catalog.connectors.map((folder) =>
    shippedFiles(folder).map((file) => {
      const bytes = readFileSync(path.join(folder.dir, file));
      return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
    }),
  );
}

describe('loading a catalog on a second thread', () => {
  let fixture: Awaited<ReturnType<typeof writeCatalog>>;
  beforeAll(async () => {
    fixture = await writeCatalog(
      Object.fromEntries(
        IDS.map((id, i) => {
          const connector = localConnector(id);
          // Every few connectors something odd: a nested folder, a large file, an empty file, a file of 1 MiB.
          const files: Record<string, string | Buffer> = { ...connector.files };
          if (i % 7 === 1) files['lib/deep/util.py'] = 'X = 1\n';
          if (i % 11 === 2) files['data.bin'] = Buffer.alloc(3 << 20, i);
          if (i % 13 === 3) files['empty.txt'] = '';
          // Exactly the reader's buffer: hashed through, not in one go (its read fills the buffer).
          if (i % 17 === 5) files['mebibyte.bin'] = Buffer.alloc(1 << 20, i);
          return [id, { ...connector, files }];
        }),
      ),
    );
    const folder = (id: string) => path.join(fixture.dir, id);
    symlinkSync('server.py', path.join(folder('c04'), 'link.py'));
    execFileSync('mkfifo', [path.join(folder('c05'), 'pipe')]);
    rmSync(path.join(folder('c06'), 'fragment.json'));
    rmSync(path.join(folder('c07'), 'connector.json'));
    rmSync(path.join(folder('c08'), 'connector.json'));
    symlinkSync('fragment.json', path.join(folder('c08'), 'connector.json'));
    rmSync(path.join(folder('c09'), 'fragment.json'));
    mkdirSync(path.join(folder('c09'), 'fragment.json'));
    writeFileSync(path.join(folder('c10'), 'connector.json'), '{ "id": ');
    rmSync(path.join(folder('c11'), 'fragment.json'));
    mkdirSync(path.join(folder('c11'), 'fragment.json'));
    writeFileSync(path.join(folder('c11'), 'fragment.json', 'inside.txt'), 'x');
    rmSync(path.join(folder('c12'), 'icon_sm.svg'));
    symlinkSync('icon_lg.svg', path.join(folder('c12'), 'icon_sm.svg'));
    mkdirSync(path.join(fixture.dir, '.hidden'));
    mkdirSync(path.join(fixture.dir, 'assets'));
  });
  afterAll(() => fixture.cleanup());

  it('gives the catalog, findings and digests of a load here, each file read as plain reads see it', async () => {
    const plain = await loadCatalog(fixture.dir, 'connectors');
    const here = await loadCatalog(fixture.dir, 'connectors', { hashing: { thread: false } });
    const threaded = await loadCatalog(fixture.dir, 'connectors', { hashing: { thread: true } });
    expect(data(threaded)).toEqual(data(here));
    expect(data(here)).toEqual(data(plain));
    expect(threaded.connectors.map((folder) => folder.folder)).toEqual(IDS);
    const c04 = threaded.connectors[4]!.files.map((file) => [file.path, file.kind]);
    expect(c04).toContainEqual(['link.py', 'symlink']);
    expect(threaded.connectors[5]!.files).toContainEqual({ path: 'pipe', kind: 'other', size: 0 });
    expect(threaded.connectors[11]!.files).toContainEqual({ path: 'fragment.json/inside.txt', kind: 'file', size: 1 });
    expect(threaded.loadFindings.map((finding) => `${finding.file} ${finding.ruleId} ${finding.message}`)).toEqual([
      'connectors/c06/fragment.json missing-manifest fragment.json is missing',
      'connectors/c07/connector.json missing-manifest connector.json is missing',
      'connectors/c08/connector.json json-syntax connector.json is a symlink, which is never followed',
      'connectors/c09/fragment.json json-syntax fragment.json is a directory, not a JSON file',
      'connectors/c10/connector.json json-syntax a value was expected at ""',
      'connectors/c11/fragment.json json-syntax fragment.json is a directory, not a JSON file',
    ]);
    const expected = expectedDigests(threaded);
    for (const catalog of [here, threaded])
      expect(await Promise.all(catalog.connectors.map((folder) => catalog.digestsOf!(folder)))).toEqual(expected);
    expect(await Promise.all(plain.connectors.map(hashFolder))).toEqual(expected);
    // Asked for in reverse, as a rule may: this thread hashes what the other has not reached.
    const again = await loadCatalog(fixture.dir, 'connectors', { hashing: { thread: true } });
    const reversed = await Promise.all([...again.connectors].reverse().map((folder) => again.digestsOf!(folder)));
    expect(reversed.reverse()).toEqual(expected);
    // And again, as the compile rules and the guard each ask: whichever thread hashed a folder, its digests stay.
    expect(await Promise.all(again.connectors.map((folder) => again.digestsOf!(folder)))).toEqual(expected);
  });

  it('a load through a thread started early, before its work was known, reads the same', async () => {
    const here = await loadCatalog(fixture.dir, 'connectors', { hashing: { thread: false } });
    startReadingThreadEarly();
    // Started well before it is given its job, as when the commands start it while their code loads.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const threaded = await loadCatalog(fixture.dir, 'connectors', { hashing: { thread: true } });
    expect(data(threaded)).toEqual(data(here));
    expect(await Promise.all(threaded.connectors.map((folder) => threaded.digestsOf!(folder)))).toEqual(expectedDigests(here));
  });

  it('hands over the icons it read, so that the icons rule reads nothing again', async () => {
    const threaded = await loadCatalog(fixture.dir, 'connectors', { hashing: { thread: true } });
    const c00 = threaded.connectors[0]!;
    expect([...c00.read!.bytes.keys()].sort()).toEqual(['icon_lg.svg', 'icon_sm.svg']);
    expect(c00.read!.bytes.get('icon_sm.svg')!.equals(readFileSync(path.join(c00.dir, 'icon_sm.svg')))).toBe(true);
    // A symlink in an icon's place is listed, never read.
    expect([...threaded.connectors[12]!.read!.bytes.keys()]).toEqual(['icon_lg.svg']);
  });

  it('a file removed while the catalog loads is either not listed or a clear error naming it, never a hang', async () => {
    const catalog = await writeCatalog(Object.fromEntries(IDS.map((id) => [id, localConnector(id)])));
    const last = path.join(catalog.dir, IDS.at(-1)!, 'server.py');
    try {
      const loaded = await loadCatalog(catalog.dir, undefined, {
        hashing: { thread: true },
        onFolder: (folder) => folder.folder === IDS[0] && rmSync(last),
      });
      const compiled = await compileCatalog(loaded).then(
        (result) => result.index!.connectors.at(-1)!.files.map((file) => file.path),
        (error: Error) => error.message,
      );
      expect([
        ['connector.json', 'icon_lg.svg', 'icon_sm.svg', 'tools.lock.json'],
        `ENOENT: no such file or directory, open '${last}'`,
      ]).toContainEqual(compiled);
    } finally {
      await catalog.cleanup();
    }
  });

  it('the thread reports a folder it cannot read, and a file it cannot hash, to whoever waits for them', async () => {
    const fixtureDir = fixture.dir;
    const listing = new ReadingThread([path.join(fixtureDir, 'gone')], { manifests: [] });
    await expect(listing.nextListing()).rejects.toThrow(/ENOENT.*gone/);
    const hashing = new ReadingThread([path.join(fixtureDir, 'c00')], { manifests: [] });
    expect(hashing.claimFolder()).toBe(0);
    hashing.hashThere(0, ['server.py', 'gone.py']);
    hashing.askedAll();
    await expect(hashing.rest(0)).rejects.toThrow(/ENOENT.*c00\/gone\.py/);
  });
});

describe('the commands on a catalog large enough for the thread', () => {
  let dir: string;
  beforeAll(async () => {
    const catalog = await writeCatalog({});
    dir = catalog.dir;
    await generateCatalog(dir, 200);
    return catalog.cleanup;
  });

  it('compile, check and the check action bundle agree, as they do on the same catalog loaded here', async () => {
    const expected = (await compileCatalog(await loadCatalog(dir))).text!;
    const compile = spawnSync('node', ['scripts/run.cjs', 'compile', '--catalog', dir], { encoding: 'utf8' });
    expect(compile.status, compile.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'connectors.json'), 'utf8')).toBe(expected);
    const check = spawnSync('node', ['scripts/run.cjs', 'check', '--catalog', dir, '--no-version-guard'], { encoding: 'utf8' });
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const action = spawnSync('node', ['actions/check/dist/index.js'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        INPUT_CATALOG: dir,
        'INPUT_VERSION-GUARD': 'false',
        GITHUB_WORKSPACE: '/',
        INPUT_REPORT: path.join(dir, '..', 'r.json'),
      },
    });
    expect(action.status, action.stdout + action.stderr).toBe(0);
  });
});
