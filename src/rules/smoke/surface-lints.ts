import { effectOf, HIDING_PHRASES, SECRET_POINTERS, SPEC_TOOL_NAME } from '../../tool-surface/lint-patterns.ts';
import { namedTools, namedToolTexts } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

function hintsOf(record: Record<string, unknown>): Record<string, unknown> {
  return record.annotations !== null && typeof record.annotations === 'object' ? (record.annotations as Record<string, unknown>) : {};
}

/** Every text the model reads: each tool's, then the server's instructions. */
function* surfaceTexts(observation: Parameters<SmokeRule['check']>[0]): Generator<{ label: string; text: string }> {
  for (const { tool, where, text } of namedToolTexts(observation.handshake)) yield { label: `${tool.label} ${where}`, text };
  const instructions = observation.handshake?.initialized?.instructions;
  if (instructions) yield { label: "the server's instructions", text: instructions };
}

const toolEffectHint: SmokeRule = {
  id: 'tool-effect-hint',
  phase: 'smoke',
  severity: 'warning',
  description:
    "A tool that by its name or its description's first word sends, deletes, writes, moves, pays, posts or executes has `destructiveHint: true` and no `readOnlyHint: true`",
  explain: {
    example:
      'connectors/demo/server.py  warning  tool "send_mail" sends (its name says "send") but has no destructiveHint: true: a host would run it without asking. Fix: set annotations.destructiveHint: true (and no readOnlyHint) on the tool  [tool-effect-hint]',
    fix: 'give the tool `annotations: {"destructiveHint": true}` (and no readOnlyHint); a tool that only reads should not be named or described with an acting verb',
  },
  *check({ handshake }) {
    for (const tool of namedTools(handshake)) {
      const effect = effectOf(tool.name, typeof tool.record.description === 'string' ? tool.record.description : undefined);
      if (!effect) continue;
      const hints = hintsOf(tool.record);
      const because = `${tool.label} ${effect.effect} (its ${effect.where} says "${effect.word}")`;
      const fix = 'set annotations.destructiveHint: true (and no readOnlyHint) on the tool';
      if (hints.readOnlyHint === true)
        yield { at: 'server', message: `${because} but claims readOnlyHint: true: a host would run it without asking`, fix };
      else if (hints.destructiveHint !== true)
        yield { at: 'server', message: `${because} but has no destructiveHint: true: a host would run it without asking`, fix };
    }
  },
};

const toolHidesFromUser: SmokeRule = {
  id: 'tool-hides-from-user',
  phase: 'smoke',
  severity: 'warning',
  description:
    'No tool text or server instruction asks the model to hide something from the person ("do not tell the user", "don\'t mention", "silently"…)',
  explain: {
    example:
      'connectors/demo/server.py  warning  tool "echo" description contains "silently", text asking the model to keep something from the person. Fix: say what the tool does; never ask the model to hide it  [tool-hides-from-user]',
    fix: 'say what the tool does; the person must be able to see everything a tool does',
  },
  *check(observation) {
    for (const { label, text } of surfaceTexts(observation))
      for (const [pattern, what] of HIDING_PHRASES)
        if (pattern.test(text))
          yield {
            at: 'server',
            message: `${label} contains ${what}, text asking the model to keep something from the person`,
            fix: 'say what the tool does; never ask the model to hide it',
          };
  },
};

const toolPointsAtSecrets: SmokeRule = {
  id: 'tool-points-at-secrets',
  phase: 'smoke',
  severity: 'warning',
  description:
    'No tool text or server instruction points the model at secrets or the files that hold them (`~/.ssh`, `.env`, `id_rsa`, "API key"…)',
  explain: {
    example:
      'connectors/demo/server.py  warning  tool "echo" description mentions ~/.ssh: text that points the model at secrets or the files holding them. Fix: remove it; a connector gets its credentials from Skald, never from the model  [tool-points-at-secrets]',
    fix: 'remove the mention; when a warning is right (a tool that really takes an API key as a parameter), say why in docs/tool-surface.md',
  },
  *check(observation) {
    for (const { label, text } of surfaceTexts(observation))
      for (const [pattern, what] of SECRET_POINTERS)
        if (pattern.test(text))
          yield {
            at: 'server',
            message: `${label} mentions ${what}: text that points the model at secrets or the files holding them`,
            fix: 'remove it; a connector gets its credentials from Skald, never from the model',
          };
  },
};

const toolNameSpec: SmokeRule = {
  id: 'tool-name-spec',
  phase: 'smoke',
  severity: 'error',
  description: "A listed tool's name is what MCP 2025-11-25 allows: 1 to 128 characters of `A-Z a-z 0-9 _ - .`",
  explain: {
    example:
      'connectors/demo/server.py  error  tool name "a b" is not a name MCP 2025-11-25 allows (1 to 128 characters of A-Z, a-z, 0-9, "_", "-", "."). Fix: rename the tool  [tool-name-spec]',
    fix: 'rename the tool: 1 to 128 characters of letters, digits, "_", "-" and "."',
  },
  *check({ handshake }) {
    for (const tool of namedTools(handshake))
      if (!SPEC_TOOL_NAME.test(tool.name))
        yield {
          at: 'server',
          message: `tool name ${JSON.stringify(tool.name)} is not a name MCP 2025-11-25 allows (1 to 128 characters of A-Z, a-z, 0-9, "_", "-", ".")`,
          fix: 'rename the tool',
        };
  },
};

export const SURFACE_LINTS: readonly SmokeRule[] = [toolNameSpec, toolEffectHint, toolHidesFromUser, toolPointsAtSecrets];
