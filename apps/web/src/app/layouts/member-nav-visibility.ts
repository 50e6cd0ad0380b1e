import { ROUTES } from '@kindred/contract/routes';

/** SPEC 2: navigation and logout are hidden on paths containing /conversation/ or /onboarding. */
export function memberChromeHidden(pathname: string): boolean {
  return pathname.includes(ROUTES.conversation('')) || pathname.includes(ROUTES.onboarding);
}

/** SPEC 2: Profile is also highlighted on /settings, /blocked-users and /help. */
export function isProfileSection(pathname: string): boolean {
  return [ROUTES.profile, ROUTES.settings, ROUTES.blockedUsers, ROUTES.help].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** /messages/{id}: a chat, full screen on a phone (no header, no bottom navigation: decision 050). */
export function isMessageThread(pathname: string): boolean {
  return pathname.startsWith(ROUTES.messageThread(''));
}
