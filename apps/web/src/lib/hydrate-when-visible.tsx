import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router, UNSAFE_NavigationContext, useLocation, type Location, type Navigator } from 'react-router';

/** How far below the screen a section starts loading, so it is ready before it scrolls in. */
const LOAD_AHEAD = '200px 0px';

/** The visitor reaching for a part: its code loads now (all a control always on screen waits for). */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** React keeps a hydrated root's HTML as it is under an element whose inner HTML it was given. */
const KEEP_SERVER_HTML = { __html: '' };

let hydratingPrerenderedPage = false;

/**
 * start-app.tsx calls this around hydrating a prerendered page: while it is on, parts made with
 * `hydrateWhenVisible` become islands that wait for the visitor before their code loads.
 */
export function setHydratingPrerenderedPage(on: boolean): void {
  hydratingPrerenderedPage = on;
}

type RenderIsland = (node: ReactNode, identifierPrefix: string) => string;
let renderIslandToString: RenderIsland | null = null;
const preloaders: (() => Promise<void>)[] = [];

/**
 * For prerendering (prerender-page.tsx): loads every island's code and renders islands with the
 * given renderer, so the browser bundle never carries react-dom/server. Returns what turns it off
 * again: test files share modules, and a later file's islands must render as in the browser.
 */
export async function prepareIslandsForPrerender(render: RenderIsland): Promise<() => void> {
  renderIslandToString = render;
  await Promise.all(preloaders.map((preload) => preload()));
  return () => {
    renderIslandToString = null;
  };
}

export interface HydrateWhenOptions {
  /** `visible` (the default): as it nears the screen. `interaction`: when the pointer or focus reaches it. */
  on?: 'visible' | 'interaction';
}

interface IslandContext {
  queryClient: QueryClient;
  navigator: Navigator;
  location: Location;
}

/** What an island's parts read from the app around them: the query cache and the router. */
function IslandProviders({ context, children }: { context: IslandContext; children: ReactNode }) {
  return (
    <QueryClientProvider client={context.queryClient}>
      <Router location={context.location} navigator={context.navigator}>
        {children}
      </Router>
    </QueryClientProvider>
  );
}

/** Fields whose text a visitor types (not a checkbox, a file or a button). */
const TYPED_FIELDS =
  'textarea, input:not([type]), input[type=text], input[type=email], input[type=search], input[type=tel], input[type=url], input[type=password], input[type=number]';

/**
 * Text typed into an island's fields before it hydrated is in the page but not in React's state
 * (React hydrates a field keeping what it holds). Each such field is set back to what React
 * rendered, so React's value tracker knows it, then to the typed text with the native setter and
 * an `input` event: React sees a change and calls the field's onChange, as if typed now.
 */
function carryOverTyping(element: HTMLElement): void {
  for (const field of element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A part of a prerendered page whose code loads only when the visitor comes near it (decision
 * 042). It is in the page's HTML like any other part; in the visitor's browser it is an island,
 * a React root of its own hydrated once its code has arrived, so a visitor who reads the top of
 * the page downloads and runs none of the rest. (A Suspense boundary left unhydrated would not
 * do: the first navigation, even to a #section, would make React drop its HTML.) A tap or a
 * form sent in the meantime is held and replayed once the island has hydrated, after the text
 * typed in the meantime has reached React. Rendered by the browser itself (a client-side
 * navigation, a test), it is an ordinary part loaded at once.
 * `name` keeps its useId values apart from the page's.
 */
export function hydrateWhenVisible(
  name: string,
  load: () => Promise<ComponentType>,
  { on = 'visible' }: HydrateWhenOptions = {},
): ComponentType {
  const identifierPrefix = `${name}-`;
  let reveal = () => {};
  const revealed = new Promise<void>((resolve) => {
    reveal = resolve;
  });
  let hydrated = false;
  let replay: (() => void) | null = null;
  let Prerendered: ComponentType | null = null;
  preloaders.push(async () => {
    Prerendered = await load();
  });
  const Loaded = lazy(async () => ({ default: await load() }));

  function Hydrated({ part: Part, element }: { part: ComponentType; element: HTMLElement }) {
    useEffect(() => {
      hydrated = true;
      carryOverTyping(element);
      const pending = replay;
      replay = null;
      // After React has applied what the carried-over typing changed (a submit reads that state).
      if (pending) setTimeout(pending, 0);
    }, [element]);
    return <Part />;
  }

  function HydrateWhenVisible() {
    const ref = useRef<HTMLDivElement>(null);
    const context: IslandContext = {
      queryClient: useQueryClient(),
      navigator: useContext(UNSAFE_NavigationContext).navigator,
      location: useLocation(),
    };
    const contextRef = useRef(context);
    const [mode] = useState(() =>
      renderIslandToString && Prerendered ? 'prerender' : hydratingPrerenderedPage ? 'island' : 'client',
    );

    useEffect(() => {
      const element = ref.current;
      if (mode !== 'island' || !element || hydrated) return;
      // On the document, in the capture phase, before the page's own handlers see them.
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const hold = (event: Event) => {
        if (hydrated || !inside(event)) return;
        reveal();
        event.preventDefault();
        const target = event.target;
        if (event.type === 'submit' && target instanceof HTMLFormElement) replay = () => target.requestSubmit();
        else if (target instanceof Element) {
          const control = target.closest<HTMLElement>('button, a, [role="button"], input, label');
          replay = () => control?.click();
        }
      };
      // Typing goes into the fields as it is; carryOverTyping hands it to React once hydrated.
      const onReach = (event: Event) => {
        if (inside(event)) reveal();
      };
      const listeners: [string, (event: Event) => void, boolean][] = [
        ['click', hold, false],
        ['submit', hold, false],
        ...[...INTERACTION_EVENTS, 'beforeinput'].map((type): [string, (event: Event) => void, boolean] => [
          type,
          onReach,
          true,
        ]),
      ];
      for (const [type, listener, passive] of listeners)
        document.addEventListener(type, listener, { capture: true, passive });
      return () => {
        for (const [type, listener] of listeners) document.removeEventListener(type, listener, { capture: true });
      };
    }, [mode]);

    useEffect(() => {
      const element = ref.current;
      if (mode !== 'island' || on !== 'visible') return;
      if (!element || typeof IntersectionObserver === 'undefined') {
        reveal();
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        },
        { rootMargin: LOAD_AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [mode]);

    useEffect(() => {
      const element = ref.current;
      if (mode !== 'island' || !element) return;
      let cancelled = false;
      let root: Root | null = null;
      void revealed.then(load).then((Part) => {
        if (cancelled) return;
        root = hydrateRoot(
          element,
          <IslandProviders context={contextRef.current}>
            <Hydrated part={Part} element={element} />
          </IslandProviders>,
          { identifierPrefix },
        );
      });
      return () => {
        cancelled = true;
        const island = root;
        // Not while React is unmounting the page around it.
        if (island) setTimeout(() => island.unmount(), 0);
      };
    }, [mode]);

    if (mode === 'prerender' && renderIslandToString && Prerendered) {
      const html = renderIslandToString(
        <IslandProviders context={context}>
          <Prerendered />
        </IslandProviders>,
        identifierPrefix,
      );
      return <div dangerouslySetInnerHTML={{ __html: html }} />;
    }
    if (mode === 'island') return <div ref={ref} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
    return (
      <div>
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      </div>
    );
  }
  return HydrateWhenVisible;
}
