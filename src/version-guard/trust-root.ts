import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TRUST_FILES, type TrustRootChange } from '../rules/version/trust-root.ts';
import type { Git } from '../system/git.ts';

/** The trust files at the base, from git's objects, and in the working tree: what the trust-root rule judges. */
export async function readTrustRootChange(git: Git, baseRev: string, catalogPath: string, catalogDir: string): Promise<TrustRootChange> {
  const change: TrustRootChange = { catalogDir, base: {}, now: {} };
  const prefix = catalogPath === '' ? '' : `${catalogPath}/`;
  for (const name of TRUST_FILES) {
    const atBase = await git.readBlob(`${baseRev}:${prefix}${name}`);
    if (atBase) change.base[name] = atBase;
    const inTree = await readFile(path.join(git.dir, catalogDir, name)).catch(() => undefined);
    if (inTree) change.now[name] = inTree;
  }
  return change;
}
