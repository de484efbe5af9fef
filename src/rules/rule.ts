import type { Catalog, ConnectorFolder } from '../catalog/load.ts';
import type { ConnectorManifest, FragmentManifest } from '../catalog/schemas.ts';
import type { Finding, Severity } from '../findings.ts';
import type { JsonPath } from '../json-document.ts';

/** Where a finding points: a field of one of the two manifests, or a file of the connector folder. */
export type Target = { manifest: 'connector' | 'fragment'; field: JsonPath } | { file: string };

export interface Report {
  at: Target;
  message: string;
  fix?: string;
  /** Overrides the rule's severity for this one finding (a deprecation that informs, say). */
  severity?: Severity;
}

/** A connector whose two manifests both parsed and matched their schemas. */
export interface ValidConnector extends ConnectorFolder {
  fragmentData: FragmentManifest;
  manifestData: ConnectorManifest;
}

export interface ConnectorRule {
  id: string;
  severity: Severity;
  description: string;
  scope: 'connector';
  check(connector: ValidConnector, catalog: Catalog): Iterable<Report>;
}

export interface CatalogRule {
  id: string;
  severity: Severity;
  description: string;
  scope: 'catalog';
  check(catalog: Catalog): Iterable<Finding>;
}

export type Rule = ConnectorRule | CatalogRule;
