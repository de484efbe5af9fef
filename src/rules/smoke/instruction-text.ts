import { namedToolTexts } from './listed-tools.ts';
import type { SmokeRule } from './rule.ts';

// Text aimed at the model rather than describing the tool: classic tool-poisoning phrasing.
const INSTRUCTION_LIKE: ReadonlyArray<[RegExp, string]> = [
  [/ignore (?:all |any )?(?:the )?previous/i, '"ignore previous"'],
  [/do not (?:tell|inform|mention (?:this )?to) the user/i, '"do not tell the user"'],
  [/don'?t tell the user/i, '"don\'t tell the user"'],
  [/<\/?important>/i, '<IMPORTANT>'],
  [/~\/\.ssh|\bid_rsa\b|\.ssh\//i, 'a mention of ~/.ssh'],
  [/\.pem\b/i, 'a mention of .pem files'],
  [/~\/\.aws|\.aws\/credentials|\baws_secret_access_key\b/i, 'a mention of ~/.aws'],
];

export const instructionText: SmokeRule = {
  id: 'instruction-text',
  phase: 'smoke',
  severity: 'warning',
  description:
    'No tool text reads as an instruction to the model: "ignore previous", "do not tell the user", `<IMPORTANT>`, ' +
    '`~/.ssh`, `.pem`, `~/.aws`',
  explain: {
    example:
      'connectors/demo/server.py  warning  tool "echo" description contains "ignore previous", text that reads as an instruction to the ' +
      'model. Fix: describe the tool; do not instruct the model  [instruction-text]',
    fix: 'describe what the tool does; never instruct the model or point it at credentials',
  },
  *check({ handshake }) {
    for (const { tool, where, text } of namedToolTexts(handshake)) {
      for (const [pattern, what] of INSTRUCTION_LIKE) {
        if (pattern.test(text))
          yield {
            at: 'server',
            message: `${tool.label} ${where} contains ${what}, text that reads as an instruction to the model`,
            fix: 'describe the tool; do not instruct the model',
          };
      }
    }
  },
};
