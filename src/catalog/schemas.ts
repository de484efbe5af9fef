import * as z from 'zod';

// The four documents of the catalog format (the marketplace guide, "Schema" sections).
// Objects are strict: a misspelt field name is an error, not a silently ignored extra.

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const UPPER_SNAKE_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
// semver.org's own regular expression.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

export const connectorId = z
  .string()
  .regex(KEBAB_CASE, 'must be kebab-case: lowercase letters and digits separated by single hyphens')
  .describe('Unique identifier (kebab-case), equal to the folder name');

const connectorType = z
  .enum(['mcp_remote', 'mcp_local', 'script'])
  .describe('mcp_remote: hosted MCP server reached by URL; mcp_local: script run over stdio; script: reserved');
const connectorScope = z.enum(['global', 'user']).describe('global: one shared instance; user: one per user');
export const requirement = z
  .enum(['API_KEY', 'OAUTH', 'DOCKER', 'NODE', 'PYTHON', 'SECRETS_DIR', 'ENV'])
  .describe('A prerequisite. SECRETS_DIR is deprecated: use ENV/SECRET placeholders');

export const version = z.number().int().positive().describe('Per-connector integer, +1 on every file change');
export const versionString = z.string().regex(SEMVER, 'must be a semantic version such as 1.2.3').describe('Semver (display only)');
export const releaseDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'is not a real calendar date')
  .describe('Release date, YYYY-MM-DD (display only)');

const runtimeVersion = z.string().regex(/^\d+(?:\.\d+){0,2}$/, 'must be a version written MAJOR[.MINOR[.PATCH]], such as "20" or "3.12"');

export const minRuntime = z
  .strictObject({
    node: runtimeVersion.optional().describe('The oldest Node.js the connector runs on'),
    python: runtimeVersion.optional().describe('The oldest Python the connector runs on'),
  })
  .refine((declared) => declared.node !== undefined || declared.python !== undefined, 'must name "node", "python" or both')
  .describe(
    'What the connector needs beyond `requires`: targets whose Node or Python is older do not run it. Absent: every target. ' +
      'Hosts that do not know the field can ignore it',
  );

const targetEntry = z
  .strictObject({
    id: z.string().min(1).describe('The target: a Debian suite (`bookworm`, `trixie`)'),
    debian: z.string().min(1).describe('Its Debian release number'),
    node: z.string().min(1).describe("The target's Node.js, as read from its sandbox base"),
    python: z.string().min(1).describe("The target's Python, as read from its sandbox base"),
  })
  .describe('A target the connector runs on, with the versions the smoke run proves it on');

const toolEntry = z
  .strictObject({
    name: z.string().min(1).describe('The tool name exactly as the server lists it'),
    display_name: z.string().min(1).describe('Friendly name shown in the Skald UI'),
  })
  .describe('Friendly UI name for one MCP tool');

const oauthDeliver = z
  .discriminatedUnion('as', [
    z.strictObject({
      as: z.literal('env'),
      format: z.enum(['google_authorized_user', 'refresh_token', 'access_token']),
      env: z
        .string()
        .regex(UPPER_SNAKE_CASE, 'must be an UPPER_SNAKE_CASE variable name')
        .describe('Variable Skald injects the credential into; never declared in mcp_config.env'),
    }),
    z.strictObject({
      as: z.literal('file'),
      format: z.enum(['google_authorized_user', 'refresh_token', 'access_token']),
      path: z.string().min(1).describe('Legacy file delivery; must match the path in mcp_config.env'),
    }),
  ])
  .describe('How Skald delivers the OAuth credential to the server process (connector.json only)');

