// The pages' first frames, rendered at build time (scripts/prerender.mjs) for the
// server to send inside #root to guests: the page paints with the HTML and CSS,
// before any JavaScript runs, and the app replaces it when it starts (main.tsx).
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/AppProviders';
import { createAppRoutes, loadAllPages } from '../app/routes';
import { BRAND_NAME } from '../config/brand';
import { DIALECT_SLUGS } from '../features/translator/dialect-slugs';
import { DIALECTS } from '../features/translator/dialects';
import {
  dialectPageHead,
  translatorPageHead,
  type TranslatorPageHead,
} from '../features/translator/page-heads';
import { LOCALES, localizePath } from '../i18n/locale';
import { loadMessages } from '../i18n/messages';
import { routePatterns } from '../shared/paths';
import { userQueryOptions } from '../shared/session/get-user';

/**
 * The pages with a first frame: those whose first frame is the same for every
 * guest (no user data in it, beyond what shows while data loads), in each
 * locale. A question page's is its skeleton, the same for every question: it
 * is listed by its route (`/question/:id`).
 */
export function firstFramePaths(): string[] {
  const pages = [
    routePatterns.home,
    routePatterns.question,
    routePatterns.translator,
    ...DIALECT_SLUGS.map((slug) => `/${slug}`),
    routePatterns.about,
    routePatterns.contact,
    routePatterns.privacy,
    routePatterns.terms,
  ];
  return LOCALES.flatMap((locale) =>
    pages.map((page) => localizePath(page, locale)),
  );
}

/**
 * The markup of a page's first frame for a guest: the app as it renders for a
 * guest before any other API answer (data still loading), or, given `reads`
 * (API answers by the URL the client reads them from, which is its query
 * key), as it renders once those are in. The server renders a question
 * page's frame this way, with the question and its answers (see
 * backend/src/web/page-frames.ts). Fails when the page's route fails or is
 * not found, so a broken page never ships a first frame.
 */
export async function renderFirstFrame(
  path: string,
  reads: Record<string, unknown> = {},
): Promise<string> {
  await loadAllPages();
  const handler = createStaticHandler(createAppRoutes());
  // A route's parameters stand for any value: a question page renders as any question's would.
  const url = path.replace(/:[^/]+/g, '0');
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response)
    throw new Error(`${path}: the route answered ${context.status}`);
  if (context.matches.some((match) => match.route.path === '*'))
    throw new Error(`${path}: no such page (404)`);
  if (context.statusCode !== 200 || context.errors)
    throw new Error(
      `${path}: the route answered ${context.statusCode}: ${JSON.stringify(context.errors)}`,
    );
  const router = createStaticRouter(handler.dataRoutes, context);
  // Only a request without the session cookie gets a first frame, so its
  // header is a guest's (the sign-in link), as the app's will be.
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions.queryKey, null);
  for (const [url, data] of Object.entries(reads))
    queryClient.setQueryData([url], data);
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Every part inline: a large part is otherwise sent after the rest, with a
    // script to move it in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // A part still loading would be sent as a fallback and a script to swap it in.
  const pending = html.search(/<script|<template/);
  if (pending >= 0)
    throw new Error(
      `${path}: a part of the page was still loading: ${html.slice(Math.max(0, pending - 300), pending + 300)}`,
    );
  return html;
}

/** A page's head as the server writes it into the first HTML (crawlers run no script). */
export type FirstHead = {
  title: string;
  description: string;
  keywords?: string;
};

/**
 * The heads of the pages whose title and description come from the app's own
 * catalogues and change with the locale (the translator and the six dialect
 * pages), as the pages set them once they run, by path.
 */
export async function firstFrameHeads(): Promise<Record<string, FirstHead>> {
  const heads: Record<string, FirstHead> = {};
  for (const locale of LOCALES) {
    const intl = createIntl({
      locale,
      messages: await loadMessages(locale, ['translator']),
    });
    const head = ({ page, description, keywords }: TranslatorPageHead) => ({
      title: intl.formatMessage(
        { id: 'document.title' },
        { page, brand: BRAND_NAME },
      ),
      description,
      keywords,
    });
    heads[localizePath(routePatterns.translator, locale)] = head(
      translatorPageHead(intl),
    );
    for (const dialect of DIALECTS)
      heads[localizePath(`/${dialect.slug}`, locale)] = head(
        dialectPageHead(intl, dialect),
      );
  }
  return heads;
}
