import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';

const t = useTestApp();

describe('GET /locations', () => {
  it('suggests places as the member types, most populous first', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/locations?q=Aust' });
    expect(response.statusCode).toBe(200);
    const labels = response.json().data.map((place: { label: string }) => place.label);
    expect(labels[0]).toBe('Austin, TX');
  });

  it('answers an empty list for an empty query and a 400 for an absurd one', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/locations' })).json()).toEqual({ data: [] });
    const long = await t().app.inject({ method: 'GET', url: `/api/v1/locations?q=${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('q must be at most 100 characters');
  });
});
