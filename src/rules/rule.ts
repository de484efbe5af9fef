import type { CompileResult, HashedCatalog } from '../catalog/compile.ts';
import type { Catalog, ConnectorFolder } from '../catalog/load.ts';
import type { NpmFiles } from '../catalog/npm-files.ts';
import type { SbomRead } from '../catalog/sbom.ts';
import type { ConnectorManifest, FragmentManifest } from '../catalog/schemas.ts';
import type { LockRead } from '../catalog/tools-lock.ts';
import type { VendoredCopy } from '../catalog/vendor.ts';
import type { Location, Report, Severity } from '../findings/finding.ts';
import type { RuleId } from '../findings/rule-ids.ts';
import type { JsonPath, Position } from '../json/document.ts';

/**
 * When a rule runs, and so what it looks at:
 * load — the catalog as read (its JSON files); connector — one connector whose manifests loaded;
 * catalog — the catalog as a whole; version — one connector against the base revision;
 * smoke — what the sandboxed run of one connector observed; weekly — what the weekly probe saw of a remote connector
 * against last week's; site — a served site, as a host reads it.
 */
export type Phase = 'load' | 'connector' | 'catalog' | 'version' | 'smoke' | 'weekly' | 'site';

/** What a rule needs beyond its phase's input: observed only for a chosen rule, or not to be had (phases/selection.ts). */
export type Need =
  | 'compile'
  | 'git-history'
  | 'base-revision'
  | 'remote-server'
  | 'live-verify'
  | 'http-headers'
  | 'pinned-root'
  | 'held-index';

/** The one shape of every check of every phase: a small named function over that phase's input. */
export interface Rule<P extends Phase = Phase, Input = never, At = unknown> {
  id: RuleId;
  phase: P;
  /** error fails the run; warning informs. A report may lower it for one finding. */
  severity: Severity;
  /** One line: what the rule holds true. docs/rules.md is generated from it. */
  description: string;
  /**
   * What `npm run check -- --explain <id>` shows beyond the description: `example`, a finding as `check` prints it
   * (the rules meta-test holds it to what the rule's fixture prints), and `fix`, the command or edit that mends it.
   */
  explain: { example: string; fix: string };
  needs?: readonly Need[];
  check(input: Input): Iterable<Report<At>> | AsyncIterable<Report<At>>;
}

/** Where a connector rule points: a field of one of the two manifests, or a file of the connector folder (`.` the folder). */
export type Target = { manifest: 'connector' | 'fragment'; field: JsonPath } | { file: string; position?: Position };

/** A connector whose two manifests both parsed and matched their schemas. */
export interface ValidConnector extends ConnectorFolder {
  fragmentData: FragmentManifest;
  manifestData: ConnectorManifest;
  /** The icon files connector.json names, read: rules read nothing from disk. */
  icons: ReadonlyMap<string, Buffer>;
  /** Its copies of shared pylib/ files, each compared with its source. */
  vendored: readonly VendoredCopy[];
  /** Its package.json and package-lock.json, read once for the npm rules. */
  npm: NpmFiles;
  /** Its tools.lock.json, read once for the tools-lock rule. */
  toolsLock: LockRead;
  /** Its sbom.cdx.json, read once for the sbom and dependency-license rules. */
  sbom: SbomRead;
}

export type LoadRule = Rule<'load', Catalog, Location>;
export type ConnectorRule = Rule<'connector', ValidConnector, Target>;
/** What a catalog rule looks at: the catalog, the hashes of its files, and connectors.json compiled (for `compile`). */
interface CatalogInput extends HashedCatalog {
  compiled?: CompileResult;
}

export type CatalogRule = Rule<'catalog', CatalogInput, Location>;
