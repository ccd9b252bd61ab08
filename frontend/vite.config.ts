import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import {
  precompress,
  productionReactRouter,
  pruneComponentCss,
  routePreloads,
} from './scripts/build-plugins';

const backend = 'http://localhost:3000';

const DIALECT_SLUGS = [
  'moroccan-darija',
  'egyptian-arabic',
  'levantine-arabic',
  'gulf-arabic',
  'iraqi-arabic',
  'standard-arabic',
];

/**
 * Each route's page module (its file name; see src/app/routes.tsx), so the
 * server can preload the page's chunk with the HTML. The build fails when a
 * page is missing.
 */
const ROUTE_PAGES: Record<string, string> = {
  '/': 'HomePage',
  '/auth': 'AuthPage',
  '/question/:id': 'QuestionPage',
  '/ask': 'AskPage',
  '/admin': 'AdminPage',
  '/users': 'UsersPage',
  '/about': 'AboutPage',
  '/contact': 'ContactPage',
  '/privacy': 'PrivacyPage',
  '/terms': 'TermsPage',
  '/translator': 'TranslatorPage',
  ...Object.fromEntries(
    DIALECT_SLUGS.map((slug) => [`/${slug}`, 'DialectTranslatorPage']),
  ),
};

export default defineConfig({
  plugins: [
    react(),
    pruneComponentCss({
      // The breakpoints of the app's responsive props; the build fails on another one.
      breakpoints: ['sm', 'md'],
      onReport: ({ before, after }) =>
        console.log(
          `CSS without unused Radix rules: ${before} -> ${after} bytes`,
        ),
    }),
    routePreloads(ROUTE_PAGES),
    precompress(),
    productionReactRouter(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Long-lived chunks for the libraries every page needs, so app releases
        // do not invalidate them. Other libraries (Radix primitives, sockets)
        // go with the code that uses them: a page's own components load with it.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (
            /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(
              id,
            )
          )
            return 'react';
          if (
            /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/.test(
              id,
            )
          )
            return 'intl';
          // Every flag in one small chunk rather than one request each.
          if (/[\\/]node_modules[\\/]country-flag-icons[\\/]/.test(id))
            return 'flags';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': backend,
      '/contact': { target: backend, bypass: (req) => bypassPageRequest(req) },
      '/sitemap.xml': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
  },
});

/**
 * `/contact` is both a page (GET from the browser) and the contact form endpoint
 * (POST). Page loads stay with the dev server; everything else goes to the backend.
 */
function bypassPageRequest(req: {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const accept = String(req.headers.accept ?? '');
  if (req.method === 'GET' && accept.includes('text/html'))
    return '/index.html';
  return undefined;
}
