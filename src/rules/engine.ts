import type { Catalog, ConnectorFolder } from '../catalog/load.ts';
import type { Finding } from '../findings.ts';
import { RULES } from './index.ts';
import type { Report, Rule, ValidConnector } from './rule.ts';

export interface RuleSelection {
  /** Run only these rule ids. */
  only?: readonly string[];
  /** Skip these rule ids. */
  except?: readonly string[];
}

/** Findings that loading itself produces, listed so --only/--except and the docs know them. */
export const LOAD_RULES = [
  { id: 'missing-manifest', description: 'index.json, fragment.json and connector.json exist' },
  { id: 'json-syntax', description: 'Each JSON file is UTF-8 without BOM, non-empty, and strict JSON (no trailing comma, no comment)' },
  { id: 'schema', description: 'Each document matches its schema: required fields, types, enums, no unknown field' },
  { id: 'index-stale', description: 'connectors/connectors.json equals a fresh compile' },
] as const;

export const INTERNAL_ERROR = 'internal-error';

/** The static rules selected; `otherRuleIds` are ids of checks run elsewhere that the selection may name. */
export function selectRules(selection: RuleSelection, otherRuleIds: readonly string[] = []): Rule[] {
  const known = new Set<string>([...RULES.map((rule) => rule.id), ...LOAD_RULES.map((rule) => rule.id), ...otherRuleIds]);
  for (const id of [...(selection.only ?? []), ...(selection.except ?? [])]) {
    if (!known.has(id)) throw new UnknownRuleError(id, [...known].sort());
  }
  return RULES.filter((rule) => isSelected(rule.id, selection));
}

export function isSelected(id: string, selection: RuleSelection): boolean {
  if (selection.only?.length && !selection.only.includes(id)) return false;
  return !selection.except?.includes(id);
}

export class UnknownRuleError extends Error {
  constructor(id: string, known: string[]) {
    super(`unknown rule "${id}"; known rules: ${known.join(', ')}`);
  }
}

/** Runs the selected rules over a loaded catalog. A rule that throws becomes an internal-error finding, not a crash. */
export function runRules(catalog: Catalog, selection: RuleSelection = {}, otherRuleIds: readonly string[] = []): Finding[] {
  const rules = selectRules(selection, otherRuleIds);
  const findings = catalog.loadFindings.filter((finding) => isSelected(finding.ruleId, selection));
  const validConnectors = catalog.connectors.map(asValid).filter((connector) => connector !== undefined);
  for (const rule of rules) {
    if (rule.scope === 'catalog') {
      guard(rule, catalog.label, findings, () => findings.push(...rule.check(catalog)));
      continue;
    }
    for (const valid of validConnectors) {
      guard(rule, valid.manifest.file, findings, () => {
        for (const report of rule.check(valid, catalog)) findings.push(toFinding(rule, valid, report));
      });
    }
  }
  return findings;
}

function guard(rule: Rule, file: string, findings: Finding[], run: () => void): void {
  try {
    run();
  } catch (error) {
    findings.push({
      ruleId: INTERNAL_ERROR,
      severity: 'error',
      file,
      message: `rule "${rule.id}" crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      fix: 'this is a bug in the pipeline; please report it',
    });
  }
}

function asValid(connector: ConnectorFolder): ValidConnector | undefined {
  const fragmentData = connector.fragment.data;
  const manifestData = connector.manifest.data;
  return fragmentData && manifestData ? { ...connector, fragmentData, manifestData } : undefined;
}

function toFinding(rule: Rule, connector: ValidConnector, report: Report): Finding {
  const base = {
    ruleId: rule.id,
    severity: report.severity ?? rule.severity,
    connector: connector.folder,
    message: report.message,
    fix: report.fix,
  };
  if ('file' in report.at) {
    const file =
      report.at.file === '.' ? connector.manifest.file.replace(/\/[^/]+$/, '') : connector.manifest.file.replace(/[^/]+$/, report.at.file);
    return { ...base, file };
  }
  const source = report.at.manifest === 'fragment' ? connector.fragment : connector.manifest;
  const field = report.at.field;
  return {
    ...base,
    file: source.file,
    position: source.document?.positionOf(field),
    field: field.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join(''),
  };
}
