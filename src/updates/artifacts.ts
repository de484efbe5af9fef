// What crosses between the update job's three steps, as files (workflow artifacts): the plan (made with the token, no
// package code), the built proposals (made in the sandbox's job, no token) and a git bundle of their commits. Each step
// reads the other's file as data: parsed against these schemas, every name and version against its grammar, so a
// compromised build job can hand the publishing step nothing but valid proposals (whose commits it checks again).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { KEBAB_CASE } from '../catalog/schemas.ts';
import { SetupError } from '../findings/errors.ts';
import { RULE_IDS } from '../findings/rule-ids.ts';
import { parseLimitedJson } from '../json/limits.ts';
import { SEVERITIES } from './npm-registry.ts';
import { isExactVersion, isPackageName } from './package-names.ts';
import type { Decision } from './proposal.ts';

export const PLAN_FILE = 'plan.json';
export const BUILT_FILE = 'built.json';
export const BUNDLE_FILE = 'proposals.bundle';

const connector = z.string().regex(KEBAB_CASE);
const sha = z.string().regex(/^[0-9a-f]{40}$/);
const update = z
  .object({
    ecosystem: z.enum(['npm', 'pypi']),
    name: z.string(),
    from: z.string(),
    to: z.string(),
    published: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)
      .optional(),
  })
  .strict()
  .refine(
    (value) =>
      isPackageName(value.ecosystem, value.name) &&
      isExactVersion(value.ecosystem, value.from) &&
      isExactVersion(value.ecosystem, value.to),
    'a package name or version outside its grammar',
  );
const advisory = z
  .object({
    package: z.string().refine((name) => isPackageName('npm', name) || isPackageName('pypi', name)),
    id: z.string().regex(/^(?:GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}|npm-\d{1,12})$/),
    severity: z.enum(SEVERITIES),
    url: z
      .string()
      .regex(/^https:\/\/github\.com\/advisories\/GHSA(?:-[23456789cfghjmpqrvwx]{4}){3}$/)
      .optional(),
    fixed: z.boolean(),
  })
  .strict();
const candidate = { connector, updates: z.array(update).min(1).max(50), advisories: z.array(advisory).max(200) };
const action = z.discriminatedUnion('action', [
  z.object({ action: z.literal('open') }).strict(),
  z.object({ action: z.literal('update'), pullRequest: z.number().int().positive() }).strict(),
]);

const planSchema = z
  .object({
    schemaVersion: z.literal(1),
    base: sha,
    proposals: z.array(z.object(candidate).strict().and(action)),
    skipped: z.array(z.object({ connector, why: z.string().max(300), pullRequest: z.number().int().positive().optional() }).strict()),
  })
  .strict();
export type Plan = z.infer<typeof planSchema>;

const smoke = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }).strict(),
  z
    .object({
      ok: z.literal(false),
      why: z.string().max(2000),
      rules: z.array(z.enum(RULE_IDS as unknown as [string, ...string[]])).max(50),
    })
    .strict(),
]);
const builtSchema = z
  .object({
    schemaVersion: z.literal(1),
    base: sha,
    proposals: z.array(
      z
        .object({ ...candidate, commit: sha, smoke })
        .strict()
        .and(action),
    ),
    problems: z.array(z.object({ connector, why: z.string().max(2000) }).strict()),
  })
  .strict();
export type Built = z.infer<typeof builtSchema>;
export type BuiltProposal = Built['proposals'][number];

/** The plan: what to open or update, from the decisions; what is skipped and why. */
export function planOf(base: string, decisions: readonly Decision[]): Plan {
  return {
    schemaVersion: 1,
    base,
    proposals: decisions.flatMap((decision) =>
      decision.action === 'skip'
        ? []
        : [
            {
              connector: decision.connector,
              updates: decision.updates,
              advisories: decision.advisories,
              ...(decision.action === 'update'
                ? { action: 'update' as const, pullRequest: decision.pullRequest }
                : { action: 'open' as const }),
            },
          ],
    ),
    skipped: decisions.flatMap((decision) =>
      decision.action === 'skip'
        ? [{ connector: decision.connector, why: decision.why, ...(decision.pullRequest ? { pullRequest: decision.pullRequest } : {}) }]
        : [],
    ),
  };
}

export async function writeArtifact(dir: string, file: string, value: Plan | Built): Promise<void> {
  await writeFile(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
}

export async function readPlan(dir: string): Promise<Plan> {
  return readArtifact(dir, PLAN_FILE, planSchema);
}

export async function readBuilt(dir: string): Promise<Built> {
  return readArtifact(dir, BUILT_FILE, builtSchema);
}

async function readArtifact<T>(dir: string, file: string, schema: z.ZodType<T>): Promise<T> {
  let text: string;
  try {
    text = await readFile(path.join(dir, file), 'utf8');
  } catch {
    throw new SetupError(`no ${file} in ${dir}: the step before this one did not leave it (its artifact)`);
  }
  let parsed: T;
  try {
    parsed = schema.parse(parseLimitedJson(text));
  } catch (error) {
    throw new SetupError(`${path.join(dir, file)} is not a valid ${file}: ${(error as Error).message.slice(0, 300)}`);
  }
  return parsed;
}
