/**
 * Words for a POSIX shell command line, each as the shell reads it back: a word of only safe characters stays as it
 * is, any other is single-quoted (a quote inside as '\''). The empty word is ''.
 */
export function shellWords(words: readonly string[]): string {
  return words.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`)).join(' ');
}
