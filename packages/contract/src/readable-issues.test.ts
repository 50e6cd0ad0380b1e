import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from './messages';
import './readable-issues';

const RAW = /Invalid input|expected .* received|Too (small|big)|Unrecognized key|Invalid option/i;
const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('zod issues without a message of their own', () => {
  it.each([
    [z.object({ name: z.string() }), {}, MESSAGES.fieldRequired('name')],
    [z.object({ name: z.string() }), { name: 5 }, MESSAGES.fieldMustBeString('name')],
    [z.object({ age: z.number() }), { age: 'x' }, MESSAGES.fieldMustBeNumber('age')],
    [z.object({ age: z.number().int() }), { age: 1.5 }, MESSAGES.wholeNumber('age')],
    [z.object({ page: z.coerce.number().int() }), { page: 'abc' }, MESSAGES.fieldMustBeNumber('page')],
    [z.object({ page: z.number().int() }), { page: 1e300 }, MESSAGES.fieldTooLarge('page')],
    [z.object({ tags: z.array(z.string()) }), { tags: 'a' }, MESSAGES.fieldMustBeArray('tags')],
    [z.object({ on: z.boolean() }), { on: 'yes' }, MESSAGES.fieldMustBeBoolean('on')],
    [z.object({ a: z.object({}) }), { a: 1 }, MESSAGES.fieldMustBeObject('a')],
    [z.object({}), [], MESSAGES.bodyMustBeObject],
    [z.object({ q: z.string().max(3) }), { q: 'abcd' }, MESSAGES.fieldMaxLength('q', 3)],
    [z.object({ q: z.string().min(1) }), { q: '' }, MESSAGES.fieldEmpty('q')],
    [z.object({ n: z.number().min(1) }), { n: 0 }, MESSAGES.fieldAtLeast('n', '1')],
    [z.object({ n: z.number().max(9) }), { n: 10 }, MESSAGES.fieldAtMost('n', '9')],
    [z.object({ n: z.number().positive() }), { n: 0 }, MESSAGES.fieldAbove('n', '0')],
    [z.object({ l: z.array(z.string()).max(1) }), { l: ['a', 'b'] }, MESSAGES.fieldMaxItems('l', 1)],
    [z.object({ s: z.enum(['a', 'b']) }), { s: 'c' }, MESSAGES.fieldOneOf('s', 'a, b')],
    [z.object({ list: z.array(z.number()) }), { list: [1, 'x'] }, MESSAGES.fieldMustBeNumber('list')],
    [z.strictObject({}), { extra: 1 }, MESSAGES.fieldUnknown('extra')],
    [z.object({ u: z.union([z.string(), z.number()]) }), { u: true }, MESSAGES.fieldNotValid('u')],
  ])('%# is worded for a person', (schema, input, expected) => {
    const message = messageOf(schema, input);
    expect(message).toBe(expected);
    expect(message).not.toMatch(RAW);
  });

  it('leaves a schema’s own message alone', () => {
    expect(messageOf(z.object({ n: z.string({ error: 'Mine' }) }), { n: 1 })).toBe('Mine');
  });
});
