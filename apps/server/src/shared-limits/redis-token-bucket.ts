import { answerWithin, type LimitsRedis } from './limits-redis';

// A token bucket in a hash, on Redis's clock so every process agrees on the time.
const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or burst
local at = tonumber(bucket[2]) or now
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local taken = 0
if tokens >= 1 then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return taken
`;

/** Token buckets every process shares (decision 093): `take` resolves false when the bucket is empty. */
export function redisTokenBuckets(redis: LimitsRedis, prefix: string) {
  return {
    async take(id: string, { perSecond, burst }: { perSecond: number; burst: number }): Promise<boolean> {
      const taken = await answerWithin(
        redis.eval(TAKE, { keys: [prefix + id], arguments: [String(perSecond), String(burst)] }),
      );
      return taken === 1;
    },
  };
}
