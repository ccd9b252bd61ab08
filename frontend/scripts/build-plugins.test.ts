import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import en from '../src/i18n/messages/en.json';
import fr from '../src/i18n/messages/fr.json';
import {
  compileCatalogue,
  pruneCss,
  responsiveValues,
  themeWithoutTooltipProvider,
} from './build-plugins';

const options = {
  used: new Set(['rt-Button', 'rt-BaseButton']),
  unusedBreakpoints: ['xs', 'lg', 'xl'],
};

describe('pruneCss', () => {
  it('drops the rules of components no chunk renders, keeps the others', () => {
    const css =
      '.rt-Button{color:red}.rt-Slider{color:blue}.rt-BaseButton .rt-SliderThumb{top:0}.plain{margin:0}';
    expect(pruneCss(css, options)).toBe(
      '.rt-Button{color:red}.plain{margin:0}',
    );
  });

  it('keeps the selectors of a list that can still match', () => {
    expect(pruneCss('.rt-Slider,.rt-Button:hover{opacity:1}', options)).toBe(
      '.rt-Button:hover{opacity:1}',
    );
  });

  it('never counts a class under :not(), :has() or in a selector list', () => {
    const css = [
      '.rt-Button:not(.rt-Slider){a:1}',
      '.rt-Button:has(.rt-Slider){b:2}',
      '.rt-Button:where(.rt-Slider,.other){c:3}',
      '.rt-Button:where(.rt-Slider){d:4}',
    ].join('');
    expect(pruneCss(css, options)).toBe(
      '.rt-Button:not(.rt-Slider){a:1}.rt-Button:has(.rt-Slider){b:2}.rt-Button:where(.rt-Slider,.other){c:3}',
    );
  });

  it('drops unused breakpoints inside media queries and empty media queries', () => {
    const css =
      '@media (min-width:520px){.rt-Button:where(.xs\\:rt-r-size-2){h:1}}' +
      '@media (min-width:768px){.rt-Button:where(.sm\\:rt-r-size-2){h:2}}' +
      '@font-face{font-family:x;src:url(a.woff2)}';
    expect(pruneCss(css, options)).toBe(
      '@media (min-width:768px){.rt-Button:where(.sm\\:rt-r-size-2){h:2}}@font-face{font-family:x;src:url(a.woff2)}',
    );
  });

  it("drops a breakpoint's classes for values no responsive prop takes there", () => {
    const responsive = {
      classNames: new Map<string, ((value: string) => unknown)[]>([
        ['rt-r-gtc', []],
        ['rt-r-m', []],
        ['rt-r-min-w', []],
        ['rt-r-size', []],
        ['rt-r-jc', [(v) => (v === 'between' ? 'space-between' : v)]],
      ]),
      values: new Map([['md', new Set(['2', '-1', 'between'])]]),
    };
    const css =
      '@media (min-width:1024px){' +
      '.md\\:rt-r-gtc-2{a:1}.md\\:rt-r-gtc-3{a:2}.md\\:rt-r-gtc{a:3}' +
      '.md\\:-rt-r-m-1{b:1}.md\\:-rt-r-m-2{b:2}.md\\:rt-r-min-w{c:1}' +
      '.rt-Button:where(.md\\:rt-r-size-2){d:1}.rt-Button:where(.md\\:rt-r-size-4){d:2}' +
      '.md\\:rt-r-unknown-7{e:1}.md\\:rt-r-jc-space-between{g:1}.md\\:rt-r-jc-end{g:2}}' +
      '@media (min-width:768px){.sm\\:rt-r-gtc-3{f:1}}';
    expect(pruneCss(css, { ...options, responsive })).toBe(
      '@media (min-width:1024px){' +
        '.md\\:rt-r-gtc-2{a:1}.md\\:rt-r-gtc{a:3}' +
        '.md\\:-rt-r-m-1{b:1}.md\\:rt-r-min-w{c:1}' +
        '.rt-Button:where(.md\\:rt-r-size-2){d:1}' +
        '.md\\:rt-r-unknown-7{e:1}.md\\:rt-r-jc-space-between{g:1}}' +
        '@media (min-width:768px){.sm\\:rt-r-gtc-3{f:1}}',
    );
  });

  it('drops the rules of the dark appearance when asked to', () => {
    const css =
      ':root,.light{--gray-1:#fff}.dark,.dark-theme{--gray-1:#111}' +
      '.rt-Button:where(.dark) .x{a:1}:is(.dark,.dark-theme) .y{b:1}';
    expect(pruneCss(css, options)).toBe(css);
    expect(pruneCss(css, { ...options, dropDarkTheme: true })).toBe(
      ':root,.light{--gray-1:#fff}:is(.dark,.dark-theme) .y{b:1}',
    );
  });

  it('leaves strings, comments and statement at-rules alone', () => {
    const css =
      '@charset "utf-8";.rt-Button::after{content:"}{"}/* .rt-Slider{} */.x{y:1}';
    expect(pruneCss(css, options)).toBe(css);
  });
});

