import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompatibilitySummary } from '@kindred/contract/discovery';
import { CompatibilityCard } from './compatibility-card';

const compatibility: CompatibilitySummary = {
  overall: 86.6,
  subScores: { values: 91, interests: 72, lifestyle: 64, communication: 55 },
  reasons: ['You both value honesty', 'You share 3 interests'],
};

describe('CompatibilityCard', () => {
  it('shows the overall percentage and the reasons that explain it', () => {
    render(<CompatibilityCard compatibility={compatibility} />);
    const card = screen.getByRole('region', { name: 'Compatibility' });
    expect(within(card).getByText('87% match')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Compatibility' })).toHaveAttribute('aria-valuenow', '87');
    expect(within(card).getByText('You both value honesty')).toBeInTheDocument();
    expect(within(card).getByText('You share 3 interests')).toBeInTheDocument();
  });

  it('Show details opens the four sub-scores in the card order; Hide details closes them', async () => {
    render(<CompatibilityCard compatibility={compatibility} />);
    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('progressbar', { name: 'Values' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    const bars = screen.getAllByRole('progressbar').slice(1);
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Values',
      'Interests',
      'Lifestyle',
      'Communication',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['91', '72', '64', '55']);
    expect(screen.getByText('91%')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('progressbar', { name: 'Values' })).not.toBeInTheDocument();
  });
});
