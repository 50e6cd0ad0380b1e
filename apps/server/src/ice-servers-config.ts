import { CALL_MESSAGES, iceServersSchema, type IceServer } from '@kindred/contract/calls';

/**
 * ICE_SERVERS (decision 110): a JSON array of RTCIceServer, checked at start so a typo is a clear
 * configuration error, not a failure at the first call.
 */
export function parseIceServers(text: string): { ok: true; servers: IceServer[] } | { ok: false; message: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${CALL_MESSAGES.invalidIceServers} (not JSON: ${(error as Error).message})` };
  }
  const parsed = iceServersSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, message: `${CALL_MESSAGES.invalidIceServers} (${issue?.message ?? 'invalid'}${where})` };
  }
  return { ok: true, servers: parsed.data };
}
