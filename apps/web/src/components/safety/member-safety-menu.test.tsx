import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { MEMBER_SAFETY_TEXTS, SAFETY_MESSAGES } from '@kindred/contract/safety';
import type { ReportTarget } from '@/api/safety/report-member';
import { jsonResponse, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { MemberSafetyMenu } from './member-safety-menu';

afterEach(() => vi.unstubAllGlobals());

function renderMenu(reportVia: ReportTarget = { via: 'card', memberId: 'member-7' }, matched = false) {
  const onBlocked = vi.fn();
  renderWithProviders(
    <MemberSafetyMenu name="Robin" memberId="member-7" reportVia={reportVia} matched={matched} onBlocked={onBlocked} />,
  );
  return { onBlocked, menuButton: screen.getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel('Robin') }) };
}

describe('MemberSafetyMenu', () => {
  it('blocks only once confirmed: POST /blocks with the member id, then the surface is told', async () => {
    const { calls } = mockApi({ 'POST /blocks': () => jsonResponse(201, { message: MATCH_MESSAGES.blocked }) });
    const { onBlocked, menuButton } = renderMenu();

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Robin' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Robin?' });
    expect(dialog).toHaveTextContent(MEMBER_SAFETY_TEXTS.blockConfirm);
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/blocks', { userId: 'member-7' }],
    ]);
  });

  it('Cancel sends nothing and gives focus back to the menu button; a match is said to end', async () => {
    const { calls } = mockApi({});
    const { onBlocked, menuButton } = renderMenu({ via: 'conversation', matchId: 'match-3' }, true);

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Robin' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Robin?' });
    expect(dialog).toHaveTextContent(MEMBER_SAFETY_TEXTS.blockConfirmMatched);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
    expect(calls).toHaveLength(0);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('a failed block says why and keeps the member', async () => {
    mockApi({ 'POST /blocks': () => jsonResponse(404, { message: DISCOVERY_MESSAGES.memberNotFound }) });
    const { onBlocked, menuButton } = renderMenu();

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Robin' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Robin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DISCOVERY_MESSAGES.memberNotFound);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it("reports from a card through the card's path with SPEC's reasons, then shows the sent state", async () => {
    const { calls } = mockApi({
      'POST /recommendations/member-7/report': () => jsonResponse(201, { message: DISCOVERY_MESSAGES.reportReceived }),
    });
    const { menuButton } = renderMenu();

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report Robin' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Robin' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
    expect(within(dialog).getByText(SAFETY_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    for (const reason of ['Fake profile', 'Inappropriate content', 'Harassment', 'Underage user', 'Offline behavior']) {
      expect(within(dialog).getByRole('radio', { name: reason })).toBeInTheDocument();
    }
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Harassment' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '  Rude messages  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    const sent = await screen.findByRole('dialog', { name: 'Report Robin' });
    expect(await within(sent).findByText('Report submitted')).toBeInTheDocument();
    expect(sent).toHaveTextContent(DISCOVERY_MESSAGES.reportReceived);
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/recommendations/member-7/report', { reason: 'harassment', details: 'Rude messages' }],
    ]);

    // The sent state offers to block as well.
    await userEvent.click(within(sent).getByRole('button', { name: 'Block Robin' }));
    expect(screen.getByRole('dialog', { name: 'Block Robin?' })).toBeInTheDocument();
  });

  it("reports from a chat through the conversation's path", async () => {
    const { calls } = mockApi({
      'POST /conversations/match-3/report': () => jsonResponse(201, { message: SAFETY_MESSAGES.reportReceived }),
    });
    const { menuButton } = renderMenu({ via: 'conversation', matchId: 'match-3' }, true);

    await userEvent.click(menuButton);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Report Robin' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Robin' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Report submitted')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/conversations/match-3/report', { reason: 'fake_profile', details: '' }],
    ]);
  });

  it('Escape closes the menu and gives focus back to its button', async () => {
    mockApi({});
    const { menuButton } = renderMenu();
    await userEvent.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Report Robin' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});
