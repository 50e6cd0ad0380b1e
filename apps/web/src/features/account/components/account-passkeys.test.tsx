import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey, RegistrationOptions } from '@kindred/contract/passkey-schemas';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES, PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { AccountPasskeys } from './account-passkeys';

// jsdom has no WebAuthn: each test gives the page a browser that has it (or not), and
// @simplewebauthn/browser runs for real against that.
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** A browser with passkeys whose dialog answers with `create` (resolves a credential or rejects). */
function browserWithPasskeys(create: (options: CredentialCreationOptions) => Promise<unknown>) {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  const spy = vi.fn(create);
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create: spy } });
  return spy;
}

const newCredential = async () => ({
  id: 'Y3JlZC0x',
  rawId: bytes('cred-1'),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: {
    attestationObject: bytes('attestation'),
    clientDataJSON: bytes('{"type":"webauthn.create"}'),
    getTransports: () => ['internal'],
  },
  getClientExtensionResults: () => ({ credProps: { rk: true } }),
});

const refusal = (name: string) => async () => {
  throw new DOMException('The browser said no', name);
};

const at = new Date().toISOString();
const passkey = (id: string, name: string, extra: Partial<Passkey> = {}): Passkey => ({
  id,
  name,
  createdAt: at,
  lastUsedAt: null,
  synced: false,
  ...extra,
});

