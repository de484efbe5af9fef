// The rules of the phases `npm run check` runs, apart from the smoke, probe and site rules (registry.ts adds those):
// check imports only these, so that the heavy checkers of the others (ajv, the MCP SDK) never load for it.
import { VERSION_RULES } from '../version-guard/rules.ts';
import { authDelivery } from './static/auth-delivery.ts';
import { compile } from './static/compile.ts';
import { connectorKind } from './static/connector-kind.ts';
import { folderFiles } from './static/folder-files.ts';
import { icons } from './static/icons.ts';
import { idMatchesFolder } from './static/id-matches-folder.ts';
import { indexListsFolders } from './static/index-lists-folders.ts';
import { indexStale } from './static/index-stale.ts';
import { jsonSyntax } from './static/json-syntax.ts';
import { llmDescription } from './static/llm-description.ts';
import { manifestsAgree } from './static/manifests-agree.ts';
import { missingManifest } from './static/missing-manifest.ts';
import { npmEnginesNode } from './static/npm-engines-node.ts';
import { npmLockfile } from './static/npm-lockfile.ts';
import { npmPinsAgree } from './static/npm-pins-agree.ts';
import { placeholderIcon } from './static/placeholder-icon.ts';
import { placeholders } from './static/placeholders.ts';
import { removedLeftover } from './version/removed-leftover.ts';
import { requiresMatches } from './static/requires-matches.ts';
import type { CatalogRule, ConnectorRule, LoadRule, Rule } from './rule.ts';
import { schema } from './static/schema.ts';
import { toolEntries } from './static/tool-entries.ts';
import { vendoredCopy } from './static/vendored-copy.ts';
import { verifyFile } from './static/verify-file.ts';

// Each phase's rules, in the order their findings are easiest to act on. docs/rules.md is generated from these lists.

export const LOAD_RULES: readonly LoadRule[] = [missingManifest, jsonSyntax, schema];

export const CONNECTOR_RULES: readonly ConnectorRule[] = [
  idMatchesFolder,
  manifestsAgree,
  connectorKind,
  requiresMatches,
  authDelivery,
  placeholders,
  verifyFile,
  llmDescription,
  toolEntries,
  npmPinsAgree,
  npmEnginesNode,
  npmLockfile,
  icons,
  placeholderIcon,
  folderFiles,
  vendoredCopy,
];

export const CATALOG_RULES: readonly CatalogRule[] = [indexListsFolders, compile, indexStale];

/** The version guard's rules, then the one that looks for what a removed connector left behind. */
export const VERSION_PHASE_RULES: readonly Rule[] = [...VERSION_RULES, removedLeftover];
