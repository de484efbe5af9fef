import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { compileCatalog, verifyCompiled } from './catalog/compile.ts';
import { findLeftovers } from './catalog/leftovers.ts';
import { hashCatalog, hashFolder } from './catalog/digests.ts';
import { loadCatalog } from './catalog/load.ts';
import { UserError } from './cli.ts';
import type { Finding } from './findings.ts';
import { isSelected, runRules, type RuleSelection } from './rules/engine.ts';
import { runVersionGuard, VERSION_RULES } from './version-guard/index.ts';

export interface CheckOptions extends RuleSelection {
  catalogDir: string;
  /** Compare versions with a base revision; the catalog must then sit in a git repository. Off when absent. */
  versionGuard?: { base?: string; env?: NodeJS.ProcessEnv };
}

export interface CheckResult {
  findings: Finding[];
  connectorCount: number;
  /** Which revision the version guard compared with, and why; absent when it did not run. */
  versionBase?: string;
}

export const VERSION_RULE_IDS = VERSION_RULES.map((rule) => rule.id);

/**
 * The static gate: every rule, the version guard, then whether the committed index equals a fresh compile.
 * The catalog is read once; its files are hashed on a second thread while the rules run, for the compile
 * and the guard alike.
 */
export async function checkCatalog(options: CheckOptions): Promise<CheckResult> {
  const catalog = await loadCatalog(options.catalogDir);
  const compiles = isSelected('index-stale', options);
  const hashing = compiles ? hashCatalog(catalog) : { digestsOf: hashFolder, close: () => undefined };
  try {
    const findings = runRules(catalog, options, VERSION_RULE_IDS);
    let versionBase: string | undefined;
    if (options.versionGuard && VERSION_RULE_IDS.some((id) => isSelected(id, options))) {
      const repoDir = await repositoryOf(options.catalogDir);
      const guard = await runVersionGuard({
        ...options.versionGuard,
        repoDir,
        catalogDir: path.relative(repoDir, options.catalogDir),
        current: { catalog, digestsOf: hashing.digestsOf },
      });
      findings.push(...guard.findings.filter((finding) => isSelected(finding.ruleId, options)));
      versionBase = guard.base.description;
      if (guard.removed.length && isSelected('removed-leftover', options))
        findings.push(
          ...(await findLeftovers(repoDir, path.relative(repoDir, options.catalogDir).split(path.sep).join('/'), guard.removed)),
        );
    }
    if (compiles) {
      const compiled = await compileCatalog(catalog, hashing.digestsOf);
      // A catalog that cannot compile has already been reported by the rules above.
      if (compiled.text !== undefined) findings.push(...(await verifyCompiled(catalog, compiled.text)));
    }
    return { findings, connectorCount: catalog.connectors.length, versionBase };
  } finally {
    hashing.close();
  }
}

async function repositoryOf(dir: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)('git', ['-C', dir, 'rev-parse', '--show-toplevel']);
    return stdout.trim();
  } catch {
    throw new UserError(`${dir} is not inside a git repository, which the version guard needs; skip the guard with --no-version-guard`);
  }
}
