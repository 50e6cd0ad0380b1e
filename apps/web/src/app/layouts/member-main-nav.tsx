import { Fragment } from 'react';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_MENU } from '@kindred/contract/screens';
import MessagesNavItem from './messages-nav-item';
import { NavItem } from './nav-item';
import { MEMBER_MAIN_LINKS } from './nav-links';

/**
 * Wide screens (lg and up): For You, Discover, Matches and Messages (with the unread count) in
 * the header, where a phone has its bottom navigation (decision 050).
 */
export function MemberMainNav() {
  return (
    <nav aria-label={MEMBER_MENU.mainLabel} className="hidden min-w-0 flex-1 items-center justify-center gap-1 lg:flex">
      {MEMBER_MAIN_LINKS.map((link) => (
        <Fragment key={link.to}>
          {link.to === ROUTES.messages ? <MessagesNavItem link={link} /> : <NavItem link={link} />}
        </Fragment>
      ))}
    </nav>
  );
}
