// docs/manifest.md: every field of the catalog's documents, rendered from the zod schemas (through the JSON Schema
// they publish), with an example of each and the rules that look at it. A test fails when the page drifts.
import * as z from 'zod';
import { STRICTER_THAN_GUIDE } from './load.ts';
import { EXAMPLES, FRAGMENT_EXAMPLES, RULES_BY_FIELD } from './manifest-doc-examples.ts';
import { compiledIndex, connectorManifest, fragmentManifest, idList, indexEntry, toolSurfacePins } from './schemas.ts';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  exclusiveMinimum?: number;
  minimum?: number;
  maximum?: number;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minItems?: number;
  format?: string;
};

interface FieldRow {
  path: string;
  type: string;
  required: boolean;
  description: string;
}

const DOCUMENTS: ReadonlyArray<{
  title: string;
  file: string;
  schema: z.ZodType;
  intro: string;
  examples: Record<string, string>;
  /** The rules by top-level field, when not the manifests' (RULES_BY_FIELD). */
  rules?: Record<string, string[]>;
}> = [
  {
    title: '`connector.json`: how Skald runs the connector',
    file: 'connector.schema.json',
    schema: connectorManifest,
    intro: 'In each connector folder. Paths (icons, scripts) are file names inside the folder.',
    examples: EXAMPLES,
  },
  {
    title: '`fragment.json`: what the catalog index shows',
    file: 'fragment.schema.json',
    schema: fragmentManifest,
    intro:
      'In each connector folder; `npm run compile` copies it into `connectors.json`, adding `files[]`. The fields it shares with ' +
      '`connector.json` must agree (`manifests-agree`); icon paths here are `{folder}/{file}` from the catalog root.',
    examples: { ...EXAMPLES, ...FRAGMENT_EXAMPLES },
  },
  {
    title: '`index.json`: the order of the catalog',
    file: 'index.schema.json',
    schema: idList,
    intro: 'At the catalog root: every connector id, in the order the catalog page shows them (`index-lists-folders`).',
    examples: EXAMPLES,
  },
  {
    title: '`connectors.json`: the compiled index, what the release signs',
    file: 'connectors.schema.json',
    schema: compiledIndex.pick({ version: true, site_files: true }),
    intro:
      'Written by `npm run compile`, never by hand (`index-stale`). Besides `connectors[]` (each a `fragment.json` with ' +
      "`files[]`), it lists the site's own pages in `site_files`, so the release key signs them too: `check-site` refuses a " +
      'served page whose bytes differ (`site-page-mismatch`) or that is missing (`site-page-missing`).',
    examples: {
      version: '1',
      site_files: '{"oauth/show.html": {"sha256": "2119a518…", "size": 3466}}',
      'site_files.<path>.sha256': '"2119a518…"',
      'site_files.<path>.size': '3466',
    },
    rules: { site_files: ['index-stale', 'site-page-mismatch', 'site-page-missing'] },
  },
  {
    title: '`min_runtime` and `targets` in `connectors.json`: where a connector runs',
    file: 'connectors.schema.json',
    schema: indexEntry.pick({ min_runtime: true, targets: true }),
    intro:
      "`npm run compile` adds to each connector entry connector.json's `min_runtime` (when it has one) and `targets`: every " +
      'target (a Debian suite Skald runs on, `src/sandbox/targets.json`) whose Node and Python meet it, with those versions ' +
      "as read from the target's sandbox base. The smoke run proves it on each target: it must pass on every target listed, " +
      'and a target left out does not start it (docs/smoke.md, "Targets"). How a host uses it, in the words of its ' +
      '`list_items` report: compare `min_runtime` with what its own containers run. A connector whose `min_runtime` they ' +
      'meet is **available** (then **installed**, **ready**) as any other. One they do not meet, say `firecrawl` ' +
      '(`"min_runtime": {"node": "20.19"}`) on a host whose containers run Debian 12 with Node 18, is **installed but ' +
      'unusable**: the host does not start it, and its note gives the reason and the way out, "needs Node 20.19 (Debian 13); ' +
      'this server runs Node 18.20.4". An entry without `min_runtime` runs on every target; an index without `targets` is ' +
      'older than the field, and every entry of it is taken to run everywhere, as before.',
    examples: {
      min_runtime: '{"node": "20.19"}',
      'min_runtime.node': '"20.19"',
      'min_runtime.python': '"3.12"',
      targets: '[{"id": "trixie", "debian": "13", "node": "20.19.2", "python": "3.13.5"}]',
      'targets[].id': '"trixie"',
      'targets[].debian': '"13"',
      'targets[].node': '"20.19.2"',
      'targets[].python': '"3.13.5"',
    },
    rules: { min_runtime: ['min-runtime', 'min-runtime-strict'], targets: ['index-stale'] },
  },
  {
    title: '`tool_surface` in `connectors.json`: the pins a host keeps',
    file: 'connectors.schema.json',
    schema: toolSurfacePins,
    intro:
      "`npm run compile` adds it to each connector entry from the folder's `tools.lock.json` ([tool-surface.md](tool-surface.md)). " +
      'How a host uses it: when a person approves a connector, keep its `tool_surface`. On each newer index, compare it with the ' +
      'kept one. The same `sha256`: nothing changed that the model sees. Otherwise compare per tool: a tool whose name was not ' +
      'approved (the connector gained a tool), an approved tool whose `annotations.readOnlyHint` was true and no longer is, or ' +
      'whose `annotations.destructiveHint` turned true, is a change to **ask the person about again** before `activate_tools` ' +
      'loads it as `mcp__<id>__<tool>`; a different `sha256` for the same tool (a description, a schema) or a removed tool ' +
      'only informs. `approvalChanges` in `src/catalog/tool-pins.ts` is that check (test/catalog/tool-pins.test.ts). ' +
      '`eras` says which MCP protocol eras the pipeline saw the server answer in (`npm run lock-tools` records them; a ' +
      'contributor cannot write them): `modern` is `server/discover` at 2026-07-28, `legacy` is `initialize` at a 2025 ' +
      'version. A host on the official v2 SDK (`@modelcontextprotocol/client` 2.x) speaks both: keep its ' +
      "`versionNegotiation` at `auto` (or pin `'2026-07-28'` when `modern` is present). A host on the 1.x SDK " +
      '(`@modelcontextprotocol/sdk`, which stays on 2025-11-25) can run a connector only when `eras` has `legacy`: do not ' +
      'offer one whose `eras` has `modern` alone.',
    examples: {
      sha256: '"3e4888c4b547…"',
      eras: '{"modern": "2026-07-28", "legacy": "2025-11-25"}',
      'eras.modern': '"2026-07-28"',
      'eras.legacy': '"2025-11-25"',
      tools: '[{"name": "forecast", …}]',
      'tools[].name': '"forecast"',
      'tools[].display_name': '"Weather Forecast"',
      'tools[].annotations': '{"readOnlyHint": true, "destructiveHint": false}',
      'tools[].sha256': '"7f9a2c…"',
    },
  },
];

