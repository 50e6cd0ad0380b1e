import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { makeMatch } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { IcebreakersScreen } from './icebreakers-screen';

afterEach(() => vi.unstubAllGlobals());

const sunday: Icebreaker = {
  id: 'perfect-sunday',
  text: 'What does a perfect Sunday look like for you?',
  categoryId: 'personal',
  isSaved: false,
  isCustom: false,
};
const karaoke: Icebreaker = {
  id: 'karaoke-song',
  text: 'What is your go-to karaoke song?',
  categoryId: 'funny',
  isSaved: true,
  isCustom: false,
};
const mine: Icebreaker = {
  id: '0b6f8a0e-4f0e-4a4e-9a51-0a4a3a0c9d11',
  text: 'What is your favourite season?',
  categoryId: 'personal',
  isSaved: true,
  isCustom: true,
};

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** The icebreakers API over a list it keeps, as the server would; `routes` adds or replaces. */
function icebreakersApi(initial: Icebreaker[], routes: Record<string, Handler> = {}) {
  let list = [...initial];
  const saveRoutes = Object.fromEntries(
    initial.flatMap((item) =>
      (['PUT', 'DELETE'] as const).map((method) => [
        `${method} /icebreakers/${item.id}/save`,
        () => {
          list = list.map((one) => (one.id === item.id ? { ...one, isSaved: method === 'PUT' } : one));
          return jsonResponse(200, { icebreaker: list.find((one) => one.id === item.id) });
        },
      ]),
    ),
  );
  return mockApi({
    'GET /icebreakers': () => jsonResponse(200, { icebreakers: list }),
    ...saveRoutes,
    ...routes,
  });
}

