import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { LocationCombobox } from './location-combobox';

afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const [value, setValue] = useState('');
  return <LocationCombobox value={value} onChange={setValue} />;
}

describe('LocationCombobox', () => {
  it('suggests places as you type and picks one with the keyboard', async () => {
    const { calls } = mockApi({
      'GET /locations': ({ url }) =>
        jsonResponse(200, {
          data:
            url.searchParams.get('q') === 'Aus'
              ? [
                  { label: 'Austin, TX', population: 961855 },
                  { label: 'Aurora, CO', population: 386261 },
                ]
              : [],
        }),
    });
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(input, 'Aus');
    expect(await screen.findByRole('option', { name: 'Austin, TX' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(calls.filter((call) => call.path === '/locations').map((call) => call.url.searchParams.get('q'))).toEqual([
      'Aus',
    ]);

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Austin, TX' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Austin, TX' }).id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveValue('Austin, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
