// The part of the Actions expression language our workflows use, evaluated as act (and so forgejo-runner)
// does: literals, context property paths, ! == != && || (returning an operand, not a boolean), parentheses,
// and the functions always(), success(), failure(), cancelled(), format(), contains(), startsWith().

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export interface ExpressionContext {
  contexts: Record<string, Value>;
  /** The job's state so far, for the status functions. */
  status: 'success' | 'failure' | 'cancelled';
}

type Token = { kind: 'string' | 'number' | 'name' | 'op'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) i++;
    else if (char === "'") {
      let text = '';
      i++;
      while (i < source.length) {
        if (source[i] === "'" && source[i + 1] === "'") {
          text += "'";
          i += 2;
        } else if (source[i] === "'") break;
        else text += source[i++];
      }
      i++;
      tokens.push({ kind: 'string', text });
    } else if (/[0-9]/.test(char)) {
      const match = /^[0-9.]+/.exec(source.slice(i))![0];
      tokens.push({ kind: 'number', text: match });
      i += match.length;
    } else if (/[A-Za-z_]/.test(char)) {
      const match = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(source.slice(i))![0];
      tokens.push({ kind: 'name', text: match });
      i += match.length;
    } else {
      const op = ['==', '!=', '&&', '||', '<=', '>='].find((candidate) => source.startsWith(candidate, i)) ?? char;
      if (!'!()[].,<>'.includes(op[0]!) && op.length === 1) throw new Error(`unexpected "${char}" in expression ${source}`);
      tokens.push({ kind: 'op', text: op });
      i += op.length;
    }
  }
  return tokens;
}

export function truthy(value: Value | undefined): boolean {
  return !(value === null || value === undefined || value === false || value === 0 || value === '');
}

function loose(value: Value | undefined): Value {
  return value === undefined ? null : value;
}

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

export function toText(value: Value | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Evaluates one expression (the inside of `${{ }}`). */
export function evaluate(source: string, context: ExpressionContext): Value {
  const tokens = tokenize(source);
  let position = 0;
  const peek = () => tokens[position];
  const take = (text?: string) => {
    const token = tokens[position++];
    if (!token || (text !== undefined && token.text !== text)) throw new Error(`expected "${text}" in ${source}`);
    return token;
  };
  const or = (): Value => {
    let left = and();
    while (peek()?.text === '||') {
      take();
      const right = and();
      left = truthy(left) ? left : right;
    }
    return left;
  };
  const and = (): Value => {
    let left = comparison();
    while (peek()?.text === '&&') {
      take();
      const right = comparison();
      left = truthy(left) ? right : left;
    }
    return left;
  };
  const comparison = (): Value => {
    let left = unary();
    while (peek()?.text === '==' || peek()?.text === '!=') {
      const op = take().text;
      const right = unary();
      left = op === '==' ? equal(left, right) : !equal(left, right);
    }
    return left;
  };
  const unary = (): Value => {
    if (peek()?.text === '!') {
      take();
      return !truthy(unary());
    }
    return primary();
  };
  const primary = (): Value => {
    const token = take();
    let value: Value;
    if (token.kind === 'string') value = token.text;
    else if (token.kind === 'number') value = Number(token.text);
    else if (token.text === '(') {
      value = or();
      take(')');
    } else if (token.kind === 'name') {
      if (peek()?.text === '(') {
        take('(');
        const args: Value[] = [];
        while (peek()?.text !== ')') {
          args.push(or());
          if (peek()?.text === ',') take(',');
        }
        take(')');
        value = call(token.text, args, context);
      } else if (token.text === 'true' || token.text === 'false') value = token.text === 'true';
      else if (token.text === 'null') value = null;
      else value = loose(context.contexts[token.text]);
    } else throw new Error(`unexpected "${token.text}" in ${source}`);
    while (peek()?.text === '.' || peek()?.text === '[') {
      if (take().text === '.') {
        const name = take().text;
        value = value !== null && typeof value === 'object' && !Array.isArray(value) ? loose(value[name]) : null;
      } else {
        const key = or();
        take(']');
        value = value !== null && typeof value === 'object' ? loose((value as Record<string, Value>)[toText(key)]) : null;
      }
    }
    return value;
  };
  const result = or();
  if (position !== tokens.length) throw new Error(`trailing tokens in expression ${source}`);
  return result;
}

function call(name: string, args: Value[], context: ExpressionContext): Value {
  switch (name) {
    case 'always':
      return true;
    case 'success':
      return context.status === 'success';
    case 'failure':
      return context.status === 'failure';
    case 'cancelled':
      return context.status === 'cancelled';
    case 'format':
      return toText(args[0]).replace(/\{(\d+)\}/g, (_, index: string) => toText(args[Number(index) + 1]));
    case 'contains':
      return Array.isArray(args[0])
        ? args[0].some((item) => equal(item, args[1]!))
        : toText(args[0]).toLowerCase().includes(toText(args[1]).toLowerCase());
    case 'startsWith':
      return toText(args[0]).toLowerCase().startsWith(toText(args[1]).toLowerCase());
    default:
      throw new Error(`the emulator does not know the function ${name}()`);
  }
}

/** A string with `${{ }}` parts interpolated; a string that is one whole expression keeps its value's type. */
export function interpolate(text: string, context: ExpressionContext): string {
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, inner: string) => toText(evaluate(inner, context)));
}

/** An `if:` condition: with or without `${{ }}`, and `success() &&` implied when no status function is named. */
export function condition(source: string | boolean | undefined, context: ExpressionContext): boolean {
  if (source === undefined) return context.status === 'success';
  if (typeof source === 'boolean') return source && context.status === 'success';
  const inner = source.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  const value = evaluate(inner, context);
  return /\b(?:always|success|failure|cancelled)\(/.test(inner) ? truthy(value) : context.status === 'success' && truthy(value);
}