const options: RegistrationOptions = {
  challenge: 'Y2hhbGxlbmdlLWNoYWxsZW5nZQ',
  rp: { name: 'Kindred', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ava@example.com', displayName: 'Ava' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  timeout: 300_000,
  attestation: 'none',
  excludeCredentials: [],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};

describe('AccountPasskeys', () => {
  it('lists the passkeys, and adds one on this device through the browser’s dialog', async () => {
    let listed = [passkey('p-1', 'Safari on iPhone', { synced: true, lastUsedAt: at })];
    const create = browserWithPasskeys(newCredential);
    const { calls } = mockApi({
      'GET /account/passkeys': () => jsonResponse(200, { passkeys: listed }),
      'POST /account/passkeys/options': () => jsonResponse(200, { options }),
      'POST /account/passkeys': () => {
        listed = [...listed, passkey('p-2', 'Chrome on macOS')];
        return jsonResponse(201, { passkey: listed[1] });
      },
    });
    renderWithProviders(<AccountPasskeys />);

    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(screen.getByText(PASSKEY_TEXTS.synced)).toBeInTheDocument();
    expect(
      screen.getByText(`${PASSKEY_TEXTS.created('Just now')} · ${PASSKEY_TEXTS.lastUsed('Just now')}`),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.add }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PASSKEY_TEXTS.added));
    expect(await screen.findByText('Chrome on macOS')).toBeInTheDocument();
    expect(screen.getByText(`${PASSKEY_TEXTS.created('Just now')} · ${PASSKEY_TEXTS.neverUsed}`)).toBeVisible();
    // The server's options reached the browser, and the browser's answer the server.
    const publicKey = create.mock.calls[0]![0].publicKey!;
    expect(new TextDecoder().decode(publicKey.challenge as ArrayBuffer)).toBe('challenge-challenge');
    expect(publicKey.rp.id).toBe('localhost');
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/account/passkeys');
    expect(sent?.body).toMatchObject({
      response: { id: 'Y3JlZC0x', rawId: 'Y3JlZC0x', type: 'public-key', response: { transports: ['internal'] } },
    });
  });

  it('renames one in place, showing the server’s message for a name it refuses', async () => {
    let listed = [passkey('p-1', 'Chrome on macOS')];
    const { calls } = mockApi({
      'GET /account/passkeys': () => jsonResponse(200, { passkeys: listed }),
      'PATCH /account/passkeys/p-1': ({ body }) => {
        const name = String((body as { name: string }).name).trim();
        if (!name) return jsonResponse(400, { message: PASSKEY_MESSAGES.nameRequired });
        listed = [{ ...listed[0]!, name }];
        return jsonResponse(200, { passkey: listed[0] });
      },
    });
    renderWithProviders(<AccountPasskeys />);

    await userEvent.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.renameLabel('Chrome on macOS') }));
    const field = screen.getByLabelText(PASSKEY_TEXTS.nameLabel);
    expect(field).toHaveValue('Chrome on macOS');
    expect(field).toHaveFocus();
    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.save }));
    expect(await screen.findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.save }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PASSKEY_TEXTS.renamed));
    expect(await screen.findByText('Work laptop')).toBeInTheDocument();
    expect(screen.queryByLabelText(PASSKEY_TEXTS.nameLabel)).toBeNull();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { name: '   ' },
      { name: 'Work laptop' },
    ]);
  });

  it('removes one only once the member confirms', async () => {
    let listed = [passkey('p-1', 'Chrome on macOS'), passkey('p-2', 'Safari on iPhone')];
    const { calls } = mockApi({
      'GET /account/passkeys': () => jsonResponse(200, { passkeys: listed }),
      'DELETE /account/passkeys/p-2': () => {
        listed = listed.filter((entry) => entry.id !== 'p-2');
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<AccountPasskeys />);

    await userEvent.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.removeLabel('Safari on iPhone') }));
    const dialog = screen.getByRole('dialog', { name: PASSKEY_TEXTS.removeTitle });
    expect(dialog).toHaveTextContent(PASSKEY_TEXTS.removeBody('Safari on iPhone'));
    await userEvent.click(within(dialog).getByRole('button', { name: PASSKEY_TEXTS.cancel }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.removeLabel('Safari on iPhone') }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: PASSKEY_TEXTS.removeTitle })).getByRole('button', {
        name: PASSKEY_TEXTS.remove,
      }),
    );

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PASSKEY_TEXTS.removed));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('Chrome on macOS')).toBeInTheDocument();
  });

  it('offers no Add button at the limit, and says why', async () => {
    const listed = Array.from({ length: PASSKEY_LIMITS.maxPerMember }, (_, index) =>
      passkey(`p-${index}`, `Key ${index}`),
    );
    mockApi({ 'GET /account/passkeys': () => jsonResponse(200, { passkeys: listed }) });
    renderWithProviders(<AccountPasskeys />);

    expect(await screen.findByText(PASSKEY_TEXTS.limitReached)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PASSKEY_TEXTS.add })).toBeNull();
  });

  it('says so when the browser cannot use passkeys, without asking the server', async () => {
    const { calls } = mockApi({ 'GET /account/passkeys': () => jsonResponse(200, { passkeys: [] }) });
    renderWithProviders(<AccountPasskeys />);

    expect(await screen.findByText(PASSKEY_TEXTS.none)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.add }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.unsupported);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows nothing wrong when the member closes the browser’s dialog, and says when the device has one already', async () => {
    let answer = refusal('NotAllowedError');
    browserWithPasskeys(() => answer());
    const { calls } = mockApi({
      'GET /account/passkeys': () => jsonResponse(200, { passkeys: [] }),
      'POST /account/passkeys/options': () => jsonResponse(200, { options }),
    });
    renderWithProviders(<AccountPasskeys />);

    await userEvent.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.add }));
    await waitFor(() => expect(screen.getByRole('button', { name: PASSKEY_TEXTS.add })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();

    answer = refusal('InvalidStateError');
    await userEvent.click(screen.getByRole('button', { name: PASSKEY_TEXTS.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_TEXTS.alreadyOnDevice);
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/account/passkeys')).toEqual([]);
  });

  it('shows the server’s message when it refuses the passkey', async () => {
    browserWithPasskeys(newCredential);
    mockApi({
      'GET /account/passkeys': () => jsonResponse(200, { passkeys: [] }),
      'POST /account/passkeys/options': () => jsonResponse(200, { options }),
      'POST /account/passkeys': () => jsonResponse(400, { message: PASSKEY_MESSAGES.requestExpired }),
    });
    renderWithProviders(<AccountPasskeys />);

    await userEvent.click(await screen.findByRole('button', { name: PASSKEY_TEXTS.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSKEY_MESSAGES.requestExpired);
  });
});
