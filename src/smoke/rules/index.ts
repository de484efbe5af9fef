import { dependencyInstall } from './dependency-install.ts';
import { hiddenUnicode } from './hidden-unicode.ts';
import { initializeResult } from './initialize-result.ts';
import { initializeTimeout } from './initialize-timeout.ts';
import { instructionText } from './instruction-text.ts';
import { remoteConfig } from './remote-config.ts';
import { remoteHandshake } from './remote-handshake.ts';
import { secretLeak } from './secret-leak.ts';
import { serverConfig } from './server-config.ts';
import { serverStart } from './server-start.ts';
import { slowExit } from './slow-exit.ts';
import { stdoutPollution } from './stdout-pollution.ts';
import { toolDescription } from './tool-description.ts';
import { toolFriendlyName } from './tool-friendly-name.ts';
import { toolInputSchema } from './tool-input-schema.ts';
import { toolOutputSchema } from './tool-output-schema.ts';
import { toolSchemaWarning } from './tool-schema-warning.ts';
import { toolName } from './tool-name.ts';
import { toolShape } from './tool-shape.ts';
import { toolsList } from './tools-list.ts';
import { toolsMatchManifest } from './tools-match-manifest.ts';
import { verifyAcceptsCanary } from './verify-accepts-canary.ts';
import { verifyCredentials } from './verify-credentials.ts';
import { verifyEgress } from './verify-egress.ts';
import { verifyExitCode } from './verify-exit-code.ts';
import { verifyKilled } from './verify-killed.ts';
import { verifyOutput } from './verify-output.ts';
import { verifyTimeout } from './verify-timeout.ts';
import type { SmokeRule } from './rule.ts';
import { SURFACE_LINTS } from '../../tool-surface/lints.ts';
import { SURFACE_RULES } from '../../tool-surface/rules.ts';

/** Every smoke rule, in the order a connector's run meets them. */
export const SMOKE_RULES: readonly SmokeRule[] = [
  dependencyInstall,
  serverConfig,
  serverStart,
  initializeTimeout,
  initializeResult,
  toolsList,
  toolShape,
  toolName,
  toolFriendlyName,
  toolDescription,
  toolInputSchema,
  toolOutputSchema,
  toolSchemaWarning,
  hiddenUnicode,
  instructionText,
  ...SURFACE_LINTS,
  toolsMatchManifest,
  ...SURFACE_RULES,
  stdoutPollution,
  slowExit,
  secretLeak,
  verifyOutput,
  verifyExitCode,
  verifyTimeout,
  verifyKilled,
  verifyAcceptsCanary,
  verifyCredentials,
  verifyEgress,
  remoteConfig,
  remoteHandshake,
];
