// A check report names files relative to the repository, whatever folder the workflow checked it out in
// (`change/connectors/x` is `connectors/x` to the contributor), and says which connectors the change touches.
import path from 'node:path';
import type { Finding } from '../findings/finding.ts';
import { selectChangedConnectors } from '../smoke/changed.ts';
import { topLevel } from '../system/git.ts';

/**
 * The findings with every path relative to `repositoryDir` instead of the working directory: `file`, and the paths a
 * message or a fix names (`create change/connectors/x/connector.json`).
 */
export function relativeToRepository(findings: readonly Finding[], repositoryDir: string, cwd = process.cwd()): Finding[] {
  const prefix = path.relative(cwd, repositoryDir).split(path.sep).join('/');
  if (!prefix || prefix.startsWith('..')) return [...findings];
  const checkoutFolder = new RegExp(`(^|[\\s(\`'"])${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`, 'g');
  const relative = (text: string) => text.replace(checkoutFolder, '$1');
  return findings.map((finding) => ({
    ...finding,
    file: relative(finding.file),
    message: relative(finding.message),
    ...(finding.fix === undefined ? {} : { fix: relative(finding.fix) }),
  }));
}

/** The connector folders changed since the version guard's base, and the repository's top; nothing when git cannot say. */
export async function changedConnectors(
  catalogDir: string,
  base: string | undefined,
  env: NodeJS.ProcessEnv,
): Promise<{ repositoryDir: string; changed?: string[] } | undefined> {
  try {
    const selection = await selectChangedConnectors({ catalogDir, base, env });
    const repositoryDir = await topLevel(catalogDir);
    return { repositoryDir, changed: selection.everything ? undefined : [...selection.ids, ...selection.removed] };
  } catch {
    return undefined;
  }
}
