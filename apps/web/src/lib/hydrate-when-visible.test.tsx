import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/fake-viewport';
import { hydrateWhenVisible, prepareIslandsForPrerender, setHydratingPrerenderedPage } from './hydrate-when-visible';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tapped {count}
    </button>
  );
}

const queryClient = new QueryClient();
function App({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | null = null;
let endPrerender = () => {};
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  setHydratingPrerenderedPage(false);
  endPrerender();
  vi.unstubAllGlobals();
});

/**
 * The page as build.mjs prerenders it, then hydrated as start-app.tsx does, by a second copy of
 * the section made after the prerender (in the browser, nothing was loaded beforehand).
 */
async function prerenderAndHydrate(makeSection: () => React.ComponentType) {
  const Prerendered = makeSection();
  endPrerender = await prepareIslandsForPrerender((node, identifierPrefix) =>
    renderToString(node, { identifierPrefix }),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <App>
      <Prerendered />
    </App>,
  );
  document.body.append(container);
  const Section = makeSection();
  setHydratingPrerenderedPage(true);
  await act(async () => {
    root = hydrateRoot(
      container,
      <App>
        <Section />
      </App>,
    );
  });
  setHydratingPrerenderedPage(false);
}

describe('hydrateWhenVisible', () => {
  it('keeps the prerendered section without loading its code until it nears the screen', async () => {
    const viewport = stubIntersectionObserver();
    const load = vi.fn(async () => Counter);
    await prerenderAndHydrate(() => hydrateWhenVisible('part', load));
    load.mockClear(); // the prerender's own load
    expect(screen.getByRole('button', { name: 'Tapped 0' })).toBeInTheDocument();
    await act(async () => {}); // time for React to try the section (its load would start here)
    expect(load).not.toHaveBeenCalled();

    viewport.scrollIntoView();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('replays a tap made before the section hydrated, once it has', async () => {
    stubIntersectionObserver();
    await prerenderAndHydrate(() => hydrateWhenVisible('part', async () => Counter, { on: 'interaction' }));
    const button = screen.getByRole('button', { name: 'Tapped 0' });
    act(() => button.click());
    expect(await screen.findByRole('button', { name: 'Tapped 1' })).toBe(button);
  });

  it('holds a form sent before the section hydrated and sends it once it has', async () => {
    stubIntersectionObserver();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const Form = () => (
      <form aria-label="Waitlist" onSubmit={onSubmit}>
        <button type="submit">Join</button>
      </form>
    );
    await prerenderAndHydrate(() => hydrateWhenVisible('part', async () => Form));
    const form = screen.getByRole('form', { name: 'Waitlist' });
    const nativeSubmit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(nativeSubmit);
    });
    expect(nativeSubmit.defaultPrevented).toBe(true);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('keeps text typed before the section hydrated, and a form sent then goes with it', async () => {
    stubIntersectionObserver();
    const sent = vi.fn();
    function EmailForm() {
      const [email, setEmail] = useState('');
      return (
        <form
          aria-label="Waitlist"
          onSubmit={(event) => {
            event.preventDefault();
            sent(email);
          }}
        >
          <input type="email" aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <input type="checkbox" aria-label="Updates" />
          <button type="submit">Join</button>
        </form>
      );
    }
    await prerenderAndHydrate(() => hydrateWhenVisible('part', async () => EmailForm, { on: 'interaction' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    act(() => {
      const typing = new InputEvent('beforeinput', { bubbles: true, cancelable: true, data: 'a@b.co' });
      field.dispatchEvent(typing);
      expect(typing.defaultPrevented).toBe(false);
      field.value = 'a@b.co';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      screen.getByRole('button', { name: 'Join' }).click();
    });
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith('a@b.co');
    expect(field.value).toBe('a@b.co');
  });

  it('loads at once when the browser renders the page itself', async () => {
    const load = vi.fn(async () => Counter);
    const Section = hydrateWhenVisible('part', load);
    render(
      <App>
        <Section />
      </App>,
    );
    expect(await screen.findByRole('button', { name: 'Tapped 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
