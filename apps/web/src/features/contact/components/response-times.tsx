import { CONTACT_TEXTS } from '@kindred/contract/contact';

/** SPEC 9 Support: how soon each kind of message is answered. */
export function ResponseTimes() {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {CONTACT_TEXTS.responseTimes.map((row) => (
        <div key={row.label} className="rounded-xl bg-stone-50 px-4 py-3 dark:bg-stone-800/60">
          <dt className="text-sm text-stone-600 dark:text-stone-400">{row.label}</dt>
          <dd className="font-semibold text-stone-900 dark:text-stone-100">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
