import { clsx } from 'clsx';
import { Clock, Heart, MapPin } from 'lucide-react';
import { costLabel } from '@kindred/contract/date-ideas';
import { DATE_IDEA_CATEGORY_LABELS, DATE_PLANNER_TEXTS, type DateIdeaView } from '@kindred/contract/date-planner';
import { Button } from '@/components/ui/button';

interface DateIdeaCardProps {
  idea: DateIdeaView;
  onToggleSaved: (idea: DateIdeaView) => void;
  onPlan: (idea: DateIdeaView) => void;
}

/** SPEC 3 Date idea: picture, title, description, time, location, budget ($ to $$$), the heart. */
export function DateIdeaCard({ idea, onToggleSaved, onPlan }: DateIdeaCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <div className="relative">
        <img src={idea.imageSrc} alt="" width={400} height={240} className="aspect-[5/3] w-full object-cover" />
        <span className="absolute top-3 left-3 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
          {DATE_IDEA_CATEGORY_LABELS[idea.category]}
        </span>
        <button
          type="button"
          aria-pressed={idea.liked}
          aria-label={DATE_PLANNER_TEXTS.save(idea.title)}
          onClick={() => onToggleSaved(idea)}
          className="absolute top-2 right-2 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-rose-600 shadow-sm transition-colors hover:bg-white focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none"
        >
          <Heart aria-hidden="true" className={clsx('h-5 w-5', idea.liked && 'fill-current')} />
        </button>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-bold text-stone-900 dark:text-stone-100">{idea.title}</h3>
          <span className="shrink-0 font-semibold text-emerald-700 dark:text-emerald-400">
            <span aria-hidden="true">{costLabel(idea.cost)}</span>
            <span className="sr-only">{DATE_PLANNER_TEXTS.budgetLabel(idea.cost)}</span>
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{idea.description}</p>
        <dl className="mt-3 space-y-1 text-sm text-stone-700 dark:text-stone-300">
          <div className="flex items-center gap-2">
            <dt>
              <Clock aria-hidden="true" className="h-4 w-4 text-stone-500" />
              <span className="sr-only">{DATE_PLANNER_TEXTS.timeLabel}</span>
            </dt>
            <dd>{idea.time}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="h-4 w-4 text-stone-500" />
              <span className="sr-only">{DATE_PLANNER_TEXTS.locationLabel}</span>
            </dt>
            <dd>{idea.location}</dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          size="sm"
          className="mt-4 self-start"
          aria-label={DATE_PLANNER_TEXTS.planThisLabel(idea.title)}
          onClick={() => onPlan(idea)}
        >
          {DATE_PLANNER_TEXTS.planThis}
        </Button>
      </div>
    </article>
  );
}
