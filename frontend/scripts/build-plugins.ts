/**
 * Build steps of the client (see vite.config.ts):
 * - `routePreloads`: writes `.vite/routes.json`, each route's page chunk with the
 *   chunks and CSS it imports, so the server can preload them with the page;
 * - `pruneComponentCss`: drops the Radix Themes rules of components the bundle
 *   never renders, of responsive values no prop takes and of the dark appearance;
 * - `precompress`: a brotli and a gzip copy of every text asset, served as is.
 * - `productionReactRouter`: react-router's production build.
 * - `themeWithoutTooltipProvider`: Radix Themes' `Theme` without the tooltip
 *   provider it wraps the app in, so tooltips load with the code that shows them.
 * - `precompileMessages`: the message catalogues ship parsed, without the ICU parser.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What `.vite/routes.json` holds: files are relative to the build folder. */
export interface RoutePreloads {
  entry: { js: string[]; css: string[] };
  /** By clean route pattern (`/question/:id`); files beyond the entry's. */
  routes: Record<string, { js: string[]; css: string[] }>;
  /**
   * For the pages of another locale (`/fr/...`): what they need beyond the
   * entry (its catalogue, `js`), and each route's files with that locale's
   * modules in place of the default locale's (`routes`).
   */
  locales?: Record<
    string,
    {
      js: string[];
      routes: Record<string, { js: string[]; css: string[] }>;
    }
  >;
}

/** A locale's modules: what all its pages load, and its stand-ins for the default locale's modules. */
export interface LocaleModules {
  modules: string[];
  replace?: Record<string, string>;
}

export const ROUTES_FILE = '.vite/routes.json';

function chunkOf(bundle: OutputBundle, fileName: string) {
  const output = bundle[fileName];
  return output?.type === 'chunk' ? output : undefined;
}

/** A chunk and every chunk it imports statically, depth first, each once. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): string[] {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const next = chunkOf(bundle, name);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...seen];
}

function cssOf(bundle: OutputBundle, files: string[]): string[] {
  const css = new Set<string>();
  for (const file of files)
    for (const sheet of chunkOf(bundle, file)?.viteMetadata?.importedCss ?? [])
      css.add(sheet);
  return [...css];
}

/**
 * Maps each route pattern to its page module (the file name without its
 * extension, e.g. `HomePage`, loaded with `import()`), or to a list of such
 * modules (the page and what its loader waits for, e.g. a message catalogue),
 * and records, per route, the chunks a first visit needs beyond the entry.
 */
export function routePreloads(
  pages: Record<string, string | string[]>,
  locales: Record<string, LocaleModules> = {},
): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // After pruneComponentCss, which renames the CSS it rewrites.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is OutputChunk => output.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error('The build has no entry chunk');
      const entryJs = staticClosure(bundle, entry);
      const entryCss = cssOf(bundle, entryJs);
      const filesOf = (pattern: string, modules: string[]) => {
        const js = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find(
            (c) =>
              c.isDynamicEntry &&
              c.facadeModuleId !== null &&
              path.parse(c.facadeModuleId).name === module,
          );
          if (!chunk)
            this.error(
              `No chunk for the module ${module} of ${pattern}: is it loaded with import()?`,
            );
          for (const file of staticClosure(bundle, chunk))
            if (!entryJs.includes(file)) js.add(file);
        }
        const css = cssOf(bundle, [...js]).filter(
          (file) => !entryCss.includes(file),
        );
        return { js: [...js], css };
      };
      const routesWith = (replace: Record<string, string> = {}) =>
        Object.fromEntries(
          Object.entries(pages).map(([pattern, modules]) => [
            pattern,
            filesOf(
              pattern,
              [modules].flat().map((module) => replace[module] ?? module),
            ),
          ]),
        );
      const result: RoutePreloads = {
        entry: { js: entryJs, css: entryCss },
        routes: routesWith(),
      };
      if (Object.keys(locales).length > 0)
        result.locales = Object.fromEntries(
          Object.entries(locales).map(([locale, { modules, replace }]) => [
            locale,
            {
              js: filesOf(`the ${locale} pages`, modules).js,
              routes: routesWith(replace),
            },
          ]),
        );
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_FILE,
        source: `${JSON.stringify(result, null, 2)}\n`,
      });
    },
  };
}

