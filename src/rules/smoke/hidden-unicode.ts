import { namedToolTexts } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

// Hidden characters a model reads but a reviewer does not see.
const HIDDEN_UNICODE = /[\u{E0000}-\u{E007F}\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

export const hiddenUnicode: SmokeRule = {
  id: 'hidden-unicode',
  phase: 'smoke',
  severity: 'error',
  description:
    'No tool text holds hidden characters: tag characters U+E0000–E007F, zero-width U+200B–200D, U+2060, U+FEFF, ' +
    'bidi controls U+202A–202E, U+2066–2069',
  explain: {
    example:
      'connectors/demo/server.py  error  tool "echo" description contains hidden characters U+200B (invisible to a reviewer, read by the ' +
      'model). Fix: remove them  [hidden-unicode]',
    fix: 'remove the hidden characters the finding names from the tool text in the server',
  },
  *check({ handshake }) {
    for (const { tool, where, text } of namedToolTexts(handshake)) {
      const hidden = [...new Set([...text.matchAll(HIDDEN_UNICODE)].map(([char]) => codePoint(char)))];
      if (hidden.length)
        yield {
          at: 'server',
          message: `${tool.label} ${where} contains hidden characters ${hidden.join(', ')} (invisible to a reviewer, read by the model)`,
          fix: 'remove them',
        };
    }
  },
};
