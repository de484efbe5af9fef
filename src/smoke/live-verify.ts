import type { ConnectorManifest } from '../catalog/schemas.ts';
import { SetupError } from '../findings/errors.ts';
import { allowedOrigin, DEFAULT_EGRESS_NETWORK, formatOrigin, openEgress, RELAY_WAIT_MS } from '../sandbox/egress.ts';
import type { Canary } from '../secrets/canary.ts';
import { ConnectorSecrets, liveVerifyEnvironment, remoteTarget } from '../secrets/connector-secrets.ts';
import type { SmokeOptions, SmokeTimeouts } from './options.ts';
import { runVerify, type VerifyRun } from './verify.ts';

/**
 * A remote connector's verify with its own configured secrets, as Skald gives them: in the sandbox, whose only way
 * out is an egress proxy to the origin of the connector's URL. Skipped, with the reason, when a secret is missing.
 */
export async function runLiveVerify(
  context: {
    baseImage: string;
    timeouts: SmokeTimeouts;
    options: Pick<SmokeOptions, 'secrets' | 'egressNetwork' | 'egressAllowPrivate' | 'egressResolver'>;
  },
  manifest: ConnectorManifest,
  run: VerifyRun,
): Promise<(Awaited<ReturnType<typeof runVerify>> & { secrets: Canary[] }) | { skipped: string }> {
  const secrets = context.options.secrets ?? ConnectorSecrets.none();
  const target = remoteTarget(manifest, secrets);
  if ('skipped' in target) return { skipped: `verify not run: ${target.skipped}` };
  if ('urlProblem' in target) return { skipped: 'verify not run: mcp_config.url names no origin to reach' };
  const credentials = liveVerifyEnvironment(manifest, secrets);
  if ('skipped' in credentials) return credentials;
  const startupGraceMs = (run.startupGraceMs ?? context.timeouts.verifyGraceMs) + RELAY_WAIT_MS;
  const egress = await openEgress({
    baseImage: context.baseImage,
    runId: run.runId,
    connectorId: run.connectorId,
    allowed: allowedOrigin(target.url),
    network: context.options.egressNetwork,
    allowPrivate: context.options.egressAllowPrivate,
    resolver: context.options.egressResolver,
    timeoutMs: run.timeoutSecs * 1000 + startupGraceMs + 60_000,
  });
  let verify: Awaited<ReturnType<typeof runVerify>>;
  let closed: Awaited<ReturnType<typeof egress.close>>;
  try {
    const mask = [...credentials.secrets.map((secret) => secret.value), ...Object.values(target.values)];
    verify = await runVerify({ ...run, env: credentials.env, egress, mask, startupGraceMs });
  } finally {
    closed = await egress.close();
  }
  if (closed.problem) throw new SetupError(`${closed.problem} (network ${context.options.egressNetwork ?? DEFAULT_EGRESS_NETWORK})`);
  return {
    ...verify,
    verify: { ...verify.verify, live: { allowed: formatOrigin(egress.allowed), refused: closed.refused } },
    secrets: credentials.secrets,
  };
}
