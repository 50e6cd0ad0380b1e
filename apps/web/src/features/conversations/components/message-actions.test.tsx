import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS, type Message } from '@kindred/contract/conversations';
import { MESSAGE_ACTION_MESSAGES, MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { chatMatch, MATCH_ID, message, messagesPage, MY_ID, THEIR_ID } from '../test/conversation-fixtures';
import { ChatScreen } from './chat-screen';

// Decision 108: a bubble's actions (over HTTP here: no socket in these tests).

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

const theirs = message('m-1', 1, { content: 'Still up for Saturday?' });
const mine = message('m-2', 2, {
  senderId: MY_ID,
  content: 'Sent to the wrong chat',
  createdAt: new Date().toISOString(),
});
const REACTION = `PUT /conversations/${MATCH_ID}/messages/m-1/reaction`;
const UNSEND = `POST /conversations/${MATCH_ID}/messages/m-2/unsend`;
const SEND = `POST /conversations/${MATCH_ID}/messages`;

function renderChat(extra: Record<string, (request: MockRequest) => Response> = {}) {
  const api = mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    [`GET /matches/${MATCH_ID}`]: () => jsonResponse(200, { match: chatMatch() }),
    [`GET /conversations/${MATCH_ID}/messages`]: () => jsonResponse(200, messagesPage([mine, theirs])),
    'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 0, yourTurnCount: 0 }),
    [REACTION]: (request) =>
      jsonResponse(200, {
        data: { ...theirs, reactions: [{ emoji: (request.body as { emoji: string }).emoji, memberId: MY_ID }] },
      }),
    [SEND]: (request) => {
      const body = request.body as { content: string; clientId: string; replyToId?: string };
      const quote = {
        id: 'm-1',
        senderId: THEIR_ID,
        preview: theirs.content,
        hasImage: false,
        unsent: false,
        removed: false,
      };
      const sent: Message = message('m-3', 3, {
        senderId: MY_ID,
        content: body.content,
        clientId: body.clientId,
        replyTo: quote,
      });
      return jsonResponse(201, { data: sent });
    },
    ...extra,
  });
  const view = renderWithProviders(
    <ChatScreen matchId={MATCH_ID} me={{ id: MY_ID, name: 'Ava', interests: [] }} variant="thread" title="Messages" />,
    { path: `/messages/${MATCH_ID}` },
  );
  return { ...api, ...view };
}

const panel = () => screen.getByRole('dialog', { name: MESSAGE_ACTIONS_TEXTS.menuTitle });
const openActions = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return panel();
};

describe('message actions', () => {
  it('reacts from the "more" button, and the reaction shows under the bubble as one’s own', async () => {
    const { calls } = renderChat();
    const actions = await openActions(MESSAGE_ACTIONS_TEXTS.moreActions('Jordan Rivera'));
    await userEvent.click(within(actions).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.react('🔥') }));
    await screen.findByRole('button', { name: MESSAGE_ACTIONS_TEXTS.removeReaction('🔥') });
    expect(calls.filter((call) => `${call.method} ${call.path}` === REACTION).map((call) => call.body)).toEqual([
      { emoji: '🔥' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('replies with the quoted message’s id, and the draft bar goes once sent', async () => {
    const { calls } = renderChat();
    const actions = await openActions(MESSAGE_ACTIONS_TEXTS.moreActions('Jordan Rivera'));
    await userEvent.click(within(actions).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.reply }));
    expect(screen.getByText(MESSAGE_ACTIONS_TEXTS.replyingTo('Jordan Rivera'))).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }), 'Yes, at noon');
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.send }));
    await waitFor(() => expect(calls.some((call) => `${call.method} ${call.path}` === SEND)).toBe(true));
    const sent = calls.find((call) => `${call.method} ${call.path}` === SEND)!.body as { replyToId?: string };
    expect(sent.replyToId).toBe('m-1');
    await screen.findByRole('button', { name: `${MESSAGE_ACTIONS_TEXTS.quoteOf('Jordan Rivera')}: ${theirs.content}` });
    expect(screen.queryByText(MESSAGE_ACTIONS_TEXTS.replyingTo('Jordan Rivera'))).toBeNull();
  });

  it('unsends one’s own message after a confirmation; a refusal is said beside it', async () => {
    let refuse = true;
    renderChat({
      [UNSEND]: () =>
        refuse
          ? jsonResponse(409, { message: MESSAGE_ACTION_MESSAGES.unsendTooLate })
          : jsonResponse(200, { data: { ...mine, content: '', unsentAt: new Date().toISOString() } }),
    });
    // Their message offers Report, not Unsend.
    const theirActions = await openActions(MESSAGE_ACTIONS_TEXTS.moreActions('Jordan Rivera'));
    expect(within(theirActions).queryByRole('button', { name: MESSAGE_ACTIONS_TEXTS.unsend })).toBeNull();
    await userEvent.keyboard('{Escape}');

    const unsend = async () => {
      const actions = await openActions(MESSAGE_ACTIONS_TEXTS.moreActionsOwn);
      await userEvent.click(within(actions).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.unsend }));
      expect(within(panel()).getByText(MESSAGE_ACTIONS_TEXTS.unsendConfirm)).toBeTruthy();
      await userEvent.click(within(panel()).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.unsend }));
    };
    await unsend();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_ACTION_MESSAGES.unsendTooLate);
    expect(screen.getByText('Sent to the wrong chat')).toBeTruthy();

    refuse = false;
    await unsend();
    await screen.findByText(MESSAGE_ACTIONS_TEXTS.messageUnsent);
    expect(screen.queryByText('Sent to the wrong chat')).toBeNull();
  });

  it('opens the actions on a long press of a bubble (touch), not on a short tap', async () => {
    renderChat();
    const bubble = (await screen.findByText(theirs.content)).closest('[class*="rounded-3xl"]')!;
    fireEvent.pointerDown(bubble, { pointerType: 'touch' });
    fireEvent.pointerUp(bubble, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('dialog', { name: MESSAGE_ACTIONS_TEXTS.menuTitle })).toBeNull();

    fireEvent.pointerDown(bubble, { pointerType: 'touch' });
    await waitFor(() => expect(panel()).toBeTruthy(), { timeout: 2000 });
    expect(within(panel()).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.reply })).toBeTruthy();
  });

  it('says "Original message not loaded" when the quoted message is not in the chat, even after older pages', async () => {
    const reply = message('m-9', 9, {
      content: 'Yes, that one',
      replyTo: {
        id: 'm-0',
        senderId: MY_ID,
        preview: 'An old question',
        hasImage: false,
        unsent: false,
        removed: false,
      },
    });
    renderChat({
      [`GET /conversations/${MATCH_ID}/messages`]: () => jsonResponse(200, messagesPage([reply, theirs])),
    });
    const quote = await screen.findByRole('button', {
      name: new RegExp(`^${MESSAGE_ACTIONS_TEXTS.quoteOf(MESSAGE_ACTIONS_TEXTS.you)}`),
    });
    expect(screen.queryByText(MESSAGE_ACTIONS_TEXTS.originalNotLoaded)).toBeNull();
    await userEvent.click(quote);
    // Said as a status (announced), inside the quote.
    expect(await within(quote).findByText(MESSAGE_ACTIONS_TEXTS.originalNotLoaded)).toHaveAttribute('role', 'status');
  });
});
