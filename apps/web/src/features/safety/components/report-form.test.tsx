import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TIMINGS } from '@kindred/contract/constants';
import { SAFETY_MESSAGES } from '@kindred/contract/safety';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { fakeTimersWithUser } from '@/test/fake-timers';
import { renderWithProviders } from '@/test/render-app';
import { ReportForm } from './report-form';

const user = fakeTimersWithUser();

function reportsApi(status = 201, body: unknown = { message: SAFETY_MESSAGES.reportReceived }) {
  return mockApi({ 'POST /reports': () => jsonResponse(status, body) });
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Report' });

async function fillAndSubmit(events: ReturnType<typeof user>, subject = '') {
  await events.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Harassment');
  await events.type(screen.getByRole('textbox', { name: 'Description' }), 'He kept messaging me after I said no.');
  if (subject) await events.type(screen.getByRole('textbox', { name: 'User name or ID (optional)' }), subject);
  await events.click(submitButton());
}

/** Lets the minimum display time pass, and the answer land. */
async function passMinimumDisplay() {
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS.reportMinDisplayMs));
}

describe('ReportForm', () => {
  it('keeps Submit disabled until a reason and a description are filled; the name or ID is optional', async () => {
    reportsApi();
    const events = user();
    renderWithProviders(<ReportForm />);
    const reason = screen.getByRole('combobox', { name: 'Reason' });
    expect(
      screen
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1),
    ).toEqual(['Fake profile', 'Inappropriate content', 'Harassment', 'Underage user', 'Offline behavior', 'Other']);
    expect(submitButton()).toBeDisabled();

    await events.selectOptions(reason, 'Fake profile');
    expect(submitButton()).toBeDisabled();
    await events.type(screen.getByRole('textbox', { name: 'Description' }), '   ');
    expect(submitButton()).toBeDisabled();
    await events.type(screen.getByRole('textbox', { name: 'Description' }), 'Photos are of a celebrity');
    expect(submitButton()).toBeEnabled();

    await events.selectOptions(reason, 'Choose a reason');
    expect(submitButton()).toBeDisabled();
  });

  it('stores the report, shows Submitting... for at least 1 s, then the confirmation and Submit Another Report', async () => {
    const { calls } = reportsApi();
    const events = user();
    renderWithProviders(<ReportForm />);
    await fillAndSubmit(events, '  Sam  ');

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({
      reason: 'harassment',
      description: 'He kept messaging me after I said no.',
      reportedUser: 'Sam',
    });
    // The server has answered, but the minimum display time has not passed yet.
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.reportMinDisplayMs / 2));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Report submitted' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.reportMinDisplayMs / 2));
    expect(screen.getByRole('heading', { name: 'Report submitted' })).toHaveFocus();
    expect(screen.getByText(SAFETY_MESSAGES.reportReceived)).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Submit Another Report' }));
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(submitButton()).toBeDisabled();
  });

  it('sends no name or ID when the optional field is left empty', async () => {
    const { calls } = reportsApi();
    const events = user();
    renderWithProviders(<ReportForm />);
    await fillAndSubmit(events);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).not.toHaveProperty('reportedUser');
  });

  it('goes back to an empty form by itself 5 s after the confirmation', async () => {
    reportsApi();
    const events = user();
    renderWithProviders(<ReportForm />);
    await fillAndSubmit(events);
    await passMinimumDisplay();
    expect(screen.getByRole('heading', { name: 'Report submitted' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.confirmationResetMs - 1000));
    expect(screen.getByRole('heading', { name: 'Report submitted' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('heading', { name: 'Report submitted' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
  });

  it("shows the server's message when the report is refused, and keeps what was typed", async () => {
    reportsApi(400, { message: SAFETY_MESSAGES.descriptionTooLong });
    const events = user();
    renderWithProviders(<ReportForm />);
    await fillAndSubmit(events);
    expect(await screen.findByRole('alert')).toHaveTextContent(SAFETY_MESSAGES.descriptionTooLong);
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('He kept messaging me after I said no.');
    expect(submitButton()).toBeEnabled();
  });

  it('says only that the report could not be sent when the server fails', async () => {
    reportsApi(500, { message: 'Something went wrong' });
    const events = user();
    renderWithProviders(<ReportForm />);
    await fillAndSubmit(events);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your report could not be sent. Please try again.');
  });
});