describe('responsiveValues', () => {
  it("collects each breakpoint's string values from the chunks' objects", () => {
    const values = responsiveValues(
      [
        'x({columns:{initial:"1",md:"2"},direction:{initial:"column",sm:\'row\'}})',
        'y({gtc:{initial:"1",md:"minmax(0, 1fr) 300px"}})',
      ],
      ['sm', 'md'],
    );
    expect(values.get('md')).toEqual(new Set(['2', 'minmax(0, 1fr) 300px']));
    expect(values.get('sm')).toEqual(new Set(['row']));
  });

  it('leaves out a breakpoint given a value that is not a plain string literal', () => {
    const values = responsiveValues(
      ['a({initial:"1",md:n,sm:"2"})', 'b({sm:"\\x32"})', 'c({md:"3"})'],
      ['sm', 'md'],
    );
    expect(values.has('md')).toBe(false);
    expect(values.has('sm')).toBe(false);
    expect(responsiveValues(['d({md:"3"})'], ['sm', 'md']).get('sm')).toEqual(
      new Set(),
    );
  });
});

describe('compileCatalogue', () => {
  it('gives every message the same text as the message itself', () => {
    for (const [locale, catalogue] of [
      ['en', en],
      ['fr', fr],
    ] as const) {
      const compiled = JSON.parse(
        compileCatalogue(JSON.stringify(catalogue)),
      ) as Record<string, ConstructorParameters<typeof IntlMessageFormat>[0]>;
      expect(Object.keys(compiled)).toEqual(Object.keys(catalogue));
      const values = {
        count: 3,
        year: 2026,
        brand: 'B',
        name: 'N',
        language: 'L',
        locale,
      };
      for (const [id, message] of Object.entries(catalogue)) {
        const format = (
          m: ConstructorParameters<typeof IntlMessageFormat>[0],
        ) => {
          try {
            return String(new IntlMessageFormat(m, locale).format(values));
          } catch (error) {
            return `error: ${(error as Error).name}`;
          }
        };
        expect(format(compiled[id]!), id).toBe(format(message));
      }
    }
  });
});

describe('themeWithoutTooltipProvider', () => {
  const plugin = themeWithoutTooltipProvider();
  const resolve = plugin.resolveId as (
    source: string,
    importer: string | undefined,
  ) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const themeModule =
    '/app/node_modules/@radix-ui/themes/dist/esm/components/theme.js';

  it("gives Radix Themes' Theme module its own primitives", () => {
    const id = resolve('radix-ui', themeModule);
    expect(id).toEqual(expect.any(String));
    const code = load(id as string);
    expect(code).toContain("export { Direction, Slot } from 'radix-ui'");
    expect(code).toContain('export const Tooltip = { Provider }');
  });

  it('leaves every other import of radix-ui alone', () => {
    expect(
      resolve(
        'radix-ui',
        '/app/node_modules/@radix-ui/themes/dist/esm/components/tooltip.js',
      ),
    ).toBeNull();
    expect(resolve('radix-ui', '/app/src/app/layout/Tooltip.tsx')).toBeNull();
    expect(resolve('react', themeModule)).toBeNull();
    expect(load('/app/src/main.tsx')).toBeNull();
  });
});
