import { Ajv, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { toolNameProblem } from '../catalog/tool-names.ts';
import type { RuleId } from '../rules/rule-ids.ts';
import type { Finding } from '../findings.ts';

/** Where findings about the connector's tools point: the server script when known, else connector.json. */
export interface ToolCheckContext {
  connectorId: string;
  /** Findings about what the server lists. */
  serverFile: string;
  /** Findings about the manifest's tools[]. */
  manifestFile: string;
  /** The manifest's `tools[]`: friendly names, and the set the server must match. */
  manifestTools: ReadonlyArray<{ name: string; display_name: string }>;
}

// Hidden characters a model reads but a reviewer does not see.
const HIDDEN_UNICODE = /[\u{E0000}-\u{E007F}\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;
// Text aimed at the model rather than describing the tool: classic tool-poisoning phrasing.
const INSTRUCTION_LIKE: ReadonlyArray<[RegExp, string]> = [
  [/ignore (?:all |any )?(?:the )?previous/i, '"ignore previous"'],
  [/do not (?:tell|inform|mention (?:this )?to) the user/i, '"do not tell the user"'],
  [/don'?t tell the user/i, '"don\'t tell the user"'],
  [/<\/?important>/i, '<IMPORTANT>'],
  [/~\/\.ssh|\bid_rsa\b|\.ssh\//i, 'a mention of ~/.ssh'],
  [/\.pem\b/i, 'a mention of .pem files'],
  [/~\/\.aws|\.aws\/credentials|\baws_secret_access_key\b/i, 'a mention of ~/.aws'],
];

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
// ajv's warnings ("unknown format … ignored") go to the schema being compiled, never to the run's stderr.
let ajvWarnings: string[] | undefined;
const collect = (...parts: unknown[]) => ajvWarnings?.push(parts.map(String).join(' '));
const AJV_OPTIONS: Options = {
  strict: false,
  allErrors: false,
  validateFormats: true,
  logger: { log: collect, warn: collect, error: collect },
};
const validators = {
  draft7: addFormats(new Ajv(AJV_OPTIONS)),
  draft2019: addFormats(new Ajv2019(AJV_OPTIONS) as unknown as Ajv),
  draft2020: addFormats(new Ajv2020(AJV_OPTIONS) as unknown as Ajv),
};

export interface SchemaCheck {
  /** Why the schema is unusable, or undefined when it compiles. */
  problem?: string;
  /** What ajv said it ignored while compiling (an unknown format, say). */
  warnings: string[];
}

/** Compiles a tool's `inputSchema` or `outputSchema` as ajv would validate with it: an object schema, in its declared dialect. */
export function checkSchema(schema: unknown, field: 'inputSchema' | 'outputSchema' = 'inputSchema'): SchemaCheck {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema))
    return { problem: `${field} is not a JSON Schema object`, warnings: [] };
  const record = schema as Record<string, unknown>;
  if (record.type !== 'object')
    return { problem: `${field} must have "type": "object" (found ${JSON.stringify(record.type ?? null)})`, warnings: [] };
  const dialect = typeof record.$schema === 'string' ? record.$schema : '';
  const ajv = dialect.includes('2020-12') ? validators.draft2020 : dialect.includes('2019-09') ? validators.draft2019 : validators.draft7;
  const warnings: string[] = [];
  ajvWarnings = warnings;
  try {
    // Compiled on a copy without $id, so two tools sharing an $id do not collide in ajv's registry.
    const { $id: _id, ...rest } = record;
    ajv.compile(rest);
    return { warnings };
  } catch (error) {
    return { problem: `ajv cannot compile ${field}: ${(error as Error).message}`, warnings };
  } finally {
    ajvWarnings = undefined;
  }
}

/** The problem ajv has compiling an inputSchema, or undefined when it compiles. */
export function schemaProblem(schema: unknown): string | undefined {
  return checkSchema(schema).problem;
}

/** Each listed tool checked on its own, then the listed set against the manifest's tools[]. */
export function checkTools(context: ToolCheckContext, tools: readonly unknown[]): Finding[] {
  const findings: Finding[] = [];
  const report = (ruleId: RuleId, severity: Finding['severity'], message: string, fix?: string, file = context.serverFile) =>
    findings.push({ ruleId, severity, file, message, ...(fix ? { fix } : {}), connector: context.connectorId });
  const displayNames = new Map(context.manifestTools.map((tool) => [tool.name, tool.display_name]));
  const listed: string[] = [];
  const unnamed = new Set<string>();
  tools.forEach((tool, index) => {
    const record = tool !== null && typeof tool === 'object' && !Array.isArray(tool) ? (tool as Record<string, unknown>) : undefined;
    if (!record || typeof record.name !== 'string' || !record.name) {
      report('tool-shape', 'error', `tools/list entry ${index} is not a tool object with a string "name"`);
      return;
    }
    const name = record.name;
    const label = `tool "${name}"`;
    if (listed.includes(name)) report('tool-shape', 'error', `${label} is listed twice`, 'give every tool a unique name');
    listed.push(name);
    const nameProblem = toolNameProblem(context.connectorId, name);
    if (nameProblem)
      report('tool-name', 'error', nameProblem, 'rename the tool: letters, digits, "_" and "-", short enough for the prefixed name');
    const annotations =
      record.annotations !== null && typeof record.annotations === 'object' ? (record.annotations as Record<string, unknown>) : {};
    const friendly = displayNames.get(name) ?? nonEmpty(record.title) ?? nonEmpty(annotations.title);
    // A tool missing from tools[] is reported once, as tools-match-manifest, unless that entry would be its only friendly name.
    if (!friendly) {
      unnamed.add(name);
      report(
        'tool-friendly-name',
        'error',
        `${label} has no friendly name: no display_name in the manifest's tools[], no title, no annotations.title`,
        'add "title" to the tool in the server (preferred), or a tools[] entry with display_name in connector.json and fragment.json',
      );
    }
    if (!nonEmpty(record.description))
      report('tool-description', 'error', `${label} has no description`, 'describe what the tool does in "description"');
    for (const field of ['inputSchema', 'outputSchema'] as const) {
      if (field === 'outputSchema' && record.outputSchema === undefined) continue;
      const schema = checkSchema(record[field], field);
      const ruleId = field === 'inputSchema' ? 'tool-input-schema' : 'tool-output-schema';
      if (schema.problem)
        report(
          ruleId,
          'error',
          `${label}: ${schema.problem}`,
          `give the tool an ${field} that is a valid JSON Schema with "type": "object"`,
        );
      for (const warning of new Set(schema.warnings))
        report(
          'tool-schema-warning',
          'warning',
          `${label} ${field}: ajv ${warning.replace(/^\s+/, '')}`,
          'use a format ajv-formats knows, or none',
        );
    }
    for (const [where, text] of toolTexts(record)) {
      const hidden = [...new Set([...text.matchAll(HIDDEN_UNICODE)].map(([char]) => codePoint(char)))];
      if (hidden.length) {
        report(
          'hidden-unicode',
          'error',
          `${label} ${where} contains hidden characters ${hidden.join(', ')} (invisible to a reviewer, read by the model)`,
          'remove them',
        );
      }
      for (const [pattern, what] of INSTRUCTION_LIKE) {
        if (pattern.test(text))
          report(
            'instruction-text',
            'warning',
            `${label} ${where} contains ${what}, text that reads as an instruction to the model`,
            'describe the tool; do not instruct the model',
          );
      }
    }
  });
  const listedSet = new Set(listed);
  const declared = context.manifestTools.map((tool) => tool.name);
  const missing = declared.filter((name) => !listedSet.has(name));
  const extra = listed.filter((name) => !displayNames.has(name) && !unnamed.has(name));
  if (missing.length) {
    report(
      'tools-match-manifest',
      'error',
      `the manifest's tools[] lists ${quoteAll(missing)}, which the server does not offer`,
      'remove them from tools[] in connector.json and fragment.json, or fix the server',
      context.manifestFile,
    );
  }
  if (extra.length) {
    report(
      'tools-match-manifest',
      'error',
      `the server offers ${quoteAll(extra)}, which the manifest's tools[] does not list`,
      'add a tools[] entry (name and display_name) for each in connector.json and fragment.json',
      context.manifestFile,
    );
  }
  return findings;
}

/** Every text of a tool a model reads, with where it sits. */
function toolTexts(tool: Record<string, unknown>): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const key of ['name', 'title', 'description'] as const) if (typeof tool[key] === 'string') texts.push([key, tool[key] as string]);
  const annotations = tool.annotations as Record<string, unknown> | undefined;
  if (annotations && typeof annotations.title === 'string') texts.push(['annotations.title', annotations.title]);
  if (tool.inputSchema !== undefined) texts.push(['inputSchema', JSON.stringify(tool.inputSchema)]);
  if (tool.outputSchema !== undefined) texts.push(['outputSchema', JSON.stringify(tool.outputSchema)]);
  return texts;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

function quoteAll(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(', ');
}
