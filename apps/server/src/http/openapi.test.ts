import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createMatchedPair } from '../../test/factories';
import { isApiRoute, openApiPath, registeredRoutes } from '../../test/registered-routes';

const t = useTestApp();

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean };
}
interface Document {
  openapi: string;
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let doc: Document;
beforeAll(async () => {
  const response = await t().app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with a bearer token scheme required by default', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
  });

  it('describes every registered API route', () => {
    const routes = registeredRoutes(t().app).filter(isApiRoute);
    // The parse of Fastify's route tree reaches nested and prefixed routes.
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v1/moderation/reports/:id/:action' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/recommendations/view' });
    expect(routes.length).toBeGreaterThan(50);
    const documented = new Set(operations().map(({ path, method }) => `${method} ${path.replace(/(.)\/$/, '$1')}`));
    const missing = routes
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('marks a body optional where the server takes a call without one', async () => {
    const body = (method: string, path: string) => doc.paths[path]?.[method]?.requestBody;
    // SPEC gives block no body; login needs its fields.
    expect(body('post', '/api/v1/matches/{id}/block')?.required).toBe(false);
    expect(body('post', '/api/v1/auth/login')?.required).toBe(true);
    const { her } = await createMatchedPair(t().app, t().db);
    const optional = operations().filter(({ operation }) => operation.requestBody?.required === false);
    expect(optional.length).toBeGreaterThan(3);
    for (const { path, method } of optional.filter((entry) => !entry.path.includes('{'))) {
      if (method === 'POST' && /logout|account/.test(path)) continue;
      const response = await t().app.inject({ method: method as 'POST', url: path, headers: bearer(her.token) });
      expect(response.statusCode, `${method} ${path} without a body`).not.toBe(400);
    }
  });

  it('says which routes need a session, and they do', async () => {
    const wrong: string[] = [];
    for (const { path, method, operation } of operations()) {
      const needsToken = (operation.security ?? doc.security).length > 0;
      const url = path.replace(/\{(\w+)\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await t().app.inject({ method: method as 'GET', url });
      if ((response.statusCode === 401) !== needsToken) wrong.push(`${method} ${path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the API viewer', () => {
  it('is served from the app’s own files, which the CSP allows', async () => {
    const page = await t().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).not.toMatch(/^(https?:)?\/\//);
      const asset = await t().app.inject({ method: 'GET', url: new URL(source, 'http://x/api/docs/').pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
  });
});