/** The page, as committed. */
export function renderManifestReference(): string {
  const out = [
    '# The manifest reference',
    '',
    '<!-- generated from src/catalog/schemas.ts by `npm run docs:manifest`; edit the schemas, not this page -->',
    '',
    'Every field of the documents a connector is made of, generated from the zod schemas the pipeline validates with ' +
      '(`src/catalog/schemas.ts`; the same schemas are published as `connectors/schemas/*.schema.json` for editors). ' +
      'Every object is strict: a field not listed here is an error (`schema`), so a misspelt name is caught. ' +
      '`npm run new` writes both manifests for you; the rules named in the last column are in [rules.md](rules.md).',
    '',
    '## Where the pipeline is stricter than the format guide',
    '',
    ...Object.entries(STRICTER_THAN_GUIDE).map(([field, why]) => `- \`${field}\`: ${why}.`),
    '- Every object is strict: the guide does not forbid extra fields, the pipeline does, so that a misspelt optional field ' +
      '(`homepge`) is an error instead of a silently missing value.',
    '- `version_release_date` must be a real calendar date, and is an error when it is in the future on a new or changed ' +
      'connector: the catalog shows it, and a date to come reads as a mistake.',
    '- A required `env[]` variable cannot have a `default`: Skald would never ask for it.',
    '',
  ];
  for (const document of DOCUMENTS) {
    const json = z.toJSONSchema(document.schema, { target: 'draft-2020-12', io: 'input' }) as JsonSchema;
    const rows = json.type === 'array' ? arrayRows(json) : objectRows(json, '');
    out.push(`## ${document.title}`, '', document.intro, '');
    out.push('| field | type | required | description | example | rules |', '| --- | --- | --- | --- | --- | --- |');
    for (const row of rows) {
      const example = document.examples[row.path];
      if (example === undefined)
        throw new Error(`docs/manifest.md: no example for ${document.file} field ${row.path} (add it to EXAMPLES)`);
      const rules = (document.rules ?? RULES_BY_FIELD)[row.path.split(/[.[ ]/)[0]!] ?? [];
      out.push(
        `| \`${row.path}\` | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${cell(row.description)} | \`${cell(example)}\` | ${
          row.path.includes('.') || row.path.includes('[') ? '' : rules.map((id) => `\`${id}\``).join(', ')
        } |`,
      );
    }
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function arrayRows(schema: JsonSchema): FieldRow[] {
  return [
    { path: '(the array)', type: `array of ${typeOf(schema.items ?? {})}`, required: true, description: schema.description ?? '' },
    { path: '[]', type: typeOf(schema.items ?? {}), required: true, description: schema.items?.description ?? '' },
  ];
}

function objectRows(schema: JsonSchema, prefix: string, variant = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    rows.push(...fieldRows(property, path, required.has(key), variant));
  }
  return rows;
}

function fieldRows(schema: JsonSchema, path: string, required: boolean, variant: string): FieldRow[] {
  const variants = schema.oneOf ?? schema.anyOf;
  const description = [variant, schema.description].filter(Boolean).join(' ');
  const rows: FieldRow[] = [{ path, type: typeOf(schema), required, description }];
  if (variants) {
    // One set of rows per shape, named by its discriminator; a field several shapes share is listed once.
    const seen = new Map<string, FieldRow>();
    for (const shape of variants) {
      const tag = Object.entries(shape.properties ?? {}).find(([, property]) => property.const !== undefined);
      const label = tag ? `(${tag[0]}: ${JSON.stringify(tag[1].const)})` : '';
      for (const row of objectRows(shape, path, label)) {
        const known = seen.get(row.path);
        if (known) {
          known.description = mergeVariants(known.description, row.description);
          if (!known.type.split(' or ').includes(row.type)) known.type = `${known.type} or ${row.type}`;
        } else seen.set(row.path, row);
      }
    }
    rows.push(...seen.values());
  } else if (schema.type === 'object' && schema.properties) rows.push(...objectRows(schema, path));
  else if (schema.type === 'object' && typeof schema.additionalProperties === 'object' && schema.additionalProperties.properties)
    rows.push(...objectRows(schema.additionalProperties, `${path}.<path>`));
  else if (schema.type === 'array' && schema.items?.type === 'object' && schema.items.properties)
    rows.push(...objectRows(schema.items, `${path}[]`));
  return rows;
}

function mergeVariants(first: string, next: string): string {
  const tag = (text: string) => /^\(([^)]*)\)/.exec(text)?.[1];
  const a = tag(first);
  const b = tag(next);
  if (!a || !b) return first;
  return first.replace(`(${a})`, `(${a}, ${b.replace(/^\w+: /, '')})`);
}

function typeOf(schema: JsonSchema): string {
  if (schema.oneOf ?? schema.anyOf) return `object, one of ${(schema.oneOf ?? schema.anyOf)!.length} shapes (rows below)`;
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${JSON.stringify(value)}\``).join(', ')}`;
  switch (schema.type) {
    case 'string': {
      const limits = [
        schema.minLength ? 'non-empty' : '',
        schema.format ? `a ${schema.format}` : '',
        schema.pattern ? `matching \`${schema.pattern.length > 60 ? 'a semantic version' : schema.pattern}\`` : '',
      ].filter(Boolean);
      return `string${limits.length ? ` (${limits.join(', ')})` : ''}`;
    }
    case 'integer': {
      const lower = schema.exclusiveMinimum === 0 ? ' > 0' : schema.minimum === 0 ? ' ≥ 0' : '';
      return `integer${lower}${schema.maximum && schema.maximum < 1e6 ? `, ≤ ${schema.maximum}` : ''}`;
    }
    case 'array':
      return `array of ${typeOf(schema.items ?? {})}${schema.minItems ? `, at least ${schema.minItems}` : ''}`;
    case 'object':
      if (schema.properties) return 'object (rows below)';
      if (typeof schema.additionalProperties === 'object') return `object of ${typeOf(schema.additionalProperties)} values`;
      return 'object';
    default:
      return schema.type ?? 'any';
  }
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}
