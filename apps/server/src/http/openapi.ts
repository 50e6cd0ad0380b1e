import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE } from '@kindred/contract/constants';

/** The viewer; its JSON is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

const zodTransform = createJsonSchemaTransform({
  skipList: [`${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`],
});

/** `/api/v1/matches/{id}` → `matches`: one tag per feature, so the viewer groups them. */
function tagOf(url: string): string {
  const rest = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url.replace(/^\/api/, '');
  return rest.split('/').find((segment) => segment && !segment.startsWith(':')) ?? 'api';
}

interface Operation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { required?: unknown[] } }> };
}

/**
 * @fastify/swagger marks every request body required; a body whose fields are all optional may be
 * left out (the server reads no body as `{}`, docs/decisions/031), so the document says so.
 */
function optionalBodies(document: ReturnType<typeof jsonSchemaTransformObject>) {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item))) {
    const body = operation.requestBody;
    const schema = body?.content?.['application/json']?.schema;
    if (body && schema && !schema.required?.length) body.required = false;
  }
  return document;
}

/**
 * OpenAPI 3.1 from the routes' own zod schemas (docs/decisions/032). Register before the routes:
 * the document holds only routes added after it. Member routes need a bearer token, so that is
 * the document's default; routes in the public scope get `security: []` (scopes.ts; a test checks
 * both).
 * The viewer is served from the package's own files: the CSP allows scripts from 'self' only.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kindred API',
        description: 'The HTTP API of Kindred, generated from the route schemas. Errors are `{ message, errors? }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The `token` from sign-in or registration.' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (input) => {
      const output = zodTransform(input);
      if (!output.schema?.hide && !output.schema?.tags) {
        output.schema = { ...output.schema, tags: [tagOf(input.url)] };
      }
      return output;
    },
    transformObject: (input) => optionalBodies(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: false } });
}
