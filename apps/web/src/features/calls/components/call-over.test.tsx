import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_TEXTS } from '@kindred/contract/calls';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { CallOver } from './call-over';

// Decision 110: after a call that was answered, "How was the call?" with a one-tap report.

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

const MATCH = 'match-1';

describe('after a call', () => {
  it('"Report" files a match report in one tap, with the call as its reason, and thanks the member', async () => {
    const api = mockApi({
      [`POST /matches/${MATCH}/report`]: () =>
        jsonResponse(201, { message: 'Thank you. Our safety team will review your report.' }),
    });
    const onClose = vi.fn();
    render(<CallOver message="Call ended." askFeedback matchId={MATCH} onClose={onClose} />);
    expect(await screen.findByRole('heading', { name: CALL_TEXTS.feedbackTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CALL_TEXTS.feedbackFine })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: CALL_TEXTS.feedbackReport }));
    await screen.findByRole('heading', { name: CALL_TEXTS.reported });
    const reports = api.calls.filter((call) => call.method === 'POST');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      path: `/matches/${MATCH}/report`,
      body: { reason: 'inappropriate', details: CALL_TEXTS.reportDetails },
    });
    await userEvent.click(screen.getByRole('button', { name: CALL_TEXTS.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('"It was fine" only closes; a call never answered asks nothing', async () => {
    const api = mockApi({});
    const onClose = vi.fn();
    const view = render(<CallOver message="Call ended." askFeedback matchId={MATCH} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: CALL_TEXTS.feedbackFine }));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    render(<CallOver message="Sam declined the call." askFeedback={false} matchId={MATCH} onClose={onClose} />);
    expect(await screen.findByRole('heading', { name: 'Sam declined the call.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CALL_TEXTS.feedbackReport })).toBeNull();
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]));
  });
});
