import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/AppProviders';
import { createAppRoutes } from '../app/routes';
import type { SessionUser } from '../features/auth/types';

export const testUser: SessionUser = {
  id: 7,
  email: 'amina@example.com',
  first_name: 'Amina',
  last_name: 'Benali',
  profile_image_url: null,
  username: 'amina',
  isAdmin: false,
  nativeLanguages: ['ar'],
  learningLanguages: ['fr'],
  account_type: 'free',
};

/** Answers a request the test cares about; `undefined` falls through to the defaults. */
export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

type RenderAppOptions = {
  /** The session user; `null` (default) makes `/api/user` answer 200 with `null`, as the server does. */
  user?: SessionUser | null;
  /** Status `/api/user` answers with when there is no user (200 with `null` by default; 401 and 404 as an older or broken server would). */
  guestStatus?: number;
  /** Extra endpoints, asked before the defaults. */
  handler?: FetchHandler;
  /** The app's query client (a new one by default), to ask for data as a route's loader would. */
  queryClient?: QueryClient;
};

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Stubs `fetch` for the endpoints the shell calls. */
export function stubFetch({
  user = null,
  guestStatus = 200,
  handler,
}: RenderAppOptions = {}) {
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const handled = await handler?.(url, init);
      if (handled) return handled;
      if (url === '/api/user') {
        if (user) return jsonResponse(user);
        if (guestStatus === 200) return jsonResponse(null);
        return new Response(
          guestStatus === 401 ? 'Unauthorized' : 'Not Found',
          {
            status: guestStatus,
            statusText: guestStatus === 401 ? 'Unauthorized' : 'Not Found',
          },
        );
      }
      return new Response('Not Found', {
        status: 404,
        statusText: 'Not Found',
      });
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders the whole app (providers, router, layout) at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const fetchMock = stubFetch(options);
  const queryClient = options.queryClient ?? createQueryClient();
  // Without the loaders: pages fetch as they render (the loaders have their own tests).
  const router = createMemoryRouter(createAppRoutes(), {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock };
}

/** The JSON bodies sent to `url` with `method`, in order. */
export function sentBodies(
  fetchMock: ReturnType<typeof stubFetch>,
  url: string,
  method = 'POST',
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === url && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The current location of a memory router as `pathname + search`. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/**
 * When the router reaches `path`, in ms after this call: for a redirect that
 * must wait, checked by its timing rather than by a look at the path in
 * between (which a stalled machine can take too late).
 */
export function whenReached(
  router: ReturnType<typeof createMemoryRouter>,
  path: string,
): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (currentPath(router) !== path) return;
      unsubscribe();
      resolve(performance.now() - started);
    });
  });
}
