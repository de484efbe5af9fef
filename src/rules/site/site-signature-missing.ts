import { SIGNATURE_FILE } from '../../trust/files.ts';
import type { SiteRule } from './rule.ts';

export const siteSignatureMissing: SiteRule = {
  id: 'site-signature-missing',
  phase: 'site',
  severity: 'error',
  description: '`connectors.json.minisig` is served beside the index',
  explain: {
    example:
      'connectors.json.minisig  error  the index has no signature: connectors.json.minisig is not served beside it. ' +
      'Fix: deploy the release again; the deploy signs the index and publishes the signature with it  [site-signature-missing]',
    fix: 'deploy the release again; the deploy signs the index and publishes the signature with it',
  },
  *check({ index }) {
    if (index && !index.signature)
      yield {
        at: { file: SIGNATURE_FILE },
        message: 'the index has no signature: connectors.json.minisig is not served beside it',
        fix: 'deploy the release again; the deploy signs the index and publishes the signature with it',
      };
  },
};
