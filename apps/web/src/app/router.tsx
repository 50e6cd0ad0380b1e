import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { PageSpinner } from '@/components/ui/page-spinner';
import { memberOnly, signedInOnly, visitorsOnly } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { MemberLayout } from './layouts/member-layout';
import { OnboardingLayout } from './layouts/onboarding-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RedirectKeepingHash } from './redirect-keeping-hash';
import { RouteError } from './routes/route-error';

/** A route whose page module loads on first visit (code splitting per page). */
function page(path: string | undefined, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

/** '/match/:id' from ROUTES.match (which encodes a real id). */
function withIdParam(pathFor: (id: string) => string): string {
  return `${pathFor('')}:id`;
}

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        {
          element: <PublicLayout />,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('./routes/home')).default }) },
            page(ROUTES.safety, () => import('./routes/safety')),
            page(ROUTES.contact, () => import('./routes/contact')),
            page(ROUTES.community, () => import('./routes/community')),
            page(ROUTES.help, () => import('./routes/help')),
            page(ROUTES.cookiePolicy, () => import('./routes/cookie-policy')),
            page(ROUTES.termsOfService, () => import('./routes/terms-of-service')),
            page(ROUTES.privacyPolicy, () => import('./routes/privacy-policy')),
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
            { ...page(ROUTES.login, () => import('./routes/login')), loader: visitorsOnly(queryClient) },
            { ...page(ROUTES.register, () => import('./routes/register')), loader: visitorsOnly(queryClient) },
            page(ROUTES.forgotPassword, () => import('./routes/forgot-password')),
            page(ROUTES.resetPassword, () => import('./routes/reset-password')),
            page(ROUTES.verification, () => import('./routes/verification')),
          ],
        },
        {
          // SPEC 2: its own route, outside the member navigation.
          element: <OnboardingLayout />,
          loader: signedInOnly(queryClient),
          children: [page(ROUTES.onboarding, () => import('./routes/onboarding'))],
        },
        {
          element: <MemberLayout />,
          loader: memberOnly(queryClient),
          children: [
            page(ROUTES.matches, () => import('./routes/matches')),
            page(ROUTES.forYou, () => import('./routes/for-you')),
            page(withIdParam(ROUTES.match), () => import('./routes/match-detail')),
            page(ROUTES.profile, () => import('./routes/profile')),
            page(ROUTES.messages, () => import('./routes/messages')),
            page(withIdParam(ROUTES.messageThread), () => import('./routes/message-thread')),
            page(withIdParam(ROUTES.conversation), () => import('./routes/conversation')),
            page(ROUTES.subscription, () => import('./routes/subscription')),
            page(ROUTES.settings, () => import('./routes/settings')),
            page(ROUTES.blockedUsers, () => import('./routes/blocked-users')),
            page(ROUTES.datePlanner, () => import('./routes/date-planner')),
            page(ROUTES.icebreakers, () => import('./routes/icebreakers')),
            page(ROUTES.discover, () => import('./routes/discover')),
            page(ROUTES.notifications, () => import('./routes/notifications')),
            page(ROUTES.moderation, () => import('./routes/moderation')),
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
