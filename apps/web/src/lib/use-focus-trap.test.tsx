import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap';

function Surface({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, (surface) => surface.querySelector<HTMLElement>('[data-start]'));
  return (
    <div ref={ref} role="dialog" aria-label="Call">
      <button type="button">First</button>
      <button type="button" data-start>
        Second
      </button>
      <button type="button" onClick={onClose}>
        Last
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(!open)}>
        Open
      </button>
      <button type="button">Outside</button>
      {open && <Surface onClose={() => setOpen(false)} />}
    </>
  );
}

// WCAG 2.4.3 (focus order) and 2.1.2 (no keyboard trap beyond the modal's own life).
describe('useFocusTrap', () => {
  it('starts where asked, keeps Tab and Shift+Tab inside, and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{Tab}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    // Closed from the keyboard: focus goes back to what opened it, not to the page's body.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
