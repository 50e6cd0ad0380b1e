import dns from 'node:dns';
import net from 'node:net';
import { PUSH_MESSAGES } from '@kindred/contract/push';

// Which push endpoints the server will call (decision 047). A subscription's endpoint is a URL a
// member hands us and the server then POSTs to: without rules it is a server-side request forgery
// hole (the admin port of a database on the private network, the cloud's metadata address). So:
// https only, on the default port, to a public DNS name; and when connecting, every address the
// name resolves to must be public (a name may point at 10.0.0.5, or change after it was checked).

const LOCAL_HOSTS = new Set(['127.0.0.1', '[::1]']);

/** Address ranges that are not the public Internet (RFC 6890 and friends). */
const PRIVATE = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(prefix, bits, 'ipv6');
}

/** Whether an IP address is outside the public Internet (IPv4-mapped IPv6 judged by its IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]!);
  const family = net.isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why the server will not call `endpoint`, or null when it will. `allowLocal` (tests only, refused
 * in production by the configuration) lets http://127.0.0.1 and http://[::1] through.
 */
export function endpointRefusal(endpoint: string, { allowLocal }: { allowLocal: boolean }): string | null {
  const url = new URL(endpoint);
  if (allowLocal && (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname)) {
    return null;
  }
  if (url.protocol !== 'https:') return PUSH_MESSAGES.endpointInvalid;
  const host = url.hostname.toLowerCase();
  // IP literals ("https://10.0.0.5/"), single-label and local names, and any port but 443.
  if (net.isIP(host.replace(/^\[|\]$/g, '')) !== 0) return PUSH_MESSAGES.endpointNotAllowed;
  if (!host.includes('.') || /\.(localhost|local|internal|lan|home\.arpa)\.?$/.test(host)) {
    return PUSH_MESSAGES.endpointNotAllowed;
  }
  if (url.port !== '') return PUSH_MESSAGES.endpointNotAllowed;
  return null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * `dns.lookup` for the push requests' sockets: refuses a name that resolves to any private
 * address, so a checked name cannot lead inside (DNS rebinding included: this is the lookup the
 * connection uses).
 */
export function publicOnlyLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} resolves to a private address (${refused?.address ?? 'none'})`,
      );
      failure.code = 'EPUSHPRIVATE';
      return callback(failure, []);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}
