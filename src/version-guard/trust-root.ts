import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Git } from '../system/git.ts';
import { KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, PUBLIC_KEY_FILE, ROOT_KEY_FILE } from '../trust/files.ts';

export const TRUST_FILES = [ROOT_KEY_FILE, KEY_LIST_FILE, KEY_LIST_SIGNATURE_FILE, PUBLIC_KEY_FILE] as const;
export type TrustFileName = (typeof TRUST_FILES)[number];

/** The trust files at the base and in the working tree (undefined: absent). */
export interface TrustRootChange {
  catalogDir: string;
  base: Partial<Record<TrustFileName, Buffer>>;
  now: Partial<Record<TrustFileName, Buffer>>;
}

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
