import { SIGNATURE_FILE } from '../../trust/files.ts';
import type { SiteRule } from './rule.ts';
import { trustProblems } from './trust-rules.ts';

export const siteSignature: SiteRule = {
  id: 'site-signature',
  phase: 'site',
  severity: 'error',
  description: '`connectors.json.minisig` is a minisign signature of the served index by a trusted key (the committed `connectors.pub`)',
  explain: {
    example:
      'connectors.json.minisig  error  the signature does not verify: connectors.json.minisig: it has 2 lines; ' +
      'a minisign signature file has exactly 4 lines.  [site-signature]',
    fix: 'deploy the release again (the deploy signs the index under the lock); check `--keys` names the committed connectors.pub',
  },
  *check({ index }) {
    const release = index?.signature?.release;
    if (typeof release === 'string' && !index?.trust?.signerRefused)
      yield { at: { file: SIGNATURE_FILE }, message: `the signature does not verify: ${release}` };
    yield* trustProblems(index, 'site-signature');
  },
};
