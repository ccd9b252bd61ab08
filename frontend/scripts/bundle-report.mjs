// `npm run bundle:report`: each route's initial JavaScript (the entry, the chunks
// it imports, the route's page chunk, what its loader waits for (the English pages
// catalogue) and the chunks those import), in raw and gzip bytes (and brotli, as
// served), from the last build's `.vite/routes.json`. Exits with 1 when a route's
// initial JavaScript is over the gzip budget (default: a few kB above the largest
// route, so growth fails CI), or home's over its own (default 150 kB: the first
// page most visitors load).
//
//   node scripts/bundle-report.mjs [--dist <dir>] [--budget <gzip kB>]
//     [--home-budget <gzip kB>] [--markdown]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const dist = path.resolve(option('--dist', path.join(here, '..', 'dist')));
const budgetKb = Number(option('--budget', '190'));
const homeBudgetKb = Number(option('--home-budget', '150'));
const markdown = args.includes('--markdown');

for (const [name, value] of [
  ['--budget', budgetKb],
  ['--home-budget', homeBudgetKb],
]) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(
      `${name} must be a positive number of kB, got "${option(name)}"`,
    );
    process.exit(2);
  }
}
const budgetOf = (route) =>
  Math.min(budgetKb, route === '/' ? homeBudgetKb : budgetKb);
const routesFile = path.join(dist, '.vite', 'routes.json');
if (!existsSync(routesFile)) {
  console.error(
    `${routesFile} is missing: run \`npm run build -w frontend\` first.`,
  );
  process.exit(2);
}
const { entry, routes } = JSON.parse(readFileSync(routesFile, 'utf8'));

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const raw = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      brotli: brotliCompressSync(raw).length,
    });
  }
  return sizes.get(file);
}
const total = (files) =>
  files.reduce(
    (sum, file) => {
      const s = size(file);
      return {
        raw: sum.raw + s.raw,
        gzip: sum.gzip + s.gzip,
        brotli: sum.brotli + s.brotli,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = Object.entries(routes).map(([route, files]) => {
  const js = [...entry.js, ...files.js];
  return { route, files: js.length, ...total(js) };
});
const entryTotal = total(entry.js);
const over = rows.filter((row) => row.gzip > budgetOf(row.route) * 1024);

const header = ['route', 'JS files', 'raw kB', 'gzip kB', 'brotli kB'];
const lines = [
  [
    '(entry alone)',
    entry.js.length,
    kb(entryTotal.raw),
    kb(entryTotal.gzip),
    kb(entryTotal.brotli),
  ],
  ...rows.map((r) => [r.route, r.files, kb(r.raw), kb(r.gzip), kb(r.brotli)]),
].map((cells) => cells.map(String));
if (markdown) {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((l) => l[i].length)),
  );
  const row = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(row(header));
  console.log(
    `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
  );
  for (const line of lines) console.log(row(line));
} else {
  console.table(
    Object.fromEntries(
      lines.map(([route, ...rest]) => [
        route,
        Object.fromEntries(header.slice(1).map((h, i) => [h, rest[i]])),
      ]),
    ),
  );
}
if (over.length > 0) {
  console.error(
    `Over the gzip budget: ${over.map((r) => `${r.route} (${kb(r.gzip)} kB, budget ${budgetOf(r.route)} kB)`).join(', ')}`,
  );
  process.exit(1);
}
console.log(
  `Every route's initial JavaScript is within ${budgetKb} kB gzip, home's within ${homeBudgetKb} kB.`,
);
