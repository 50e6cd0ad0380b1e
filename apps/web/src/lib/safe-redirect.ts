import { ROUTES } from '@kindred/contract/routes';

/**
 * A post-sign-in target from `?redirect=`: only a same-site path ("/matches?x=1"), never
 * another origin ("//evil.example", "https://...", "/\\evil") nor the auth pages themselves.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return null;
  }
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(candidate, 'http://kindred.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://kindred.invalid') return null;
  if (url.pathname === ROUTES.login || url.pathname === ROUTES.register) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<path>` for a visitor stopped at a member page. */
export function loginPathFor(path: string): string {
  const target = safeRedirectPath(path);
  if (!target || target === ROUTES.home) return ROUTES.login;
  return `${ROUTES.login}?${new URLSearchParams({ redirect: target }).toString()}`;
}
