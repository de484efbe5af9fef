// The rules of the phases `npm run check` runs, apart from the smoke, probe and site rules (registry.ts adds those):
// check imports only these, so that the heavy checkers of the others (ajv, the MCP SDK) never load for it.
import { VERSION_RULES } from '../version-guard/rules.ts';
import { authDelivery } from './auth-delivery.ts';
import { compile } from './compile.ts';
import { connectorKind } from './connector-kind.ts';
import { folderFiles } from './folder-files.ts';
import { icons } from './icons.ts';
import { idMatchesFolder } from './id-matches-folder.ts';
import { indexListsFolders } from './index-lists-folders.ts';
import { indexStale } from './index-stale.ts';
import { jsonSyntax } from './json-syntax.ts';
import { llmDescription } from './llm-description.ts';
import { manifestsAgree } from './manifests-agree.ts';
import { missingManifest } from './missing-manifest.ts';
import { npmEnginesNode } from './npm-engines-node.ts';
import { npmLockfile } from './npm-lockfile.ts';
import { npmPinsAgree } from './npm-pins-agree.ts';
import { placeholderIcon } from './placeholder-icon.ts';
import { placeholders } from './placeholders.ts';
import { removedLeftover } from './removed-leftover.ts';
import { requiresMatches } from './requires-matches.ts';
import type { CatalogRule, ConnectorRule, LoadRule, Rule } from './rule.ts';
import { REGISTRY_DEPENDENCY_RULES } from './registry-dependencies.ts';
import { schema } from './schema.ts';
import { secretVariables } from './secret-variables.ts';
import { toolEntries } from './tool-entries.ts';
import { vendoredCopy } from './vendored-copy.ts';
import { verifyFile } from './verify-file.ts';

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
  ...REGISTRY_DEPENDENCY_RULES,
];

export const CATALOG_RULES: readonly CatalogRule[] = [indexListsFolders, compile, indexStale, secretVariables];

/** The version guard's rules, then the one that looks for what a removed connector left behind. */
export const VERSION_PHASE_RULES: readonly Rule[] = [...VERSION_RULES, removedLeftover];
