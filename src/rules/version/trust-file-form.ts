// Each trust file has one canonical byte form (src/trust/canonical.ts, docs/trust.md "Canonical forms"): a pull request
// that changes root.pub, keys.json, keys.json.minisig or connectors.pub must leave it in that form, so that every
// verifier reads the same keys and the same signatures from it (a carriage return hid a second root key from one
// reader and showed it to another). Judged on the change's tree, like trust-root.

import type { Location, Report } from '../../findings/finding.ts';
import { checkTrustFile, NonCanonicalError } from '../../trust/canonical.ts';
import type { TrustRootChange } from '../../version-guard/trust-root.ts';
import type { VersionRule } from './rule.ts';
import { changedTrustFiles } from './trust-root.ts';

function* problems(change: TrustRootChange): Generator<Report<Location>> {
  for (const name of changedTrustFiles(change)) {
    const bytes = change.now[name];
    if (!bytes) continue;
    try {
      checkTrustFile(name, bytes, `${change.catalogDir}/${name}`);
    } catch (error) {
      if (!(error instanceof NonCanonicalError)) throw error;
      yield {
        at: { file: `${change.catalogDir}/${name}`, ...(error.line ? { position: { line: error.line, column: error.byte ?? 1 } } : {}) },
        message: error.problem,
        fix: error.fix,
      };
    }
  }
}

export const trustFileForm: VersionRule = {
  id: 'trust-file-form',
  phase: 'version',
  severity: 'error',
  needs: ['git-history', 'base-revision'],
  description:
    'A changed trust file (root.pub, keys.json, keys.json.minisig, connectors.pub) is in its one canonical byte form: ' +
    "ASCII (JSON: UTF-8 without BOM) with LF line ends, minisign's lines and limits, no trailing bytes, no duplicate keys",
  explain: {
    example:
      'connectors/root.pub:1:56  error  a carriage return (0x0d): trust files end lines with LF alone. ' +
      'Fix: write the file again as `npm run keys` (or stock minisign) writes it: docs/trust.md, "Canonical forms"  [trust-file-form]',
    fix: 'write the file again as `npm run keys` (or stock minisign) writes it: docs/trust.md, "Canonical forms"',
  },
  *check({ trustRoot }) {
    if (trustRoot) yield* problems(trustRoot);
  },
};
