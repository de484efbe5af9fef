import path from 'node:path';
import type { Location } from '../../findings/finding.ts';
import type { HostServerObservation } from '../../mcp/host-probe.ts';
import type { HandshakeObservation, ProtocolEra } from '../../mcp/probe.ts';
import { lastLine } from '../../sandbox/docker.ts';
import type { SmokeObservation, VerifyObservation } from '../../smoke/observation.ts';
import { OPENING } from '../../tool-surface/surface.ts';
import type { Rule } from '../rule.ts';

/** Where a smoke finding points: the server script, connector.json (or one of its fields), or a file of the folder. */
type SmokeTarget = 'server' | 'manifest' | { field: string } | { file: string };

export type SmokeRule = Rule<'smoke', SmokeObservation, SmokeTarget>;

/** The place in the catalog a smoke rule's target names, for this connector. */
export function locateSmoke(at: SmokeTarget, { connector }: SmokeObservation): Location {
  const where = { connector: connector.connectorId };
  if (at === 'server') return { file: connector.serverFile, ...where };
  if (at === 'manifest') return { file: connector.manifestFile, ...where };
  if ('field' in at) return { file: connector.manifestFile, field: at.field, ...where };
  return { file: `${path.posix.dirname(connector.manifestFile)}/${at.file}`, ...where };
}

/** verify's one JSON object, when it finished in time and printed one. */
export function answerOf(verify: VerifyObservation | undefined): { ok: boolean; message: string } | undefined {
  return verify && !verify.timedOut && !verify.killedEarly && typeof verify.parsed !== 'string' ? verify.parsed : undefined;
}

/**
 * What `npm run probe` says of a server on this machine that did not answer its opening request (initialize, or
 * server/discover in the modern era): it sees only its stderr.
 */
export function hostNoAnswer(
  host: HostServerObservation,
  era: ProtocolEra,
  failure: NonNullable<HandshakeObservation['initializeFailure']>,
): { message: string; fix: string } {
  const said = lastLine(host.stderr);
  return {
    message:
      `the server did not answer ${OPENING[era]} (${failure.message})` +
      (said ? `; its last stderr line: ${JSON.stringify(said.slice(0, 200))}` : ''),
    fix: /Cannot find (?:package|module)/.test(host.stderr)
      ? `its packages are not installed: run \`npm install\` in ${host.dir} (and delete node_modules before committing), ` +
        'or keep the folder inside this repository, whose node_modules it then finds'
      : `run \`${host.commandLine}\` in ${host.dir} and read what it prints on stderr`,
  };
}
