import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { CLOSURE_MESSAGES, END_CHAT_MESSAGES, YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { chatMatch, MATCH_ID, message, messagesPage, MY_ID } from '../test/conversation-fixtures';
import { ChatScreen } from './chat-screen';

// Decision 103: "End chat" sends one of four kind closing lines, then the match ends for both.

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

const END_CHAT = `POST /matches/${MATCH_ID}/end-chat`;

function renderChat(endChat: (request: MockRequest) => Response = () => jsonResponse(200, { message: 'Chat ended' })) {
  const api = mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    [`GET /matches/${MATCH_ID}`]: () => jsonResponse(200, { match: chatMatch() }),
    [`GET /conversations/${MATCH_ID}/messages`]: () =>
      jsonResponse(200, messagesPage([message('m-1', 1, { content: 'Still up for Saturday?', isRead: true })])),
    'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 0, yourTurnCount: 1 }),
    [END_CHAT]: endChat,
  });
  const view = renderWithProviders(
    <ChatScreen matchId={MATCH_ID} me={{ id: MY_ID, name: 'Ava', interests: [] }} variant="thread" title="Messages" />,
    {
      path: `/messages/${MATCH_ID}`,
      routes: [{ path: '/messages', element: <h1>Messages list</h1> }],
    },
  );
  return { ...api, ...view };
}

const menuButton = () => screen.getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel('Jordan Rivera') });

async function openDialog() {
  await screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
  await userEvent.click(menuButton());
  await userEvent.click(screen.getByRole('menuitem', { name: YOUR_TURN_TEXTS.endChat }));
  return screen.getByRole('dialog', { name: YOUR_TURN_TEXTS.endChatHeading });
}

describe('End chat', () => {
  it('offers the four closing lines with none chosen, and asks for one before sending anything', async () => {
    const { calls } = renderChat();
    const dialog = await openDialog();
    const lines = within(dialog).getAllByRole('radio');
    expect(lines.map((line) => line.closest('label')?.textContent)).toEqual(Object.values(CLOSURE_MESSAGES));
    expect(lines.every((line) => !(line as HTMLInputElement).checked)).toBe(true);
    expect(lines[0]).toHaveFocus();
    expect(within(dialog).getByText(YOUR_TURN_TEXTS.endChatIntro)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: YOUR_TURN_TEXTS.sendAndEnd }));
    expect(within(dialog).getByText(END_CHAT_MESSAGES.closureRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('group')).toHaveAccessibleDescription(
      `${YOUR_TURN_TEXTS.endChatIntro} ${END_CHAT_MESSAGES.closureRequired}`,
    );
    expect(calls.filter((call) => `${call.method} ${call.path}` === END_CHAT)).toHaveLength(0);
  });

  it('sends the chosen line, then leaves the chat for the Messages list', async () => {
    const { calls, router } = renderChat();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: CLOSURE_MESSAGES.metSomeone }));
    await userEvent.click(within(dialog).getByRole('button', { name: YOUR_TURN_TEXTS.sendAndEnd }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(calls.filter((call) => `${call.method} ${call.path}` === END_CHAT).map((call) => call.body)).toEqual([
      { closureId: 'metSomeone' },
    ]);
    expect(screen.getByRole('heading', { name: 'Messages list' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the chat and says so when the server refuses', async () => {
    const { router } = renderChat(() => jsonResponse(500, { message: 'Internal Server Error' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: CLOSURE_MESSAGES.wishWell }));
    await userEvent.click(within(dialog).getByRole('button', { name: YOUR_TURN_TEXTS.sendAndEnd }));
    expect(await within(dialog).findByText(YOUR_TURN_TEXTS.endChatFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/messages/${MATCH_ID}`);
    vi.restoreAllMocks();
  });

  it('Escape closes the dialog and gives focus back to the menu button', async () => {
    renderChat();
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });
});
