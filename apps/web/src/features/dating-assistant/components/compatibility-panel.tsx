import { ASSISTANT_TEXTS } from '@kindred/contract/dating-assistant';

/** Compatibility Insights: how the real score is made (decision 013). */
export function CompatibilityPanel() {
  return (
    <>
      <p className="text-stone-700 dark:text-stone-300">{ASSISTANT_TEXTS.compatibilityIntro}</p>
      <dl className="mt-3 space-y-3">
        {ASSISTANT_TEXTS.compatibilityParts.map((part) => (
          <div key={part.name} className="rounded-2xl bg-stone-50 px-4 py-3 dark:bg-stone-800/60">
            <dt className="flex justify-between font-semibold text-stone-900 dark:text-stone-100">
              {part.name}
              <span className="text-rose-700 dark:text-rose-300">{part.weight}</span>
            </dt>
            <dd className="mt-1 text-sm text-stone-700 dark:text-stone-300">{part.text}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-stone-700 dark:text-stone-300">
        {ASSISTANT_TEXTS.compatibilityNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
