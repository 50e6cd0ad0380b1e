import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card of the profile page. */
export function ProfileCard({ title, children }: { title: string; children: ReactNode }) {
  return <Card title={title}>{children}</Card>;
}

/** Label/value pairs in view mode; an empty value reads 'Not set'. */
export function DetailList({ items, emptyText }: { items: { label: string; value: string }[]; emptyText: string }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-sm font-medium text-stone-600 dark:text-stone-400">{item.label}</dt>
          <dd
            className={item.value ? 'text-stone-900 dark:text-stone-100' : 'text-stone-500 italic dark:text-stone-400'}
          >
            {item.value || emptyText}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="text-stone-600 italic dark:text-stone-400">{children}</p>;
}