/**
 * The index of the block's closing brace, from just after its opening one,
 * skipping comments and strings.
 */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2);
      if (i < 0) return css.length;
      i++;
    } else if (c === '"' || c === "'") {
      while (++i < css.length && css[i] !== c) if (css[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** Splits a selector list on its top-level commas. */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/**
 * The classes an element must carry for the selector to match: those outside
 * parentheses, and those of a `:where()` or `:is()` holding one selector (no
 * comma). Classes under `:not()`, `:has()` or a selector list are left out.
 */
function requiredClasses(selector: string): string[] {
  const required: string[] = [];
  let outside = '';
  let i = 0;
  while (i < selector.length) {
    const c = selector[i];
    if (c === '\\') {
      outside += selector.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c !== '(') {
      outside += c;
      i++;
      continue;
    }
    let depth = 1;
    let j = i + 1;
    for (; j < selector.length && depth > 0; j++) {
      if (selector[j] === '\\') j++;
      else if (selector[j] === '(') depth++;
      else if (selector[j] === ')') depth--;
    }
    const argument = selector.slice(i + 1, j - 1);
    if (/:(where|is)$/.test(outside) && splitSelectors(argument).length === 1)
      required.push(...requiredClasses(argument));
    i = j;
  }
  for (const [, name] of outside.matchAll(/\.((?:\\.|[\w-])+)/g))
    required.push(name.replace(/\\(.)/g, '$1'));
  return required;
}

export interface PruneOptions {
  /** Radix Themes component classes (`rt-Button`) some chunk sets. */
  used: Set<string>;
  /** Breakpoint prefixes no responsive prop uses (`xs`, `lg`, `xl`). */
  unusedBreakpoints: string[];
  /**
   * The values responsive props take at each breakpoint (`md` → `2`, `row`),
   * with the class names of Radix Themes' responsive props (`rt-r-gtc`): a
   * breakpoint's class for a value no prop takes there (`md:rt-r-gtc-7`) is
   * dropped. A breakpoint missing from `values` keeps all its classes.
   */
  responsive?: {
    /**
     * By class name, the functions turning a prop's value into its class's
     * suffix, where Radix has one (`between` → `space-between`).
     */
    classNames: Map<string, ((value: string) => unknown)[]>;
    values: Map<string, Set<string>>;
  };
  /** Drop the rules of the dark appearance (`.dark`, `.dark-theme`): no page uses it. */
  dropDarkTheme?: boolean;
}

const DARK_THEME_CLASSES = new Set(['dark', 'dark-theme']);

/**
 * Whether `name`, a responsive class (`md:rt-r-gtc-2`, `sm:-rt-r-m-1`), is
 * for a value no responsive prop takes at its breakpoint. A class for a
 * custom value (`md:rt-r-gtc`, the value in a CSS variable) and one whose
 * prop is not known are kept.
 */
function unusedResponsiveValue(
  name: string,
  responsive: NonNullable<PruneOptions['responsive']>,
): boolean {
  const colon = name.indexOf(':');
  if (colon < 0) return false;
  const values = responsive.values.get(name.slice(0, colon));
  if (!values) return false;
  const negative = name[colon + 1] === '-';
  const rest = name.slice(colon + (negative ? 2 : 1));
  let prop = '';
  let parsers: ((value: string) => unknown)[] = [];
  for (const [className, parse] of responsive.classNames)
    if (
      (rest === className || rest.startsWith(`${className}-`)) &&
      className.length > prop.length
    ) {
      prop = className;
      parsers = parse;
    }
  if (!prop || rest === prop) return false;
  const suffix = `${negative ? '-' : ''}${rest.slice(prop.length + 1)}`;
  for (const value of values)
    if (value === suffix || parsers.some((parse) => parse(value) === suffix))
      return false;
  return true;
}

function cannotMatch(selector: string, options: PruneOptions): boolean {
  const { responsive } = options;
  return requiredClasses(selector).some(
    (name) =>
      (/^rt-[A-Z]/.test(name) && !options.used.has(name)) ||
      options.unusedBreakpoints.some((bp) => name.startsWith(`${bp}:`)) ||
      (options.dropDarkTheme === true && DARK_THEME_CLASSES.has(name)) ||
      (responsive !== undefined && unusedResponsiveValue(name, responsive)),
  );
}

/** A comment starting at `lastIndex`, after white space. */
const COMMENT_AHEAD = /\s*\/\*/y;

/**
 * Removes, from compiled CSS, the selectors no element of the app can match
 * (see `cannotMatch`) and the rules left with no selector.
 */
export function pruneCss(css: string, options: PruneOptions): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    COMMENT_AHEAD.lastIndex = i;
    if (COMMENT_AHEAD.test(css)) {
      // A comment between rules is kept as it is.
      const end = css.indexOf('*/', COMMENT_AHEAD.lastIndex);
      const stop = end < 0 ? css.length : end + 2;
      out += css.slice(i, stop);
      i = stop;
      continue;
    }
    const open = css.indexOf('{', i);
    const semi = css.indexOf(';', i);
    if (open < 0) {
      out += css.slice(i);
      break;
    }
    const prelude = css.slice(i, open);
    if (semi >= 0 && semi < open && prelude.trimStart().startsWith('@')) {
      // A statement at-rule (@import, @charset, @layer a, b;).
      out += css.slice(i, semi + 1);
      i = semi + 1;
      continue;
    }
    const close = closingBrace(css, open + 1);
    const body = css.slice(open + 1, close);
    const head = prelude.trim();
    if (head.startsWith('@')) {
      const nested = /^@(media|supports|layer|container)\b/.test(head);
      const inner = nested ? pruneCss(body, options) : body;
      if (!nested || inner.trim() !== '') out += `${prelude}{${inner}}`;
    } else {
      const kept = splitSelectors(prelude).filter(
        (selector) => !cannotMatch(selector, options),
      );
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
    i = close + 1;
  }
  return out;
}

export interface CssPruneReport {
  before: number;
  after: number;
}

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * Gives a rewritten asset a name hashed from its new content (the name Vite
 * gave it hashes the content before), and points every reference at it:
 * the chunks' CSS lists and code, and the HTML.
 */
function renameByContent(bundle: OutputBundle, asset: Rollup.OutputAsset) {
  const before = asset.fileName;
  const hash = createHash('sha256')
    .update(asset.source)
    .digest('base64url')
    .slice(0, 8);
  const after = /-[\w-]{8}\.css$/.test(before)
    ? before.replace(/-[\w-]{8}\.css$/, `-${hash}.css`)
    : before.replace(/\.css$/, `-${hash}.css`);
  delete bundle[before];
  asset.fileName = after;
  bundle[after] = asset;
  const [from, to] = [path.basename(before), path.basename(after)];
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') {
      output.code = output.code.split(from).join(to);
      const css = output.viteMetadata?.importedCss;
      if (css?.delete(before)) css.add(after);
    } else if (output.fileName.endsWith('.html')) {
      output.source = String(output.source).split(from).join(to);
    }
  }
}

