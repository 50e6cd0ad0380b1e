import { beforeAll, describe, expect, it } from 'vitest';
import { createGazetteer } from './gazetteer';

const gazetteer = createGazetteer();
beforeAll(() => gazetteer.preload());

describe('resolve', () => {
  it.each(['Austin, TX', 'austin, tx', 'Austin, Texas', ' Austin ,TX ', 'AUSTIN,texas', 'Austin TX'])(
    'reads %j as Austin, TX',
    (text) => {
      const place = gazetteer.resolve(text);
      expect(place?.label).toBe('Austin, TX');
      expect(place?.lat).toBeCloseTo(30.27, 1);
      expect(place?.lng).toBeCloseTo(-97.74, 1);
    },
  );

  it('reads a bare city name as its clearly most populous namesake', () => {
    expect(gazetteer.resolve('Austin')?.label).toBe('Austin, TX');
    expect(gazetteer.resolve('portland')?.label).toBe('Portland, OR');
  });

  it('refuses a bare city name shared by places of similar size', () => {
    // Springfield MO, MA and IL are all between 100k and 170k people.
    expect(gazetteer.resolve('Springfield')).toBeNull();
    expect(gazetteer.resolve('Springfield, IL')?.label).toBe('Springfield, IL');
  });

  it('picks the most populous place when a state has several of that name', () => {
    // GeoNames lists two Mountain Views in California: the city (80k) and a hamlet (2k).
    const place = gazetteer.resolve('Mountain View, CA');
    expect(place?.lat).toBeCloseTo(37.39, 1);
    expect(gazetteer.suggest('Mountain View, CA')).toEqual([{ label: 'Mountain View, CA', population: 80435 }]);
  });

  it('returns null for unknown places and empty text', () => {
    expect(gazetteer.resolve('Atlantis, ZZ')).toBeNull();
    expect(gazetteer.resolve('Narnia')).toBeNull();
    expect(gazetteer.resolve('Austin, Narnia')).toBeNull();
    expect(gazetteer.resolve('')).toBeNull();
    expect(gazetteer.resolve('   ')).toBeNull();
    expect(gazetteer.resolve('Austin, TX, USA')).toBeNull();
  });

  it('writes places the way people do, accents and saints included', () => {
    expect(gazetteer.resolve('New York, NY')?.label).toBe('New York, NY');
    expect(gazetteer.resolve('New York City')?.label).toBe('New York, NY');
    expect(gazetteer.resolve('Washington, DC')?.label).toBe('Washington, DC');
    expect(gazetteer.resolve('Canon City, CO')?.label).toBe('Cañon City, CO');
    expect(gazetteer.resolve('Saint Louis, MO')?.label).toBe('St. Louis, MO');
    expect(gazetteer.resolve('St Paul, Minnesota')?.label).toBe('Saint Paul, MN');
    expect(gazetteer.resolve('winston salem, nc')?.label).toBe('Winston-Salem, NC');
  });
});

describe('suggest', () => {
  it('offers places starting with the text, most populous first', () => {
    const labels = gazetteer.suggest('Aus').map((s) => s.label);
    expect(labels[0]).toBe('Austin, TX');
    expect(labels.length).toBeLessThanOrEqual(8);
    expect(labels.every((label) => label.toLowerCase().startsWith('aus'))).toBe(true);
    const populations = gazetteer.suggest('Aus').map((s) => s.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('ignores case and accents', () => {
    expect(gazetteer.suggest('SAN FRAN')[0]?.label).toBe('San Francisco, CA');
    expect(gazetteer.suggest('canon c').map((s) => s.label)).toContain('Cañon City, CO');
    expect(gazetteer.suggest('Cañon c').map((s) => s.label)).toContain('Cañon City, CO');
  });

  it('narrows by the state after a comma', () => {
    expect(gazetteer.suggest('Austin, T').map((s) => s.label)).toEqual(['Austin, TX']);
    expect(gazetteer.suggest('austin, m').map((s) => s.label)).toEqual(['Austin, MN']);
    expect(gazetteer.suggest('Austin, Minn').map((s) => s.label)).toEqual(['Austin, MN']);
    expect(gazetteer.suggest('Austin,').length).toBeGreaterThan(1);
  });

  it('offers New York under the name people type', () => {
    expect(gazetteer.suggest('new y')[0]).toEqual({ label: 'New York, NY', population: expect.any(Number) });
    expect(gazetteer.suggest('new y').filter((s) => s.label === 'New York, NY')).toHaveLength(1);
  });

  it('honours the limit', () => {
    expect(gazetteer.suggest('sa', 3)).toHaveLength(3);
    expect(gazetteer.suggest('sa')).toHaveLength(8);
  });

  it('returns nothing for empty or one-letter text, or unknown prefixes', () => {
    expect(gazetteer.suggest('')).toEqual([]);
    expect(gazetteer.suggest('a')).toEqual([]);
    expect(gazetteer.suggest(' a ')).toEqual([]);
    expect(gazetteer.suggest('zzqx')).toEqual([]);
  });

  it('keeps a keystroke cheap', () => {
    const started = performance.now();
    for (const query of ['sa', 'san', 'san ', 'san f', 'ma', 'mo', 'new', 'ch', 'de']) {
      for (let i = 0; i < 20; i++) gazetteer.suggest(query);
    }
    expect((performance.now() - started) / 180).toBeLessThan(2);
  });
});
