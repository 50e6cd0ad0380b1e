import type { Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { IcebreakerCard } from './icebreaker-card';

interface IcebreakerListProps {
  items: readonly Icebreaker[];
  onToggleSave: (icebreaker: Icebreaker) => void;
  onSend: (icebreaker: Icebreaker) => void;
  onDelete: (icebreaker: Icebreaker) => void;
}

/** The cards of a tab; the member's own offer Delete. */
export function IcebreakerList({ items, onToggleSave, onSend, onDelete }: IcebreakerListProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((icebreaker) => (
        <IcebreakerCard
          key={icebreaker.id}
          icebreaker={icebreaker}
          onToggleSave={onToggleSave}
          onSend={onSend}
          onDelete={icebreaker.isCustom ? onDelete : undefined}
        />
      ))}
    </ul>
  );
}
