import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { ExpandableBio } from './expandable-bio';

describe('ExpandableBio', () => {
  it('shows a bio of exactly 100 characters whole, without a toggle', () => {
    const bio = 'a'.repeat(100);
    render(<ExpandableBio bio={bio} />);
    expect(screen.getByText(bio)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts a longer bio as one paragraph and opens it with its line breaks', async () => {
    const bio = `${'Sunrise hikes and slow coffee. '.repeat(3)}\n\nLooking for someone kind and curious to build a life with.`;
    render(<ExpandableBio bio={bio} />);
    const more = screen.getByRole('button', { name: DISCOVERY_TEXTS.more });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const cut = screen.getByText(/…$/);
    expect(cut.textContent).toBe(`${bio.replace(/\s+/g, ' ').slice(0, 100).trimEnd()}…`);

    await userEvent.click(more);
    expect(screen.getByRole('button', { name: DISCOVERY_TEXTS.less })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Looking for someone kind/).textContent).toBe(bio.trim());
  });
});
