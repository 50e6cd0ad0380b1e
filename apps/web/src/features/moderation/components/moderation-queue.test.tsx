import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODERATION_TEXTS, SAFETY_MESSAGES, type ModerationReport } from '@kindred/contract/safety';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { ModerationQueue } from './moderation-queue';

afterEach(() => vi.unstubAllGlobals());

const aboutSam: ModerationReport = {
  id: 'report-1',
  reason: 'harassment',
  details: 'Kept asking for my address',
  source: 'match',
  status: 'open',
  createdAt: '2025-03-04T15:00:00.000Z',
  subject: null,
  reportedMessageId: null,
  reporter: { id: 'member-ava', name: 'Ava' },
  reported: {
    id: 'member-sam',
    name: 'Sam',
    age: 32,
    location: 'Austin, TX',
    bio: 'Chef and climber.',
    photos: ['/uploads/sam-a-640.webp', '/uploads/sam-b-640.webp'],
    status: 'active',
    openReports: 2,
    reporters: 2,
    quarantined: false,
  },
  recentMessages: [
    { id: 'msg-1', senderId: 'member-ava', content: 'Hi Sam', createdAt: '2025-03-04T14:00:00.000Z' },
    { id: 'msg-2', senderId: 'member-sam', content: 'Send me your address', createdAt: '2025-03-04T14:05:00.000Z' },
  ],
};

const typedOnly: ModerationReport = {
  ...aboutSam,
  id: 'report-2',
  reason: 'offline',
  details: 'Someone at the meetup',
  source: 'safety',
  createdAt: '2025-03-05T10:00:00.000Z',
  subject: 'the guy in the red hat',
  reported: null,
  recentMessages: [],
};

const heldOpeners: ModerationReport = {
  ...aboutSam,
  id: 'report-3',
  reason: 'other',
  details: MODERATION_TEXTS.copiedOpeners(7),
  source: 'screening',
  reporter: null,
  reported: { ...aboutSam.reported!, quarantined: true },
  recentMessages: [
    {
      id: 'msg-3',
      senderId: 'member-sam',
      content: 'I work offshore, write me',
      createdAt: '2025-03-04T14:00:00.000Z',
    },
  ],
};

function queueApi(
  reports: ModerationReport[],
  action: (request: MockRequest) => Response = (request) =>
    jsonResponse(200, {
      report: { ...aboutSam, status: request.path.endsWith('suspend') ? 'suspended' : 'dismissed' },
    }),
) {
  let open = [...reports];
  return mockApi({
    'GET /moderation/reports': (request) => {
      const page = Number(request.url.searchParams.get('page'));
      const limit = Number(request.url.searchParams.get('limit'));
      return jsonResponse(200, {
        reports: open.slice((page - 1) * limit, page * limit),
        pagination: { total: open.length, page, limit, pages: Math.max(1, Math.ceil(open.length / limit)) },
      });
    },
    'POST /moderation/reports/report-1/dismiss': (request) => respond(request),
    'POST /moderation/reports/report-1/warn': (request) => respond(request),
    'POST /moderation/reports/report-1/suspend': (request) => respond(request),
    'POST /moderation/reports/report-2/dismiss': (request) => respond(request),
  });

  function respond(request: MockRequest) {
    const response = action(request);
    if (response.ok || response.status === 409) open = open.filter((report) => !request.path.includes(report.id));
    return response;
  }
}

const card = (name: RegExp | string) => screen.findByRole('article', { name });

