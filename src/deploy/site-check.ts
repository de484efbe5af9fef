// The site as a host sees it: the signed index, every file it lists, the icons, the public key.
// `npm run check-site` runs it on a URL or a directory; the deploy runs it on the site it published.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { COMPILED_FILE } from '../catalog/load.ts';
import type { Finding } from '../findings.ts';
import type { RuleId } from '../rules/rule-ids.ts';
import { mapLimit } from '../map-limit.ts';
import { plural } from '../report.ts';
import { parsePublicKeys, type PublicKey } from './minisign.ts';
import { checkIndexSignature, olderThanHeld, PUBLIC_KEY_FILE, SIGNATURE_FILE, type ReleaseSignature } from './signing.ts';

/** Where a site is read from. `read` gives undefined for a path that is not there. */
export interface SiteSource {
  label: string;
  read(sitePath: string): Promise<Buffer | undefined>;
}

/** A failure to read one path that is not "it is not there" (HTTP 500, a timeout, a permission). */
class ReadFailure extends Error {}

export function httpSource(url: string): SiteSource {
  const base = new URL(url.replace(/\/connectors\.json$/, '/'));
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return {
    label: base.href,
    read: async (sitePath) => {
      const target = new URL(sitePath.split('/').map(encodeURIComponent).join('/'), base);
      let response: Response;
      try {
        response = await fetch(target, { cache: 'no-store', redirect: 'follow', signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new ReadFailure(cause?.code ?? cause?.message ?? (error as Error).message);
      }
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) throw new ReadFailure(`HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

export async function directorySource(dir: string): Promise<SiteSource> {
  const root = path.resolve(dir);
  if (
    !(await stat(root).then(
      (info) => info.isDirectory(),
      () => false,
    ))
  )
    throw new UserError(`${dir} is not a directory`);
  return {
    label: root,
    read: async (sitePath) =>
      readFile(path.join(root, sitePath)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw new ReadFailure(error.code ?? error.message);
      }),
  };
}

export interface SiteCheckOptions {
  /** The committed keys (connectors.pub of the repository). */
  trustedKeys: readonly PublicKey[];
  /** The committed connectors.pub text: the served one should be the same. */
  committedKeyText?: string;
  /** The signature of the index a host holds: an older index is refused. */
  held?: ReleaseSignature;
}

export interface SiteCheckReport {
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

interface IndexFile {
  path: string;
  sha256: string;
  size: number;
}
interface IndexEntry {
  id: string;
  folder: string;
  icon_small?: unknown;
  icon_large?: unknown;
  files: IndexFile[];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function finding(
  ruleId: RuleId,
  file: string,
  message: string,
  fix?: string,
  connector?: string,
  severity: 'error' | 'warning' = 'error',
): Finding {
  return { ruleId, severity, file, message, ...(fix ? { fix } : {}), ...(connector ? { connector } : {}) };
}

/** A listed path must stay inside the site: relative, no `..`, no empty segment, no scheme or backslash. */
function safeSitePath(sitePath: string): boolean {
  return (
    sitePath !== '' &&
    !/[\x00-\x1f\x7f\\:?#]/.test(sitePath) &&
    sitePath.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}

/** Reads one path; a failure that is not "missing" on the index itself means the site cannot be reached. */
async function readRequired(source: SiteSource, sitePath: string): Promise<Buffer | undefined> {
  try {
    return await source.read(sitePath);
  } catch (error) {
    throw new UserError(`cannot read ${sitePath} from ${source.label}: ${(error as Error).message}`);
  }
}

function parseIndex(bytes: Buffer): IndexEntry[] | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return `it is not JSON: ${(error as Error).message}`;
  }
  const connectors = (parsed as { connectors?: unknown }).connectors;
  if (!Array.isArray(connectors)) return 'it has no connectors array';
  for (const [position, entry] of connectors.entries()) {
    const candidate = entry as Partial<IndexEntry>;
    const filesOk =
      Array.isArray(candidate.files) &&
      candidate.files.every(
        (file) => typeof file?.path === 'string' && /^[0-9a-f]{64}$/.test(String(file.sha256)) && Number.isInteger(file.size),
      );
    if (typeof candidate.folder !== 'string' || !filesOk) return `connectors[${position}] has no folder or no valid files[]`;
  }
  return connectors as IndexEntry[];
}

function signatureFindings(index: Buffer, signature: Buffer | undefined, options: SiteCheckOptions, report: SiteCheckReport): Finding[] {
  if (!signature)
    return [
      finding(
        'site-signature-missing',
        SIGNATURE_FILE,
        'the index has no signature: connectors.json.minisig is not served beside it',
        'deploy the release again; the deploy signs the index and publishes the signature with it',
      ),
    ];
  report.signatureSha256 = sha256(signature);
  try {
    report.signature = checkIndexSignature(index, signature.toString('utf8'), options.trustedKeys);
  } catch (error) {
    return [finding('site-signature', SIGNATURE_FILE, `the signature does not verify: ${(error as Error).message}`)];
  }
  const older = options.held && olderThanHeld(report.signature, options.held);
  return older ? [finding('site-index-older', COMPILED_FILE, older, 'a host keeps the index it holds; deploy a newer release')] : [];
}

async function publicKeyFindings(source: SiteSource, options: SiteCheckOptions, signedBy: string | undefined): Promise<Finding[]> {
  const served = await source.read(PUBLIC_KEY_FILE).catch((error: Error) => error);
  if (!(served instanceof Buffer))
    return [
      finding(
        'site-public-key',
        PUBLIC_KEY_FILE,
        `the public key is not served at /${PUBLIC_KEY_FILE}${served instanceof Error ? `: ${served.message}` : ''}`,
      ),
    ];
  let first: string;
  try {
    first = parsePublicKeys(served.toString('utf8'))[0]!.keyId;
  } catch (error) {
    return [finding('site-public-key', PUBLIC_KEY_FILE, `the served public key cannot be read: ${(error as Error).message}`)];
  }
  const findings: Finding[] = [];
  if (signedBy && first !== signedBy)
    findings.push(
      finding(
        'site-public-key',
        PUBLIC_KEY_FILE,
        `the served key file starts with key ${first}, not ${signedBy} that signed the index, so stock minisign -p connectors.pub fails`,
      ),
    );
  if (options.committedKeyText !== undefined && served.toString('utf8') !== options.committedKeyText)
    findings.push(
      finding(
        'site-public-key',
        PUBLIC_KEY_FILE,
        'the served connectors.pub differs from the committed one',
        'deploy a release of the current commit',
        undefined,
        'warning',
      ),
    );
  return findings;
}

/** Checks a whole site the way a host would trust it; bad content becomes findings, an unreachable site a UserError (exit 3). */
export async function checkSite(source: SiteSource, options: SiteCheckOptions): Promise<SiteCheckReport> {
  const report: SiteCheckReport = { source: source.label, findings: [], files: 0, bytes: 0, missing: 0, mismatched: 0, icons: 0 };
  const index = await readRequired(source, COMPILED_FILE);
  if (!index) {
    report.findings.push(finding('site-index', COMPILED_FILE, `no connectors.json is served at ${source.label}`));
    return report;
  }
  report.indexSha256 = sha256(index);
  report.findings.push(...signatureFindings(index, await readRequired(source, SIGNATURE_FILE), options, report));
  report.findings.push(...(await publicKeyFindings(source, options, report.signature?.keyId)));
  const entries = parseIndex(index);
  if (typeof entries === 'string') {
    report.findings.push(finding('site-index', COMPILED_FILE, `the index cannot be read: ${entries}`));
    return report;
  }
  const listed = entries.flatMap((entry) => entry.files.map((file) => ({ entry, file, sitePath: `${entry.folder}/${file.path}` })));
  report.files = listed.length;
  const present = new Set<string>();
  const results = await mapLimit(listed, 8, async ({ entry, file, sitePath }) => {
    if (!safeSitePath(sitePath))
      return [finding('site-path', COMPILED_FILE, `${JSON.stringify(sitePath)} is not a path inside the site`, undefined, entry.id)];
    const bytes = await source.read(sitePath).catch((error: Error) => error);
    if (!(bytes instanceof Buffer)) {
      report.missing++;
      return [
        finding(
          'site-file-missing',
          sitePath,
          `listed in the index but ${bytes instanceof Error ? `cannot be read: ${bytes.message}` : 'not served'}`,
          undefined,
          entry.id,
        ),
      ];
    }
    present.add(sitePath);
    report.bytes += bytes.length;
    const actual = sha256(bytes);
    if (actual === file.sha256 && bytes.length === file.size) return [];
    report.mismatched++;
    return [
      finding(
        'site-file-mismatch',
        sitePath,
        `served ${bytes.length} bytes with sha256 ${actual.slice(0, 12)}…, ` +
          `the index lists ${file.size} bytes with sha256 ${file.sha256.slice(0, 12)}…`,
        undefined,
        entry.id,
      ),
    ];
  });
  report.findings.push(...results.flat());
  const listedPaths = new Set(listed.map((item) => item.sitePath));
  for (const entry of entries) {
    for (const field of ['icon_small', 'icon_large'] as const) {
      const icon = entry[field];
      report.icons++;
      const problem =
        typeof icon !== 'string' || icon === ''
          ? 'is missing'
          : !listedPaths.has(icon)
            ? `${JSON.stringify(icon)} is not among the files the index lists for it, so no sha256 covers it`
            : !present.has(icon)
              ? `${JSON.stringify(icon)} does not resolve: the file is not served`
              : undefined;
      if (problem) report.findings.push({ ...finding('site-icon', COMPILED_FILE, problem, undefined, entry.id), field });
    }
  }
  return report;
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
