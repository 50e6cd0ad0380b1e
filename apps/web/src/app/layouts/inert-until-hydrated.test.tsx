import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InertUntilHydrated } from './inert-until-hydrated';

const form = (
  <InertUntilHydrated>
    <input aria-label="Email" />
    <button type="submit">Sign In</button>
  </InertUntilHydrated>
);

describe('InertUntilHydrated', () => {
  it('prerenders the fields disabled, and enables them once React has hydrated the page', async () => {
    const html = renderToString(form);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(container.querySelector('fieldset')).toBeDisabled();
    expect(container.querySelector('input')).toBeDisabled();

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect(container.querySelector('fieldset')).toBeEnabled();
    expect(container.querySelector('input')).toBeEnabled();
    expect(container.querySelector('button')).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });

  it('is enabled at once in a page the browser renders itself', () => {
    const { getByRole } = render(form);
    expect(getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });
});
