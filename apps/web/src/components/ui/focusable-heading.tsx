import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';

interface FocusableHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as?: 'h1' | 'h2' | 'h3' | 'h4';
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading that focus can be moved to (a new step, a removed item, a sent form), so screen
 * readers announce where the member is; it is not a control, so it draws no focus outline.
 */
export function FocusableHeading({ as: Tag = 'h1', className, ...heading }: FocusableHeadingProps) {
  return <Tag tabIndex={-1} className={clsx(className, 'focus:outline-none')} {...heading} />;
}
