import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'first', title: 'First', content: <p>First body</p> },
  { id: 'second', title: 'Second', content: <p>Second body</p> },
  { id: 'third', title: 'Third', content: <p>Third body</p> },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('links each title button to its labelled region and opens the default sections', () => {
    render(<Accordion items={items} defaultOpen={['first']} />);
    const first = button('First');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'First' });
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('First body');
    expect(button('Second')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Second body')).not.toBeVisible();
    // Closed regions are hidden, so only the open one is a region in the tree.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'First' })).toContainElement(first);
  });

  it('lets several sections be open at once by default, and closes one on a second click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={['first']} />);
    await user.click(button('Second'));
    expect(button('First')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Second')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('First'));
    expect(button('First')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('First body')).not.toBeVisible();
  });

  it('in single mode, opening a section closes the one that was open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen={['first', 'third']} mode="single" />);
    expect(button('Third')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('Second'));
    expect(button('First')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Second')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('Second'));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('toggles with Enter and Space, and moves between titles with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} headingLevel={3} />);
    await user.tab();
    expect(button('First')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('First')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button('First')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(button('Second')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Third')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(button('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(button('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('First')).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('gives each section its id, so that a #fragment can point at it', () => {
    const { container } = render(<Accordion items={items} />);
    expect(container.querySelector('#second')).toContainElement(button('Second'));
  });
});
