import { CatalogError } from '../findings/errors.ts';
import { describe } from '../findings/finding.ts';
import { checkSite, siteCheckFailed } from '../phases/site.ts';
import { httpSource } from '../site/source.ts';
import { sha256Hex } from '../system/hash.ts';
import type { PublicKey } from '../trust/minisign.ts';
import type { DeploySettings } from './config.ts';
import type { DeployReporter } from './report.ts';

/** The published site fails the check a host makes, though the release is live on the server. */
export class SiteCheckError extends CatalogError {
  override name = 'SiteCheckError';
}

/**
 * After going live, with site-url set: runs the site check (as `npm run check-site`) on the served site and requires it
 * to serve the index and signature that went live; retries briefly for a cache in front of the site. The URL checked,
 * or undefined without site-url.
 */
export async function checkServedSite(
  settings: DeploySettings,
  trusted: { keys: PublicKey[]; text: string },
  live: { index: string | Buffer; signature: string },
  reporter: DeployReporter,
): Promise<string | undefined> {
  const url = settings.siteUrl;
  if (!url) return undefined;
  const expected = { index: sha256Hex(live.index), signature: sha256Hex(live.signature) };
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const report = await checkSite(httpSource(url), { trustedKeys: trusted.keys, committedKeyText: trusted.text });
      if (report.indexSha256 !== expected.index || report.signatureSha256 !== expected.signature) {
        problem =
          `it serves ${report.indexSha256 ? 'a different connectors.json or signature' : 'no connectors.json'}` +
          ` (a cache in front of the site, or the URL points elsewhere)`;
      } else if (siteCheckFailed(report)) {
        const errors = report.findings.filter((finding) => finding.severity === 'error');
        problem =
          `it fails the check a host makes:\n` +
          `${errors.map((finding) => `  ${finding.file}: ${describe(finding)} [${finding.ruleId}]`).join('\n')}`;
      } else {
        reporter.step(
          `site check: ${url} serves the deployed release; ` +
            `signature, ${report.files} files and ${report.icons} icon paths check out as a host checks them`,
        );
        return url;
      }
    } catch (error) {
      problem = (error as Error).message;
    }
    if (attempt < 3) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new SiteCheckError(`the release is live on the server, but the site at ${url} does not pass: ${problem}`);
}