/**
 * The class names of Radix Themes' responsive props (`rt-r-gtc`), from its
 * prop definitions, each with the functions that turn a value into its
 * class's suffix (`parseValue`) where a definition has one.
 */
async function responsiveClassNames(): Promise<
  Map<string, ((value: string) => unknown)[]>
> {
  const definitions: Record<string, unknown> =
    await import('@radix-ui/themes/props');
  const names = new Map<string, ((value: string) => unknown)[]>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const definition = value as {
      className?: unknown;
      responsive?: unknown;
      parseValue?: unknown;
    };
    if (
      typeof definition.className === 'string' &&
      definition.responsive === true
    ) {
      const parsers = names.get(definition.className) ?? [];
      if (typeof definition.parseValue === 'function')
        parsers.push(definition.parseValue as (value: string) => unknown);
      names.set(definition.className, parsers);
    }
    for (const inner of Object.values(value)) visit(inner);
  };
  for (const exported of Object.values(definitions)) visit(exported);
  return names;
}

/** A string literal in double or single quotes, as minified code writes one. */
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/;

/**
 * The values the chunks' code gives each breakpoint's key in an object
 * (`{initial:"1",md:"2"}` → `md` → `2`). A breakpoint given a value that is
 * not a plain string literal somewhere (an expression, an escape) is left
 * out: all its classes are kept.
 */
export function responsiveValues(
  codes: string[],
  breakpoints: string[],
): Map<string, Set<string>> {
  const values = new Map(breakpoints.map((bp) => [bp, new Set<string>()]));
  const entry = new RegExp(
    `[{,](${breakpoints.join('|')}):(${STRING_LITERAL.source})?`,
    'g',
  );
  for (const code of codes)
    for (const [, bp, literal] of code.matchAll(entry)) {
      if (literal === undefined || literal.includes('\\')) values.delete(bp);
      else values.get(bp)?.add(literal.slice(1, -1));
    }
  return values;
}

