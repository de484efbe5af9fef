import type { SiteRule } from './rule.ts';
import { siteFileMismatch } from './site-file-mismatch.ts';
import { siteFileMissing } from './site-file-missing.ts';
import { siteHeaders } from './site-headers.ts';
import { siteIcon } from './site-icon.ts';
import { siteIndex } from './site-index.ts';
import { siteIndexOlder } from './site-index-older.ts';
import { sitePageMismatch } from './site-page-mismatch.ts';
import { sitePageMissing } from './site-page-missing.ts';
import { sitePath } from './site-path.ts';
import { sitePublicKey } from './site-public-key.ts';
import { siteSignature } from './site-signature.ts';
import { siteSignatureMissing } from './site-signature-missing.ts';

/** Every site rule, in the order a host meets what they check: the index, its signature, the key, the files. */
export const SITE_RULES: readonly SiteRule[] = [
  siteIndex,
  siteSignatureMissing,
  siteSignature,
  siteIndexOlder,
  sitePublicKey,
  sitePath,
  siteFileMissing,
  siteFileMismatch,
  sitePageMissing,
  sitePageMismatch,
  siteIcon,
  siteHeaders,
];
