import { describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '@kindred/contract/push';
import { endpointRefusal, isPrivateAddress, publicOnlyLookup } from './push-endpoint';

const production = { allowLocal: false };

describe('which push endpoints the server calls (no request forgery)', () => {
  it('takes the push services browsers use', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(endpointRefusal(endpoint, production), endpoint).toBeNull();
    }
  });

  it('refuses http, IP literals, local names and other ports', () => {
    const cases: [string, string][] = [
      ['http://fcm.googleapis.com/fcm/send/abc', PUSH_MESSAGES.endpointInvalid],
      ['http://127.0.0.1:9000/push', PUSH_MESSAGES.endpointInvalid],
      ['https://127.0.0.1/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://169.254.169.254/latest/meta-data', PUSH_MESSAGES.endpointNotAllowed],
      ['https://[::1]/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://[::ffff:10.0.0.1]/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://8.8.8.8/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://2130706433/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://localhost/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://db.localhost/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://printer.local/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://metadata.google.internal/computeMetadata', PUSH_MESSAGES.endpointNotAllowed],
      ['https://intranet/push', PUSH_MESSAGES.endpointNotAllowed],
      ['https://fcm.googleapis.com:8443/fcm/send/abc', PUSH_MESSAGES.endpointNotAllowed],
    ];
    for (const [endpoint, message] of cases) expect(endpointRefusal(endpoint, production), endpoint).toBe(message);
  });

  it('lets a local receiver through only when tests allow it', () => {
    expect(endpointRefusal('http://127.0.0.1:9000/push', { allowLocal: true })).toBeNull();
    expect(endpointRefusal('http://[::1]:9000/push', { allowLocal: true })).toBeNull();
    expect(endpointRefusal('http://10.0.0.5:9000/push', { allowLocal: true })).toBe(PUSH_MESSAGES.endpointInvalid);
  });

  it('knows private and reserved addresses, IPv4-mapped ones included', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '142.250.74.46', '2a00:1450:4007:80e::200a', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('connects to no name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (failure) => resolve(failure)),
    );
    expect(error?.code).toBe('EPUSHPRIVATE');
  });
});
