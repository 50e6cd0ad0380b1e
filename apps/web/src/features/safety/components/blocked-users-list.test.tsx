import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockedUser } from '@kindred/contract/safety';
import { jsonResponse, mockApi, type MockRequest } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { BlockedUsersList } from './blocked-users-list';

afterEach(() => vi.unstubAllGlobals());

const sam: BlockedUser = {
  id: 'member-sam',
  name: 'Sam',
  avatarUrl: '/uploads/sam-640.webp',
  blockedDate: '2025-03-04T15:00:00.000Z',
  reason: 'Kept asking for my address',
};
const jo: BlockedUser = {
  id: 'member-jo',
  name: 'Jo',
  avatarUrl: null,
  blockedDate: '2025-02-11T09:30:00.000Z',
  reason: null,
};

function blocksApi(
  list: BlockedUser[],
  unblock: (request: MockRequest) => Response = () => jsonResponse(200, { message: 'Member unblocked' }),
) {
  let current = [...list];
  return mockApi({
    'GET /blocks': () => jsonResponse(200, { blockedUsers: current }),
    [`DELETE /blocks/${sam.id}`]: (request) => {
      const response = unblock(request);
      if (response.ok) current = current.filter((member) => member.id !== sam.id);
      return response;
    },
    [`DELETE /blocks/${jo.id}`]: () => {
      current = current.filter((member) => member.id !== jo.id);
      return jsonResponse(200, { message: 'Member unblocked' });
    },
  });
}

async function unblock(name: string) {
  const row = await screen.findByRole('listitem', { name });
  await userEvent.click(within(row).getByRole('button', { name: `Unblock ${name}` }));
  const dialog = screen.getByRole('dialog', { name: `Unblock ${name}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Unblock' }));
}

describe('BlockedUsersList', () => {
  it('lists each blocked member with their photo, name, the day they were blocked and the reason', async () => {
    blocksApi([sam, jo]);
    renderWithProviders(<BlockedUsersList />);
    const samRow = await screen.findByRole('listitem', { name: 'Sam' });
    expect(within(samRow).getByText('Blocked Mar 4, 2025')).toBeInTheDocument();
    expect(within(samRow).getByText('Kept asking for my address')).toBeInTheDocument();
    expect(samRow.querySelector('img')).toHaveAttribute('src', '/uploads/sam-640.webp');

    const joRow = screen.getByRole('listitem', { name: 'Jo' });
    expect(within(joRow).getByText('Blocked Feb 11, 2025')).toBeInTheDocument();
    expect(within(joRow).queryByText(/Reason/)).not.toBeInTheDocument();
    expect(joRow.querySelector('img')).toBeNull();
  });

  it('unblocks after confirming: the row leaves, and the last one leaves "No blocked users"', async () => {
    const { calls } = blocksApi([sam, jo]);
    renderWithProviders(<BlockedUsersList />);
    await unblock('Sam');

    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sam' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/blocks/${sam.id}`]);
    expect(screen.getByRole('status')).toHaveTextContent('Sam was unblocked');
    expect(screen.getByRole('listitem', { name: 'Jo' })).toBeInTheDocument();

    await unblock('Jo');
    expect(await screen.findByRole('heading', { name: 'No blocked users' })).toBeInTheDocument();
  });

  it('Cancel in the confirmation keeps the member blocked', async () => {
    const { calls } = blocksApi([sam]);
    renderWithProviders(<BlockedUsersList />);
    const row = await screen.findByRole('listitem', { name: 'Sam' });
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock Sam' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sam' })).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('keeps the row and says so when the unblock fails', async () => {
    blocksApi([sam], () => jsonResponse(500, { message: 'Something went wrong' }));
    renderWithProviders(<BlockedUsersList />);
    await unblock('Sam');
    expect(await screen.findByRole('alert')).toHaveTextContent('This member could not be unblocked. Please try again.');
    expect(screen.getByRole('listitem', { name: 'Sam' })).toBeInTheDocument();
  });

  it("shows 'No blocked users' when nobody is blocked", async () => {
    blocksApi([]);
    renderWithProviders(<BlockedUsersList />);
    expect(await screen.findByRole('heading', { name: 'No blocked users' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /blocks': () => (fail ? jsonResponse(500, {}) : jsonResponse(200, { blockedUsers: [sam] })),
    });
    renderWithProviders(<BlockedUsersList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your blocked users could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Sam' })).toBeInTheDocument();
  });
});