const apiKeyAuth = z.strictObject({
  type: z.literal('api_key'),
  delivery: z.enum(['query', 'header', 'env']).describe('query: in the URL; header: an HTTP header; env: an environment variable'),
  param: z.string().min(1).describe('Query parameter, header name, or environment variable carrying the key'),
  optional: z.boolean().optional().describe('true when the service also works without a key (a free tier)'),
});
const oauthFields = {
  type: z.literal('oauth2'),
  provider: z
    .string()
    .regex(KEBAB_CASE, 'must be a provider slug such as "google"')
    .describe('Provider slug only: Skald resolves endpoints and client secrets'),
  scopes: z.array(z.string().min(1)).min(1),
};
const passwordAuth = z.strictObject({ type: z.literal('password'), delivery: z.literal('env') });
const noAuth = z.strictObject({ type: z.literal('none') });
const qrAuth = z.strictObject({ type: z.literal('qr') }).describe('Device pairing by QR code (WhatsApp)');

/** auth as the index and fragment.json carry it: never `deliver`. */
const indexAuth = z.discriminatedUnion('type', [apiKeyAuth, z.strictObject(oauthFields), passwordAuth, noAuth, qrAuth]);
/** auth as connector.json carries it: `oauth2` may add `deliver`. */
const connectorAuth = z.discriminatedUnion('type', [
  apiKeyAuth,
  z.strictObject({ ...oauthFields, deliver: oauthDeliver.optional() }),
  passwordAuth,
  noAuth,
  qrAuth,
]);

const envVariable = z
  .strictObject({
    name: z.string().regex(UPPER_SNAKE_CASE, 'must be an UPPER_SNAKE_CASE variable name'),
    label: z.string().min(1),
    description: z.string().min(1),
    required: z.boolean(),
    secret: z.boolean().optional(),
    default: z.string().optional(),
    example: z.string().optional(),
  })
  .refine((variable) => !(variable.required && variable.default !== undefined), {
    message: 'a required variable cannot have a default; drop "default" or set "required": false',
    path: ['default'],
  })
  .describe('An environment variable the user provides');

export const verify = z
  .strictObject({
    command: z.string().min(1).describe('Shell command run in the connector sandbox; prints one JSON object'),
    timeout_secs: z.number().int().positive().max(300).optional().describe('Default 15'),
  })
  .describe('Credential test run before an activation is saved');

const docEntry = z.strictObject({
  lang: z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'must be a language code such as "en"'),
  description: z.string().min(1),
  llm_short_description: z.string().optional().describe('Goes into the LLM system prompt: what the connector does'),
});

const mcpConfig = z
  .strictObject({
    command: z.string().min(1).optional().describe('mcp_local: the program to start'),
    args: z.array(z.string()).optional(),
    env: z.record(z.string(), z.string()).optional().describe('mcp_local: environment, with {ENV:} / {SECRET:} placeholders'),
    url: z.string().min(1).optional().describe('mcp_remote: the server URL (Streamable HTTP, SSE fallback)'),
    headers: z.record(z.string(), z.string()).optional().describe('mcp_remote: HTTP headers, with placeholders'),
  })
  .describe('How an MCP client reaches the server: command/args/env for mcp_local, url/headers for mcp_remote');

const schemaPointer = z.string().optional().describe('Optional JSON Schema reference for editors');

const fragmentShape = {
  id: connectorId,
  name: z.string().min(1),
  type: connectorType,
  scope: connectorScope,
  icon_small: z.string().min(1).describe('Path from the catalog root: {folder}/{file}'),
  icon_large: z.string().min(1).describe('Path from the catalog root: {folder}/{file}'),
  user_description: z.string().min(1),
  requires: z.array(requirement),
  tags: z.array(z.string().min(1)),
  auth: indexAuth.optional(),
  tools: z.array(toolEntry),
  folder: z.string().min(1),
  version,
  version_string: versionString,
  version_release_date: releaseDate,
};

export const fragmentManifest = z.strictObject({ $schema: schemaPointer, ...fragmentShape }).describe('connectors/<id>/fragment.json');

const fileEntry = z.strictObject({
  path: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits'),
  size: z.number().int().nonnegative(),
});

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex digits');

