// A server may speak either protocol era or both: the probe tries each, and a dual-era server is driven through both
// (server/discover and tools/list the modern way, initialize and tools/list the legacy way) so that the smoke rules
// can hold its two faces to one surface.
import type { Transport } from '@modelcontextprotocol/client';
import type { ProtocolEras } from '../tool-surface/surface.ts';
import { type HandshakeObservation, type ProbeResult, type ProbeTimeouts, type ProtocolEra, probeServer } from './probe.ts';

/** What the probe saw of a server in every era it tried. */
interface ErasProbe {
  /** The era the report leads with: modern when the server answered server/discover, else legacy (initialize). */
  primary: ProbeResult;
  /** The legacy drive of a server that answered in both eras: its surface must be the modern one's. */
  other?: ProbeResult;
  /** Each era the server answered in, with its protocol version. */
  eras: ProtocolEras;
}

/** What the smoke rules read of every era: the primary drive's handshake, the other era's, and the eras seen. */
export interface ErasObservation {
  handshake: HandshakeObservation;
  otherEra?: HandshakeObservation;
  eras: ProtocolEras;
}

export function erasObservation(probe: ErasProbe): ErasObservation {
  return { handshake: probe.primary.handshake, eras: probe.eras, ...(probe.other ? { otherEra: probe.other.handshake } : {}) };
}

const opened = (probe: ProbeResult | undefined): boolean => probe !== undefined && !probe.handshake.initializeFailure;

/**
 * One server's drives joined: the eras it answered, and which drive the report and the rules lead with. The modern
 * drive leads when it opened; else the legacy one, carrying the modern drive's proof of a server that speaks only
 * revisions this client does not.
 */
export function joinEras(modern: ProbeResult | undefined, legacy: ProbeResult | undefined): ErasProbe {
  const eras: ProtocolEras = {};
  for (const [era, probe] of [
    ['modern', modern],
    ['legacy', legacy],
  ] as const)
    if (opened(probe) && probe?.outcome.protocolVersion) eras[era] = probe.outcome.protocolVersion;
  const primary = (opened(modern) ? modern : (legacy ?? modern)) as ProbeResult;
  if (!opened(primary) && modern?.handshake.noCommonVersion) primary.handshake.noCommonVersion = modern.handshake.noCommonVersion;
  primary.outcome.eras = eras;
  if (primary.outcome.surface) primary.outcome.surface.eras = eras;
  return { primary, eras, ...(opened(modern) && legacy && opened(legacy) ? { other: legacy } : {}) };
}

/**
 * Silence to server/discover means legacy once initialize was answered and half as long again has passed (1 s at
 * least): the two processes started together, so a dual-era server's discover process is up by then on a machine
 * however loaded, while a silent legacy server (every stdio server of the 1.x TypeScript SDK) costs little.
 */
const DISCOVER_GRACE = { share: 0.5, minMs: 1000 };

/**
 * Both eras of a stdio server, each on a transport (a process) of its own, started together: server/discover pinned
 * to 2026-07-28 on one, the spec's throwaway process (a legacy server that exits or goes silent on it costs the other
 * nothing), and initialize on the other. A DiscoverResult or a modern error there means modern; anything else means
 * legacy, and so does silence: once the initialize process has answered, the discover process gets half as long
 * again (DISCOVER_GRACE) before it is closed, so that a loaded machine slows both alike. The caller closes both.
 */
export async function probeStdioEras(
  transports: Record<ProtocolEra, Transport>,
  timeouts: ProbeTimeouts,
): Promise<Record<ProtocolEra, ProbeResult>> {
  const begun = Date.now();
  let modernOpened = false;
  let silence: NodeJS.Timeout | undefined;
  const modern = probeServer(transports.modern, timeouts, 'modern', () => {
    modernOpened = true;
  });
  const legacy = probeServer(transports.legacy, timeouts, 'legacy', () => {
    const waited = Date.now() - begun;
    const grace = Math.max(waited * DISCOVER_GRACE.share, DISCOVER_GRACE.minMs);
    silence = setTimeout(() => !modernOpened && void transports.modern.close(), grace);
  });
  const [modernProbe, legacyProbe] = await Promise.all([modern, legacy]);
  clearTimeout(silence);
  return { modern: modernProbe, legacy: legacyProbe };
}
