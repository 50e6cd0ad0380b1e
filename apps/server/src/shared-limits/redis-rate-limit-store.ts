import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { answerWithin, type LimitsRedis } from './limits-redis';

// A fixed window per key, as @fastify/rate-limit's own Redis store counts (which wants ioredis).
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin hands `child` at run time (its types name the route's options). */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string; url?: string } };

function call(redis: LimitsRedis, script: string, key: string, args: string[], answer: Answer): void {
  answerWithin(redis.eval(script, { keys: [key], arguments: args })).then(
    (reply) => {
      const [current, ttl] = reply as [number, number];
      answer(null, { current, ttl });
    },
    (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * A store for @fastify/rate-limit in Redis, so every process counts the same requests (decision
 * 093). Keys are per route, as the plugin's own stores keep them.
 */
export function redisRateLimitStore(redis: LimitsRedis, prefix = 'kindred:rate-limit:'): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly key: string;

    // The plugin passes its options first; children pass their key.
    constructor(_options?: unknown, key = prefix) {
      this.key = key;
    }

    incr(id: string, answer: Answer, timeWindow: number): void {
      call(redis, INCR, this.key + id, [String(timeWindow)], answer);
    }

    read(id: string, answer: Answer): void {
      call(redis, READ, this.key + id, [], answer);
    }

    child(routeOptions: ChildOptions): RedisRateLimitStore {
      const route = routeOptions.routeInfo ?? {};
      return new RedisRateLimitStore(undefined, `${this.key}${route.method ?? ''}${route.url ?? ''}:`);
    }
  }
  return RedisRateLimitStore;
}
