import { HOW_IT_WORKS_TEXTS } from '@kindred/contract/landing';

/** SPEC 2 Landing 3: the five-stage timeline, Day 1 to Ongoing. */
export function RelationshipTimeline() {
  return (
    <div className="mt-16">
      <h3 className="text-center text-2xl font-bold text-stone-900 dark:text-stone-100">
        {HOW_IT_WORKS_TEXTS.timelineHeading}
      </h3>
      <ol aria-label={HOW_IT_WORKS_TEXTS.timelineLabel} className="relative mt-8 grid gap-6 md:grid-cols-5 md:gap-4">
        {HOW_IT_WORKS_TEXTS.timeline.map((stage) => (
          <li
            key={stage.stage}
            className="relative border-l-2 border-rose-300 pl-5 md:border-t-2 md:border-l-0 md:pt-5 md:pl-0 dark:border-rose-800"
          >
            <span
              aria-hidden="true"
              className="absolute top-0 -left-[7px] h-3 w-3 rounded-full bg-rose-600 md:-top-[7px] md:left-0"
            />
            <p className="text-sm font-bold tracking-wide text-rose-700 uppercase dark:text-rose-300">{stage.stage}</p>
            <p className="mt-1 font-semibold text-stone-900 dark:text-stone-100">{stage.title}</p>
            <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{stage.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
