import net from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell us the client's address in X-Forwarded-For (decision 090): none (the
 * default; the address is the connection's), a hop count, or the proxies' addresses (IPs, CIDR
 * ranges, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', 'off', 'false', 'no', '0']);

function isProxyAddress(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as configured: trusting every sender of the header ("true") is refused. */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim();
    if (OFF.has(value.toLowerCase())) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be off, a hop count or a list of proxy addresses; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
