import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const TEN = Array.from({ length: 10 }, (_, index) => `card ${index + 1}`);

function List({ items, seen }: { items: string[] | undefined; seen: number[] }) {
  const shown = useProgressiveList(items, 3);
  seen.push(shown?.length ?? 0);
  return (
    <ul>
      {shown?.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useProgressiveList', () => {
  it('renders the first few when the list arrives, then the whole list', () => {
    const seen: number[] = [];
    const view = render(<List items={undefined} seen={seen} />);
    view.rerender(<List items={TEN} seen={seen} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const afterArrival = seen.filter((length) => length > 0);
    expect(afterArrival[0]).toBe(3);
    expect(afterArrival.at(-1)).toBe(10);
  });

  it('shows a later list whole once the whole list has shown', () => {
    const seen: number[] = [];
    const view = render(<List items={TEN} seen={seen} />);
    seen.length = 0;
    view.rerender(<List items={[...TEN].reverse()} seen={seen} />);
    expect(seen.every((length) => length === 10)).toBe(true);
  });
});
