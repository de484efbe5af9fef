import { authDelivery } from './auth.ts';
import { connectorKind } from './connector-kind.ts';
import { folderFiles } from './folder-files.ts';
import { icons } from './icons.ts';
import { idMatchesFolder, indexListsFolders } from './ids.ts';
import { llmDescription } from './llm-description.ts';
import { manifestsAgree } from './manifests-agree.ts';
import { placeholders } from './placeholders.ts';
import { requiresMatches } from './requires.ts';
import type { Rule } from './rule.ts';
import { toolEntries } from './tool-entries.ts';
import { verifyFile } from './verify-file.ts';

/** Every static rule, in the order their findings are easiest to act on. */
export const RULES: readonly Rule[] = [
  indexListsFolders,
  idMatchesFolder,
  manifestsAgree,
  connectorKind,
  requiresMatches,
  authDelivery,
  placeholders,
  verifyFile,
  llmDescription,
  toolEntries,
  icons,
  folderFiles,
];
