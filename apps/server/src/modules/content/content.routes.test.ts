import { describe, expect, it } from 'vitest';
import { HELP_CATEGORIES, helpItemsResponseSchema, type HelpItem } from '@kindred/contract/outreach';
import { useTestApp } from '../../../test/app';
import { HELP_ITEMS } from './help-items';

const t = useTestApp();

async function help(query = ''): Promise<HelpItem[]> {
  const response = await t().app.inject({ method: 'GET', url: `/api/v1/help${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return helpItemsResponseSchema.parse(response.json()).items;
}

const ids = (items: HelpItem[]) => items.map((item) => item.id);
const has = (item: HelpItem, text: string) =>
  `${item.question}\n${item.answer}`.toLowerCase().includes(text.toLowerCase());

describe('GET /help', () => {
  it('answers every item to a visitor, category by category in the Help Center’s order', async () => {
    const items = await help();
    expect(ids(items)).toEqual(HELP_ITEMS.map((item) => item.id));
    const categories = items.map((item) => item.categoryId).filter((id, i, all) => id !== all[i - 1]);
    expect(categories).toEqual([...HELP_CATEGORIES]);
    for (const category of HELP_CATEGORIES) {
      expect(items.filter((item) => item.categoryId === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('filters by category', async () => {
    const items = await help('?category=privacy');
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((item) => item.categoryId))).toEqual(new Set(['privacy']));
    expect(ids(items)).toEqual(HELP_ITEMS.filter((item) => item.categoryId === 'privacy').map((item) => item.id));
  });

  it('searches questions and answers, whatever the case', async () => {
    // "refund" is in a question; "double tick" only in an answer.
    const refunds = await help('?q=REFUND');
    expect(ids(refunds)).toContain('subscription-refunds');
    expect(refunds.every((item) => has(item, 'refund'))).toBe(true);
    expect(ids(await help('?q=Double%20Tick'))).toEqual(['privacy-read-receipts']);
  });

  it('combines the category and the search, and answers an empty list when nothing matches', async () => {
    const items = await help('?category=matches&q=super%20like');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.categoryId === 'matches' && has(item, 'super like'))).toBe(true);
    expect(await help('?q=zzqx-nothing-says-this')).toEqual([]);
  });

  it('takes % and _ in the search literally', async () => {
    const percent = await help(`?q=${encodeURIComponent('%')}`);
    const expected = HELP_ITEMS.filter((item) => has(item as HelpItem, '%')).map((item) => item.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(HELP_ITEMS.length);
    expect(ids(percent)).toEqual(expected);
    expect(await help('?q=_')).toEqual([]);
    expect(await help(`?q=${encodeURIComponent('40%')}`)).toEqual([
      expect.objectContaining({ id: 'matches-compatibility' }),
    ]);
  });

  it('treats a blank search as none', async () => {
    expect(ids(await help('?q=%20%20'))).toEqual(HELP_ITEMS.map((item) => item.id));
  });

  it.each([
    ['?category=billing', 'category must be one of: account, matches, privacy, notifications, subscription'],
    [`?q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?q=a%00b', 'q contains invisible characters that are not allowed'],
    ['?q=a&q=b', 'q must be a string'],
  ])('refuses %s with a sentence', async (query, message) => {
    const response = await t().app.inject({ method: 'GET', url: `/api/v1/help${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
