import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TEXTS, CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { HIDDEN_WORDS_TEXTS } from '@kindred/contract/hidden-words';
import { SAFETY_MESSAGES, SAFETY_TEXTS } from '@kindred/contract/safety';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { DATE_PLAN_TEXTS, type DatePlan } from '@kindred/contract/date-plans';
import { SOCKET_EVENTS, TYPING_TIMEOUT_MS } from '@kindred/contract/realtime';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { FakeXhr } from '@/test/fake-xhr';
import { respondTo, type FakeSocket } from '@/test/fake-socket';
import { memberProfile, memberUser, storeMemberAuth } from '@/test/fixtures';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { connectFakeSocket } from '@/test/connect-fake-socket';
import { makeDatePlan } from '@/test/date-plan-fixtures';
import { renderWithProviders } from '@/test/render-app';
import { chatMatch, MATCH_ID, message, messagesPage, MY_ID, THEIR_ID } from '../test/conversation-fixtures';
import { ChatScreen, type ChatVariant } from './chat-screen';
import { ConversationsScreen } from './conversations-screen';

// Images are sent as they are (jsdom cannot decode them to downscale).
beforeEach(() => {
  storeMemberAuth();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type Handlers = Record<string, (request: MockRequest) => Response | Promise<Response>>;

const MESSAGES = `GET /conversations/${MATCH_ID}/messages`;
const SEND = `POST /conversations/${MATCH_ID}/messages`;
const READ = `PUT /conversations/${MATCH_ID}/read`;
const me = { id: MY_ID, name: 'Ava', interests: ['Hiking', 'Reading'] };

const today = (hour: number, minute = 0) => {
  const date = new Date();
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
};
const yesterday = (hour: number) => {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** The server's copy of a message the member sent. */
function stored(
  body: { content?: string; media?: string | null; clientId?: string },
  extra: Partial<Message> = {},
): Message {
  return message(`sent-${body.clientId}`, 59, {
    senderId: MY_ID,
    content: body.content ?? '',
    createdAt: new Date().toISOString(),
    isRead: false,
    clientId: body.clientId ?? null,
    ...extra,
  });
}

function renderChat(
  thread: Message[],
  extra: Handlers = {},
  variant: ChatVariant = 'thread',
  routes: RouteObject[] = [],
) {
  const api = mockApi({
    'GET /auth/me': () => jsonResponse(200, { user: memberUser, profile: memberProfile }),
    [`GET /matches/${MATCH_ID}`]: () => jsonResponse(200, { match: chatMatch() }),
    [MESSAGES]: () => jsonResponse(200, messagesPage(thread)),
    [READ]: () =>
      jsonResponse(200, { message: 'Messages marked as read', matchId: MATCH_ID, updated: 1, unreadCount: 0 }),
    'GET /conversations/unread-count': () => jsonResponse(200, { unreadCount: 0, yourTurnCount: 0 }),
    'GET /messages/conversations': () =>
      jsonResponse(200, { conversations: [], pagination: { total: 0, page: 1, limit: 20, pages: 0 } }),
    [SEND]: (request) => jsonResponse(201, { data: stored(request.body as { content: string; clientId: string }) }),
    ...extra,
  });
  const view = renderWithProviders(
    <ChatScreen
      matchId={MATCH_ID}
      me={me}
      variant={variant}
      title={variant === 'thread' ? 'Messages' : 'Conversation'}
    />,
    { path: `/messages/${MATCH_ID}`, routes },
  );
  renderedClient = view.queryClient;
  return { ...api, ...view };
}

const loaded = () => screen.findByRole('heading', { level: 1, name: 'Jordan Rivera' });
const box = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = () =>
  within(screen.getByRole('region', { name: 'Messages' }))
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('time') && !item.querySelector('li'));

/** The query client of the chat rendered last. */
let renderedClient: QueryClient;

const connectedSocket = (): Promise<FakeSocket> => connectFakeSocket(renderedClient);

describe('ChatScreen (SPEC 2 Chat screens, SPEC 4 Chat)', () => {
  it('opens with the match, the thread oldest first and grouped by day, and marks it read', async () => {
    const { calls } = renderChat([
      message('m-3', 3, { senderId: MY_ID, content: 'Sounds lovely', createdAt: today(9, 30), isRead: true }),
      message('m-2', 2, { content: 'Coffee on Saturday?', createdAt: today(9, 0), isRead: false }),
      message('m-1', 1, { content: 'Hi Ava!', createdAt: yesterday(20) }),
    ]);
    await loaded();
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/messages');
    const thread = screen.getByRole('region', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Yesterday', 'Today']);
    expect(bubbles().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Hi Ava!',
      'Coffee on Saturday?',
      'Sounds lovely',
    ]);
    expect(within(bubbles()[2]!).getByText('Read')).toBeInTheDocument();
    expect(box()).toHaveAttribute('placeholder', 'Type a message...');
    // No socket connection yet: marked read over HTTP.
    await waitFor(() => expect(calls.some((call) => `${call.method} ${call.path}` === READ)).toBe(true));
  });

  it('does not mark read when nothing from the other member is unread', async () => {
    const { calls } = renderChat([message('m-1', 1, { content: 'Hi!' })]);
    await loaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.path.endsWith('/read'))).toBe(false);
  });

  it('sends with Enter through the socket (Shift+Enter is a new line); the tick turns double when read', async () => {
    respondTo('message:send', (payload) => ({
      ok: true,
      data: stored(payload as { content: string; clientId: string }),
    }));
    const { calls } = renderChat([message('m-1', 1, { content: 'Hi!' })]);
    await loaded();
    const socket = await connectedSocket();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();

    await userEvent.type(box(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box()).toHaveValue('Hello\nthere');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(box()).toHaveValue('');

    const [sent] = socket.sent('message:send') as { matchId: string; content: string; clientId: string }[];
    expect(sent).toMatchObject({ matchId: MATCH_ID, content: 'Hello\nthere', media: null });
    expect(sent!.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.some((call) => `${call.method} ${call.path}` === SEND)).toBe(false);
    const mine = await screen.findByText('Sent');
    expect(mine.closest('[data-status]')).toHaveAttribute('data-status', 'sent');

    act(() =>
      socket.serverEmit('message:read', { matchId: MATCH_ID, readerId: THEIR_ID, readAt: new Date().toISOString() }),
    );
    expect(await screen.findByText('Read')).toBeInTheDocument();
    expect(screen.queryByText('Sent')).not.toBeInTheDocument();

    // The socket echoes the same message to the sender's tabs: still shown once.
    act(() => socket.serverEmit('message:new', stored(sent!, { isRead: true })));
    expect(screen.getAllByText('Hello there', { normalizer: (text) => text.replace(/\s+/g, ' ') })).toHaveLength(1);
  });

  it("shows 'Sending' until the server has it, and blocks another send meanwhile", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = renderChat([], {
      [SEND]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await loaded();
    expect(screen.getByText('You matched with Jordan. Say hello!')).toBeInTheDocument();
    await userEvent.type(box(), 'First{Enter}');
    expect(await screen.findByText('Sending')).toBeInTheDocument();
    await userEvent.type(box(), 'Second{Enter}');
    expect(box()).toHaveValue('Second');
    expect(calls.filter((call) => `${call.method} ${call.path}` === SEND)).toHaveLength(1);
    const body = calls.find((call) => `${call.method} ${call.path}` === SEND)!.body as { clientId: string };
    answer(jsonResponse(201, { data: stored({ content: 'First', clientId: body.clientId }) }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
  });

  it("a failed send shows 'Failed' faded, and Retry sends it again with the same clientId", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { calls } = renderChat([], {
      [SEND]: (request) =>
        fail
          ? jsonResponse(500, { message: 'Something went wrong' })
          : jsonResponse(201, { data: stored(request.body as { content: string; clientId: string }) }),
    });
    await loaded();
    await userEvent.type(box(), 'Are you free Friday?{Enter}');
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Are you free Friday?').parentElement).toHaveClass('opacity-60');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    const sends = calls
      .filter((call) => `${call.method} ${call.path}` === SEND)
      .map((call) => call.body as { clientId: string });
    expect(sends).toHaveLength(2);
    expect(sends[1]!.clientId).toBe(sends[0]!.clientId);
    expect(screen.getAllByText('Are you free Friday?')).toHaveLength(1);
  });

  it('an ended match (403) says the member can no longer be messaged and closes the box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChat([message('m-1', 1)], {
      [SEND]: () => jsonResponse(403, { message: 'You can no longer message this member' }),
    });
    await loaded();
    await userEvent.type(box(), 'Hello?{Enter}');
    expect(await screen.findByText('You can no longer message this member')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
  });

  it('a message refused for what it says (422) shows why, and Edit takes its words back to the box', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderChat([], {
      [SEND]: () => jsonResponse(422, { message: CONVERSATION_MESSAGES.contactDetailsTooSoon }),
    });
    await loaded();
    await userEvent.type(box(), 'Text me on 555 123 4567{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.contactDetailsTooSoon);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    // Sending the same words again would be refused the same way: no Retry.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.edit }));
    expect(box()).toHaveValue('Text me on 555 123 4567');
    expect(box()).toHaveFocus();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => `${call.method} ${call.path}` === SEND)).toHaveLength(1);
  });

  it('"Are you sure?" offers Edit and Send anyway, which sends the same message as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = renderChat([], {
      [SEND]: (request) => {
        const body = request.body as { content: string; clientId: string; sendAnyway?: boolean };
        if (!body.sendAnyway) return jsonResponse(422, { message: CONVERSATION_MESSAGES.mightBeHurtful });
        return jsonResponse(201, { data: stored(body, { mightHurt: true }) });
      },
    });
    await loaded();
    await userEvent.type(box(), 'That was a stupid thing to say{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.mightBeHurtful);
    expect(screen.getByRole('button', { name: CHAT_TEXTS.edit })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: CHAT_TEXTS.sendAnyway }));
    await waitFor(() => expect(within(bubbles()[0]!).getByText('Sent')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const sends = calls.filter((call) => `${call.method} ${call.path}` === SEND);
    expect(sends.map((call) => (call.body as { sendAnyway?: boolean }).sendAnyway)).toEqual([undefined, true]);
    expect(new Set(sends.map((call) => (call.body as { clientId: string }).clientId)).size).toBe(1);
    // The sender is not asked "Does this bother you?" about their own message.
    expect(screen.queryByText(CHAT_TEXTS.doesThisBotherYou)).not.toBeInTheDocument();
  });

  it('asks "Does this bother you?" under a flagged message from them, with a one-tap report', async () => {
    renderChat([message('m-1', 1, { content: 'You are so dumb', mightHurt: true }), message('m-0', 0)]);
    await loaded();
    const [first, flagged] = bubbles();
    expect(within(first!).queryByText(CHAT_TEXTS.doesThisBotherYou)).not.toBeInTheDocument();
    expect(within(flagged!).getByText(CHAT_TEXTS.doesThisBotherYou)).toBeInTheDocument();
    await userEvent.click(within(flagged!).getByRole('button', { name: CHAT_TEXTS.reportMessage }));
    expect(screen.getByRole('dialog', { name: CHAT_TEXTS.reportMessageTitle })).toBeInTheDocument();
  });

  it('shows a blurred image as its placeholder with Tap to view, Report and Block, and the image once tapped', async () => {
    const image = { mediaType: 'image' as const, mediaUrl: '/uploads/them/photo-1080.webp', content: '' };
    renderChat([
      message('m-2', 2, { ...image, blurred: true, mayContainNudity: true }),
      message('m-1', 1, { ...image, blurred: true, mediaPlaceholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG' }),
      message('m-0', 0, image),
    ]);
    await loaded();
    const [clear, blurred, flagged] = bubbles();
    const hiddenAlt = CHAT_TEXTS.blurredImageAlt(chatMatch().otherUser.profile.name);
    expect(within(clear!).getByRole('img')).toHaveAttribute('src', image.mediaUrl);
    expect(within(clear!).queryByRole('button', { name: CHAT_TEXTS.tapToView })).not.toBeInTheDocument();
    // The image itself is not in the page until asked for: only the placeholder, named as hidden.
    expect(within(blurred!).getByRole('img', { name: hiddenAlt })).toBeInTheDocument();
    expect(blurred!.querySelector('img')).toBeNull();
    expect(within(blurred!).queryByText(CHAT_TEXTS.mayContainNudity)).not.toBeInTheDocument();
    expect(within(flagged!).getByText(CHAT_TEXTS.mayContainNudity)).toBeInTheDocument();
    // One Report for the message, beside the image (not a second one under it).
    expect(within(blurred!).getAllByRole('button', { name: /Report/ })).toHaveLength(1);

    await userEvent.click(within(blurred!).getByRole('button', { name: /Report/ }));
    expect(screen.getByRole('dialog', { name: CHAT_TEXTS.reportMessageTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(flagged!).getByRole('button', { name: /Block/ }));
    expect(screen.getByRole('dialog', { name: /Block/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(blurred!).getByRole('button', { name: CHAT_TEXTS.tapToView }));
    expect(within(blurred!).getByRole('img')).toHaveAttribute('src', image.mediaUrl);
    expect(within(blurred!).queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
    // Only the one tapped: the flagged one stays hidden.
    expect(within(flagged!).getByRole('button', { name: CHAT_TEXTS.tapToView })).toBeInTheDocument();
  });

  it("keeps messages hidden by the member's words at the end, under 'Hidden by your words', until asked", async () => {
    renderChat([
      message('m-2', 2, { content: 'Hidden one', hidden: true }),
      message('m-1', 1, { content: 'Plain one' }),
      message('m-0', 0, { content: 'Another hidden', hidden: true }),
    ]);
    await loaded();
    expect(screen.getByText('Plain one')).toBeInTheDocument();
    expect(screen.queryByText('Hidden one')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: `${HIDDEN_WORDS_TEXTS.section} (2)` });
    const toggle = within(section).getByRole('button', { name: HIDDEN_WORDS_TEXTS.show(2) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(section).getByText('Hidden one')).toBeInTheDocument();
    expect(within(section).getByText('Another hidden')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: HIDDEN_WORDS_TEXTS.hide }));
    expect(screen.queryByText('Hidden one')).not.toBeInTheDocument();
  });

  it('a message refused by a limit (429) shows why and keeps Retry, which clears it once it goes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let limited = true;
    renderChat([], {
      [SEND]: (request) =>
        limited
          ? jsonResponse(429, { message: CONVERSATION_MESSAGES.tooManyFirstMessages })
          : jsonResponse(201, { data: stored(request.body as { content: string; clientId: string }) }),
    });
    await loaded();
    await userEvent.type(box(), 'Hi! Love your hiking photos{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.tooManyFirstMessages);
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.edit })).not.toBeInTheDocument();

    limited = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports one of their messages (never one of mine): a reason, then the thanks', async () => {
    const { calls } = renderChat(
      [
        message('m-2', 2, { senderId: MY_ID, content: 'Nice to meet you' }),
        message('m-1', 1, { content: 'Send me a gift card' }),
      ],
      { 'POST /messages/m-1/report': () => jsonResponse(201, { message: SAFETY_MESSAGES.reportReceived }) },
    );
    await loaded();
    const [theirs, mine] = bubbles();
    expect(within(mine!).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    await userEvent.click(
      within(theirs!).getByRole('button', { name: CHAT_TEXTS.reportMessageLabel('Jordan Rivera') }),
    );
    const dialog = screen.getByRole('dialog', { name: CHAT_TEXTS.reportMessageTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: SAFETY_TEXTS.submit }));
    expect(within(dialog).getByText(SAFETY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/report'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await userEvent.type(within(dialog).getByRole('textbox'), 'Asked for money');
    await userEvent.click(within(dialog).getByRole('button', { name: SAFETY_TEXTS.submit }));
    const sent = await screen.findByRole('dialog', { name: CHAT_TEXTS.reportMessageTitle });
    expect(await within(sent).findByText(SAFETY_MESSAGES.reportReceived)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/messages/m-1/report')?.body).toEqual({
      reason: 'harassment',
      details: 'Asked for money',
    });
    await userEvent.click(within(sent).getByRole('button', { name: COMMON_TEXTS.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Load older messages' loads the next (older) page", async () => {
    const { calls } = renderChat([], {
      [MESSAGES]: (request) =>
        request.url.searchParams.get('page') === '2'
          ? jsonResponse(200, messagesPage([message('m-1', 1, { content: 'The very first one' })], 2, 2, 51))
          : jsonResponse(200, messagesPage([message('m-2', 2, { content: 'The latest one' })], 1, 2, 51)),
    });
    await loaded();
    expect(screen.queryByText('The very first one')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The very first one')).toBeInTheDocument();
    expect(bubbles().map((item) => item.querySelector('p')?.textContent)).toEqual([
      'The very first one',
      'The latest one',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    const pages = calls
      .filter((call) => `${call.method} ${call.path}` === MESSAGES)
      .map((call) => call.url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
    expect(
      calls.find((call) => call.path === `/conversations/${MATCH_ID}/messages`)!.url.searchParams.get('limit'),
    ).toBe('50');
  });

  it('shows when the other member types, until they stop or go quiet', async () => {
    renderChat([message('m-1', 1)]);
    await loaded();
    const socket = await connectedSocket();
    expect(socket.sent('join:match')).toEqual([{ matchId: MATCH_ID }]);
    const typing = (isTyping: boolean, userId = THEIR_ID) =>
      act(() => socket.serverEmit('user:typing', { matchId: MATCH_ID, userId, isTyping }));

    typing(true);
    expect(screen.getByText('Jordan is typing...')).toBeInTheDocument();
    typing(false);
    expect(screen.queryByText('Jordan is typing...')).not.toBeInTheDocument();
    typing(true, MY_ID);
    expect(screen.queryByText('Jordan is typing...')).not.toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typing(true);
    expect(screen.getByText('Jordan is typing...')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TYPING_TIMEOUT_MS);
    });
    expect(screen.queryByText('Jordan is typing...')).not.toBeInTheDocument();
  });

  it('tells the other member while the box is not empty', async () => {
    renderChat([message('m-1', 1)]);
    await loaded();
    const socket = await connectedSocket();
    await userEvent.type(box(), 'Hi');
    expect(socket.sent('user:typing')).toEqual([{ matchId: MATCH_ID, isTyping: true }]);
    await userEvent.clear(box());
    expect(socket.sent('user:typing')).toEqual([
      { matchId: MATCH_ID, isTyping: true },
      { matchId: MATCH_ID, isTyping: false },
    ]);
    await userEvent.type(box(), 'Again');
    await userEvent.tab();
    expect(socket.sent('user:typing').at(-1)).toEqual({ matchId: MATCH_ID, isTyping: false });
  });

  it('a message arriving while the chat is open shows at once and is marked read', async () => {
    renderChat([message('m-1', 1)]);
    await loaded();
    const socket = await connectedSocket();
    act(() =>
      socket.serverEmit(
        'message:new',
        message('m-2', 2, { content: 'Are you there?', createdAt: new Date().toISOString(), isRead: false }),
      ),
    );
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    // Read out for screen readers too.
    expect(await screen.findByText('Jordan Rivera: Are you there?')).toBeInTheDocument();
    await waitFor(() => expect(socket.sent('message:read')).toEqual([{ matchId: MATCH_ID }]));
  });

  it("draws a date proposal's message as its plan's card, kept current by date:updated; Plan a date opens the planner", async () => {
    let plan: DatePlan = makeDatePlan({
      matchId: MATCH_ID,
      otherUser: { id: THEIR_ID, name: 'Jordan Rivera', photo: null },
    });
    const { calls } = renderChat(
      [
        message('m-1', 1, { content: 'Hi Ava!' }),
        message('message-plan-1', 2, {
          content: 'Date proposal: Coffee tasting crawl at Blue Bottle on Main St, Sat 7:30 PM',
        }),
      ],
      { 'GET /dates': () => jsonResponse(200, { data: [plan] }) },
    );
    await loaded();
    const card = await screen.findByRole('article', { name: `${DATE_PLAN_TEXTS.cardLabel} Coffee tasting crawl` });
    expect(within(card).getByRole('button', { name: DATE_PLAN_TEXTS.accept })).toBeInTheDocument();
    expect(screen.queryByText(/^Date proposal:/)).not.toBeInTheDocument();
    expect(screen.getByText('Hi Ava!')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/dates')?.url.searchParams.get('matchId')).toBe(MATCH_ID);
    // In the header where there is room, beside the composer on a phone (CSS shows one).
    const planLinks = screen.getAllByRole('link', { name: DATE_PLAN_TEXTS.planADate });
    expect(planLinks.map((link) => link.getAttribute('href'))).toEqual([
      `/date-planner?tab=plan&match=${MATCH_ID}`,
      `/date-planner?tab=plan&match=${MATCH_ID}`,
    ]);

    // The other member cancels on their phone: the socket says so and the card follows.
    const socket = await connectedSocket();
    plan = { ...plan, state: 'cancelled', awaitingId: null, cancelledById: THEIR_ID, cancelNote: 'Sorry' };
    act(() => socket.serverEmit(SOCKET_EVENTS.datePlanUpdated, { datePlanId: plan.id, matchId: MATCH_ID }));
    expect(
      await within(card).findByText(DATE_PLAN_TEXTS.cancelledWithNote('Jordan Rivera', 'Sorry')),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the online state live', async () => {
    renderChat([message('m-1', 1)]);
    await loaded();
    const socket = await connectedSocket();
    act(() => socket.serverEmit('user:online', { userId: THEIR_ID, isOnline: true, lastActive: null }));
    expect(await screen.findByText('Online')).toBeInTheDocument();
  });

  it('suggests replies to their last message on /messages/{id}; one fills the box', async () => {
    renderChat([message('m-1', 1, { content: 'Do you like hiking?' })]);
    await loaded();
    const suggestions = screen.getByRole('region', { name: 'Suggested replies' });
    const replies = within(suggestions).getAllByRole('button');
    expect(replies.map((reply) => reply.textContent)).toEqual([
      "Good question! I'd love to tell you more about that.",
      'I love hiking too! What got you into it?',
      'Thanks, Jordan! Tell me more.',
    ]);
    await userEvent.click(replies[1]!);
    expect(box()).toHaveValue('I love hiking too! What got you into it?');
    expect(box()).toHaveFocus();
  });

  it('offers no suggested replies when the last message is my own', async () => {
    renderChat([message('m-1', 1, { senderId: MY_ID, content: 'Hi!' })]);
    await loaded();
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).not.toBeInTheDocument();
  });

  it('shows the profile panel with a link to the full profile', async () => {
    renderChat([]);
    await loaded();
    const panel = screen.getByRole('complementary', { name: 'Profile' });
    expect(within(panel).getByRole('heading', { name: 'Jordan Rivera, 31' })).toBeInTheDocument();
    expect(within(panel).getByText('Austin, TX')).toBeInTheDocument();
    expect(within(panel).getByText('Chef by day, trail runner by weekend.')).toBeInTheDocument();
    expect(within(panel).getByText('Cooking')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', `/match/${MATCH_ID}`);
  });

  it('below the wide layout the profile opens from the header and closes with Escape', async () => {
    renderChat([]);
    await loaded();
    const opener = screen.getByRole('button', { name: 'Show profile' });
    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });

  it('sends an attached image: uploaded first, then sent with its id; images show inline', async () => {
    FakeXhr.install();
    const { calls } = renderChat([
      message('m-1', 1, { content: '', mediaType: 'image', mediaUrl: '/uploads/beach.webp' }),
    ]);
    await loaded();
    expect(screen.getByRole('img', { name: 'Photo from Jordan Rivera' })).toHaveAttribute('src', '/uploads/beach.webp');
    const file = new File(['png'], 'sunset.png', { type: 'image/png' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);
    expect(screen.getByRole('img', { name: 'Image to send' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const upload = FakeXhr.latest();
    expect(upload.url).toBe('/api/v1/messages/media');
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    act(() => upload.respond(201, { data: { id: 'media-1', url: '/uploads/sunset.webp', mediaType: 'image' } }));
    await waitFor(() => expect(calls.some((call) => `${call.method} ${call.path}` === SEND)).toBe(true));
    expect(calls.find((call) => `${call.method} ${call.path}` === SEND)!.body).toMatchObject({
      content: '',
      media: 'media-1',
    });
  });

  it('/conversation/{id} is the chat alone: no profile panel, suggestions or image button', async () => {
    renderChat([message('m-1', 1, { content: 'Do you like hiking?' })], {}, 'conversation');
    await loaded();
    expect(screen.queryByRole('complementary', { name: 'Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach image' })).not.toBeInTheDocument();
  });

  it('a failed load is logged and says why, with the way back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderChat([], { [`GET /matches/${MATCH_ID}`]: () => jsonResponse(404, { message: 'Match not found' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Match not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load the conversation', expect.anything());
  });
  it('blocks from the header: asked first, then the conversation list says so and the chat is gone', async () => {
    const { calls, router } = renderChat(
      [],
      { 'POST /blocks': () => jsonResponse(201, { message: 'Member blocked. You will no longer see each other.' }) },
      'thread',
      // The list the chat leads back to (its own route in the app).
      [{ path: '/messages', element: <ConversationsScreen myId={MY_ID} /> }],
    );
    await loaded();

    await userEvent.click(screen.getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel('Jordan Rivera') }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Jordan Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Jordan Rivera?' });
    expect(within(dialog).getByText(MEMBER_SAFETY_TEXTS.blockConfirmMatched)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(calls.find((call) => call.path === '/blocks')?.body).toEqual({ userId: THEIR_ID });
    expect(await screen.findByText(MEMBER_SAFETY_TEXTS.blocked('Jordan Rivera'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jordan Rivera' })).not.toBeInTheDocument();
  });
});
