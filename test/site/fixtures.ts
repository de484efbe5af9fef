import { type FixtureConnector, localConnector, SVG_ICON } from '../helpers/catalog-fixture.ts';

type Json = Record<string, unknown>;

interface Spec {
  name: string;
  type: 'mcp_local' | 'mcp_remote';
  scope: 'global' | 'user';
  description: string;
  requires: string[];
  tags: string[];
  auth: Json;
  /** connector.json's auth, when it differs (oauth2 deliver). */
  manifestAuth?: Json;
  tools: [string, string][];
  env?: Json[];
  setup?: string[];
  homepage?: string;
  longDescription: string;
  extraFiles?: Record<string, string>;
  /** connector.json's min_runtime. */
  minRuntime?: Json;
}

function connector(id: string, spec: Spec): FixtureConnector {
  const base = localConnector(id);
  const tools = spec.tools.map(([name, display_name]) => ({ name, display_name }));
  const shared = { name: spec.name, type: spec.type, scope: spec.scope, requires: spec.requires, tags: spec.tags, tools };
  const local = spec.type === 'mcp_local';
  const manifest: Json = {
    ...base.manifest,
    ...shared,
    auth: spec.manifestAuth ?? spec.auth,
    docs: [{ lang: 'en', description: spec.longDescription, llm_short_description: `${spec.name} — ${spec.description}` }],
    ...(spec.env ? { env: spec.env } : {}),
    ...(spec.setup ? { setup_instructions: spec.setup } : {}),
    ...(spec.homepage ? { homepage: spec.homepage } : {}),
    ...(spec.minRuntime ? { min_runtime: spec.minRuntime } : {}),
  };
  if (!local) {
    delete manifest.launch_command;
    delete manifest.transport;
    manifest.mcp_config = { url: `https://mcp.${id}.invalid/mcp` };
  }
  return {
    fragment: { ...base.fragment, ...shared, user_description: spec.description, auth: spec.auth },
    manifest,
    files: { ...base.files, ...spec.extraFiles },
  };
}

const GMAIL_SCOPES = ['https://www.googleapis.com/auth/gmail.modify', 'https://www.googleapis.com/auth/gmail.labels'];

/** Six connectors that between them use every scope, auth kind and requirement the page words. */
export function fixtureConnectors(): Record<string, FixtureConnector> {
  return {
    weather: connector('weather', {
      name: 'Weather',
      type: 'mcp_local',
      scope: 'global',
      description: 'Current conditions and forecasts for any place.',
      requires: ['PYTHON'],
      tags: ['weather', 'local'],
      auth: { type: 'none' },
      tools: [
        ['get_forecast', 'Get Forecast'],
        ['get_air_quality', 'Air Quality'],
      ],
      setup: ['Nothing to set up: it works as soon as it is activated.'],
      homepage: 'https://open-meteo.com/',
      longDescription: 'Forecasts up to 16 days ahead.\n\nAir quality too.',
    }),
    gmail: connector('gmail', {
      name: 'Gmail',
      type: 'mcp_local',
      scope: 'user',
      description: 'Read, send and organise your Gmail messages.',
      requires: ['OAUTH', 'PYTHON'],
      tags: ['email', 'google'],
      auth: { type: 'oauth2', provider: 'google', scopes: GMAIL_SCOPES },
      manifestAuth: {
        type: 'oauth2',
        provider: 'google',
        scopes: GMAIL_SCOPES,
        deliver: { as: 'env', format: 'google_authorized_user', env: 'GMAIL_CREDS_JSON' },
      },
      tools: [
        ['send_message', 'Send Message'],
        ['search_messages', 'Search Messages'],
        ['list_labels', 'List Labels'],
      ],
      setup: ['Activate it on the Connectors page.', 'Sign in with your Google account and paste the code back.'],
      homepage: 'https://mail.google.com',
      longDescription: 'Your own Gmail mailbox, signed in with your Google account.',
      extraFiles: { 'requirements.txt': 'google-auth>=2.35.0\n', 'lib/labels.py': 'LABELS = []\n' },
    }),
    email: connector('email', {
      name: 'Email (IMAP/SMTP)',
      type: 'mcp_local',
      scope: 'user',
      description: 'Any mailbox over IMAP and SMTP.',
      requires: ['PYTHON', 'ENV'],
      tags: ['email', 'imap'],
      auth: { type: 'password', delivery: 'env' },
      tools: [['read_inbox', 'Read Inbox']],
      env: [
        {
          name: 'EMAIL_IMAP_HOST',
          label: 'IMAP host',
          description: 'IMAP server hostname',
          required: true,
          secret: false,
          example: 'imap.example-only.org',
        },
        {
          name: 'EMAIL_PASSWORD',
          label: 'Password / app password',
          description: 'Password or app password of the mailbox',
          required: true,
          secret: true,
        },
        { name: 'EMAIL_FOLDER', label: 'Folder', description: 'Folder to read', required: false, default: 'INBOX-DEFAULT-VALUE' },
      ],
      longDescription: 'Works with any provider that speaks IMAP and SMTP.',
    }),
    tavily: connector('tavily', {
      name: 'Tavily',
      type: 'mcp_remote',
      scope: 'global',
      description: 'Search the web and extract pages.',
      requires: ['API_KEY'],
      tags: ['search', 'web'],
      auth: { type: 'api_key', delivery: 'query', param: 'tavilyApiKey' },
      tools: [
        ['tavily_search', 'Web Search'],
        ['tavily_extract', 'Extract Page'],
      ],
      homepage: 'https://tavily.com',
      longDescription: 'Search hosted by Tavily.',
    }),
    whatsapp: connector('whatsapp', {
      name: 'WhatsApp',
      type: 'mcp_local',
      scope: 'user',
      description: 'Send and receive messages from your phone account.',
      requires: ['NODE', 'DOCKER'],
      tags: ['messaging'],
      auth: { type: 'qr' },
      tools: [['send_text', 'Send Text']],
      longDescription: 'Pairs like WhatsApp Web.',
    }),
    firecrawl: connector('firecrawl', {
      name: 'Firecrawl',
      type: 'mcp_local',
      scope: 'global',
      description: 'Crawl sites and scrape pages into clean text.',
      requires: ['API_KEY', 'NODE', 'ENV'],
      tags: ['web', 'scraping'],
      auth: { type: 'api_key', delivery: 'env', param: 'FIRECRAWL_API_KEY' },
      tools: [['firecrawl_scrape', 'Scrape Page']],
      env: [{ name: 'FIRECRAWL_API_KEY', label: 'Firecrawl API key', description: 'From firecrawl.dev', required: true, secret: true }],
      longDescription: 'Runs the firecrawl-mcp package.',
      minRuntime: { node: '20' },
      extraFiles: { 'icon_lg.svg': SVG_ICON.replace('#3a7', '#e55') },
    }),
  };
}
