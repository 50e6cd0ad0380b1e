import { useState } from 'react';
import { WE_MET_TEXTS } from '@kindred/contract/we-met';
import { useWeMetPrompts } from '../api/get-we-met-prompts';
import { WeMetCard } from './we-met-card';

/**
 * "Did you meet?" at the top of Matches (decision 106): the member's open prompts, each asked
 * once. Nothing is drawn while there are none (or they fail to load: the question can wait).
 */
export function WeMetSection() {
  const prompts = useWeMetPrompts();
  const [thanks, setThanks] = useState('');
  const open = prompts.data ?? [];
  return (
    <>
      {open.length > 0 && (
        <section aria-label={WE_MET_TEXTS.sectionLabel} className="mt-6">
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {open.map((prompt) => (
              <li key={prompt.id}>
                <WeMetCard prompt={prompt} onAnswered={() => setThanks(WE_MET_TEXTS.thanks)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p
        role="status"
        className={thanks ? 'mt-4 text-sm font-semibold text-emerald-700 dark:text-emerald-300' : 'sr-only'}
      >
        {thanks}
      </p>
    </>
  );
}
