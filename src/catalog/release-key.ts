// What the deploy refuses of a catalog that compiles, beyond compile itself: its release key, connectors.pub, read
// before it connects (src/deploy/collect-site.ts). The compile rule says the same, so that a pull request that would
// leave main unable to release fails.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Finding, findingOf } from '../findings/finding.ts';
import { NonCanonicalError } from '../trust/canonical.ts';
import { KEY_LIST_FILE, PUBLIC_KEY_FILE, ROOT_KEY_FILE } from '../trust/files.ts';
import { releaseKeys } from '../trust/index-signature.ts';

// Its findings belong to the rule src/rules/static/compile.ts.
const COMPILE = { id: 'compile', severity: 'error' } as const;

interface ReleaseKeyRefusal {
  finding: Finding;
  /** No release key was ever made: no connectors.pub and no trust root, a repository before its first release. */
  neverMade: boolean;
}

/** Why the deploy would refuse the catalog's release key(s); undefined when it would take them. */
export function releaseKeyRefusal(catalogDir: string, label: string): ReleaseKeyRefusal | undefined {
  const file = `${label}/${PUBLIC_KEY_FILE}`;
  const refused = (message: string, fix: string) => findingOf(COMPILE, { file }, { message, fix });
  const keyFile = path.join(catalogDir, PUBLIC_KEY_FILE);
  if (!existsSync(keyFile))
    return {
      neverMade: ![ROOT_KEY_FILE, KEY_LIST_FILE].some((name) => existsSync(path.join(catalogDir, name))),
      finding: refused(
        "is missing: the release's public key(s) are committed there and served with the site, and the deploy releases nothing without them",
        'commit the release key (docs/trust.md, "Keys")',
      ),
    };
  try {
    releaseKeys(readFileSync(keyFile), file);
    return undefined;
  } catch (error) {
    // Its byte form is trust-file-form's to judge; the deploy refuses that too, before it connects.
    if (error instanceof NonCanonicalError) return undefined;
    return {
      neverMade: false,
      finding: refused(`cannot be the release's keys: ${(error as Error).message}`, 'write it again as docs/trust.md, "Keys" says'),
    };
  }
}
