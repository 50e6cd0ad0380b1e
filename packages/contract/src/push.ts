// Web Push (decision 047): the API a browser uses to receive notifications while Kindred is
// closed, what a push carries, and the texts of its settings. Paths are ours ("not shown").
import { z } from 'zod';
import { NOTIFICATION_TYPES } from './enums';
import type { NotificationType } from './notifications';
import { textField } from './text';

export const PUSH_LIMITS = {
  /** Devices (browsers) one member may receive pushes on; a new one past it drops the oldest. */
  maxSubscriptionsPerMember: 10,
  /** Push services' endpoints are a few hundred characters (FCM, Mozilla, Apple, WNS). */
  endpointMax: 2048,
  /** How long a push service keeps a push for a device that is offline. */
  ttlSeconds: 24 * 60 * 60,
} as const;

export const PUSH_MESSAGES = {
  endpointRequired: 'endpoint is required',
  endpointInvalid: 'endpoint must be the https URL of a push service',
  endpointTooLong: `endpoint must be at most ${PUSH_LIMITS.endpointMax} characters`,
  endpointNotAllowed: 'endpoint must be the https URL of a public push service',
  keysRequired: 'keys with p256dh and auth are required',
  p256dhInvalid: 'keys.p256dh must be a P-256 public key in base64url (65 bytes)',
  authInvalid: 'keys.auth must be a 16-byte secret in base64url',
  subscriptionNotFound: 'Push subscription not found',
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes a base64url string (padded or not) stands for, or null when it is not base64url. */
function base64urlLength(value: string): number | null {
  if (!BASE64URL.test(value)) return null;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return null;
  return Math.floor((bare.length * 3) / 4);
}

const endpointField = textField('endpoint', { missing: PUSH_MESSAGES.endpointRequired })
  .max(PUSH_LIMITS.endpointMax, { error: PUSH_MESSAGES.endpointTooLong, abort: true })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
    },
    { error: PUSH_MESSAGES.endpointInvalid },
  );

const keysSchema = z.object(
  {
    p256dh: textField('keys.p256dh', { missing: PUSH_MESSAGES.p256dhInvalid }).refine(
      (value) => base64urlLength(value) === 65,
      { error: PUSH_MESSAGES.p256dhInvalid },
    ),
    auth: textField('keys.auth', { missing: PUSH_MESSAGES.authInvalid }).refine(
      (value) => base64urlLength(value) === 16,
      { error: PUSH_MESSAGES.authInvalid },
    ),
  },
  { error: PUSH_MESSAGES.keysRequired },
);

/**
 * POST /push/subscriptions: what `PushSubscription.toJSON()` gives (its `expirationTime` is
 * accepted and ignored). Whether the endpoint's host may be called is the server's rule.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: keysSchema,
  expirationTime: z.number().nullable().optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /push/subscriptions: the member's own subscription, by its endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointField });

export const pushPublicKeySchema = z.object({
  /** The VAPID public key (P-256, uncompressed, base64url): `applicationServerKey`. */
  publicKey: z.string(),
});

export const pushSubscriptionResponseSchema = z.object({
  subscription: z.object({ endpoint: z.string(), createdAt: z.string() }),
});

/** What the service worker receives in a push (JSON, encrypted by the browser's keys). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** One system notification per tag: a conversation's burst replaces its previous one. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The title of a push by type; its body is the notification's own text. */
export const PUSH_TITLES: Record<NotificationType, string> = {
  match: 'New match',
  message: 'New message',
  like: 'Someone likes you',
  view: 'Profile view',
  event: 'Kindred',
  system: 'Kindred',
};

/** The settings' texts (Notifications tab). */
export const PUSH_TEXTS = {
  heading: 'Push notifications',
  deviceToggle: 'Push notifications on this device',
  deviceDescription: 'Get notified even when Kindred is closed, about what you chose above.',
  unsupported: 'This browser cannot receive push notifications.',
  blocked:
    'Notifications are blocked for Kindred in this browser. To allow them, open the site settings (the icon next to the address) and set Notifications to Allow, then try again.',
  denied: 'Notifications were not allowed, so push stays off.',
  failed: 'Push notifications could not be turned on. Please try again.',
  quietHours: 'Quiet hours',
  quietHoursDescription: 'No push notifications during these hours. They still appear in Notifications.',
  quietFrom: 'From',
  quietUntil: 'Until',
  timeZone: 'Time zone',
} as const;
