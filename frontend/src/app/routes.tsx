import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { DIALECTS } from '../features/translator/dialects';
import { LOCALES, localizePath } from '../i18n/locale';
import { AppLayout } from './layout/AppLayout';
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

/** Every page, by its clean (English) path. */
const pages: { path: string; element: ReactNode }[] = [
  { path: routePatterns.home, element: <HomePage /> },
  { path: routePatterns.auth, element: <AuthPage /> },
  { path: routePatterns.question, element: <QuestionPage /> },
  { path: routePatterns.ask, element: <AskPage /> },
  { path: routePatterns.admin, element: <AdminPage /> },
  { path: routePatterns.users, element: <UsersPage /> },
  { path: routePatterns.about, element: <AboutPage /> },
  { path: routePatterns.contact, element: <ContactPage /> },
  { path: routePatterns.privacy, element: <PrivacyPage /> },
  { path: routePatterns.terms, element: <TermsPage /> },
  { path: routePatterns.translator, element: <TranslatorPage /> },
  { path: routePatterns.plans, element: <PlansPage /> },
  ...DIALECTS.map((dialect) => ({
    path: `/${dialect.slug}`,
    element: <DialectTranslatorPage slug={dialect.slug} />,
  })),
];

/** Each page under every locale (`/about` and `/fr/about`), then the 404 page. */
export const appRoutes: RouteObject[] = [
  {
    element: <LocaleRoot />,
    errorElement: <RootRouteError />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...LOCALES.flatMap((locale) =>
                pages.map((page) => ({
                  path: localizePath(page.path, locale),
                  element: page.element,
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
