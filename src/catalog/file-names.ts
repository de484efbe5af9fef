// The catalog's fixed file and folder names, in a module of their own so that any module can name them without
// loading the catalog reader.
/** Folders of the site itself, served beside the connectors but not connectors. */
export const SITE_FOLDERS = new Set(['oauth', 'schemas', 'assets']);
export const INDEX_FILE = 'index.json';
export const COMPILED_FILE = 'connectors.json';
export const FRAGMENT_FILE = 'fragment.json';
export const MANIFEST_FILE = 'connector.json';
