// The tools[] of a new npm-package connector: its server, started the docker-free way `npm run probe` starts it
// (unsandboxed; the maintainer chose the package), from the tree npm installed for it.
import type { ConnectorFolder } from '../catalog/load.ts';
import { toolNameProblem } from '../catalog/tool-names.ts';
import { probeOnHost } from '../phases/smoke.ts';
import { type ToolEntry, titleOf } from './templates.ts';

type PackageTools =
  | {
      ok: true;
      tools: ToolEntry[];
      /** Names the host cannot expose, with why. */
      nameProblems: string[];
    }
  | { ok: false; problem: string };

/**
 * Starts the folder's server (its own mcp_config, `npx -y PKG@VERSION`) in `treeDir`, where npm installed the package,
 * so npx finds it there; each listed tool gets the server's title as display_name, else its name in words.
 */
export async function listPackageTools(folder: ConnectorFolder, treeDir: string): Promise<PackageTools> {
  const manifest = folder.manifest.data;
  if (!manifest) return { ok: false, problem: `${folder.manifest.file} did not load` };
  const probe = await probeOnHost({ ...folder, dir: treeDir }, manifest, { environment: {} });
  const unanswered = probe.findings.find((finding) => finding.ruleId === 'server-start' || finding.ruleId === 'initialize-timeout');
  if (unanswered) return { ok: false, problem: unanswered.message };
  if (!probe.tools.length) return { ok: false, problem: 'the server lists no tools' };
  return {
    ok: true,
    tools: probe.tools.map((tool) => ({ name: tool.name, display_name: tool.friendlyName ?? (titleOf(tool.name) || tool.name) })),
    nameProblems: probe.tools.flatMap((tool) => toolNameProblem(folder.folder, tool.name) ?? []),
  };
}
