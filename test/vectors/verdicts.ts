// The two hosts' verdicts on a trust test vector directory (vector.json, root.pub, site/): check-site's core with the
// vector's pinned root, held versions and time, and the docs-only Python verifier (verify.py beside this file).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Finding } from '../../src/findings/finding.ts';
import { checkSite, siteCheckFailed } from '../../src/phases/site.ts';
import { directorySource } from '../../src/site/source.ts';
import { parsePublicKeys } from '../../src/trust/minisign.ts';

export const VECTORS = path.resolve('test/vectors');

export interface Vector {
  now: string;
  threshold: number;
  held: { keys?: number; index?: number; timestamp?: number };
  verdict: 'pass' | 'fail';
  rules: string[];
}

export function readVector(dir: string): Vector {
  return JSON.parse(readFileSync(path.join(dir, 'vector.json'), 'utf8')) as Vector;
}

/** check-site as a host pinning the vector's root runs it; a trust file it cannot read at all is a refusal too. */
export async function checkSiteVerdict(dir: string): Promise<{ pass: boolean; findings: Finding[]; refusal?: string }> {
  const vector = readVector(dir);
  const site = path.join(dir, 'site');
  let root: ReturnType<typeof parsePublicKeys>;
  try {
    root = parsePublicKeys(readFileSync(path.join(dir, 'root.pub')), 'root.pub');
  } catch (error) {
    return { pass: false, findings: [], refusal: (error as Error).message };
  }
  const report = await checkSite(await directorySource(site), {
    trustedKeys: root,
    root: { threshold: vector.threshold, keys: root },
    heldVersions: vector.held,
    now: new Date(vector.now),
  });
  return { pass: !siteCheckFailed(report), findings: report.findings };
}

/** verify.py on a vector directory: "pass" on stdout and exit 0, or one sentence "fail: …" on stderr and exit 1. */
export function pythonVerdict(dir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)('python3', [path.join(VECTORS, 'verify.py'), dir]).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}
