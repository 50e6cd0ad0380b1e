import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@kindred/contract/conversations';
import { YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { connectFakeSocket } from '@/test/connect-fake-socket';
import { renderWithProviders } from '@/test/render-app';
import { conversation, conversationsPage, MY_ID } from '../test/conversation-fixtures';
import { ConversationsScreen } from './conversations-screen';

beforeEach(() => storeMemberAuth());
afterEach(() => vi.unstubAllGlobals());

type Handlers = Record<string, (request: MockRequest) => Response | Promise<Response>>;

const LIST = 'GET /messages/conversations';

function renderScreen(list: Conversation[] | ((request: MockRequest) => Response), extra: Handlers = {}) {
  const api = mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    [LIST]: typeof list === 'function' ? list : () => jsonResponse(200, conversationsPage(list)),
    ...extra,
  });
  const view = renderWithProviders(<ConversationsScreen myId={MY_ID} />, { path: '/messages' });
  return { ...api, ...view };
}

const listCalls = (calls: MockRequest[]) => calls.filter((call) => `${call.method} ${call.path}` === LIST);
const row = (name: RegExp) => screen.findByRole('link', { name });

const jordan = conversation('c-1', {
  unreadCount: 3,
  otherUser: {
    id: 'member-c-1',
    isOnline: true,
    lastActive: null,
    profile: { id: 'member-c-1', name: 'Jordan Rivera', photos: ['/uploads/jordan-640.webp'] },
  },
  latestMessage: {
    id: 'm-1',
    content: 'I found the most wonderful little coffee place near the river',
    senderId: 'member-c-1',
    createdAt: new Date().toISOString(),
    mediaType: null,
    unsent: false,
  },
});
const casey = conversation(
  'c-2',
  {
    otherUser: {
      id: 'member-c-2',
      isOnline: false,
      lastActive: null,
      profile: { id: 'member-c-2', name: 'Casey Morgan', photos: [] },
    },
    latestMessage: {
      id: 'm-2',
      content: '',
      senderId: MY_ID,
      createdAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString(),
      mediaType: 'image',
      unsent: false,
    },
  },
  'Casey Morgan',
);
const sam = conversation('c-3', { latestMessage: null }, 'Sam Lee');

