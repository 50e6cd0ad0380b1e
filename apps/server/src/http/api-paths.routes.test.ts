import { describe, expect, it } from 'vitest';
import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import { useTestApp } from '../../test/app';
import { isApiRoute, registeredRoutes } from '../../test/registered-routes';
import { routePath } from './route-path';

// One source for the API's paths: the contract's API_PATHS, which the web calls and the server's
// routes are registered from. Both directions are checked here, so neither side can drift.

const t = useTestApp();

/** `/matches/:id` and `/matches/:matchId` are one path: parameter names are each side's own. */
const shape = (path: string) => path.replace(/:\w+/g, ':');

interface PathTree {
  [name: string]: string | ((...args: string[]) => string) | PathTree;
}

/** Every API_PATHS entry as `name → shape`, relative to API_BASE unless it starts with /api/. */
function contractPaths(tree: PathTree = API_PATHS, prefix = ''): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') paths.set(name, shape(value));
    else if (typeof value === 'function') {
      const names = Array.from({ length: value.length }, (_, index) => `p${index}`);
      paths.set(name, shape(routePath(value, ...names)));
    } else {
      for (const [inner, path] of contractPaths(value, `${name}.`)) paths.set(inner, path);
    }
  }
  return paths;
}

/** A registered route's path as API_PATHS writes it. */
const contractForm = (path: string) => shape(path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path);

describe('the server', () => {
  it('answers only paths the contract names', () => {
    const named = new Set(contractPaths().values());
    const routes = registeredRoutes(t().app).filter(isApiRoute);
    expect(routes.length).toBeGreaterThan(50);
    const unnamed = routes
      .filter((route) => !named.has(contractForm(route.path)))
      .map((route) => `${route.method} ${route.path}`);
    expect(unnamed).toEqual([]);
  });

  // The test app serves the dev outbox too (DEV_OUTBOX), so every entry is expected here.
  it('answers every path the contract names', () => {
    expect(contractPaths().size).toBeGreaterThan(60);
    const served = new Set(
      registeredRoutes(t().app)
        .filter(isApiRoute)
        .map((route) => contractForm(route.path)),
    );
    const unserved = [...contractPaths()].filter(([, path]) => !served.has(path)).map(([name]) => name);
    expect(unserved).toEqual([]);
  });
});
