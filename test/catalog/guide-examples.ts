// The examples of the format guide (shared/seeds/000_dc595cf3a4ccb72b.txt), copied as printed.
// The one adaptation: the guide elides each sha256 after 20 hex digits ("a50d…"); they are padded
// to the 64 digits a real hash has.

const pad = (prefix: string) => prefix.padEnd(64, '0');

export const GUIDE_GMAIL_INDEX_ENTRY = {
  id: 'gmail',
  name: 'Gmail',
  type: 'mcp_local',
  scope: 'user',
  icon_small: 'gmail/icon_sm.svg',
  icon_large: 'gmail/icon_lg.svg',
  user_description: 'Read, send, and manage Gmail emails via OAuth...',
  requires: ['OAUTH', 'PYTHON'],
  tags: ['email', 'mcp', 'local', 'google'],
  auth: {
    type: 'oauth2',
    provider: 'google',
    scopes: ['https://www.googleapis.com/auth/gmail.modify', 'https://www.googleapis.com/auth/gmail.labels'],
  },
  folder: 'gmail',
  version: 1,
  version_string: '1.0.0',
  version_release_date: '2026-07-19',
  files: [
    { path: 'gmail_mcp_server.py', sha256: pad('a50d4da9621f7a4b092f'), size: 46772 },
    { path: 'gmail_oauth_setup.py', sha256: pad('e488acb289c43a3e6d54'), size: 3627 },
    { path: 'icon_lg.svg', sha256: pad('93c8d9c8dae96f0206e5'), size: 254 },
    { path: 'icon_sm.svg', sha256: pad('029d7f5d81de6cf2b17b'), size: 251 },
    { path: 'requirements.txt', sha256: pad('3f659cc5e5f0543f1326'), size: 82 },
  ],
};

export const GUIDE_GMAIL_CONNECTOR = {
  id: 'gmail',
  name: 'Gmail',
  version: 1,
  version_string: '1.0.0',
  version_release_date: '2026-07-19',
  type: 'mcp_local',
  scope: 'user',
  launch_command: 'python3 gmail_mcp_server.py',
  transport: 'stdio',
  requires: ['OAUTH', 'PYTHON'],
  tags: ['email', 'mcp', 'local', 'google'],
  dependencies: ['google-api-python-client>=2.150.0', 'google-auth>=2.35.0', 'google-auth-oauthlib>=1.2.0'],
  setup_instructions: [
    'Install dependencies: pip install -r requirements.txt',
    'Run: python3 gmail_oauth_setup.py (optional, for standalone use — Skald handles OAuth)',
  ],
  docs: [
    {
      lang: 'en',
      description: 'Full description for human users...',
      llm_short_description: 'Google Calendar — read, create, update, delete, and respond to calendar events. Supports push notifications.',
    },
  ],
  auth: {
    type: 'oauth2',
    provider: 'google',
    scopes: ['https://www.googleapis.com/auth/gmail.modify', 'https://www.googleapis.com/auth/gmail.labels'],
    deliver: { as: 'env', format: 'google_authorized_user', env: 'GMAIL_CREDS_JSON' },
  },
  mcp_config: { command: 'python3', args: ['gmail_mcp_server.py'] },
  homepage: 'https://mail.google.com',
  icon_small: 'icon_sm.svg',
  icon_large: 'icon_lg.svg',
};
