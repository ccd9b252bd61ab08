import { createElement, lazy, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { DIALECT_SLUGS } from '../features/translator/dialect-slugs';
import { getLocaleFromPath, LOCALES, localizePath } from '../i18n/locale';
import {
  hasMessages,
  loadMessages,
  type CatalogueGroup,
} from '../i18n/messages';
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

/** A page's own chunk of code. */
type PageCode = {
  /** Loads the page's code (once); from then on the page renders without suspending. */
  load(): Promise<void>;
  loaded(): boolean;
};

/** A page whose code is its own chunk, loaded on first visit. */
type LazyPage<P extends object> = ComponentType<P> & PageCode;

/**
 * A page's code, loaded on first visit. The route's loader waits for it, so
 * the first frame of a page already holds the page (no spinner between the
 * header and the page); rendered before that (tests without loaders), the
 * page suspends until its code is there.
 */
function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyPage<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await loadOnce();
    return { default: component as ComponentType<P> };
  }) as unknown as ComponentType<P>;
  const Page = (props: P) => createElement(component ?? Suspending, props);
  return Object.assign(Page, {
    load: loadOnce,
    loaded: () => component !== undefined,
  });
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

/**
 * Every page, by its clean (English) path, with what its loader starts, and the
 * catalogue part it needs beyond the main one (its loader waits for it).
 */
const pages: {
  path: string;
  element: ReactNode;
  /** The page whose code the route waits for. */
  code: PageCode;
  prefetch?: PagePrefetch;
  messages?: CatalogueGroup;
}[] = [
  {
    path: routePatterns.home,
    element: <HomePage />,
    code: HomePage,
    prefetch: prefetchHome,
  },
  {
    path: routePatterns.auth,
    element: <AuthPage />,
    code: AuthPage,
    messages: 'pages',
  },
  {
    path: routePatterns.question,
    element: <QuestionPage />,
    code: QuestionPage,
    prefetch: prefetchQuestion,
    messages: 'question',
  },
  // Without an id: the question page, which says the question is not found.
  {
    path: routePatterns.questionWithoutId,
    element: <QuestionPage />,
    code: QuestionPage,
    messages: 'question',
  },
  {
    path: routePatterns.ask,
    code: AskPage,
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
    messages: 'ask',
  },
  {
    path: routePatterns.admin,
    code: AdminPage,
    element: (
      <RequireAdmin>
        <AdminPage />
      </RequireAdmin>
    ),
    messages: 'pages',
  },
  {
    path: routePatterns.users,
    code: UsersPage,
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
    messages: 'pages',
  },
  {
    path: routePatterns.about,
    element: <AboutPage />,
    code: AboutPage,
    messages: 'pages',
  },
  {
    path: routePatterns.contact,
    element: <ContactPage />,
    code: ContactPage,
    messages: 'pages',
  },
  {
    path: routePatterns.privacy,
    element: <PrivacyPage />,
    code: PrivacyPage,
    messages: 'pages',
  },
  {
    path: routePatterns.terms,
    element: <TermsPage />,
    code: TermsPage,
    messages: 'pages',
  },
  {
    path: routePatterns.translator,
    element: <TranslatorPage />,
    code: TranslatorPage,
    messages: 'translator',
  },
  {
    path: routePatterns.plans,
    element: <PlansPage />,
    code: PlansPage,
    prefetch: prefetchPlans,
    messages: 'pages',
  },
  ...DIALECT_SLUGS.map((slug) => ({
    path: `/${slug}`,
    element: <DialectTranslatorPage slug={slug} />,
    code: DialectTranslatorPage,
    messages: 'translator' as const,
  })),
];

/** Loads every page's code (the build's first frames render pages without suspending). */
export function loadAllPages(): Promise<void> {
  return Promise.all([
    ...pages.map(({ code }) => code.load()),
    NotFoundPage.load(),
  ]).then(() => undefined);
}

/** What a loader waits for, if anything: null at once when everything is there. */
function waitFor(work: (Promise<unknown> | false | undefined)[]) {
  const pending = work.filter((item): item is Promise<unknown> => !!item);
  return pending.length === 0 ? null : Promise.all(pending).then(() => null);
}

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
      HydrateFallback: () => null,
      // The page's locale catalogue, when it is not loaded yet (a French page, a
      // switch to French), is the one thing to wait for: the page then shows
      // translated from its first frame. Other loaders start requests and return
      // at once.
      loader: ({ request }: LoaderFunctionArgs) => {
        if (queryClient) prefetchSession(queryClient);
        const locale = getLocaleFromPath(new URL(request.url).pathname);
        return hasMessages(locale)
          ? null
          : loadMessages(locale).then(() => null);
      },
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                ...LOCALES.flatMap((locale) =>
                  pages.map(({ path, element, code, prefetch, messages }) => ({
                    path: localizePath(path, locale),
                    element,
                    loader:
                      queryClient || messages
                        ? (args: LoaderFunctionArgs) => {
                            if (queryClient && prefetch)
                              prefetch(queryClient, args, locale);
                            return waitFor([
                              queryClient && !code.loaded() && code.load(),
                              messages &&
                                !hasMessages(locale, [messages]) &&
                                loadMessages(locale, [messages]),
                            ]);
                          }
                        : undefined,
                  })),
                ),
                {
                  path: '*',
                  element: <NotFoundPage />,
                  loader: queryClient
                    ? () =>
                        waitFor([!NotFoundPage.loaded() && NotFoundPage.load()])
                    : undefined,
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = createAppRoutes();
