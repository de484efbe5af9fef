import type { ConnectorRule } from '../rule.ts';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_FOLDER_BYTES = 25 * 1024 * 1024;

const JUNK: Array<[RegExp, string]> = [
  [/(?:^|\/)\.DS_Store$/, 'macOS Finder metadata'],
  [/(?:^|\/)Thumbs\.db$/, 'Windows thumbnail cache'],
  [/(?:^|\/)__pycache__\//, 'Python bytecode cache'],
  [/\.py[co]$/, 'Python bytecode'],
  [/(?:^|\/)node_modules\//, 'installed npm packages (declare them in package.json instead)'],
  [/(?:~|\.swp|\.swo|\.bak|\.orig|\.rej)$/, 'an editor backup or merge leftover'],
  [/(?:^|\/)\.#/, 'an editor lock file'],
];
/** Any of the junk: one search of a clean path instead of one per kind. */
const ANY_JUNK = new RegExp(JUNK.map(([pattern]) => `(?:${pattern.source})`).join('|'));

export const folderFiles: ConnectorRule = {
  id: 'folder-files',
  severity: 'error',
  description:
    'Every entry of a connector folder is a regular file (a symlink is reported, never followed), no junk ' +
    '(`.DS_Store`, `__pycache__`, `*.pyc`, `node_modules/`, editor backups), at most 10 MiB a file and 25 MiB a ' +
    'folder',
  phase: 'connector',
  explain: {
    example:
      'connectors/demo/.DS_Store  error  is macOS Finder metadata, not part of the connector. Fix: delete it (and add it to .gitignore)  ' +
      '[folder-files]',
    fix: 'delete the file (`npm run check -- --fix` removes __pycache__ and .DS_Store) and keep it out of git',
  },
  *check({ files }) {
    let total = 0;
    for (const file of files) {
      if (file.kind === 'symlink') {
        yield {
          at: { file: file.path },
          message: 'is a symlink; Skald downloads only regular files, and a link may point outside the folder',
          fix: 'replace it with the file itself',
        };
        continue;
      }
      if (file.kind === 'other') {
        yield { at: { file: file.path }, message: 'is not a regular file', fix: 'remove it' };
        continue;
      }
      const junk = ANY_JUNK.test(file.path) ? JUNK.find(([pattern]) => pattern.test(file.path)) : undefined;
      if (junk)
        yield { at: { file: file.path }, message: `is ${junk[1]}, not part of the connector`, fix: 'delete it (and add it to .gitignore)' };
      if (file.size > MAX_FILE_BYTES)
        yield {
          at: { file: file.path },
          message: `is ${file.size} bytes, over the ${MAX_FILE_BYTES}-byte limit for one file`,
          fix: 'ship less, or fetch large data at run time',
        };
      total += file.size;
    }
    if (total > MAX_FOLDER_BYTES)
      yield { at: { file: '.' }, message: `the folder holds ${total} bytes, over the ${MAX_FOLDER_BYTES}-byte limit`, fix: 'ship less' };
  },
};
