// Video calls (issue 36 part 3, decision 110): ours. A match turns "Video calls" on for itself, each
// member for their own side; the call button shows only once both have. One-to-one WebRTC calls,
// signalled over the socket; the server keeps each call's state and relays offers, answers and ICE
// candidates only between the two members of a call in the right state.
import { z } from 'zod';
import { textField } from './text';

/** How long a call rings before it is missed, and the limits of what the signalling carries. */
export const CALL_LIMITS = {
  ringSeconds: 30,
  /** An SDP offer or answer, in characters (a browser's is a few thousand). */
  sdpMax: 20_000,
  /** One ICE candidate line, in characters. */
  candidateMax: 1_000,
  /** How long a TURN credential made for a member stays valid (coturn's use-auth-secret). */
  turnCredentialSeconds: 3_600,
  /** Calls a member may start: this many at once, then one every this many seconds (ringing is loud). */
  startBurst: 5,
  startEverySeconds: 12,
  /** Signals a member may send: a call's setup is an offer or answer and a few dozen candidates. */
  signalBurst: 200,
  signalsPerSecond: 20,
} as const;

/**
 * A call's life: it rings, then is answered (active) or not, and ends. Why it ended is `endReason`:
 * declined, missed (nobody answered within CALL_LIMITS.ringSeconds), busy (either was already in a
 * call), cancelled (the caller hung up while it rang), hung-up, turned-off (either turned video
 * calls off), match-ended (an unmatch or a block), disconnected (the last device of either left).
 */
export const CALL_STATES = ['ringing', 'active', 'ended'] as const;
export type CallState = (typeof CALL_STATES)[number];
export const CALL_END_REASONS = [
  'declined',
  'missed',
  'busy',
  'cancelled',
  'hung-up',
  'turned-off',
  'match-ended',
  'disconnected',
] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

export const ICE_TRANSPORT_POLICIES = ['all', 'relay'] as const;
export type IceTransportPolicy = (typeof ICE_TRANSPORT_POLICIES)[number];

/** One RTCIceServer, as ICE_SERVERS lists them (the server's configuration) and the browser takes them. */
export const iceServerSchema = z
  .object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .strict()
  .refine(
    (server) =>
      (Array.isArray(server.urls) ? server.urls : [server.urls]).every((url) =>
        /^(stun|stuns|turn|turns):\S+$/.test(url),
      ),
    { error: 'each url must start with stun:, stuns:, turn: or turns:' },
  );
export type IceServer = z.infer<typeof iceServerSchema>;
export const iceServersSchema = z.array(iceServerSchema);

/** GET /calls/ice-servers: what a member's browser needs to connect a call (TURN credentials made for them). */
export const iceConfigSchema = z.object({
  iceServers: iceServersSchema,
  iceTransportPolicy: z.enum(ICE_TRANSPORT_POLICIES),
  ringSeconds: z.number().int(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;
export const iceConfigResponseSchema = z.object({ data: iceConfigSchema });

/**
 * GET/PUT /matches/{id}/video-calls: the member's own switch, and whether both are on. Never the
 * other member's switch alone: with mine off, `bothOn` is false whatever theirs is.
 */
export const videoCallSettingSchema = z.object({
  matchId: z.string(),
  mine: z.boolean(),
  bothOn: z.boolean(),
});
export type VideoCallSetting = z.infer<typeof videoCallSettingSchema>;
export const videoCallSettingResponseSchema = z.object({ data: videoCallSettingSchema });
export const videoCallSettingInputSchema = z.object({
  enabled: z.boolean({ error: 'Say whether video calls are on (enabled: true or false).' }),
});
export type VideoCallSettingInput = z.input<typeof videoCallSettingInputSchema>;

const id = z.string();
const member = z.object({ id, name: z.string(), photo: z.string().nullable() });

/** A call as both its members see it (pushed as `call:updated`, answered by the call events' acks). */
export const callSchema = z.object({
  id,
  matchId: id,
  caller: member,
  callee: member,
  state: z.enum(CALL_STATES),
  endReason: z.enum(CALL_END_REASONS).nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Seconds between the answer and the end; null until both. */
  durationSeconds: z.number().int().nullable(),
});
export type Call = z.infer<typeof callSchema>;

// Socket payloads (realtime.ts names the events).
const callId = textField('callId').max(100);
export const callStartPayloadSchema = z.object({ matchId: textField('matchId').max(100) });
export const callRefPayloadSchema = z.object({ callId });
export const CALL_SIGNAL_KINDS = ['offer', 'answer', 'ice', 'media'] as const;
export type CallSignalKind = (typeof CALL_SIGNAL_KINDS)[number];
const sdp = z.object({
  type: z.enum(['offer', 'answer']),
  sdp: z.string().max(CALL_LIMITS.sdpMax),
});
const candidate = z.object({
  candidate: z.string().max(CALL_LIMITS.candidateMax),
  sdpMid: z.string().max(100).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});
/**
 * An offer or answer (RTCSessionDescriptionInit), an ICE candidate (RTCIceCandidateInit), or whether
 * the sender's camera is on (so the other side shows "NAME's camera is off" rather than a black frame).
 */
export const callSignalPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ callId, kind: z.literal('offer'), description: sdp }),
  z.object({ callId, kind: z.literal('answer'), description: sdp }),
  z.object({ callId, kind: z.literal('ice'), candidate }),
  z.object({ callId, kind: z.literal('media'), camera: z.boolean() }),
]);
export type CallSignalPayload = z.infer<typeof callSignalPayloadSchema>;
/** What the other member's device receives: the signal, and who sent it. */
export type CallSignalEvent = CallSignalPayload & { fromId: string };
/** `video-calls:updated`: a match's video-call switch changed; both members' devices refetch it. */
export interface VideoCallsUpdatedEvent {
  matchId: string;
}

