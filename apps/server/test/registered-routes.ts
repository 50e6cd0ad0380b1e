import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's form: `/api/v1/matches/:id`. */
  path: string;
}

/**
 * Every route the app answers, read from Fastify's own route tree (`printRoutes`), so a test
 * that walks them needs no list of its own. HEAD (added for each GET) is left out.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = new Map<string, RegisteredRoute>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method === 'HEAD') continue;
      // `/account` and `/account/` are one route registered under both spellings.
      const key = `${method} ${path.replace(/(.)\/$/, '$1')}`;
      routes.set(key, { method, path: path.replace(/(.)\/$/, '$1') });
    }
  }
  return [...routes.values()];
}

/** `/api/v1/matches/:id` → `/api/v1/matches/{id}`, as OpenAPI writes paths. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Routes of the JSON API: under /api, except the OpenAPI viewer's own. */
export const isApiRoute = (route: RegisteredRoute) =>
  route.path.startsWith('/api/') && !route.path.startsWith('/api/docs');
