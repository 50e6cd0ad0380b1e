import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Block Ana
      </button>
      {open && (
        <Dialog title="Block Ana?" onClose={() => setOpen(false)}>
          <label>
            Reason
            <input />
          </label>
          <button type="button">Block</button>
        </Dialog>
      )}
    </>
  );
}

// WCAG 2.1.2 and 2.4.3: every dialog of the app is this one.
describe('Dialog', () => {
  it('is a modal named by its title, takes focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Block Ana' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Block Ana?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