const render = (path = '/icebreakers') => renderWithProviders(<IcebreakersScreen />, { path });
const card = (text: string) => screen.findByRole('listitem', { name: text });
const panel = (name: string) => screen.getByRole('tabpanel', { name });
const texts = (within_: HTMLElement) =>
  within(within_)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('IcebreakersScreen', () => {
  it('explores the catalogue by category, and keeps the tab in ?tab=', async () => {
    icebreakersApi([sunday, karaoke, mine]);
    const { router } = render();
    await card(sunday.text);
    const explore = panel('Explore');
    // The member's own have their tab.
    expect(texts(explore)).toEqual([sunday.text, karaoke.text]);
    expect(within(await card(karaoke.text)).getByText('Funny')).toBeInTheDocument();

    await userEvent.click(within(explore).getByRole('button', { name: 'Funny' }));
    expect(texts(explore)).toEqual([karaoke.text]);
    await userEvent.click(within(explore).getByRole('button', { name: 'Deep' }));
    expect(within(explore).getByRole('heading', { name: EMPTY_STATES.noIcebreakers })).toBeInTheDocument();
    await userEvent.click(within(explore).getByRole('button', { name: 'Show all' }));
    expect(texts(explore)).toHaveLength(2);

    await userEvent.click(screen.getByRole('tab', { name: 'Your Own' }));
    expect(router.state.location.search).toBe('?tab=own');
    expect(texts(panel('Your Own'))).toEqual([mine.text]);
    await userEvent.click(screen.getByRole('tab', { name: 'Explore' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the tab in the address, and lists the saved ones there, the member’s own included', async () => {
    icebreakersApi([sunday, karaoke, mine]);
    render('/icebreakers?tab=saved');
    await card(karaoke.text);
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true');
    expect(texts(panel('Saved'))).toEqual([karaoke.text, mine.text]);
  });

  it('turns Save into Saved at once, and back when the server refuses, saying so', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = icebreakersApi([sunday], {
      [`PUT /icebreakers/${sunday.id}/save`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render();
    const sundayCard = await card(sunday.text);
    const toggle = within(sundayCard).getByRole('button', { name: 'Save' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAccessibleDescription(sunday.text);
    await userEvent.click(toggle);

    const saved = within(sundayCard).getByRole('button', { name: 'Saved' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(`PUT /icebreakers/${sunday.id}/save`),
    );
    answer(jsonResponse(503, { message: 'Something went wrong' }));

    expect(await within(sundayCard).findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not update your saved icebreakers. Please try again.');
  });

  it('unsaves on Saved: the card leaves, and the last one leaves the empty state that leads to Explore', async () => {
    const { calls } = icebreakersApi([sunday, karaoke]);
    const { router } = render('/icebreakers?tab=saved');
    const karaokeCard = await card(karaoke.text);
    await userEvent.click(within(karaokeCard).getByRole('button', { name: 'Saved' }));

    const saved = panel('Saved');
    expect(within(saved).getByRole('heading', { name: 'No saved icebreakers yet' })).toBeInTheDocument();
    expect(screen.getByText('Removed from Saved.')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(`/icebreakers/${karaoke.id}/save`);

    await userEvent.click(within(saved).getByRole('button', { name: 'Explore icebreakers' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Explore' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds one of the member’s own (Save only once there is text), then deletes it after confirming', async () => {
    const { calls } = icebreakersApi([sunday], {
      'POST /icebreakers': (request) => {
        const body = request.body as { text: string; categoryId: string };
        return jsonResponse(201, {
          icebreaker: { ...mine, text: body.text, categoryId: body.categoryId },
        });
      },
      [`DELETE /icebreakers/${mine.id}`]: () => jsonResponse(200, { message: 'Icebreaker deleted' }),
    });
    render('/icebreakers?tab=own');
    const own = await screen.findByRole('tabpanel', { name: 'Your Own' });
    expect(within(own).getByRole('heading', { name: EMPTY_STATES.noCustomIcebreakers })).toBeInTheDocument();

    const form = within(own).getByRole('form', { name: 'Write your own' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const textbox = within(form).getByRole('textbox', { name: 'Your icebreaker' });
    await userEvent.type(textbox, '   ');
    expect(save).toBeDisabled();
    await userEvent.type(textbox, 'Which song never gets old?  ');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    const created = await card('Which song never gets old?');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      text: 'Which song never gets old?',
      categoryId: 'personal',
    });
    expect(within(created).getByText('Your own')).toBeInTheDocument();
    expect(within(created).getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(textbox).toHaveValue('');
    expect(save).toBeDisabled();

    await userEvent.click(within(created).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this icebreaker?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(own).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(own).getByRole('heading', { name: EMPTY_STATES.noCustomIcebreakers })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/icebreakers/${mine.id}`,
    ]);
  });

  it('keeps the member’s own when deleting is cancelled or refused', async () => {
    icebreakersApi([mine], {
      [`DELETE /icebreakers/${mine.id}`]: () => jsonResponse(503, { message: 'Something went wrong' }),
    });
    render('/icebreakers?tab=own');
    const mineCard = await card(mine.text);
    await userEvent.click(within(mineCard).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(mineCard).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not delete the icebreaker. Please try again.',
    );
    expect(screen.getByRole('listitem', { name: mine.text })).toBeInTheDocument();
  });

  it('sends one to a chosen match as a chat message, then offers the chat', async () => {
    const ava = makeMatch({ id: 'member-ava', name: 'Ava' }, { id: 'match-ava' });
    const noor = makeMatch({ id: 'member-noor', name: 'Noor' }, { id: 'match-noor' });
    const { calls } = icebreakersApi([sunday], {
      'GET /matches': () =>
        jsonResponse(200, { matches: [ava, noor], pagination: { total: 2, page: 1, limit: 100, pages: 1 } }),
      'POST /conversations/match-noor/messages': (request) => {
        const body = request.body as { content: string; clientId: string };
        return jsonResponse(201, {
          data: {
            id: 'message-1',
            matchId: 'match-noor',
            senderId: 'member-1',
            content: body.content,
            createdAt: '2026-01-01T00:00:00.000Z',
            isRead: false,
            mediaUrl: null,
            mediaType: null,
            mediaPlaceholder: null,
            clientId: body.clientId,
            mightHurt: false,
            blurred: false,
            mayContainNudity: false,
            hidden: false,
            voice: null,
            replyTo: null,
            reactions: [],
            unsentAt: null,
          },
        });
      },
    });
    render();
    await userEvent.click(within(await card(sunday.text)).getByRole('button', { name: 'Send to a match' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to a match' });
    expect(within(dialog).getByText(sunday.text)).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    await within(dialog).findByRole('radio', { name: 'Ava' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Noor' }));
    await userEvent.click(send);

    expect(await within(dialog).findByText('Sent to Noor.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/conversations/match-noor/messages');
    expect(post?.body).toEqual({ content: sunday.text, media: null, clientId: expect.any(String) });
    const openChat = within(dialog).getByRole('link', { name: 'Open chat' });
    expect(openChat).toHaveAttribute('href', '/messages/match-noor');
    expect(openChat).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a member without matches how to get one', async () => {
    icebreakersApi([sunday], {
      'GET /matches': () => jsonResponse(200, { matches: [], pagination: { total: 0, page: 1, limit: 100, pages: 1 } }),
    });
    render();
    await userEvent.click(within(await card(sunday.text)).getByRole('button', { name: 'Send to a match' }));
    const dialog = screen.getByRole('dialog', { name: 'Send to a match' });
    expect(await within(dialog).findByText('No matches yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Find matches' })).toHaveAttribute('href', '/for-you');
  });

  it('says when the icebreakers could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /icebreakers': () =>
        fail ? jsonResponse(503, { message: 'Something went wrong' }) : jsonResponse(200, { icebreakers: [sunday] }),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load icebreakers. Please try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card(sunday.text)).toBeInTheDocument();
  });
});