describe('ModerationQueue', () => {
  it('tells a member who is not a moderator that the queue is for moderators, without asking the server', () => {
    const { calls } = queueApi([aboutSam]);
    renderWithProviders(<ModerationQueue isModerator={false} />);
    expect(screen.getByText(SAFETY_MESSAGES.moderatorsOnly)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the moderators-only text when the server refuses (the role changed since sign-in)', async () => {
    mockApi({ 'GET /moderation/reports': () => jsonResponse(403, { message: SAFETY_MESSAGES.moderatorsOnly }) });
    renderWithProviders(<ModerationQueue isModerator />);
    expect(await screen.findByText(SAFETY_MESSAGES.moderatorsOnly)).toBeInTheDocument();
  });

  it('shows a reported message marked in its conversation', async () => {
    queueApi([{ ...aboutSam, source: 'message', reportedMessageId: 'msg-2' }]);
    renderWithProviders(<ModerationQueue isModerator />);
    const report = await card('Harassment: Sam');
    expect(within(report).getByText('A message in a conversation')).toBeInTheDocument();
    const thread = within(report).getByRole('list', { name: MODERATION_TEXTS.aroundReportedMessage });
    const [first, second] = within(thread).getAllByRole('listitem');
    expect(first).not.toHaveTextContent(MODERATION_TEXTS.reportedMessage);
    expect(second).toHaveTextContent(/Send me your address\s*Reported message$/);
  });

  it('shows a report from screening as such, with the messages it holds', async () => {
    queueApi([heldOpeners]);
    renderWithProviders(<ModerationQueue isModerator />);
    const report = await card('Other: Sam');
    expect(within(report).getByText(`Reported by ${MODERATION_TEXTS.screening}`)).toBeInTheDocument();
    expect(within(report).getByText('Copy-paste openers held by screening')).toBeInTheDocument();
    expect(within(report).getByText(MODERATION_PAGE_TEXTS.quarantined)).toBeInTheDocument();
    expect(within(report).getByText(MODERATION_TEXTS.copiedOpeners(7))).toBeInTheDocument();
    const held = within(report).getByRole('list', { name: MODERATION_TEXTS.heldMessages });
    expect(within(held).getByRole('listitem')).toHaveTextContent(/^Sam.*I work offshore, write me$/);
  });

  it('shows each open report with the reported profile and the messages between the two', async () => {
    const { calls } = queueApi([aboutSam, typedOnly]);
    renderWithProviders(<ModerationQueue isModerator />);
    const report = await card('Harassment: Sam');
    expect(calls[0]!.url.searchParams.get('status')).toBe('open');
    expect(calls[0]!.url.searchParams.get('sort')).toBe('most-reported');
    expect(screen.getByText('2 open reports')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more reports' })).not.toBeInTheDocument();
    // The server's order.
    expect(
      screen.getAllByRole('article').map((article) => within(article).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Harassment: Sam', 'Offline behavior']);

    expect(within(report).getByText('Reported by Ava')).toBeInTheDocument();
    expect(within(report).getByText('Kept asking for my address')).toBeInTheDocument();
    expect(within(report).getByText('Match profile')).toBeInTheDocument();
    expect(report.querySelector(`time[datetime="${aboutSam.createdAt}"]`)).toHaveTextContent(
      /^Mar 4, 2025, \d+:00 [AP]M$/,
    );
    const member = within(report).getByRole('region', { name: 'Reported member' });
    expect(member).toHaveTextContent('Sam, 32');
    expect(member).toHaveTextContent('Austin, TX');
    expect(member).toHaveTextContent('Chef and climber.');
    expect(member).toHaveTextContent(/Open reports\s*2/);
    expect(member).toHaveTextContent(/Members reporting\s*2/);
    expect(within(member).getByText('Active')).toBeInTheDocument();
    expect(
      within(within(member).getByRole('list', { name: 'Photos of Sam' }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1 of Sam', 'Photo 2 of Sam']);
    const messages = within(report).getByRole('list', { name: 'Recent messages between them' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Ava .*Hi Sam$/), expect.stringMatching(/^Sam .*Send me your address$/)]);

    const typed = await card('Offline behavior');
    expect(within(typed).getByText('No member named')).toBeInTheDocument();
    expect(within(typed).getByText('the guy in the red hat')).toBeInTheDocument();
    expect(within(typed).getByText('Safety Center form')).toBeInTheDocument();
    expect(within(typed).getByText('No messages between them')).toBeInTheDocument();
    expect(within(typed).getByRole('button', { name: 'Warn' })).toBeDisabled();
    expect(within(typed).getByRole('button', { name: 'Suspend' })).toBeDisabled();
    expect(within(typed).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });

  it('suspends only after confirming, and the resolved report leaves the queue', async () => {
    const { calls } = queueApi([aboutSam]);
    renderWithProviders(<ModerationQueue isModerator />);
    const report = await card('Harassment: Sam');
    await userEvent.click(within(report).getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Sam?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(report).getByRole('button', { name: 'Suspend' }));
    // The statement of reasons (decision 086): how long, why, and what the member reads.
    const confirm = screen.getByRole('dialog');
    await userEvent.selectOptions(within(confirm).getByLabelText('Suspend for'), '30d');
    await userEvent.type(within(confirm).getByLabelText(/Message the member reads/), 'Stop asking for addresses.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/moderation/reports/report-1/suspend']);
    expect(posts[0]!.body).toEqual({ reason: 'harassment', duration: '30d', message: 'Stop asking for addresses.' });
    expect(screen.getByRole('status')).toHaveTextContent('Suspended: Harassment');
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeInTheDocument();
  });

  it('dismisses at once, and warns with the statement of reasons', async () => {
    const { calls } = queueApi([aboutSam, typedOnly]);
    renderWithProviders(<ModerationQueue isModerator />);
    await userEvent.click(within(await card('Offline behavior')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.click(within(await card('Harassment: Sam')).getByRole('button', { name: 'Warn' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Warn Sam?' })).getByRole('button', { name: 'Warn' }),
    );
    await screen.findByRole('heading', { name: 'No open reports' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/moderation/reports/report-2/dismiss',
      '/moderation/reports/report-1/warn',
    ]);
  });

  it('drops a report another moderator resolved first, and keeps one whose action failed', async () => {
    queueApi([aboutSam], (request) =>
      request.path.endsWith('warn')
        ? jsonResponse(500, { message: 'Something went wrong' })
        : jsonResponse(409, { message: SAFETY_MESSAGES.reportAlreadyResolved }),
    );
    renderWithProviders(<ModerationQueue isModerator />);
    const report = await card('Harassment: Sam');
    await userEvent.click(within(report).getByRole('button', { name: 'Warn' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Warn' }));
    expect(await within(report).findByRole('alert')).toHaveTextContent(
      'This report could not be resolved. Please try again.',
    );

    await userEvent.click(within(report).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Someone else resolved this report first.');
  });

  it('pages through a long queue with Load more, and asks again in the order chosen', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...typedOnly,
      id: `report-many-${index}`,
      details: `Report number ${index}`,
    }));
    const { calls } = queueApi(many);
    renderWithProviders(<ModerationQueue isModerator />);
    await screen.findByText('Report number 0');
    expect(screen.getByText('25 open reports')).toBeInTheDocument();
    expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await userEvent.click(screen.getByRole('button', { name: 'Load more reports' }));
    await screen.findByText('Report number 24');
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more reports' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Newest first');
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('sort')).toBe('newest'));
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
  });
});
