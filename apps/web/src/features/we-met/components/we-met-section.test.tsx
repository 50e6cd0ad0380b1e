import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WE_MET_TEXTS, type WeMetPrompt } from '@kindred/contract/we-met';
import { storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { WeMetSection } from './we-met-section';

// Decision 106: "Did you meet?" then "Would you like to see them again?", or "felt unsafe".

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

const PROMPT: WeMetPrompt = {
  id: '0193a1b2-0000-7000-8000-00000000000a',
  matchId: '0193a1b2-0000-7000-8000-00000000000b',
  reason: 'date',
  datePlanId: null,
  idea: 'Picnic by the river',
  otherUser: { id: '0193a1b2-0000-7000-8000-00000000000c', name: 'Quinn', photo: null },
  matchLive: true,
  askedAt: '2026-11-30T10:00:00.000Z',
};

function renderSection(prompts: WeMetPrompt[] = [PROMPT]) {
  let open = prompts;
  const api = mockApi({
    'GET /we-met': () => jsonResponse(200, { data: open }),
    [`POST /we-met/${PROMPT.id}/answer`]: (request) => {
      open = [];
      const { answer } = request.body as { answer: string };
      return jsonResponse(200, {
        data: { id: PROMPT.id, answer, reported: answer === 'unsafe', answeredAt: '2026-11-30T11:00:00.000Z' },
      });
    },
    [`POST /we-met/${PROMPT.id}/dismiss`]: () => {
      open = [];
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<WeMetSection />);
  return api;
}

const card = () => screen.findByRole('region', { name: 'Quinn' });

describe('"Did you meet?"', () => {
  it('draws nothing without prompts', async () => {
    const { calls } = renderSection([]);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/we-met'))).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks both questions and sends one answer, then thanks privately', async () => {
    const { calls } = renderSection();
    const region = await card();
    expect(within(region).getByText(WE_MET_TEXTS.afterDate('Picnic by the river'))).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: WE_MET_TEXTS.yes }));
    expect(within(region).getByText(WE_MET_TEXTS.seeAgain('Quinn'))).toHaveFocus();
    await userEvent.click(within(region).getByRole('button', { name: WE_MET_TEXTS.no }));
    expect(await screen.findByText(WE_MET_TEXTS.thanks)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Quinn' })).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ answer: 'not_again' }]);
  });

  it('"No" on the first question says they did not meet', async () => {
    const { calls } = renderSection();
    await userEvent.click(within(await card()).getByRole('button', { name: WE_MET_TEXTS.no }));
    await screen.findByText(WE_MET_TEXTS.thanks);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answer: 'did_not_meet' });
  });

  it('"felt unsafe" sends a report with the words, then offers block and unmatch', async () => {
    const { calls } = renderSection();
    const region = await card();
    await userEvent.click(within(region).getByRole('button', { name: WE_MET_TEXTS.unsafe }));
    await userEvent.type(within(region).getByLabelText(WE_MET_TEXTS.unsafeDetailsLabel), 'He grabbed my arm.');
    await userEvent.click(within(region).getByRole('button', { name: WE_MET_TEXTS.unsafeSend }));
    expect(await within(region).findByText(WE_MET_TEXTS.unsafeSent)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: WE_MET_TEXTS.block })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: WE_MET_TEXTS.unmatch })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answer: 'unsafe',
      details: 'He grabbed my arm.',
    });
  });

  it('"Not now" dismisses the prompt', async () => {
    const { calls } = renderSection();
    await userEvent.click(within(await card()).getByRole('button', { name: WE_MET_TEXTS.dismissLabel('Quinn') }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Quinn' })).toBeNull());
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/dismiss'))).toBe(true);
  });
});
