import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import {
  precompileMessages,
  precompress,
  productionReactRouter,
  pruneComponentCss,
  routePreloads,
  themeWithoutTooltipProvider,
} from './scripts/build-plugins';
import { DIALECT_SLUGS } from './src/features/translator/dialect-slugs';

/** The app's server in development (`npm run dev` starts it on PORT, 3000 by default). */
const backend = `http://localhost:${process.env.PORT || 3000}`;

/**
 * The English pages catalogue (src/i18n/messages.ts), which the routes of the
 * pages outside the main catalogue wait for: preloaded with them (French pages
 * preload the French one instead, see `routePreloads` below).
 */
const PAGES_MESSAGES = 'pages.en';

/** The English ask, question and translator catalogues, which their routes wait for. */
const ASK_MESSAGES = 'ask.en';
const QUESTION_MESSAGES = 'question.en';
const TRANSLATOR_MESSAGES = 'translator.en';

/**
 * Each route's page module (its file name; see src/app/routes.tsx), with what
 * its loader waits for, so the server can preload them with the HTML. The build
 * fails when one is missing.
 */
const ROUTE_PAGES: Record<string, string | string[]> = {
  '/': 'HomePage',
  '/auth': ['AuthPage', PAGES_MESSAGES],
  '/question/:id': ['QuestionPage', QUESTION_MESSAGES],
  '/ask': ['AskPage', ASK_MESSAGES],
  '/admin': ['AdminPage', PAGES_MESSAGES],
  '/users': ['UsersPage', PAGES_MESSAGES],
  '/about': ['AboutPage', PAGES_MESSAGES],
  '/contact': ['ContactPage', PAGES_MESSAGES],
  '/privacy': ['PrivacyPage', PAGES_MESSAGES],
  '/terms': ['TermsPage', PAGES_MESSAGES],
  '/translator': ['TranslatorPage', TRANSLATOR_MESSAGES],
  ...Object.fromEntries(
    DIALECT_SLUGS.map((slug) => [
      `/${slug}`,
      ['DialectTranslatorPage', TRANSLATOR_MESSAGES],
    ]),
  ),
};

/**
 * The flags' SVG files (`country-flag-icons/3x2/XX.svg`), which the package does
 * not list among its exports: imported with `?no-inline`, each ships as its own
 * hashed file, outside the JavaScript (src/ui/Flag.tsx).
 */
const flagsFolder = path.join(
  path.dirname(
    createRequire(import.meta.url).resolve('country-flag-icons/package.json'),
  ),
  '3x2',
);

const messagesJson = /[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+\.json$/;

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      {
        find: /^country-flag-icons\/3x2\/([A-Z]{2}\.svg)/,
        replacement: `${flagsFolder}/$1`,
      },
    ],
  },
  // The first-frame build (`vite build --ssr`, see scripts/prerender.mjs) renders
  // pages in Node at build time: it needs React and the catalogues, nothing else.
  plugins: isSsrBuild
    ? [react(), precompileMessages(messagesJson)]
    : [
        react(),
        pruneComponentCss({
          // The breakpoints of the app's responsive props; the build fails on another one.
          breakpoints: ['sm', 'md'],
          onReport: ({ before, after }) =>
            console.log(
              `CSS without unused Radix rules: ${before} -> ${after} bytes`,
            ),
        }),
        routePreloads(ROUTE_PAGES, {
          // French pages: the French catalogue, and the French ask, question,
          // pages and translator catalogues in place of the English ones.
          fr: {
            modules: ['fr'],
            replace: {
              [PAGES_MESSAGES]: 'pages.fr',
              [ASK_MESSAGES]: 'ask.fr',
              [QUESTION_MESSAGES]: 'question.fr',
              [TRANSLATOR_MESSAGES]: 'translator.fr',
            },
          },
        }),
        precompress(),
        productionReactRouter(),
        themeWithoutTooltipProvider(),
        precompileMessages(messagesJson),
      ],
  // The first-frame renderer is one self-contained CommonJS file: the build
  // renders the pages every guest sees alike with it, and the server loads it
  // to render a question page's frame with its question (it runs without the
  // client's packages installed, as in the production image).
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' as const },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? {
        outDir: 'dist/.vite/render',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: {
          output: {
            format: 'cjs' as const,
            entryFileNames: 'render.cjs',
            inlineDynamicImports: true,
          },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Every browser the app supports preloads modules itself.
        modulePreload: { polyfill: false },
        // About 4 kB gzip smaller than esbuild's output on home's first load.
        // Its default options: `passes: 2` with `module: true` made the code
        // slower to run (docs/decisions.md).
        minify: 'terser',
        rollupOptions: {
          treeshake: {
            // react-intl imports these for `injectIntl`, which the app does not
            // use; as CommonJS they would otherwise be kept whole.
            moduleSideEffects: (id) =>
              !/[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(
                id,
              ),
          },
          output: {
            // A chunk is named by its content hash alone: every chunk's file
            // name is written into the entry's import map, so each character is
            // bytes of home's first load (module names cost 440 bytes gzip
            // there). Message catalogues keep their name (`fr`, `pages.en`):
            // which language a file holds stays visible to anyone testing a
            // deployment. Seven characters (42 bits) name a file well enough
            // for caching, and cost 144 bytes gzip less on home's first load
            // than eight; at six the bundler's placeholders number 63 at most
            // and the build fails at the 64th chunk. routes.json says which
            // file is which.
            chunkFileNames: (chunk) =>
              /^(.+\.)?(en|fr)$/.test(chunk.name)
                ? 'assets/[name]-[hash:8].js'
                : 'assets/[hash:7].js',
            entryFileNames: 'assets/[name]-[hash:8].js',
            // Long-lived chunks for the libraries every page needs, so app releases
            // do not invalidate them. Other libraries (Radix primitives, sockets)
            // go with the code that uses them: a page's own components load with it.
            manualChunks(id) {
              if (!id.includes('node_modules')) return undefined;
              // Every flag's URL (the SVG files load on their own) in one small chunk.
              if (/[\\/]country-flag-icons[\\/]3x2[\\/]/.test(id))
                return 'flags';
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
              // Socket.IO's client, loaded when a page first joins a live room.
              if (
                /[\\/]node_modules[\\/](socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)[\\/]/.test(
                  id,
                )
              )
                return 'socket';
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
    // Form tests type into real inputs: a loaded two-core machine can take
    // several seconds over one, which is slow, not wrong.
    testTimeout: 20_000,
  },
}));

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
