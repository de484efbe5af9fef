import { PUBLIC_KEY_FILE } from '../../trust/files.ts';
import { parsePublicKeys } from '../../trust/minisign.ts';
import type { SiteRule } from './rule.ts';

const at = { file: PUBLIC_KEY_FILE };

export const sitePublicKey: SiteRule = {
  id: 'site-public-key',
  phase: 'site',
  severity: 'error',
  description:
    'The site serves `connectors.pub`, readable, starting with the key that signed the index (so stock `minisign -p connectors.pub` ' +
    'works); one that differs from the committed file is a warning',
  explain: {
    example: 'connectors.pub  error  the public key is not served at /connectors.pub.  [site-public-key]',
    fix: 'deploy a release of the current commit: it serves the committed connectors.pub, the key that signs first',
  },
  *check({ index, expected }) {
    if (!index) return;
    const served = index.publicKey;
    if (!(served instanceof Buffer)) {
      yield { at, message: `the public key is not served at /${PUBLIC_KEY_FILE}${served instanceof Error ? `: ${served.message}` : ''}` };
      return;
    }
    let first: string;
    try {
      first = parsePublicKeys(served, PUBLIC_KEY_FILE)[0]!.keyId;
    } catch (error) {
      yield { at, message: `the served public key cannot be read: ${(error as Error).message}` };
      return;
    }
    const release = index.signature?.release;
    const signedBy = typeof release === 'object' ? release.keyId : undefined;
    if (signedBy && first !== signedBy)
      yield {
        at,
        message:
          `the served key file starts with key ${first}, not ${signedBy} that signed the index, ` +
          'so stock minisign -p connectors.pub fails',
      };
    if (expected.committedKeyText !== undefined && served.toString('utf8') !== expected.committedKeyText)
      yield {
        at,
        severity: 'warning',
        message: 'the served connectors.pub differs from the committed one',
        fix: 'deploy a release of the current commit',
      };
  },
};
