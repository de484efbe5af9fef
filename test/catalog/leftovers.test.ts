import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLeftovers } from '../../src/catalog/leftovers.ts';

const exec = promisify(execFile);

describe('a removed connector leaves nothing behind', () => {
  let repo: string;
  beforeAll(async () => {
    repo = await mkdtemp(path.join(tmpdir(), 'skald-leftovers-'));
    const files: Record<string, string> = {
      'README.md': '# Catalog\n\nSee [the old one](connectors/gone/README.md).\n',
      'docs/connectors.md': '| id | what |\n| --- | --- |\n| gone | was here |\n| gonecat | stays |\n',
      '.forgejo/workflows/weekly.yml': 'env:\n  SKALD_SECRET_GONE__APIKEY: x\n',
      'connectors/kept/connector.json': '{"id": "kept", "about": "not gone"}\n',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
      await writeFile(path.join(repo, file), text);
    }
    await exec('git', ['init', '--quiet'], { cwd: repo });
    await exec('git', ['add', '-A'], { cwd: repo });
  });
  afterAll(() => rm(repo, { recursive: true, force: true }));

  it('finds each file and line that still names it, and nothing else', async () => {
    const findings = await findLeftovers(repo, 'connectors', ['gone']);
    expect(findings.map((finding) => `${finding.file}:${finding.position?.line} ${finding.ruleId} ${finding.severity}`).sort()).toEqual([
      '.forgejo/workflows/weekly.yml:2 removed-leftover warning',
      'README.md:3 removed-leftover warning',
      'docs/connectors.md:3 removed-leftover warning',
    ]);
    expect(await findLeftovers(repo, 'connectors', ['never-existed'])).toEqual([]);
  });
});
