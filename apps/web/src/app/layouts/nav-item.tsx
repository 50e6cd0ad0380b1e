import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { NavLinkItem } from './nav-links';

const linkClass = (active: boolean, block = false) =>
  clsx(
    'items-center gap-1.5 px-3 py-2 text-sm font-semibold transition-colors',
    block ? 'flex min-h-11 w-full rounded-xl' : 'inline-flex rounded-full',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500',
    active
      ? 'text-rose-700 dark:text-rose-300'
      : 'text-stone-700 hover:text-rose-700 dark:text-stone-300 dark:hover:text-rose-300',
  );

export interface NavItemProps {
  link: NavLinkItem;
  /** The link's accessible name when it says more than its text (an unread count). */
  ariaLabel?: string;
  /** Shown after the text (the unread count badge). */
  extra?: ReactNode;
  onNavigate?: () => void;
  /** A whole row of a menu rather than a pill in a bar. */
  block?: boolean;
}

/** One link of the top navigation bar. */
export function NavItem({ link, ariaLabel, extra, onNavigate, block }: NavItemProps) {
  const label = (
    <>
      {link.label}
      {extra}
      {/* The space keeps the badge a word of its own in the link's name ('Premium New'). */}
      {link.badge && ' '}
      {link.badge && (
        <span className="rounded-full bg-rose-600 px-1.5 py-0.5 text-[10px] leading-none font-bold text-white uppercase">
          {link.badge}
        </span>
      )}
    </>
  );
  if (link.to.includes('#')) {
    return (
      <Link to={link.to} className={linkClass(false, block)} onClick={onNavigate}>
        {label}
      </Link>
    );
  }
  return (
    <NavLink
      to={link.to}
      aria-label={ariaLabel}
      className={({ isActive }) => linkClass(isActive, block)}
      onClick={onNavigate}
    >
      {label}
    </NavLink>
  );
}
