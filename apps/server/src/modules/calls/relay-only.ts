/**
 * With ICE_TRANSPORT_POLICY=relay (decision 110) the browsers gather only TURN candidates; the
 * server also drops any other candidate a modified client sends, so no member's own address
 * (host, server-reflexive or peer-reflexive) reaches the other member through Kindred.
 */
const CANDIDATE_TYPE = /\styp\s+(\w+)/;

export function isRelayCandidate(candidate: string): boolean {
  return CANDIDATE_TYPE.exec(candidate)?.[1] === 'relay';
}

/** An SDP with its non-relay `a=candidate` lines removed (an end-of-candidates line stays). */
export function relayOnlySdp(sdp: string): string {
  return sdp
    .split(/\r\n|\n/)
    .filter((line) => !line.startsWith('a=candidate:') || isRelayCandidate(line))
    .join('\r\n');
}
