import { apiErrorSchema } from '@kindred/contract/errors';

/**
 * The error answers any route may give: bad input (400) and the database or the process being
 * unavailable (503, error-handler.ts and load-shedding.ts). Every error is `{ message, errors? }`.
 * Routes spread it and add what their own service may answer (`404: apiErrorSchema`...).
 */
export const ERROR_RESPONSES = { 400: apiErrorSchema, 503: apiErrorSchema };

/** The same, plus 401: for routes in the member scope, which refuse a request without a session. */
export const MEMBER_ERROR_RESPONSES = { ...ERROR_RESPONSES, 401: apiErrorSchema };
