import { lazy, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DIALECTS } from '../features/translator/dialects';
import { LOCALES, localizePath } from '../i18n/locale';
import { RequireAdmin, RequireMember } from './guards/RequireMember';
import { AppLayout } from './layout/AppLayout';
import {
  prefetchHome,
  prefetchPlans,
  prefetchQuestion,
  prefetchSession,
  type PagePrefetch,
} from './loaders';
import { LocaleRoot } from './layout/LocaleRoot';
import { RootRouteError, RouteError } from './layout/RouteError';
import { routePatterns } from '../shared/paths';

/** Loads a page's code on first visit; each page is its own chunk. */
function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}

const HomePage = lazyPage(() =>
  import('../features/questions/components/HomePage').then((m) => m.HomePage),
);
const QuestionPage = lazyPage(() =>
  import('../features/questions/components/QuestionPage').then(
    (m) => m.QuestionPage,
  ),
);
const AuthPage = lazyPage(() =>
  import('../features/auth/components/AuthPage').then((m) => m.AuthPage),
);
const AskPage = lazyPage(() =>
  import('../features/questions/components/AskPage').then((m) => m.AskPage),
);
const AdminPage = lazyPage(() =>
  import('../features/admin/components/AdminPage').then((m) => m.AdminPage),
);
const UsersPage = lazyPage(() =>
  import('../features/users/components/UsersPage').then((m) => m.UsersPage),
);
const AboutPage = lazyPage(() =>
  import('../features/static/components/AboutPage').then((m) => m.AboutPage),
);
const ContactPage = lazyPage(() =>
  import('../features/contact/components/ContactPage').then(
    (m) => m.ContactPage,
  ),
);
const PrivacyPage = lazyPage(() =>
  import('../features/static/components/PrivacyPage').then(
    (m) => m.PrivacyPage,
  ),
);
const TermsPage = lazyPage(() =>
  import('../features/static/components/TermsPage').then((m) => m.TermsPage),
);
const TranslatorPage = lazyPage(() =>
  import('../features/translator/components/TranslatorPage').then(
    (m) => m.TranslatorPage,
  ),
);
const DialectTranslatorPage = lazyPage(() =>
  import('../features/translator/components/DialectTranslatorPage').then(
    (m) => m.DialectTranslatorPage,
  ),
);
const PlansPage = lazyPage(() =>
  import('../features/plans/components/PlansPage').then((m) => m.PlansPage),
);
const NotFoundPage = lazyPage(() =>
  import('../features/static/components/NotFoundPage').then(
    (m) => m.NotFoundPage,
  ),
);

/** Every page, by its clean (English) path, with what its loader starts. */
const pages: { path: string; element: ReactNode; prefetch?: PagePrefetch }[] = [
  { path: routePatterns.home, element: <HomePage />, prefetch: prefetchHome },
  { path: routePatterns.auth, element: <AuthPage /> },
  {
    path: routePatterns.question,
    element: <QuestionPage />,
    prefetch: prefetchQuestion,
  },
  {
    path: routePatterns.ask,
    element: (
      <RequireMember
        titleId="ask.title"
        notice={{
          title: 'ask.signInRequired.title',
          description: 'ask.signInRequired.description',
        }}
      >
        <AskPage />
      </RequireMember>
    ),
  },
  {
    path: routePatterns.admin,
    element: (
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    ),
  },
  {
    path: routePatterns.users,
    element: (
      <RequireMember
        titleId="users.title"
        notice={{
          title: 'users.signInRequired.title',
          description: 'users.signInRequired.description',
        }}
      >
        <UsersPage />
      </RequireMember>
    ),
  },
  { path: routePatterns.about, element: <AboutPage /> },
  { path: routePatterns.contact, element: <ContactPage /> },
  { path: routePatterns.privacy, element: <PrivacyPage /> },
  { path: routePatterns.terms, element: <TermsPage /> },
  { path: routePatterns.translator, element: <TranslatorPage /> },
  {
    path: routePatterns.plans,
    element: <PlansPage />,
    prefetch: prefetchPlans,
  },
  ...DIALECTS.map((dialect) => ({
    path: `/${dialect.slug}`,
    element: <DialectTranslatorPage slug={dialect.slug} />,
  })),
];

/**
 * Each page under every locale (`/about` and `/fr/about`), then the 404 page.
 * With a query client, each route's loader starts its page's requests at once
 * (see loaders.ts); without one (some tests) pages fetch as they render.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <LocaleRoot />,
      errorElement: <RootRouteError />,
      // The loaders start requests and return at once: nothing to wait for.
      ...(queryClient && {
        HydrateFallback: () => null,
        loader: () => {
          prefetchSession(queryClient);
          return null;
        },
      }),
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                ...LOCALES.flatMap((locale) =>
                  pages.map(({ path, element, prefetch }) => ({
                    path: localizePath(path, locale),
                    element,
                    loader:
                      queryClient && prefetch
                        ? (args: LoaderFunctionArgs) => {
                            prefetch(queryClient, args, locale);
                            return null;
                          }
                        : undefined,
                  })),
                ),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = createAppRoutes();
