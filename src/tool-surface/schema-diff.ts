/** How an input schema changed, by what the change lets a caller send. */
interface SchemaChanges {
  /** Accepts more: a new property, a `required` dropped, a wider enum or type, `additionalProperties` opened. */
  widened: string[];
  /** Accepts less: the reverse. */
  narrowed: string[];
  /** Neither, or not decidable here (a new pattern, another format): named so a person reads it. */
  changed: string[];
  /** A description or title inside the schema: text the model reads. */
  text: string[];
}

type Schema = Record<string, unknown>;
const TEXT_KEYS = new Set(['description', 'title']);
const HANDLED = new Set(['properties', 'required', 'enum', 'type', 'additionalProperties', 'items', ...TEXT_KEYS]);

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const asSet = (value: unknown): Set<string> | undefined =>
  value === undefined ? undefined : new Set((Array.isArray(value) ? value : [value]).map((item) => JSON.stringify(item)));
const list = (values: Iterable<string>) => [...values].join(', ');

/** Compares two JSON Schemas keyword by keyword, recursing into properties and items, and sorts each difference. */
export function compareSchemas(before: unknown, after: unknown, at = ''): SchemaChanges {
  const changes: SchemaChanges = { widened: [], narrowed: [], changed: [], text: [] };
  walk(isSchema(before) ? before : {}, isSchema(after) ? after : {}, at, changes);
  return changes;
}

function walk(before: Schema, after: Schema, at: string, changes: SchemaChanges): void {
  const where = (key: string) => (at ? `${at}.${key}` : key);
  const beforeProps = isSchema(before.properties) ? before.properties : {};
  const afterProps = isSchema(after.properties) ? after.properties : {};
  for (const name of Object.keys(afterProps))
    if (!(name in beforeProps)) changes.widened.push(`new property ${where(`properties.${name}`)}`);
  for (const name of Object.keys(beforeProps)) {
    if (!(name in afterProps)) changes.narrowed.push(`property ${where(`properties.${name}`)} removed`);
    else walk(asSchema(beforeProps[name]), asSchema(afterProps[name]), where(`properties.${name}`), changes);
  }
  const beforeRequired = new Set(Array.isArray(before.required) ? before.required.map(String) : []);
  const afterRequired = new Set(Array.isArray(after.required) ? after.required.map(String) : []);
  const dropped = [...beforeRequired].filter((name) => !afterRequired.has(name));
  const added = [...afterRequired].filter((name) => !beforeRequired.has(name));
  if (dropped.length) changes.widened.push(`${where('required')} no longer lists ${list(dropped)}`);
  if (added.length) changes.narrowed.push(`${where('required')} now lists ${list(added)}`);
  compareSets(before.enum, after.enum, where('enum'), changes);
  compareSets(before.type, after.type, where('type'), changes);
  const openness = (value: unknown) => (value === false ? 0 : value === undefined || value === true ? 2 : 1);
  const [wasOpen, isOpen] = [openness(before.additionalProperties), openness(after.additionalProperties)];
  if (isOpen > wasOpen) changes.widened.push(`${where('additionalProperties')} opened`);
  else if (isOpen < wasOpen) changes.narrowed.push(`${where('additionalProperties')} closed`);
  else if (!same(before.additionalProperties, after.additionalProperties)) changes.changed.push(`${where('additionalProperties')} changed`);
  if (isSchema(before.items) || isSchema(after.items)) walk(asSchema(before.items), asSchema(after.items), where('items'), changes);
  for (const key of TEXT_KEYS) if (!same(before[key], after[key])) changes.text.push(where(key));
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (!HANDLED.has(key) && !same(before[key], after[key])) changes.changed.push(`${where(key)} changed`);
}

function asSchema(value: unknown): Schema {
  return isSchema(value) ? value : {};
}

/** An enum or a type, as sets: absent accepts anything. */
function compareSets(before: unknown, after: unknown, at: string, changes: SchemaChanges): void {
  if (same(before, after)) return;
  const [a, b] = [asSet(before), asSet(after)];
  if (!b) return void changes.widened.push(`${at} removed (any value)`);
  if (!a) return void changes.narrowed.push(`${at} added: ${list(b)}`);
  const gained = [...b].filter((value) => !a.has(value));
  const lost = [...a].filter((value) => !b.has(value));
  if (gained.length) changes.widened.push(`${at} accepts ${list(gained)}`);
  if (lost.length) changes.narrowed.push(`${at} no longer accepts ${list(lost)}`);
}
