import { LOCK_FILE, lockCommand } from '../../catalog/tools-lock.ts';
import type { RuleId } from '../../findings/rule-ids.ts';
import type { SmokeObservation } from '../../smoke/observation.ts';
import { compareSurfaces, SURFACE_CHANGE_CLASSES, type SurfaceChange, type SurfaceChangeClass } from '../../tool-surface/diff.ts';
import { surfaceOf } from '../../tool-surface/surface.ts';
import type { SmokeRule } from './rule.ts';

/** What each class of change means, for its rule's description. */
const MEANING: Record<SurfaceChangeClass, string> = {
  'surface-tool-added': 'The server offers a tool its `tools.lock.json` does not pin',
  'surface-read-only-hint': "A tool's `readOnlyHint` differs from the lock (turned true, dropped, or turned false)",
  'surface-destructive-hint': "A tool's `destructiveHint` differs from the lock (turned false, dropped, or turned true)",
  'surface-input-widened':
    "A tool's `inputSchema` accepts more than the lock's: a new property, a `required` dropped, a wider enum or type, `additionalProperties` opened",
  'surface-instructions': "The server's `instructions` differ from the lock (shown as a word diff)",
  'surface-tool-text': "A tool's description or title (or a description inside its schema) differs from the lock (shown as a word diff)",
  'surface-tool-renamed': 'A tool of the lock is listed under a new name, with the same `inputSchema`',
  'surface-open-world-hint': "A tool's `openWorldHint` differs from the lock",
  'surface-idempotent-hint': "A tool's `idempotentHint` differs from the lock",
  'surface-input-changed': "A tool's `inputSchema` changed in a way that neither widens nor narrows it (a pattern, a format, a default)",
  'surface-output-schema': "A tool's `outputSchema` was added, removed or changed since the lock",
  'surface-input-narrowed':
    "A tool's `inputSchema` accepts less than the lock's: a property removed, a `required` added, a narrower enum or type",
  'surface-tool-removed': 'A tool the lock pins is no longer offered',
  'surface-eras':
    'The protocol eras the server speaks (`server/discover` 2026-07-28, `initialize` up to 2025-11-25), or their versions, differ from the lock',
};

/** Every difference between the lock and the live surface, once per observation (each rule asks for its class). */
const changesSeen = new WeakMap<SmokeObservation, SurfaceChange[]>();

/**
 * The differences between the lock and the live surface. A folder without a readable lock has nothing to compare
 * with: the static rule tools-lock fails it in every check, so the smoke run does not report it twice.
 */
export function surfaceChanges(observation: SmokeObservation): SurfaceChange[] {
  const { connector, handshake } = observation;
  const { eras } = observation;
  if (!handshake?.tools || !handshake.initialized || !eras || !connector.lock || !('lock' in connector.lock)) return [];
  let changes = changesSeen.get(observation);
  if (!changes) {
    changes = compareSurfaces(connector.lock.lock, surfaceOf(handshake.tools, { instructions: handshake.initialized.instructions, eras }));
    changesSeen.set(observation, changes);
  }
  return changes;
}

function surfaceRule(changeClass: SurfaceChangeClass, example: string): SmokeRule {
  return {
    id: changeClass satisfies RuleId,
    phase: 'smoke',
    severity: 'error',
    description: MEANING[changeClass],
    explain: {
      example,
      fix: `review the change; when it is meant, run \`${lockCommand('<id>')}\`, commit ${LOCK_FILE} and bump the version (\`npm run bump -- <id>\`)`,
    },
    *check(observation) {
      const id = observation.connector.connectorId;
      for (const change of surfaceChanges(observation)) {
        if (change.class !== changeClass) continue;
        yield {
          at: { file: LOCK_FILE },
          message: `${change.message}, unlike ${LOCK_FILE}`,
          fix: `if this is meant, run ${lockCommand(id)} and bump the version; else fix the server`,
        };
      }
    },
  };
}

const EXAMPLES: Record<SurfaceChangeClass, string> = {
  'surface-tool-added':
    'connectors/demo/tools.lock.json  error  the server offers a new tool "send" (no readOnlyHint or destructiveHint), unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-tool-added]',
  'surface-read-only-hint':
    'connectors/demo/tools.lock.json  error  tool "echo" readOnlyHint is now true (was false), unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-read-only-hint]',
  'surface-destructive-hint':
    'connectors/demo/tools.lock.json  error  tool "echo" dropped destructiveHint (was true), unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-destructive-hint]',
  'surface-input-widened':
    'connectors/demo/tools.lock.json  error  tool "echo" inputSchema accepts more: new property properties.to, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-input-widened]',
  'surface-instructions':
    "connectors/demo/tools.lock.json  error  the server's instructions changed: Echo [-politely.-] {+everything.+}, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-instructions]",
  'surface-tool-text':
    'connectors/demo/tools.lock.json  error  tool "echo" description changed: Echoes [-the-] {+all+} text, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-tool-text]',
  'surface-tool-renamed':
    'connectors/demo/tools.lock.json  error  tool "echo" is now named "repeat" (same inputSchema), unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-tool-renamed]',
  'surface-open-world-hint':
    'connectors/demo/tools.lock.json  error  tool "echo" openWorldHint is now true (was unset), unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-open-world-hint]',
  'surface-idempotent-hint':
    'connectors/demo/tools.lock.json  error  tool "echo" idempotentHint is now false (was unset), unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-idempotent-hint]',
  'surface-input-changed':
    'connectors/demo/tools.lock.json  error  tool "echo" inputSchema changed: properties.text.pattern changed, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-input-changed]',
  'surface-output-schema':
    'connectors/demo/tools.lock.json  error  tool "echo" outputSchema added, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-output-schema]',
  'surface-input-narrowed':
    'connectors/demo/tools.lock.json  error  tool "echo" inputSchema accepts less: required now lists text, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-input-narrowed]',
  'surface-tool-removed':
    'connectors/demo/tools.lock.json  error  tool "echo" is gone, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-tool-removed]',
  'surface-eras':
    'connectors/demo/tools.lock.json  error  the protocol eras changed from initialize 2025-06-18 to server/discover 2026-07-28 and initialize 2025-06-18, unlike tools.lock.json. Fix: if this is meant, run npm run lock-tools -- demo and bump the version; else fix the server  [surface-eras]',
};

/** One smoke rule per class of change, riskiest first. */
export const SURFACE_RULES: readonly SmokeRule[] = SURFACE_CHANGE_CLASSES.map((changeClass) =>
  surfaceRule(changeClass, EXAMPLES[changeClass]),
);
