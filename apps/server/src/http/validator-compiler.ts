import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
// Loaded here too, so the server's parses are worded for people whatever imported the schema.
import '@kindred/contract/readable-issues';

/**
 * fastify-type-provider-zod's compiler, with one rule: no body (Fastify hands the validator
 * null) is an empty object. Bodies whose fields are all optional then need none, as SPEC 7's
 * bodiless calls send; bodies with required fields answer those fields' own messages.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === null || data === undefined ? {} : data);
};
