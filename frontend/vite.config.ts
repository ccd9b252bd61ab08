import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks, so app releases do not invalidate them.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (
            /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(
              id,
            )
          )
            return 'react';
          if (
            /[\\/]node_modules[\\/](@radix-ui|radix-ui|@floating-ui)[\\/]/.test(
              id,
            )
          )
            return 'radix';
          if (
            /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/.test(
              id,
            )
          )
            return 'intl';
          return 'vendor';
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
    include: ['src/**/*.test.{ts,tsx}'],
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
