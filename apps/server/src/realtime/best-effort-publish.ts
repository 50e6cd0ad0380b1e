import type { FastifyBaseLogger } from 'fastify';

interface Publisher {
  publish(channel: string, message: string): Promise<unknown>;
}

/**
 * Makes `client.publish` resolve even when the publish fails. socket.io's Redis adapter publishes
 * without waiting for the answer, so a publish in flight when Redis drops (or when the client
 * quits on shutdown) would reject unhandled, and an unhandled rejection closes the process
 * (close-with-grace in main.ts). While Redis is away, events reach this process's sockets only,
 * as they would if the publish had never left; the connection's own error is logged once by its
 * listener.
 */
export function publishBestEffort<C extends Publisher>(client: C, log: Pick<FastifyBaseLogger, 'debug'>): C {
  const publish = client.publish.bind(client);
  client.publish = (channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      log.debug({ err: error, channel }, 'redis publish failed');
      return 0;
    });
  return client;
}
