// Passkeys (ours, issue 33 part 2; decision 071): sign-in with WebAuthn beside the password.
// Texts, messages and limits only, no zod, so the sign-in page can carry them (decision 042);
// the API's shapes are in passkey-schemas.ts.

export const PASSKEY_LIMITS = {
  /** Passkeys one member may keep. */
  maxPerMember: 10,
  /** Characters of a passkey's name, after trimming. */
  nameMax: 60,
  /** How long a registration or sign-in challenge can be answered; it works once. */
  challengeTtlMinutes: 5,
} as const;

/** What the server answers (4xx messages, written for the member). */
export const PASSKEY_MESSAGES = {
  notFound: 'Passkey not found',
  tooMany: `You can have up to ${PASSKEY_LIMITS.maxPerMember} passkeys. Remove one to add another.`,
  nameRequired: 'Please give your passkey a name',
  nameTooLong: `Passkey names can be at most ${PASSKEY_LIMITS.nameMax} characters`,
  alreadyAdded: 'This passkey is already added to an account.',
  /** The challenge was never issued, has expired, was used already, or belongs to another ceremony or member. */
  requestExpired: 'This passkey request has expired or was already used. Please try again.',
  registrationFailed: 'We could not verify this passkey. Please try again.',
  signInFailed: 'We could not sign you in with this passkey. Try again, or sign in with your password.',
  /** The credential is not (or no longer) one of ours: removed from the account, or never added. */
  unknownPasskey:
    'This passkey is not linked to a Kindred account. It may have been removed: sign in with your password.',
  /** The signature counter did not increase: possibly a cloned authenticator (decision 071). */
  counterWentBack:
    'This passkey could not be trusted, so it was not used. Sign in with your password, and remove the passkey in Settings if you did not expect this.',
  responseInvalid: 'The passkey response is not valid. Please try again.',
  /** Removing it would leave no way in: no password, no other passkey, no Google or Apple (decision 072). */
  lastWayToSignIn:
    'This passkey is your only way to sign in. Set a password or connect Google or Apple before you remove it.',
} as const;

/** Settings → Passkeys, and the sign-in page's button. */
export const PASSKEY_TEXTS = {
  heading: 'Passkeys',
  intro:
    'Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on your device and cannot be phished.',
  none: 'You have no passkeys yet.',
  /** A new passkey is named after the device it was added on; this when the device cannot be told. */
  defaultName: 'Passkey',
  add: 'Add a passkey',
  limitReached: PASSKEY_MESSAGES.tooMany,
  added: 'Passkey added. You can now sign in with it.',
  /** `when` is a relative time as the cards show it ("Just now", "3h ago", "Mar 4"). */
  created: (when: string) => `Added ${when === 'Just now' ? 'just now' : when}`,
  lastUsed: (when: string) => `Last used ${when === 'Just now' ? 'just now' : when}`,
  neverUsed: 'Not used yet',
  synced: 'Synced',
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  nameLabel: 'Passkey name',
  save: 'Save',
  cancel: 'Cancel',
  renamed: 'Passkey renamed.',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove this passkey?',
  removeBody: (name: string) =>
    `You will no longer be able to sign in with “${name}”. You can also delete it from your device or password manager.`,
  removed: 'Passkey removed.',
  loadFailed: 'Could not load your passkeys. Please try again.',
  addFailed: 'Could not add the passkey. Please try again.',
  alreadyOnDevice: 'This device already has a passkey for your account.',
  unsupported: 'This browser cannot use passkeys.',
  saveFailed: 'Could not save the change. Please try again.',
  /** The sign-in page. */
  signIn: 'Sign in with a passkey',
  signingIn: 'Waiting for your passkey...',
  signInCancelled: 'No passkey was used. Try again, or sign in with your password.',
  signInUnsupported: 'This browser cannot use passkeys. Please sign in with your password.',
} as const;

/** The relying party's name, shown by the browser and the authenticator. */
export const PASSKEY_RP_NAME = 'Kindred';
