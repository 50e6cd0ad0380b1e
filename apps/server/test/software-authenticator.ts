import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  RegistrationOptions,
  RegistrationResponse,
  SignInOptions,
  SignInResponse,
} from '@kindred/contract/passkey-schemas';

// A passkey authenticator in software, for API tests: an ES256 key made with node:crypto, and
// the bytes a real one sends (authenticatorData, a "none" attestation in CBOR, a DER signature
// over authenticatorData ‖ SHA-256(clientDataJSON)), so the server's WebAuthn library checks
// them exactly as it checks a browser's.

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The public key as COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
}

export interface SoftwareAuthenticatorOptions {
  /** Where the "browser" is: PUBLIC_URL's origin for the test app. */
  origin: string;
  /** Defaults to the origin's hostname. */
  rpId?: string;
}

export interface AssertionOptions {
  /** The signature counter to report; by default one more than the last. */
  counter?: number;
  /** Sign for another origin (a phishing page). */
  origin?: string;
  userVerified?: boolean;
}

export function createSoftwareAuthenticator({ origin, rpId = new URL(origin).hostname }: SoftwareAuthenticatorOptions) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),

    /** Answers registration options, as `startRegistration` would (the counter starts at 0). */
    register(options: RegistrationOptions, { userVerified = true } = {}): RegistrationResponse {
      userHandle = options.user.id;
      const flags = FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (userVerified ? FLAG_USER_VERIFIED : 0);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, never> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, never>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: { credProps: { rk: true } },
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },

    /** Answers sign-in options, as `startAuthentication` would for this discoverable credential. */
    authenticate(options: SignInOptions, assertion: AssertionOptions = {}): SignInResponse {
      counter = assertion.counter ?? counter + 1;
      const flags = FLAG_USER_PRESENT | (assertion.userVerified === false ? 0 : FLAG_USER_VERIFIED);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, assertion.origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
