/**
 * The data the tool-surface lints match, one list per lint, each entry with how a finding names it. Matching is
 * deterministic (no model, no network); test/smoke/surface-lints.test.ts holds every entry to a text it must catch.
 */

/**
 * Verbs of a tool that acts on the world, in their base form: a word of the tool's name, or the first word of its
 * description ("send", "Sends"). Nouns that read the same ("messages", "posts" in `list_posts`) match only as a
 * description's first word, where they are verbs. Creating is additive (MCP: destructiveHint false), so not here.
 */
export const EFFECT_VERBS: ReadonlyArray<[string, readonly string[]]> = [
  ['sends', ['send', 'reply', 'forward', 'notify', 'mail']],
  ['deletes', ['delete', 'remove', 'erase', 'destroy', 'purge', 'trash', 'wipe']],
  ['writes', ['write', 'overwrite', 'update', 'edit', 'modify', 'replace', 'patch']],
  ['moves', ['move', 'rename', 'archive']],
  ['pays', ['pay', 'purchase', 'buy', 'transfer', 'charge', 'checkout']],
  ['posts', ['post', 'publish', 'share', 'tweet', 'comment']],
  ['executes', ['execute', 'exec', 'run', 'eval', 'evaluate', 'spawn', 'kill', 'shell']],
];

/** Text asking the model to keep something from the person. */
export const HIDING_PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:do not|don'?t|never) (?:tell|inform|notify|alert|show|warn) the user\b/i, '"do not tell the user"'],
  [/\b(?:do not|don'?t|never) (?:mention|reveal|disclose|report|say)\b/i, '"don\'t mention"'],
  [/\bsilently\b/i, '"silently"'],
  [/\bsecretly\b/i, '"secretly"'],
  [/\bwithout (?:telling|informing|notifying|asking|alerting) the user\b/i, '"without telling the user"'],
  [/\b(?:hide|conceal|keep) (?:this|it|that) (?:from|secret)\b/i, '"hide this from"'],
  [/\bthe user (?:must|should) not (?:know|see|be told)\b/i, '"the user must not know"'],
];

/** Text pointing the model at secrets or files that hold them. */
export const SECRET_POINTERS: ReadonlyArray<[RegExp, string]> = [
  [/~\/\.ssh|\.ssh\//i, '~/.ssh'],
  [/\bid_(?:rsa|dsa|ecdsa|ed25519)\b/i, 'an SSH private key file (id_rsa)'],
  [/(?:^|[\s/'"`(])\.env\b/i, 'a .env file'],
  [/\bapi[ _-]?keys?\b/i, '"API key"'],
  [/~\/\.aws|\.aws\/credentials/i, '~/.aws'],
  [/\.(?:netrc|npmrc|pgpass|git-credentials)\b/i, 'a credentials file (.netrc, .npmrc, .pgpass, .git-credentials)'],
  [/\/etc\/(?:passwd|shadow)\b/i, '/etc/passwd or /etc/shadow'],
  [/\bprivate[ _-]key\b/i, '"private key"'],
];

/** The host's own tools (the Skald seed): a connector tool of the same name shadows them for the model. */
export const HOST_TOOLS: readonly string[] = ['list_items', 'activate_tools', 'toggle_item'];

/** MCP 2025-11-25, "Tool names": 1 to 128 characters of A-Z, a-z, 0-9, "_", "-" and ".". */
export const SPEC_TOOL_NAME = /^[A-Za-z0-9_.-]{1,128}$/;

/** The words of a tool name: split on "_", "-", "." and camelCase, lower-cased. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** What a tool does to the world by its name's words or its description's first word, e.g. "sends", or undefined. */
export function effectOf(name: string, description: string | undefined): { effect: string; word: string; where: string } | undefined {
  const first =
    (description ?? '')
      .trim()
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  const words = nameWords(name);
  for (const [effect, verbs] of EFFECT_VERBS) {
    const word = words.find((part) => verbs.includes(part));
    if (word) return { effect, word, where: 'name' };
    if (first && verbs.some((verb) => verbForms(verb).includes(first))) return { effect, word: first, where: 'description' };
  }
  return undefined;
}

/** A verb and its third person: "send", "sends"; "reply", "replies"; "publish", "publishes". */
function verbForms(verb: string): string[] {
  if (/[^aeiou]y$/.test(verb)) return [verb, `${verb.slice(0, -1)}ies`];
  return [verb, /(?:s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`];
}
