import { compileCatalog, verifyCompiled } from './catalog/compile.ts';
import { loadCatalog } from './catalog/load.ts';
import type { Finding } from './findings.ts';
import { isSelected, runRules, type RuleSelection } from './rules/engine.ts';

export interface CheckOptions extends RuleSelection {
  catalogDir: string;
}

export interface CheckResult {
  findings: Finding[];
  connectorCount: number;
}

/** The static gate: every rule, then whether the committed index equals a fresh compile. */
export async function checkCatalog(options: CheckOptions): Promise<CheckResult> {
  const catalog = await loadCatalog(options.catalogDir);
  const findings = runRules(catalog, options);
  if (isSelected('index-stale', options)) {
    const compiled = await compileCatalog(catalog);
    // A catalog that cannot compile has already been reported by the rules above.
    if (compiled.text !== undefined) findings.push(...(await verifyCompiled(catalog, compiled.text)));
  }
  return { findings, connectorCount: catalog.connectors.length };
}