/** What a host keeps of an approved connector to notice a change in what it lets the model do (docs/tool-surface.md). */
export const toolSurfacePins = z
  .strictObject({
    sha256: sha256Hex.describe(
      "The whole surface's hash (tools.lock.json's sha256): any change to any tool, the instructions or the protocol eras",
    ),
    eras: z
      .strictObject({
        modern: z.string().optional().describe('The revision the server answered server/discover with (2026-07-28)'),
        legacy: z.string().optional().describe('The protocol version the server answered initialize with (2025-11-25 or earlier)'),
      })
      .describe("The MCP eras the pipeline's lock-tools saw the server answer in, copied from tools.lock.json, never written by hand"),
    tools: z.array(
      z.strictObject({
        name: z.string().min(1),
        display_name: z.string().min(1),
        annotations: z
          .record(z.string(), z.unknown())
          .describe('As the server lists them: readOnlyHint, destructiveHint, openWorldHint, idempotentHint, title'),
        sha256: sha256Hex.describe("The hash of the tool's RFC 8785 canonical form"),
      }),
    ),
  })
  .describe('connectors.json only, from tools.lock.json: absent while the connector has no lock');

export const indexEntry = z.strictObject({
  ...fragmentShape,
  tool_surface: toolSurfacePins.optional(),
  min_runtime: minRuntime.optional().describe("connectors.json only, from connector.json's `min_runtime`"),
  targets: z
    .array(targetEntry)
    .optional()
    .describe('connectors.json only: every target whose Node and Python meet `min_runtime`, oldest first (absent in an older index)'),
  files: z.array(fileEntry),
});

export const siteFiles = z
  .record(z.string().min(1), fileEntry.omit({ path: true }))
  .describe(
    "The site's own pages (index.html, assets/**, oauth/**, schemas/*.json, connectors.pub) by path: the release signs them with the index",
  );

export const compiledIndex = z
  .strictObject({ version: z.literal(1), connectors: z.array(indexEntry), site_files: siteFiles.optional() })
  .describe('connectors/connectors.json: the compiled index, the single root of trust');

export const idList = z.array(connectorId).describe('connectors/index.json: the ordered connector ids');

export const connectorManifest = z
  .strictObject({
    $schema: schemaPointer,
    id: connectorId,
    name: z.string().min(1),
    version,
    version_string: versionString,
    version_release_date: releaseDate,
    type: connectorType,
    scope: connectorScope,
    launch_command: z.string().min(1).optional().describe('mcp_local only'),
    transport: z.literal('stdio').optional().describe('mcp_local only: stdio'),
    requires: z.array(requirement),
    min_runtime: minRuntime.optional(),
    tags: z.array(z.string().min(1)),
    dependencies: z.array(z.string().min(1)).optional(),
    setup_instructions: z.array(z.string().min(1)).optional(),
    docs: z.array(docEntry).min(1),
    auth: connectorAuth,
    env: z.array(envVariable).optional(),
    verify: verify.optional(),
    mcp_config: mcpConfig.optional(),
    tools: z.array(toolEntry),
    homepage: z.url({ protocol: /^https?$/ }).optional(),
    icon_small: z.string().min(1).describe('File name in the connector folder'),
    icon_large: z.string().min(1).describe('File name in the connector folder'),
  })
  .describe('connectors/<id>/connector.json');

export type FragmentManifest = z.infer<typeof fragmentManifest>;
export type ConnectorManifest = z.infer<typeof connectorManifest>;
export type IndexEntry = z.infer<typeof indexEntry>;
export type CompiledIndex = z.infer<typeof compiledIndex>;
export type FileEntry = z.infer<typeof fileEntry>;

/** The schemas the site publishes, by file name under connectors/schemas/. */
export const PUBLISHED_SCHEMAS = {
  'index.schema.json': idList,
  'fragment.schema.json': fragmentManifest,
  'connector.schema.json': connectorManifest,
  'connectors.schema.json': compiledIndex,
} as const;

function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
