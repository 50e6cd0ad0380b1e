import { z } from 'zod';

// Where a member is signed in (ours, issue 33; decision 069): one entry per live session.

export const accountSessionSchema = z.object({
  id: z.string(),
  /** From the user agent: "Chrome on macOS", "Safari on iPhone", or UNKNOWN_DEVICE. */
  device: z.string(),
  /** A coarse place when the server can tell one; it cannot yet (no address database), so null. */
  place: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const endedSessionsResponseSchema = z.object({ ended: z.number().int().min(0) });

export const UNKNOWN_DEVICE = 'Unknown device';

export const SESSION_TEXTS = {
  heading: "Where you're signed in",
  intro: 'Sign out of any device you do not recognise. If you did not sign in there, change your password too.',
  thisDevice: 'This device',
  /** `when` is a relative time as the cards show it ("Just now", "3h ago", "Mar 4"). */
  started: (when: string) => `Signed in ${when === 'Just now' ? 'just now' : when}`,
  lastActive: (when: string) => (when === 'Just now' ? 'Active now' : `Active ${when}`),
  signOut: 'Sign out',
  signOutDevice: (device: string) => `Sign out ${device}`,
  signOutOthers: 'Sign out everywhere else',
  onlyThisOne: 'This is the only place you are signed in.',
  signedOut: 'Signed out of that device.',
  signedOutOthers: (count: number) =>
    count === 1 ? 'Signed out of 1 other device.' : `Signed out of ${count} other devices.`,
  loadFailed: 'Could not load where you are signed in. Please try again.',
  sessionNotFound: 'That session has already ended.',
  /** The e-mail sent when a sign-in comes from a device the member has not used before. */
  newSignInSubject: 'New sign-in to Kindred',
} as const;
