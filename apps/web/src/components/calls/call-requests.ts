/**
 * "Video call {name}" in a chat asks the member's call screen (features/calls, mounted once for
 * the signed-in member) to place the call: a tiny store between the two, as features do not
 * import each other.
 */
export interface CallRequest {
  matchId: string;
  name: string;
}

type Listener = (request: CallRequest) => void;
const listeners = new Set<Listener>();

export function requestCall(request: CallRequest): void {
  for (const listener of listeners) listener(request);
}

export function onCallRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
