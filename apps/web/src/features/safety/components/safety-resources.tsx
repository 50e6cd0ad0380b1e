import { Phone, TriangleAlert } from 'lucide-react';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';

/** SPEC 2 Safety Center, Resources: static emergency resources. */
export function SafetyResources() {
  return (
    <div>
      <p className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        {SAFETY_CENTER_TEXTS.resourcesIntro}
      </p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {SAFETY_CENTER_TEXTS.resources.map((resource) => (
          <li
            key={resource.name}
            className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
          >
            <h3 className="font-bold text-stone-900 dark:text-stone-100">{resource.name}</h3>
            <p className="mt-1 flex-1 text-sm text-stone-600 dark:text-stone-400">{resource.detail}</p>
            <a
              href={resource.href}
              className="mt-3 inline-flex items-center gap-2 self-start rounded-full text-sm font-semibold text-rose-700 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              {resource.contact}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
