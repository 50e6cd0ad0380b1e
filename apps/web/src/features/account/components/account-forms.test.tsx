import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { memberUser } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';

afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccountSection', () => {
  it('asks for DELETE and the current password before deleting', async () => {
    const { calls } = mockApi({ 'DELETE /account': () => new Response(null, { status: 204 }) });
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection hasPassword onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete forever' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Current password'), 'correct-horse');
    await userEvent.click(confirm);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      path: '/account',
      body: { confirmation: 'DELETE', currentPassword: 'correct-horse' },
    });
  });

  it('shows a wrong password at its field and keeps the account', async () => {
    mockApi({ 'DELETE /account': () => jsonResponse(401, { message: MESSAGES.currentPasswordWrong }) });
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteAccountSection hasPassword onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.type(screen.getByLabelText('Current password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    expect(await screen.findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a member without a password (Google or Apple) only types DELETE', async () => {
    const { calls } = mockApi({ 'DELETE /account': () => new Response(null, { status: 204 }) });
    renderWithProviders(<DeleteAccountSection hasPassword={false} onDeleted={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(calls[0]?.body).toEqual({ confirmation: 'DELETE' }));
  });
});

describe('ChangeEmailForm', () => {
  it('sends the new address with the current password and hands on the updated user', async () => {
    const updated = { ...memberUser, email: 'new@example.com', emailVerified: false };
    const { calls } = mockApi({
      'PUT /account/email': () =>
        jsonResponse(200, { message: MESSAGES.emailChanged, user: updated, emailDelivery: 'sent' }),
    });
    const onChanged = vi.fn();
    renderWithProviders(<ChangeEmailForm currentEmail={memberUser.email} hasPassword onChanged={onChanged} />);
    await userEvent.type(screen.getByLabelText('New email'), 'New@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(screen.getByText(MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText(MESSAGES.emailChanged)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'new@example.com', currentPassword: 'secret-password' });
    expect(onChanged).toHaveBeenCalledWith(updated);
  });

  it('a server that cannot send e-mail says no link was sent, as news rather than success (decision 074)', async () => {
    const updated = { ...memberUser, email: 'new@example.com', emailVerified: false };
    const message = EMAIL_DELIVERY_MESSAGES.emailChanged.none;
    mockApi({ 'PUT /account/email': () => jsonResponse(200, { message, user: updated, emailDelivery: 'none' }) });
    renderWithProviders(<ChangeEmailForm currentEmail={memberUser.email} hasPassword={false} onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('New email'), 'new@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(message);
    expect(notice).toHaveClass('bg-sky-50');
    expect(screen.queryByText(MESSAGES.emailChanged)).not.toBeInTheDocument();
  });

  it('a taken address shows at the e-mail field', async () => {
    mockApi({ 'PUT /account/email': () => jsonResponse(409, { message: MESSAGES.emailTaken }) });
    renderWithProviders(<ChangeEmailForm currentEmail={memberUser.email} hasPassword={false} onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('New email'), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Update Email' }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('New email')).toHaveAccessibleDescription(MESSAGES.emailTaken);
  });
});

describe('ChangePasswordForm', () => {
  it('checks the new password and its confirmation before sending', async () => {
    const { calls } = mockApi({
      'PUT /account/password': () => jsonResponse(200, { message: MESSAGES.passwordChanged }),
    });
    renderWithProviders(<ChangePasswordForm hasPassword onChanged={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-password');
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'a-new-password');
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ currentPassword: 'old-password', newPassword: 'a-new-password' });
  });
});
