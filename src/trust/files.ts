// The names of the trust files, as the site serves them and the catalog keeps them (docs/trust.md).

/** The release keys' public halves, kept in the catalog and served beside the index. */
export const PUBLIC_KEY_FILE = 'connectors.pub';
/** The index's signature, by a release key. */
export const SIGNATURE_FILE = 'connectors.json.minisig';
/** The key list: which release keys the root certifies, and until when. */
export const KEY_LIST_FILE = 'keys.json';
export const KEY_LIST_SIGNATURE_FILE = 'keys.json.minisig';
/** The root keys a host pins. */
export const ROOT_KEY_FILE = 'root.pub';
/** The 14-day statement naming the served index and status.json. */
export const TIMESTAMP_FILE = 'timestamp.json';
export const TIMESTAMP_SIGNATURE_FILE = 'timestamp.json.minisig';
/** The weekly probe's health of each remote connector. */
export const STATUS_FILE_NAME = 'status.json';
