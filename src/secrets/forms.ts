// Every form in which a secret is looked for (the canary leak check) and masked (anything printed or reported about
// a run with real credentials): one list, so that the check and the masking never disagree about what a leak is.

/** One way a value can be written: the texts it becomes, and whether letter case is insignificant (hex). */
interface Encoder {
  name: string;
  forms(value: Buffer, text: string): string[];
  ignoreCase?: boolean;
}

/**
 * The base64 characters that depend on the value alone, with it starting at each of the three byte offsets of a
 * longer encoded text (so a secret is found inside any base64 blob, padded or not); alphabet standard or URL-safe.
 */
function base64Runs(value: Buffer, alphabet: 'base64' | 'base64url'): string[] {
  return [0, 1, 2].map((offset) => {
    const encoded = Buffer.concat([Buffer.alloc(offset), value]).toString(alphabet);
    return encoded.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + value.length)) / 6));
  });
}

export const SECRET_ENCODERS: readonly Encoder[] = [
  { name: 'raw', forms: (_value, text) => [text] },
  {
    name: 'URL-encoded',
    forms: (_value, text) => [encodeURIComponent(text), new URLSearchParams({ v: text }).toString().slice(2), encodeURI(text)],
  },
  { name: 'JSON-escaped', forms: (_value, text) => [JSON.stringify(text).slice(1, -1)] },
  { name: 'base64', forms: (value) => [value.toString('base64'), ...base64Runs(value, 'base64')] },
  { name: 'base64url', forms: (value) => [`${value.toString('base64url')}`, ...base64Runs(value, 'base64url')] },
  { name: 'hex', forms: (value) => [value.toString('hex')], ignoreCase: true },
  { name: 'reversed', forms: (_value, text) => [[...text].reverse().join('')] },
];

/** Values shorter than this are neither looked for nor masked: they would match everywhere. */
const MIN_SECRET_LENGTH = 4;

interface SecretForm {
  encoder: string;
  text: string;
  ignoreCase: boolean;
}

/** The texts a value becomes under each encoder, longest first (so a mask replaces the whole of a padded form). */
export function secretForms(value: string): SecretForm[] {
  if (value.length < MIN_SECRET_LENGTH) return [];
  const bytes = Buffer.from(value);
  const seen = new Set<string>();
  const forms: SecretForm[] = [];
  for (const encoder of SECRET_ENCODERS) {
    for (const text of encoder.forms(bytes, value)) {
      const key = encoder.ignoreCase ? text.toLowerCase() : text;
      if (text.length < MIN_SECRET_LENGTH || seen.has(key)) continue;
      seen.add(key);
      forms.push({ encoder: encoder.name, text, ignoreCase: encoder.ignoreCase === true });
    }
  }
  return forms.sort((a, b) => b.text.length - a.text.length);
}

/** Whether `text` holds `value` in any of its forms. */
export function containsSecret(text: string, value: string): boolean {
  const lower = text.toLowerCase();
  return secretForms(value).some((form) => (form.ignoreCase ? lower.includes(form.text.toLowerCase()) : text.includes(form.text)));
}

/** `text` with every form of every value replaced by ***. */
export function maskAllForms(text: string, values: readonly string[]): string {
  let out = text;
  for (const value of values) {
    for (const form of secretForms(value)) {
      out = out.replace(new RegExp(form.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), form.ignoreCase ? 'gi' : 'g'), '***');
    }
  }
  return out;
}
