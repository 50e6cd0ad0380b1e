import { Check, Circle } from 'lucide-react';
import { PASSWORD_FIELD_TEXTS, PASSWORD_RULES } from '@kindred/contract/password-rules';

/** The contract's password rules, each ticked once the password meets it (decision 074). */
export function PasswordRulesList({ password }: { password: string }) {
  return (
    <div>
      <p className="sr-only">{PASSWORD_FIELD_TEXTS.rulesHeading}</p>
      <ul className="space-y-1">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.isMet(password);
          const Icon = met ? Check : Circle;
          return (
            <li
              key={rule.id}
              data-met={met}
              className={
                met ? 'flex items-center gap-2 text-emerald-700 dark:text-emerald-300' : 'flex items-center gap-2'
              }
            >
              <Icon aria-hidden="true" className={met ? 'h-4 w-4' : 'h-3 w-3 mx-0.5'} />
              <span>
                {rule.text}
                <span className="sr-only">
                  {' '}
                  ({met ? PASSWORD_FIELD_TEXTS.ruleMet : PASSWORD_FIELD_TEXTS.ruleNotMet})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
