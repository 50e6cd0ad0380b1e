import { ROUTES } from '@kindred/contract/routes';
import { BOTTOM_NAV, MEMBER_MENU, SCREEN_TITLES, TOP_NAV } from '@kindred/contract/screens';

export interface NavLinkItem {
  to: string;
  label: string;
  badge?: string;
}

/** SPEC 2 Top navigation bar, visitor set: page anchors on the landing page, then help. */
export const VISITOR_LINKS: readonly NavLinkItem[] = [
  { to: `${ROUTES.home}#features`, label: TOP_NAV.features },
  { to: `${ROUTES.home}#how-it-works`, label: TOP_NAV.howItWorks },
  { to: `${ROUTES.home}#testimonials`, label: TOP_NAV.successStories },
  { to: `${ROUTES.home}#pricing`, label: TOP_NAV.pricing },
  { to: ROUTES.help, label: TOP_NAV.support },
];

/** SPEC 2 Top navigation bar, signed-in set. */
export const MEMBER_LINKS: readonly NavLinkItem[] = [
  { to: ROUTES.discover, label: TOP_NAV.discover },
  { to: ROUTES.matches, label: TOP_NAV.matches },
  { to: ROUTES.messages, label: TOP_NAV.messages },
  { to: ROUTES.profile, label: TOP_NAV.profile },
  { to: ROUTES.subscription, label: TOP_NAV.subscription, badge: TOP_NAV.newBadge },
  { to: ROUTES.help, label: TOP_NAV.help },
];

/** The member header's main sections on wide screens, where the bottom navigation is gone. */
export const MEMBER_MAIN_LINKS: readonly NavLinkItem[] = [
  { to: ROUTES.forYou, label: BOTTOM_NAV.forYou },
  { to: ROUTES.discover, label: TOP_NAV.discover },
  { to: ROUTES.matches, label: BOTTOM_NAV.matches },
  { to: ROUTES.messages, label: BOTTOM_NAV.messages },
];

/**
 * The member menu at the top right, at every width (decision 050): the account's pages, SPEC 2's
 * signed-in links the bar leaves out (/subscription marked New, /help) and the screens members
 * otherwise only find by address. Log Out follows them.
 */
export const MEMBER_MENU_LINKS: readonly NavLinkItem[] = [
  { to: ROUTES.profile, label: TOP_NAV.profile },
  { to: ROUTES.subscription, label: TOP_NAV.subscription, badge: TOP_NAV.newBadge },
  { to: ROUTES.datePlanner, label: SCREEN_TITLES.datePlanner },
  { to: ROUTES.icebreakers, label: SCREEN_TITLES.icebreakers },
  { to: ROUTES.settings, label: MEMBER_MENU.settings },
  { to: ROUTES.help, label: TOP_NAV.help },
  { to: ROUTES.safety, label: MEMBER_MENU.safety },
];
