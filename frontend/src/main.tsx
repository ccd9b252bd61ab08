// Radix Themes piece by piece: the base tokens, only the colour scales the app
// uses (theme gray and accent, the dialect pages' accents, badge and state
// colours), then components and utilities. The build drops the rules of
// components no page renders (scripts/build-plugins.ts).
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/indigo.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/grass.css';
import '@radix-ui/themes/tokens/colors/jade.css';
import '@radix-ui/themes/tokens/colors/cyan.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/violet.css';
import '@radix-ui/themes/tokens/colors/purple.css';
import '@radix-ui/themes/tokens/colors/plum.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './app/app.css';
import {
  startTransition,
  StrictMode,
  useLayoutEffect,
  type ReactNode,
} from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/App';
import { createAppRouter, routerReady } from './app/router';
import { isTakingOver } from './shared/takeover';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * The server may have sent the page's first frame inside #root (guests, see
 * src/prerender/render.tsx), inert until the app runs. React replaces it with
 * its first render, which then must be the page itself, not an empty frame:
 * the router's first loaders (page code, catalogues) finish before it.
 */
const firstFrame = isTakingOver();

/** The app's first commit has replaced the first frame: the page is live. */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container?.removeAttribute('inert');
    container?.removeAttribute('data-first-frame');
  }, []);
  return children;
}

// The first render as a transition: React yields to the browser every few
// milliseconds while it builds the page, instead of holding the main thread.
async function start(root: HTMLElement) {
  // The entry's evaluation ends here and the router starts in a task of its
  // own: creating it (matching the URL, starting the first loaders) takes
  // about 25 ms on a two-core host, and with the modules' top-level code it
  // was one long task that holds a tap or a key press back.
  await new Promise((resolve) => setTimeout(resolve));
  const queryClient = createQueryClient();
  // The API answers the server rendered the frame with (a question page's
  // question and answers): the app starts from them, so its first render is
  // that frame, not a skeleton, and they are not fetched again.
  const reads = document.getElementById('first-frame-reads')?.textContent;
  if (reads)
    for (const [url, data] of Object.entries(
      JSON.parse(reads) as Record<string, unknown>,
    ))
      queryClient.setQueryData([url], data);
  const router = createAppRouter(queryClient);
  if (firstFrame) await routerReady(router);
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <TakeOver>
          <App start={{ queryClient, router }} />
        </TakeOver>
      </StrictMode>,
    );
  });
}

void start(container);
