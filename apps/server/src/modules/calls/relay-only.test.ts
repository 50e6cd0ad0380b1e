import { describe, expect, it } from 'vitest';
import { isRelayCandidate, relayOnlySdp } from './relay-only';

describe('relay only (ICE_TRANSPORT_POLICY=relay)', () => {
  it('keeps TURN candidates and drops host, server- and peer-reflexive ones', () => {
    expect(isRelayCandidate('candidate:1 1 udp 41885439 203.0.113.5 50000 typ relay raddr 0.0.0.0 rport 0')).toBe(true);
    expect(isRelayCandidate('candidate:2 1 udp 2122260223 192.168.1.20 54321 typ host')).toBe(false);
    expect(
      isRelayCandidate('candidate:3 1 udp 1686052607 198.51.100.7 54321 typ srflx raddr 192.168.1.20 rport 1'),
    ).toBe(false);
    expect(isRelayCandidate('candidate:4 1 udp 1 198.51.100.7 1 typ prflx')).toBe(false);
    expect(isRelayCandidate('garbage')).toBe(false);
  });

  it('removes the other candidate lines from an SDP and leaves the rest as it was', () => {
    const sdp = [
      'v=0',
      'm=video 9 UDP/TLS/RTP/SAVPF 96',
      'a=candidate:2 1 udp 2122260223 192.168.1.20 54321 typ host',
      'a=candidate:1 1 udp 41885439 203.0.113.5 50000 typ relay raddr 0.0.0.0 rport 0',
      'a=end-of-candidates',
      '',
    ].join('\r\n');
    const relayed = relayOnlySdp(sdp);
    expect(relayed).not.toContain('192.168.1.20');
    expect(relayed).toBe(
      [
        'v=0',
        'm=video 9 UDP/TLS/RTP/SAVPF 96',
        'a=candidate:1 1 udp 41885439 203.0.113.5 50000 typ relay raddr 0.0.0.0 rport 0',
        'a=end-of-candidates',
        '',
      ].join('\r\n'),
    );
  });
});
