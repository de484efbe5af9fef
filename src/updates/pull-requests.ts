// The update job's pull requests on Forgejo, read back through the API subset: the ones the token's account opened in
// this repository (the issue search, `created=true`) whose description starts with the job's marker. A pull request by
// anyone else, or whose marker does not read, is not the job's, whatever it says.
import type { ApiIssue, ForgejoClient } from '../forgejo/client.ts';
import type { OutdatedReport } from './outdated.ts';
import { type Candidate, readMarker, type UpdatePull } from './proposal.ts';

export async function readUpdatePulls(client: ForgejoClient): Promise<UpdatePull[]> {
  const me = (await client.currentUser()).login;
  return (await client.listOwnPullRequests()).flatMap((pull) => {
    const marker = pull.user?.login === me ? readMarker(pull.body ?? '') : undefined;
    return marker ? [updatePullOf(pull, marker)] : [];
  });
}

function updatePullOf(pull: ApiIssue, marker: NonNullable<ReturnType<typeof readMarker>>): UpdatePull {
  return {
    number: pull.number,
    open: pull.state === 'open',
    merged: pull.pull_request?.merged === true,
    connector: marker.connector,
    versions: marker.versions,
    labels: (pull.labels ?? []).map((label) => label.name),
  };
}

/** Each connector with a newer release of a direct dependency: the versions to move to, and the advisories on its pins. */
export function candidatesOf(report: OutdatedReport): Candidate[] {
  return report.connectors.flatMap((connector) => {
    const updates = connector.dependencies.flatMap((dependency) =>
      dependency.target
        ? [
            {
              ecosystem: dependency.ecosystem,
              name: dependency.name,
              from: dependency.pinned,
              to: dependency.target,
              ...(dependency.newer.at(-1)?.published ? { published: dependency.newer.at(-1)!.published } : {}),
            },
          ]
        : [],
    );
    const advisories = connector.dependencies.flatMap((dependency) =>
      dependency.advisories.map((advisory) => ({
        package: dependency.name,
        id: advisory.id,
        severity: advisory.severity,
        ...(advisory.url ? { url: advisory.url } : {}),
        fixed: dependency.target !== undefined && !dependency.stillAffected.includes(advisory.id),
      })),
    );
    return updates.length ? [{ connector: connector.id, updates, advisories }] : [];
  });
}
