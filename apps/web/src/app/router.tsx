import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { PageSpinner } from '@/components/ui/page-spinner';
import { memberOnly, signedInOnly, visitorsOnly } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RedirectKeepingHash } from './redirect-keeping-hash';
import { RouteError } from './routes/route-error';

// Code splitting (decision 042). The main chunk holds only what every page needs: this file, the
// public and auth layouts, the providers. Every page is its own chunk, loaded on first visit
// (`page`); the member and onboarding layouts too, so visitors never download member code.
//
// A new public page (legal, help, community, contact...): add
//   publicPage(ROUTES.x, () => import('./routes/x'))
// to the PublicLayout's children (or the AuthLayout's, for a sign-in kind of page). Its module must
// `export default` the page component and import only what that page needs; never import a page
// module statically here. publicPage also prerenders the page at build time (apps/web/build.mjs),
// so it must render without the browser during render (window, localStorage: in effects only) and
// show visitors the same first render on the server and in the browser. A page whose content
// depends on the query string or on a signed-in member uses `page` instead.

export interface RouteHandle {
  /** Rendered to static HTML at build time (app/prerender-page.tsx). */
  prerender?: boolean;
}

type PageModule = () => Promise<{ default: ComponentType }>;

/** A route whose page module loads on first visit (code splitting per page). */
function page(path: string | undefined, load: PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const PRERENDER: RouteHandle = { prerender: true };

/** A module of app/page-data/: asks for what a member page shows first. */
type PageData = () => Promise<{
  prefetchPageData: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<void>;
}>;

/**
 * Member pages whose data is asked for as soon as the session is known, beside the page's own
 * modules, rather than once they have loaded and rendered (issue 37, decision 121). The loader
 * returns at once, so nothing waits for it: the page's queries find their answers cached or on
 * their way (the same query keys), and ask themselves when the prefetch could not.
 */
function pageWithData(queryClient: QueryClient) {
  return (path: string, load: PageModule, data: PageData): RouteObject => ({
    ...page(path, load),
    loader: (args) => {
      void data()
        .then((module) => module.prefetchPageData(queryClient, args))
        .catch(() => undefined);
      return null;
    },
  });
}

/** A public page: its own chunk, and prerendered at build time (see above). */
function publicPage(path: string, load: PageModule): RouteObject {
  return { ...page(path, load), handle: PRERENDER };
}

/** '/match/:id' from ROUTES.match (which encodes a real id). */
function withIdParam(pathFor: (id: string) => string): string {
  return `${pathFor('')}:id`;
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const dataPage = pageWithData(queryClient);
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, lazy: page(undefined, () => import('./routes/home')).lazy, handle: PRERENDER },
            publicPage(ROUTES.safety, () => import('./routes/safety')),
            publicPage(ROUTES.contact, () => import('./routes/contact')),
            publicPage(ROUTES.community, () => import('./routes/community')),
            publicPage(ROUTES.help, () => import('./routes/help')),
            publicPage(ROUTES.cookiePolicy, () => import('./routes/cookie-policy')),
            publicPage(ROUTES.termsOfService, () => import('./routes/terms-of-service')),
            publicPage(ROUTES.privacyPolicy, () => import('./routes/privacy-policy')),
            publicPage(ROUTES.accessibility, () => import('./routes/accessibility')),
            page(ROUTES.devOutbox, () => import('./routes/dev-outbox')),
            page('*', () => import('./routes/not-found')),
          ],
        },
        // SPEC 2: links point to these short forms; they lead to the documents, keeping a #section.
        { path: ROUTES.terms, element: <RedirectKeepingHash to={ROUTES.termsOfService} /> },
        { path: ROUTES.privacy, element: <RedirectKeepingHash to={ROUTES.privacyPolicy} /> },
        { path: ROUTES.cookies, element: <RedirectKeepingHash to={ROUTES.cookiePolicy} /> },
        {
          element: <AuthLayout />,
          children: [
            { ...publicPage(ROUTES.login, () => import('./routes/login')), loader: visitorsOnly(queryClient) },
            { ...publicPage(ROUTES.register, () => import('./routes/register')), loader: visitorsOnly(queryClient) },
            publicPage(ROUTES.forgotPassword, () => import('./routes/forgot-password')),
            page(ROUTES.resetPassword, () => import('./routes/reset-password')),
            page(ROUTES.verification, () => import('./routes/verification')),
            // An emergency contact confirms from their e-mail (decision 102): no account, not prerendered.
            page(ROUTES.emergencyContactConfirm, () => import('./routes/emergency-contact')),
            // A date shared with an emergency contact (decision 104): no account, not prerendered.
            page(ROUTES.sharedDate, () => import('./routes/shared-date')),
          ],
        },
        {
          // SPEC 2: its own route, outside the member navigation.
          lazy: async () => ({ Component: (await import('./layouts/onboarding-layout')).OnboardingLayout }),
          loader: signedInOnly(queryClient),
          children: [page(ROUTES.onboarding, () => import('./routes/onboarding'))],
        },
        {
          lazy: async () => ({ Component: (await import('./layouts/member-layout')).MemberLayout }),
          loader: memberOnly(queryClient),
          children: [
            dataPage(
              ROUTES.matches,
              () => import('./routes/matches'),
              () => import('./page-data/matches'),
            ),
            dataPage(
              ROUTES.forYou,
              () => import('./routes/for-you'),
              () => import('./page-data/for-you'),
            ),
            page(withIdParam(ROUTES.match), () => import('./routes/match-detail')),
            page(ROUTES.profile, () => import('./routes/profile')),
            dataPage(
              ROUTES.messages,
              () => import('./routes/messages'),
              () => import('./page-data/messages'),
            ),
            dataPage(
              withIdParam(ROUTES.messageThread),
              () => import('./routes/message-thread'),
              () => import('./page-data/chat'),
            ),
            dataPage(
              withIdParam(ROUTES.conversation),
              () => import('./routes/conversation'),
              () => import('./page-data/chat'),
            ),
            page(ROUTES.subscription, () => import('./routes/subscription')),
            dataPage(
              ROUTES.settings,
              () => import('./routes/settings'),
              () => import('./page-data/settings'),
            ),
            page(ROUTES.blockedUsers, () => import('./routes/blocked-users')),
            page(ROUTES.datePlanner, () => import('./routes/date-planner')),
            page(ROUTES.icebreakers, () => import('./routes/icebreakers')),
            page(ROUTES.discover, () => import('./routes/discover')),
            page(ROUTES.notifications, () => import('./routes/notifications')),
            page(ROUTES.moderation, () => import('./routes/moderation')),
            page(ROUTES.moderationVerifications, () => import('./routes/moderation-verifications')),
            page(ROUTES.moderationAppeals, () => import('./routes/moderation-appeals')),
            page(ROUTES.moderationAudit, () => import('./routes/moderation-audit')),
            page(ROUTES.getVerified, () => import('./routes/get-verified')),
          ],
        },
      ],
    },
  ];
}
