import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's per-request lines ("incoming request", "request completed") at debug instead of info:
 * two JSON lines per request cost the server more than the query behind GET /profiles/me
 * (decision 033). LOG_LEVEL=debug shows them again. A response that fails while being sent still
 * logs at error, and the error handler logs every 5xx with its request id.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
