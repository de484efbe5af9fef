// A connector removed by a change leaves nothing behind: the index rules catch index.json and connectors.json;
// this finds the other files of the repository that still name its folder (docs tables, README links,
// workflow secrets), as warnings with file and line.
import type { Finding } from '../findings/finding.ts';
import { GitError } from '../system/git.ts';
import { runCommand } from '../system/process.ts';

/** Each tracked text line that names `<catalog>/<id>` or the id as a whole word in docs, for each removed id. */
export async function findLeftovers(repoDir: string, catalogPath: string, removed: readonly string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const id of removed) {
    const patterns = [`${catalogPath ? `${catalogPath}/` : ''}${id}/`, `SKALD_SECRET_${id.toUpperCase().replace(/-/g, '_')}__`];
    const args = ['grep', '-n', '-I', '--full-name', '-F', ...patterns.flatMap((pattern) => ['-e', pattern])];
    const inDocs = ['grep', '-n', '-I', '--full-name', '-w', '-F', '-e', id, '--', 'README.md', 'docs/'];
    for (const command of [args, inDocs]) {
      const { exitCode, stdout, stderr } = await runCommand('git', command, { cwd: repoDir });
      // git grep exits 1 when nothing matches.
      if (exitCode > 1) throw new GitError(command, stderr);
      for (const line of stdout.split('\n').filter(Boolean)) {
        const match = /^([^:]+):(\d+):(.*)$/.exec(line);
        if (!match || findings.some((finding) => finding.file === match[1] && finding.position?.line === Number(match[2]))) continue;
        findings.push({
          ruleId: 'removed-leftover',
          severity: 'warning',
          file: match[1]!,
          position: { line: Number(match[2]), column: 1 },
          message: `still names the removed connector "${id}": ${JSON.stringify(match[3]!.trim().slice(0, 120))}`,
          fix: `remove or update the reference to ${id}`,
          connector: id,
        });
      }
    }
  }
  return findings;
}
