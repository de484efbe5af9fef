// The site as a host sees it: the signed index, every file it lists, the icons, the public key, observed, then judged.
// `npm run check-site` runs it on a URL or a directory; the deploy runs it on the site it published.
import { COMPILED_FILE } from '../catalog/file-names.ts';
import { safeSitePath } from '../catalog/site-path.ts';
import type { Finding } from '../findings/finding.ts';
import { plural } from '../findings/format.ts';
import type { RuleSelection } from '../findings/rule-ids.ts';
import { runRules } from '../rules/engine.ts';
import { SITE_RULES } from '../rules/registry.ts';
import { sampleHeaders } from '../site/headers.ts';
import type { SiteObservation } from '../site/observation.ts';
import { listedFiles, observeSite, type SiteExpectations, servedAsListed } from '../site/observation.ts';
import type { SiteSource } from '../site/source.ts';
import type { ReleaseSignature } from '../trust/index-signature.ts';
import { assertSelectable, chooseRules, EVERY_NEED, needed, needsMet } from './selection.ts';

interface SiteCheckOptions extends SiteExpectations {
  /** Which site rules run (`--only`/`--except`). */
  selection?: RuleSelection;
}

interface SiteCheckReport {
  source: string;
  findings: Finding[];
  signature?: ReleaseSignature;
  indexSha256?: string;
  signatureSha256?: string;
  /** Files the index lists, their bytes, and how many were missing or wrong. */
  files: number;
  bytes: number;
  missing: number;
  mismatched: number;
  icons: number;
}

/** Checks a whole site the way a host would trust it; bad content becomes findings, an unreachable site a SetupError (exit 3). */
export async function checkSite(source: SiteSource, options: SiteCheckOptions): Promise<SiteCheckReport> {
  const { selection = {}, ...expected } = options;
  assertSelectable(selection, ['site']);
  const can = needsMet({ 'http-headers': source.headers, 'pinned-root': expected.root, 'held-index': expected.held });
  const rules = chooseRules(SITE_RULES, selection, can);
  const site = { ...(await observeSite(source, expected)) };
  if (source.headers && needed(rules, 'http-headers')) site.headers = await sampleHeaders(source.headers, site);
  const report: SiteCheckReport = {
    source: site.source,
    findings: await judgeSite(site, selection, can),
    files: 0,
    bytes: 0,
    missing: 0,
    mismatched: 0,
    icons: 0,
  };
  const { index } = site;
  if (!index) return report;
  report.indexSha256 = index.sha256;
  report.signatureSha256 = index.signature?.sha256;
  if (typeof index.signature?.release === 'object') report.signature = index.signature.release;
  if (typeof index.entries === 'string') return report;
  const listed = listedFiles(index);
  report.files = listed.length;
  report.icons = 2 * index.entries.length;
  for (const { file, sitePath } of listed) {
    if (!safeSitePath(sitePath)) continue;
    const served = index.files.get(sitePath);
    if (!served || served instanceof Error) {
      report.missing++;
      continue;
    }
    report.bytes += served.size;
    if (!servedAsListed(served, file)) report.mismatched++;
  }
  return report;
}

/** The site rules over one site, through the one engine: selected, guarded, sorted. */
export function judgeSite(site: SiteObservation, selection: RuleSelection = {}, can = EVERY_NEED): Promise<Finding[]> {
  const rules = chooseRules(SITE_RULES, selection, can);
  return runRules({ rules, inputs: [site], locate: (at) => at, origin: () => ({ file: COMPILED_FILE }) });
}

export function siteCheckFailed(report: SiteCheckReport): boolean {
  return report.findings.some((item) => item.severity === 'error');
}

/** The summary check-site prints under the findings. */
export function formatSiteSummary(report: SiteCheckReport): string {
  const signature = report.signature
    ? `signature verified (key ${report.signature.keyId}, released ${report.signature.released.toISOString()}, ` +
      `commit ${report.signature.commit})`
    : 'signature NOT verified';
  const files = `${plural(report.files, 'listed file')}: ${report.missing} missing, ${report.mismatched} with a wrong sha256 or size`;
  const verdict = siteCheckFailed(report) ? 'FAILED' : 'passed';
  return `check-site ${report.source}: ${verdict}\n  ${signature}\n  ${files}\n  ${plural(report.icons, 'icon path')} checked\n`;
}
