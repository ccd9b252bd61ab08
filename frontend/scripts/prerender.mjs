// The last step of `npm run build`: renders each page's first frame with the
// first-frame build (`vite build --ssr src/prerender/render.tsx`, in `.prerender`)
// into the client build's `.vite/first-frames.json`, which the server sends inside
// #root to guests (backend/src/web/client-app.ts). Then removes `.prerender`.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, '.prerender');
const target = path.join(root, 'dist', '.vite', 'first-frames.json');

const { firstFramePaths, renderFirstFrame } = await import(
  pathToFileURL(path.join(built, 'render.js')).href
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
rmSync(built, { recursive: true, force: true });
const sizes = Object.values(frames).map((html) => html.length);
console.log(
  `First frames: ${sizes.length} pages in ${Date.now() - started} ms, ${Math.min(...sizes)}-${Math.max(...sizes)} bytes each`,
);