/** A chunk that renders a Theme with the dark appearance. */
const DARK_APPEARANCE = /\bappearance:\s*["'`]dark["'`]/;

/**
 * Prunes every CSS asset against the component classes in the JS chunks, the
 * breakpoints the app's responsive props use (`{ initial: '1', md: '2' }`) and
 * the values they take there, and drops the dark appearance's rules. The build
 * fails when a chunk uses a breakpoint that is not listed, or the dark
 * appearance.
 */
export function pruneComponentCss(options: {
  breakpoints: string[];
  onReport?: (report: CssPruneReport) => void;
}): Plugin {
  const unusedBreakpoints = BREAKPOINTS.filter(
    (bp) => !options.breakpoints.includes(bp),
  );
  const unlistedBreakpointUse = new RegExp(
    `\\binitial:[^,{}]+,(?:\\w+:[^,{}]+,)*(${unusedBreakpoints.join('|')}):`,
  );
  return {
    name: 'prune-component-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const used = new Set<string>();
      const codes: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        codes.push(output.code);
        if (DARK_APPEARANCE.test(output.code))
          this.error(
            `${output.fileName} renders the dark appearance, whose CSS pruneComponentCss drops`,
          );
        for (const [name] of output.code.matchAll(/rt-[A-Z][A-Za-z0-9]*/g))
          used.add(name);
        const found = unusedBreakpoints.length
          ? unlistedBreakpointUse.exec(output.code)
          : null;
        if (found)
          this.error(
            `${output.fileName} uses the breakpoint "${found[1]}" in a responsive prop; add it to the breakpoints of pruneComponentCss in vite.config.ts`,
          );
      }
      const responsive = {
        classNames: await responsiveClassNames(),
        values: responsiveValues(codes, options.breakpoints),
      };
      const report = { before: 0, after: 0 };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css'))
          continue;
        const css = String(output.source);
        const pruned = pruneCss(css, {
          used,
          unusedBreakpoints,
          responsive,
          dropDarkTheme: true,
        });
        report.before += css.length;
        report.after += pruned.length;
        if (pruned === css) continue;
        output.source = pruned;
        renameByContent(bundle, output);
      }
      options.onReport?.(report);
    },
  };
}

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside
 * each text file of at least `minBytes`, keeping a copy only when it is
 * smaller. index.html is left out: the server rewrites its head per page.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        const relative = path.relative(outDir, file);
        if (!TEXT_FILE.test(file) || relative === 'index.html') continue;
        if (relative.startsWith(`.vite${path.sep}`)) continue;
        if (statSync(file).size < minBytes) continue;
        const raw = readFileSync(file);
        const br = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * react-router's package exports its development build under every condition
 * a browser build uses; builds take its production build instead.
 */
export function productionReactRouter(): Plugin {
  return {
    name: 'production-react-router',
    apply: 'build',
    config() {
      const require = createRequire(import.meta.url);
      const pkg = require.resolve('react-router/package.json');
      return {
        resolve: {
          alias: [
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(pkg),
                'dist/production/index.mjs',
              ),
            },
          ],
        },
      };
    },
  };
}

const THEME_MODULE =
  /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
const THEME_PRIMITIVES = '\0theme-primitives';

/**
 * Radix Themes' root `Theme` wraps the app in Radix's tooltip provider, which
 * brings the tooltip, popper, floating-ui and dismissable-layer code (about
 * 17 kB gzip) into the entry though no first paint shows a tooltip. Builds give
 * `Theme` a provider that renders its children alone; the app's tooltips bring
 * their own provider (src/app/layout/Tooltip.tsx).
 */
export function themeWithoutTooltipProvider(): Plugin {
  return {
    name: 'theme-without-tooltip-provider',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && THEME_MODULE.test(importer))
        return THEME_PRIMITIVES;
      return null;
    },
    load(id) {
      if (id !== THEME_PRIMITIVES) return null;
      return [
        "export { Direction, Slot } from 'radix-ui';",
        'const Provider = ({ children }) => children;',
        'export const Tooltip = { Provider };',
      ].join('\n');
    },
  };
}

/** A catalogue (`{ id: ICU message }`) as react-intl's parsed messages. */
export function compileCatalogue(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(messages).map(([id, message]) => [id, parse(message)]),
    ),
  );
}

/**
 * The catalogues matching `include` ship as react-intl's parsed messages (what
 * `formatjs compile --ast` writes), and the build takes the ICU parser's
 * `no-parser` entry: the browser neither downloads the parser nor parses a
 * message the first time it shows. A message that is not in a catalogue can no
 * longer be formatted (react-intl says so); every message here is.
 */
export function precompileMessages(include: RegExp): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config() {
      const require = createRequire(import.meta.url);
      const parser = path.dirname(
        require.resolve('@formatjs/icu-messageformat-parser/package.json'),
      );
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: path.join(parser, 'lib/no-parser.js'),
            },
          ],
        },
      };
    },
    transform(code, id) {
      if (!include.test(id)) return null;
      return { code: compileCatalogue(code), map: null };
    },
  };
}