/** The server's answers (errors and refusals). */
export const CALL_MESSAGES = {
  callNotFound: 'Call not found',
  matchNotFound: 'Match not found',
  notBothOn: 'Video calls are not on for both of you in this match.',
  notRinging: 'This call is no longer ringing.',
  notActive: 'This call is not connected.',
  onlyCallee: 'Only the person called can answer this call.',
  wrongDirection: 'Only the caller sends the offer, and only the person called answers it.',
  notYourDevice: 'This call is on another of your devices.',
  tooManyCalls: 'You are calling too often. Please wait a moment before calling again.',
  tooManySignals: 'Too many call messages. Please wait a moment.',
  invalidIceServers: 'ICE_SERVERS must be a JSON array of RTCIceServer objects',
} as const;

/** What the screens say. */
export const CALL_TEXTS = {
  settingLabel: 'Video calls',
  settingHint: 'The call button appears for both of you once you have both turned this on.',
  waitingForThem: (name: string) => `Waiting for ${name} to turn on video calls too.`,
  bothOn: 'Video calls are on for both of you.',
  settingFailed: 'Could not change video calls. Please try again.',
  startCall: (name: string) => `Video call ${name}`,
  incomingTitle: 'Incoming video call',
  incoming: (name: string) => `${name} is calling you`,
  accept: 'Accept',
  decline: 'Decline',
  calling: (name: string) => `Calling ${name}...`,
  connecting: 'Connecting...',
  inCallWith: (name: string) => `Video call with ${name}`,
  remoteVideo: (name: string) => `${name}'s video`,
  localVideo: 'Your camera',
  muteMic: 'Mute microphone',
  unmuteMic: 'Unmute microphone',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  audioOnly: 'Audio only',
  backToVideo: 'Back to video',
  hangUp: 'Hang up',
  cancelCall: 'Cancel call',
  theirCameraOff: (name: string) => `${name}'s camera is off`,
  mediaDenied: 'Kindred could not use your camera or microphone. Allow them in your browser and try again.',
  callFailed: 'The call could not be started. Please try again.',
  ended: {
    declined: (name: string) => `${name} declined the call.`,
    missed: (name: string) => `${name} did not answer.`,
    busy: (name: string) => `${name} is in another call.`,
    cancelled: 'Call cancelled.',
    'hung-up': 'Call ended.',
    'turned-off': 'Video calls were turned off for this match.',
    'match-ended': 'This match has ended.',
    disconnected: 'The call was disconnected.',
  } satisfies Record<CallEndReason, string | ((name: string) => string)>,
  feedbackTitle: 'How was the call?',
  feedbackFine: 'It was fine',
  feedbackReport: 'Report',
  reportDetails: 'Inappropriate behavior on a video call',
  reported: 'Thank you. Our safety team will review your report.',
  close: 'Close',
  /** The chat lines a call leaves (sent as the caller's message). */
  chatLineEnded: (duration: string) => `Video call, ${duration}`,
  chatLineMissed: 'Missed video call',
  chatLineDeclined: 'Declined video call',
} as const;

/** "m:ss" (or "h:mm:ss"): a call's length on the call screen and in its chat line. */
export function callDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The chat message a call's client id starts with (the web app draws these as a call line). */
export const CALL_CLIENT_ID_PREFIX = 'call:';