describe('ConversationsScreen (SPEC 2 Messages list)', () => {
  it('lists conversations: link to the thread, preview, time, unread count and a fallback avatar', async () => {
    const { calls } = renderScreen([jordan, casey, sam]);
    const first = await row(/^Jordan Rivera/);
    expect(first).toHaveAttribute('href', '/messages/c-1');
    expect(first).toHaveTextContent('I found the most wonderful little coffee...');
    expect(within(first).getByText('3 unread messages')).toBeInTheDocument();
    expect(first).toHaveAccessibleName(/^Jordan Rivera, Online/);
    expect(within(first).getByRole('time').textContent).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);

    const second = await row(/^Casey Morgan/);
    expect(second).toHaveTextContent('You: Photo');
    expect(within(second).queryByText(/unread/)).not.toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
    expect(within(second).getByTestId('fallback-avatar')).toHaveTextContent('C');
    expect(within(second).getByRole('time').textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);

    expect(await row(/^Sam Lee/)).toHaveTextContent('New match! Say hello');
    expect(listCalls(calls)[0]!.url.searchParams.get('limit')).toBe('20');
    expect(listCalls(calls)[0]!.url.searchParams.get('archived')).toBe('false');
  });

  it('marks the conversations waiting for the member\'s reply "Your turn", in words (decision 103)', async () => {
    const waiting = { ...jordan, yourTurn: true };
    renderScreen([waiting, casey]);
    const first = await row(/^Jordan Rivera/);
    expect(within(first).getByText(YOUR_TURN_TEXTS.yourTurn)).toBeVisible();
    expect(first).toHaveAccessibleName(/\.\.\.3 unread messagesYour turn$/);
    expect(await row(/^Casey Morgan/)).not.toHaveTextContent(YOUR_TURN_TEXTS.yourTurn);
  });

  it("shows 'No messages yet' with its description when there are none", async () => {
    renderScreen([]);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(
      screen.getByText("When you match and message with others, you'll see your conversations here."),
    ).toBeInTheDocument();
  });

  it('searches by match on the server', async () => {
    const { calls } = renderScreen((request) =>
      jsonResponse(
        200,
        conversationsPage(request.url.searchParams.get('search') === 'cas' ? [casey] : [jordan, casey]),
      ),
    );
    await row(/^Jordan Rivera/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations by match' }), 'cas');
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Jordan Rivera/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^Casey Morgan/ })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.url.searchParams.get('search')).toBe('cas');
  });

  it("says 'No results found' when the search finds nobody", async () => {
    renderScreen((request) =>
      jsonResponse(200, conversationsPage(request.url.searchParams.get('search') ? [] : [jordan])),
    );
    await row(/^Jordan Rivera/);
    await userEvent.type(screen.getByRole('searchbox'), 'zz');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it("a failed load says so under 'Something went wrong'; 'Try again' loads again", async () => {
    let fail = true;
    renderScreen(() =>
      fail ? jsonResponse(500, { message: 'Something went wrong' }) : jsonResponse(200, conversationsPage([jordan])),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load conversations. Please try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row(/^Jordan Rivera/)).toBeInTheDocument();
  });

  it('archives a conversation from its menu, and shows the archived ones on request', async () => {
    let archived = false;
    const { calls } = renderScreen(
      (request) => {
        const wantArchived = request.url.searchParams.get('archived') === 'true';
        return jsonResponse(200, conversationsPage(wantArchived === archived ? [{ ...jordan, archived }] : []));
      },
      {
        'PUT /conversations/c-1/archive': () => {
          archived = true;
          return jsonResponse(200, { message: 'Conversation archived' });
        },
        'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 0, yourTurnCount: 0 }),
      },
    );
    await row(/^Jordan Rivera/);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for the conversation with Jordan Rivera' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Archive' }));
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ archived: true });
    expect(screen.getByText('Conversation archived')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show archived' }));
    expect(await screen.findByRole('heading', { name: 'Archived' })).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for the conversation with Jordan Rivera' }),
    );
    expect(screen.getByRole('menuitem', { name: 'Unarchive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide archived' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('deletes a conversation only after confirming', async () => {
    let deleted = false;
    const { calls } = renderScreen(() => jsonResponse(200, conversationsPage(deleted ? [casey] : [jordan, casey])), {
      'DELETE /conversations/c-1': () => {
        deleted = true;
        return jsonResponse(200, { message: 'Conversation deleted' });
      },
      'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 0, yourTurnCount: 0 }),
    });
    await row(/^Jordan Rivera/);
    const menu = () => screen.getByRole('button', { name: 'More actions for the conversation with Jordan Rivera' });
    await userEvent.click(menu());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete conversation' });
    expect(within(dialog).getByText('Delete this conversation? It will be removed for you only.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(menu());
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Jordan Rivera/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /^Casey Morgan/ })).toBeInTheDocument();
  });

  it('reloads when a message arrives and shows who comes online, live', async () => {
    let latest = 'See you at eight!';
    const { calls, queryClient } = renderScreen(
      () =>
        jsonResponse(
          200,
          conversationsPage([
            {
              ...jordan,
              unreadCount: 0,
              otherUser: { ...jordan.otherUser, isOnline: false },
              latestMessage: { ...jordan.latestMessage!, content: latest },
            },
          ]),
        ),
      { 'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 1, yourTurnCount: 0 }) },
    );
    const first = await row(/^Jordan Rivera/);
    expect(first).not.toHaveAccessibleName(/Online/);
    const socket = await connectFakeSocket(queryClient);

    act(() => socket.serverEmit('user:online', { userId: 'member-c-1', isOnline: true, lastActive: null }));
    expect(await row(/^Jordan Rivera, Online/)).toBeInTheDocument();

    latest = 'Running five minutes late';
    const before = listCalls(calls).length;
    act(() =>
      socket.serverEmit('message:new', {
        id: 'm-new',
        matchId: 'c-1',
        senderId: 'member-c-1',
        content: latest,
        createdAt: new Date().toISOString(),
        isRead: false,
        mediaUrl: null,
        mediaType: null,
        clientId: null,
      }),
    );
    expect(await screen.findByText('Running five minutes late')).toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThan(before);
  });
});
