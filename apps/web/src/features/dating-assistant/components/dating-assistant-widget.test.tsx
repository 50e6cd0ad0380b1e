import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { ICEBREAKERS } from '@kindred/contract/icebreakers';
import { renderWithProviders } from '@/test/render-app';
import { DatingAssistantWidget } from './dating-assistant-widget';

afterEach(() => vi.unstubAllGlobals());

const openButton = () => screen.getByRole('button', { name: 'Open the AI Dating Assistant' });
const panelNames = ['Conversation Starters', 'Date Ideas', 'Profile Enhancement', 'Compatibility Insights'];

function renderWidget() {
  const fetchSpy = vi.fn();
  vi.stubGlobal('fetch', fetchSpy);
  renderWithProviders(<DatingAssistantWidget />);
  return { user: userEvent.setup(), fetchSpy };
}

describe('DatingAssistantWidget', () => {
  it('toggles open and closed from its button, which says whether it is expanded', async () => {
    const { user } = renderWidget();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(openButton());
    const dialog = screen.getByRole('dialog', { name: 'AI Dating Assistant' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(panelNames);
    const toggle = screen.getByRole('button', { name: 'Close the AI Dating Assistant' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
  });

  it('clears the chosen panel when closed, so it opens on the four topics again', async () => {
    const { user } = renderWidget();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Date Ideas' }));
    expect(screen.getByRole('dialog', { name: 'Date Ideas' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the AI Dating Assistant' }));
    await user.click(openButton());
    expect(screen.getByRole('dialog', { name: 'AI Dating Assistant' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: DATE_IDEAS[0]!.title })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderWidget();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Profile Enhancement' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openButton()).toHaveFocus();
    await user.click(openButton());
    expect(screen.getByRole('dialog', { name: 'AI Dating Assistant' })).toBeInTheDocument();
  });

  it('shows three conversation starters from the icebreaker catalogue, and the next three on request', async () => {
    const { user, fetchSpy } = renderWidget();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Conversation Starters' }));
    const dialog = screen.getByRole('dialog', { name: 'Conversation Starters' });
    const items = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items()).toEqual(ICEBREAKERS.slice(0, 3).map((starter) => starter.text));
    await user.click(within(dialog).getByRole('button', { name: 'Show other starters' }));
    expect(items()).toEqual(ICEBREAKERS.slice(3, 6).map((starter) => starter.text));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows date ideas with their budget, and goes back to the topics', async () => {
    const { user } = renderWidget();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Date Ideas' }));
    const first = DATE_IDEAS[0]!;
    const card = screen.getByRole('heading', { name: first.title }).closest('li')!;
    expect(within(card).getByText(`Budget ${'$'.repeat(first.cost)} (level ${first.cost} of 3)`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to all topics' }));
    expect(screen.getByRole('dialog', { name: 'AI Dating Assistant' })).toBeInTheDocument();
  });

  it("explains the compatibility score with the engine's weights", async () => {
    const { user } = renderWidget();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'Compatibility Insights' }));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Values40%', 'Lifestyle25%', 'Interests20%', 'Communication15%']);
    expect(screen.getByRole('heading', { name: 'Compatibility Insights' })).toHaveFocus();
  });
});
