// The placeholder grammar of runtime strings: {ENV:NAME} and {SECRET:NAME} are live, any other {…} token is not.

/** A `{...}` token in a runtime string. */
export interface PlaceholderToken {
  token: string;
  kind: 'ENV' | 'SECRET' | 'other';
  name: string;
}

const NAME = '[A-Za-z_][A-Za-z0-9_]*';
const TOKEN = /\{[^{}\s]*\}/g;
const LIVE_TOKEN = new RegExp(`^\\{(ENV|SECRET):(${NAME})\\}$`);
const LIVE_TOKENS = new RegExp(`\\{(ENV|SECRET):(${NAME})\\}`, 'g');

export function placeholderTokens(text: string): PlaceholderToken[] {
  // Most runtime strings hold no placeholder: no search, no array of matches.
  if (!text.includes('{')) return [];
  return [...text.matchAll(TOKEN)].map(([token]) => {
    const live = LIVE_TOKEN.exec(token);
    return live ? { token, kind: live[1] as 'ENV' | 'SECRET', name: live[2]! } : { token, kind: 'other', name: token.slice(1, -1) };
  });
}

/** Substitutes `{ENV:X}` / `{SECRET:X}` tokens; a name without a value becomes "" (the format guide's rule). */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(LIVE_TOKENS, (_token, _kind, name: string) => values[name] ?? '');
}

/** The names of the live placeholders a string uses. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(LIVE_TOKENS)].map((match) => match[2]!);
}
