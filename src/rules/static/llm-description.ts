import type { ConnectorRule } from '../rule.ts';

const WORD_BREAK = /[\s,;:()]+/;
const QUOTES_AND_DOTS = /[.`'"]/g;
const SNAKE_CASE = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

export const llmDescription: ConnectorRule = {
  id: 'llm-description',
  severity: 'error',
  description: '`docs[]` has an `en` entry with a non-empty `llm_short_description`; a warning when it reads like a list of tool names',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/connector.json:24:3  error  docs: has no "en" entry. Fix: add {"lang": "en", "description": …, ' +
      '"llm_short_description": …}  [llm-description]',
    fix:
      'add a docs[] entry {"lang": "en", "description": …, "llm_short_description": …} ' +
      'whose short description says what the connector ' +
      'does, not which tools it has',
  },
  *check({ manifestData: manifest }) {
    const index = manifest.docs.findIndex((doc) => doc.lang === 'en');
    const entry = manifest.docs[index];
    if (!entry) {
      yield {
        at: { manifest: 'connector', field: ['docs'] },
        message: 'has no "en" entry',
        fix: 'add {"lang": "en", "description": …, "llm_short_description": …}',
      };
      return;
    }
    const text = entry.llm_short_description?.trim() ?? '';
    const field = ['docs', index, 'llm_short_description'];
    if (!text) {
      yield {
        at: { manifest: 'connector', field },
        message: 'is missing or empty; it is the line the LLM reads in its system prompt',
        fix: 'say what the connector does, e.g. "Weather — current conditions, 16-day forecast and air quality for any place."',
      };
      return;
    }
    const toolNames = new Set(manifest.tools.map((tool) => tool.name.toLowerCase()));
    let mentioned = 0;
    let identifiers = 0;
    for (const word of text.toLowerCase().split(WORD_BREAK)) {
      const bare = word.replace(QUOTES_AND_DOTS, '');
      if (toolNames.has(bare)) mentioned++;
      if (SNAKE_CASE.test(bare)) identifiers++;
    }
    if (mentioned >= 2 || identifiers >= 3) {
      yield {
        severity: 'warning',
        at: { manifest: 'connector', field },
        message: 'reads like a list of tool names; the LLM sees the tools after activate_tools anyway',
        fix: 'describe what the connector does for the user instead',
      };
    }
  },
};
