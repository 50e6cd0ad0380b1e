import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMERGENCY_CONTACT_MESSAGES,
  EMERGENCY_CONTACT_TEXTS,
  type EmergencyContact,
} from '@kindred/contract/emergency-contacts';
import { MESSAGES } from '@kindred/contract/messages';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { EmergencyContactsSection } from './emergency-contacts-section';

afterEach(() => vi.unstubAllGlobals());

const contact = (id: string, name: string, confirmed: boolean): EmergencyContact => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  confirmed,
  addedAt: '2026-11-30T10:00:00.000Z',
});
const list = () => screen.getByRole('list', { name: EMERGENCY_CONTACT_TEXTS.listLabel });
const PATH = '/safety/emergency-contacts';

describe('EmergencyContactsSection', () => {
  it('lists contacts as waiting or confirmed, adds one, and hides the form at 3 with a line saying so', async () => {
    let stored = [contact('c1', 'Sam', true), contact('c2', 'Lee', false)];
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { contacts: stored }),
      [`POST ${PATH}`]: (request) => {
        const body = request.body as { name: string; email: string };
        const added = { ...contact('c3', body.name, false), email: body.email };
        stored = [...stored, added];
        return jsonResponse(201, added);
      },
    });
    renderWithProviders(<EmergencyContactsSection />);
    const sam = (await screen.findByText('Sam')).closest('li')!;
    expect(within(sam).getByText(EMERGENCY_CONTACT_TEXTS.confirmed)).toBeInTheDocument();
    expect(within(sam).queryByRole('button', { name: EMERGENCY_CONTACT_TEXTS.resendTo('Sam') })).toBeNull();
    const lee = within(list()).getByText('Lee').closest('li')!;
    expect(within(lee).getByText(EMERGENCY_CONTACT_TEXTS.waiting)).toBeInTheDocument();
    expect(within(lee).getByText('lee@example.com')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.nameLabel), ' Alex ');
    await userEvent.type(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.emailLabel), 'Alex@Example.com');
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.add }));
    expect(await within(list()).findByText('Alex')).toBeInTheDocument();
    expect(screen.getByText(EMERGENCY_CONTACT_TEXTS.sent('Alex'))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Alex', email: 'alex@example.com' },
    ]);
    expect(screen.queryByLabelText(EMERGENCY_CONTACT_TEXTS.nameLabel)).toBeNull();
    expect(screen.getByText(EMERGENCY_CONTACT_TEXTS.full)).toBeInTheDocument();
  });

  it("checks the form in the contract's words and shows the server's refusal", async () => {
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { contacts: [] }),
      [`POST ${PATH}`]: () =>
        jsonResponse(409, {
          message: EMERGENCY_CONTACT_MESSAGES.duplicate,
          errors: [{ path: 'email', message: EMERGENCY_CONTACT_MESSAGES.duplicate }],
        }),
    });
    renderWithProviders(<EmergencyContactsSection />);
    expect(await screen.findByText(EMERGENCY_CONTACT_TEXTS.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.add }));
    expect(screen.getByText(EMERGENCY_CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.nameLabel), 'x'.repeat(61));
    await userEvent.type(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.emailLabel), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.add }));
    expect(screen.getByText(EMERGENCY_CONTACT_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.nameLabel));
    await userEvent.type(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.nameLabel), 'Sam');
    await userEvent.clear(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.emailLabel));
    await userEvent.type(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.emailLabel), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.add }));
    expect(await screen.findByText(EMERGENCY_CONTACT_MESSAGES.duplicate)).toBeInTheDocument();
    expect(screen.getByLabelText(EMERGENCY_CONTACT_TEXTS.emailLabel)).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a contact only once asked, and resends, showing a 429 in plain words', async () => {
    let stored = [contact('c1', 'Sam', false)];
    const { calls } = mockApi({
      [`GET ${PATH}`]: () => jsonResponse(200, { contacts: stored }),
      [`POST ${PATH}/c1/resend`]: () => jsonResponse(429, { message: EMERGENCY_CONTACT_MESSAGES.resendTooSoon }),
      [`DELETE ${PATH}/c1`]: () => {
        stored = [];
        return jsonResponse(200, { message: EMERGENCY_CONTACT_MESSAGES.removed });
      },
    });
    renderWithProviders(<EmergencyContactsSection />);
    await userEvent.click(await screen.findByRole('button', { name: EMERGENCY_CONTACT_TEXTS.resendTo('Sam') }));
    expect(await screen.findByText(EMERGENCY_CONTACT_MESSAGES.resendTooSoon)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.remove('Sam') }));
    const dialog = screen.getByRole('dialog', { name: EMERGENCY_CONTACT_TEXTS.removeTitle('Sam') });
    await userEvent.click(within(dialog).getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.cancel }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.remove('Sam') }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: EMERGENCY_CONTACT_TEXTS.removeConfirm }),
    );
    expect(await screen.findByText(EMERGENCY_CONTACT_TEXTS.empty)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
