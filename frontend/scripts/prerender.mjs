// The last step of `npm run build`: renders each page's first frame with the
// first-frame renderer (`vite build --ssr src/prerender/render.tsx`, in
// `dist/.vite/render`, which the server also loads for question pages)
// into the client build's `.vite/first-frames.json`, which the server sends inside
// #root to guests (backend/src/web/client-app.ts), and the heads of the pages whose
// title and description come from the catalogues into `.vite/page-heads.json`, which
// the server writes into those pages' HTML.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const renderer = path.join(root, 'dist', '.vite', 'render', 'render.cjs');
const target = path.join(root, 'dist', '.vite', 'first-frames.json');
const headsTarget = path.join(root, 'dist', '.vite', 'page-heads.json');

const { firstFrameHeads, firstFramePaths, renderFirstFrame } = await import(
  pathToFileURL(renderer).href
);
const started = Date.now();
const frames = {};
for (const page of firstFramePaths()) {
  const html = await renderFirstFrame(page);
  if (
    !html.includes('class="site-header"') ||
    !html.includes('id="main-content"')
  )
    throw new Error(`the first frame of ${page} is not a page:\n${html}`);
  frames[page] = html;
}
writeFileSync(target, JSON.stringify(frames));
const heads = await firstFrameHeads();
for (const [page, head] of Object.entries(heads))
  if (!head.title || !head.description || head.title.includes('{'))
    throw new Error(
      `the head of ${page} is incomplete: ${JSON.stringify(head)}`,
    );
writeFileSync(headsTarget, JSON.stringify(heads));
const sizes = Object.values(frames).map((html) => html.length);
console.log(
  `First frames: ${sizes.length} pages in ${Date.now() - started} ms, ${Math.min(...sizes)}-${Math.max(...sizes)} bytes each`,
);
