import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '@kindred/contract/calls';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/kindred-config-test' } as const;

describe('ICE_SERVERS and ICE_TRANSPORT_POLICY (decision 110)', () => {
  it('reads a JSON array of RTCIceServer, and none by default', () => {
    expect(loadConfig({ ...base }).calls).toMatchObject({
      iceServers: [],
      iceTransportPolicy: 'all',
      turnSecret: null,
    });
    const config = loadConfig({
      ...base,
      ICE_SERVERS:
        '[{"urls":"stun:stun.example.org"},{"urls":["turn:turn.example.org"],"username":"u","credential":"p"}]',
      ICE_TRANSPORT_POLICY: 'relay',
    });
    expect(config.calls.iceServers).toHaveLength(2);
    expect(config.calls.iceTransportPolicy).toBe('relay');
  });

  it('refuses bad JSON, a wrong shape, and relay without a TURN server, saying which setting and why', () => {
    expect(() => loadConfig({ ...base, ICE_SERVERS: '[{urls:' })).toThrow(
      new RegExp(`ICE_SERVERS: ${CALL_MESSAGES.invalidIceServers} \\(not JSON`),
    );
    expect(() => loadConfig({ ...base, ICE_SERVERS: '{"urls":"stun:x"}' })).toThrow(/ICE_SERVERS: .*array/);
    expect(() => loadConfig({ ...base, ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(
      /stun:, stuns:, turn: or turns:/,
    );
    expect(() => loadConfig({ ...base, ICE_SERVERS: '[{"urls":"stun:x"}]', ICE_TRANSPORT_POLICY: 'relay' })).toThrow(
      /ICE_TRANSPORT_POLICY: 'relay' needs a turn: server/,
    );
    expect(() => loadConfig({ ...base, ICE_TRANSPORT_POLICY: 'sometimes' })).toThrow(/ICE_TRANSPORT_POLICY/);
  });
});
