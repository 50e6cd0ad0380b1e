// Passkeys (decision 071): the API's shapes. Paths are ours: API_PATHS.account.passkeys* and
// API_PATHS.auth.passkey*. The WebAuthn parts follow the JSON forms of the WebAuthn Level 3
// spec, as @simplewebauthn/server writes the options and @simplewebauthn/browser the responses.
import { z } from 'zod';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from './passkeys';
import { textField } from './text';

/** A passkey as its member sees it in Settings; never the key material. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Backed up by a password manager (iCloud Keychain, Google Password Manager...) and usable on other devices. */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeysResponseSchema = z.object({ passkeys: z.array(passkeySchema) });
export const passkeyResponseSchema = z.object({ passkey: passkeySchema });

// --- What the server sends the browser (output of generate*Options). ---

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(TRANSPORTS)).optional(),
});
const userVerification = z.enum(['required', 'preferred', 'discouraged']);

export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

export const signInOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: userVerification.optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
});

export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const registrationOptionsResponseSchema = z.object({ options: registrationOptionsSchema });
export const signInOptionsResponseSchema = z.object({ options: signInOptionsSchema });

// --- What the browser sends back (startRegistration / startAuthentication). ---

/** Binary fields arrive base64url-encoded; the caps are far above any real authenticator's. */
const base64url = (max: number) =>
  z
    .string()
    .min(1, { error: PASSKEY_MESSAGES.responseInvalid })
    .max(max, { error: PASSKEY_MESSAGES.responseInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: PASSKEY_MESSAGES.responseInvalid });

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key', { error: PASSKEY_MESSAGES.responseInvalid }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  /** Browsers report more than we read; only credProps is kept. */
  clientExtensionResults: z
    .object({ credProps: z.object({ rk: z.boolean().optional() }).optional() })
    .optional()
    .default({}),
};

export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8 * 1024),
    attestationObject: base64url(64 * 1024),
    authenticatorData: base64url(64 * 1024).optional(),
    /** Unknown transports are dropped by the server, not refused: browsers add new ones. */
    transports: z
      .array(
        z
          .string()
          .max(40)
          .regex(/^[a-z0-9-]+$/, { error: PASSKEY_MESSAGES.responseInvalid }),
      )
      .max(10)
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8 * 1024).optional(),
  }),
});

export const signInResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(8 * 1024),
    authenticatorData: base64url(64 * 1024),
    signature: base64url(8 * 1024),
    userHandle: base64url(200).optional(),
  }),
});

export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `POST /account/passkeys`: the browser's answer to the registration options. */
export const addPasskeySchema = z.object({ response: registrationResponseSchema });
export type AddPasskeyInput = z.input<typeof addPasskeySchema>;

/** `PATCH /account/passkeys/{id}`. */
export const renamePasskeySchema = z.object({
  name: textField('name', { missing: PASSKEY_MESSAGES.nameRequired, notString: PASSKEY_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PASSKEY_MESSAGES.nameRequired })
    .max(PASSKEY_LIMITS.nameMax, { error: PASSKEY_MESSAGES.nameTooLong }),
});
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;

/** `POST /auth/passkey/verify`: the browser's answer to the sign-in options. */
export const passkeySignInSchema = z.object({
  response: signInResponseSchema,
  /** As on the password form: without it the session lasts a day (decision 005). */
  rememberMe: z.boolean().optional(),
});
export type PasskeySignInInput = z.input<typeof passkeySignInSchema>;
