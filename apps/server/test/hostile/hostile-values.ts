/** The part of JSON Schema the OpenAPI document uses for request fields. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** A small seeded generator: the same cases on every run. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Up to `count` items, chosen by the generator, in their original order. */
export function pick<T>(items: T[], count: number, random: () => number): T[] {
  if (items.length <= count) return items;
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * items.length));
  return items.filter((_, index) => chosen.has(index));
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** A value the schema accepts, as small as it allows: the baseline a hostile field is put into. */
export function sampleOf(schema: JsonSchema): unknown {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return sampleOf(union.at(-1)!);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.at(-1);
  if (schema.default !== undefined) return schema.default;
  switch (typeOf(schema)) {
    case 'string': {
      if (schema.format === 'email') return 'fuzzed@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      const text = 'Fuzzed text'.padEnd(schema.minLength ?? 0, 'x');
      return text.slice(0, schema.maxLength ?? text.length);
    }
    case 'integer':
    case 'number':
      return Math.min(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1, schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, sampleOf(schema.properties?.[name] ?? {})]),
      );
    default:
      return 'Fuzzed';
  }
}

/** Whether the schema itself refuses the value (so the route's validator must). */
export function refuses(schema: JsonSchema, value: unknown): boolean {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.every((option) => refuses(option, value));
  if (schema.enum) return !schema.enum.includes(value);
  const type = typeOf(schema);
  if (value === null) return !(Array.isArray(schema.type) && schema.type.includes('null'));
  switch (type) {
    case 'string':
      return (
        typeof value !== 'string' ||
        (schema.maxLength !== undefined && value.length > schema.maxLength) ||
        (schema.minLength !== undefined && value.length < schema.minLength)
      );
    case 'integer':
    case 'number':
      return (
        typeof value !== 'number' ||
        (type === 'integer' && !Number.isInteger(value)) ||
        (schema.minimum !== undefined && value < schema.minimum) ||
        (schema.maximum !== undefined && value > schema.maximum) ||
        (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) ||
        (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
      );
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      return !Array.isArray(value) || (schema.maxItems !== undefined && value.length > schema.maxItems);
    case 'object':
      return typeof value !== 'object' || Array.isArray(value);
    default:
      return false;
  }
}

export interface HostileValue {
  label: string;
  value: unknown;
  refused: boolean;
}

const strings = (random: () => number): [string, unknown][] => [
  ['a NUL byte', 'before\u0000after'],
  ['control characters', '\u0001\u0007\u001b[31m\u007f\r\n'],
  ['a huge string', 'x'.repeat(200_000)],
  ['SQL injection', "' OR '1'='1'; DROP TABLE users; --"],
  ['HTML injection', '<img src=x onerror=alert(1)><script>alert(1)</script>'],
  ['a lone surrogate', 'a\ud800b'],
  ['not a UUID', 'not-a-uuid'],
  ['path traversal', '../../../etc/passwd'],
  ['random junk', Array.from({ length: 24 }, () => String.fromCharCode(Math.floor(random() * 0x3000))).join('')],
  ['a number', 7],
  ['an object', { nested: true }],
  ['null', null],
];
const numbers: [string, unknown][] = [
  ['a fraction', 2.5],
  ['2**31', 2 ** 31],
  ['a small fraction', 0.5],
  ['minus one', -1],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['past the safe integers', 2 ** 53 + 2],
  ['a numeric string', '12'],
  ['a word', 'seven'],
  ['null', null],
  ['true', true],
];
const booleans: [string, unknown][] = [
  ['the string "true"', 'true'],
  ['one', 1],
  ['null', null],
  ['an object', {}],
];
const arrays = (item: JsonSchema, random: () => number): [string, unknown][] => {
  const items = hostileValuesOf(item, random).map(([label, value]): [string, unknown] => [`[${label}]`, [value]]);
  return [
    ...items.slice(0, 2),
    ['ten thousand items', Array.from({ length: 10_000 }, () => 'x')],
    ['a deep array', JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`)],
    ['an array of nulls', [null, null]],
    ['a string', 'not-an-array'],
    ['null', null],
    ...items.slice(2, 4),
  ];
};
const objects: [string, unknown][] = [
  ['a string', 'not-an-object'],
  ['an array', []],
  ['null', null],
  ['a __proto__ key', JSON.parse('{"__proto__":{"polluted":true}}')],
];
const choices: [string, unknown][] = [
  ['no such option', 'NOT_AN_OPTION'],
  ['an option with a NUL', 'a\u0000'],
  ['__proto__', '__proto__'],
  ['a number', 7],
  ['null', null],
];

function hostileValuesOf(schema: JsonSchema, random: () => number): [string, unknown][] {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return hostileValuesOf(union.at(-1)!, random);
  if (schema.enum) return choices;
  switch (typeOf(schema)) {
    case 'string':
      return strings(random);
    case 'integer':
    case 'number':
      return numbers;
    case 'boolean':
      return booleans;
    case 'array':
      return arrays(schema.items ?? {}, random);
    case 'object':
      return objects;
    default:
      return [...strings(random).slice(0, 4), ...numbers.slice(0, 4)];
  }
}

/**
 * Values meant to break a field of this schema: wrong types, bad bytes, extremes, injections.
 * The first two of each kind are the likeliest to reach the database (a NUL, a fraction).
 */
export function hostileValues(schema: JsonSchema, random: () => number): HostileValue[] {
  return hostileValuesOf(schema, random).map(([label, value]) => ({ label, value, refused: refuses(schema, value) }));
}
