import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  defaultPageHead,
  HOME_TITLES,
  homePageHead,
  pageLinks,
  STATIC_PAGE_HEADS,
  staticPageHead,
} from './page-heads';

const CATALOGUES = path.resolve(
  __dirname,
  '../../../frontend/src/i18n/messages',
);

/** The client's whole catalogue for a locale: `<locale>.json` and every `<part>.<locale>.json`. */
const messages = (locale: 'en' | 'fr'): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(CATALOGUES)
      .filter(
        (file) => file === `${locale}.json` || file.endsWith(`.${locale}.json`),
      )
      .map((file) =>
        JSON.parse(readFileSync(path.join(CATALOGUES, file), 'utf8')),
      ),
  );

describe('static page heads', () => {
  it.each(['en', 'fr'] as const)(
    'says what the client says, in %s',
    (locale) => {
      const catalogue = messages(locale);
      for (const [page, heads] of Object.entries(STATIC_PAGE_HEADS)) {
        const key = page.slice(1);
        expect({ page, ...heads[locale] }).toEqual({
          page,
          title: catalogue[`${key}.title`],
          description: catalogue[`${key}.meta.description`],
        });
      }
    },
  );

  it('describes French pages without a head of their own in French, and leaves English ones to index.html', () => {
    for (const path of ['/fr', '/fr/auth', '/fr/no/such/page'])
      expect(defaultPageHead(path)?.description).toMatch(
        /^Communauté d'apprentissage des langues/,
      );
    expect(defaultPageHead('/')).toBeUndefined();
    expect(defaultPageHead('/auth')).toBeUndefined();
    expect(defaultPageHead('/french')).toBeUndefined();
  });

  it("describes the site as the client does when a page's own description goes, in both locales", () => {
    const index = readFileSync(
      path.resolve(__dirname, '../../../frontend/index.html'),
      'utf8',
    );
    const english = /<meta\s+name="description"\s+content="([^"]*)"/.exec(
      index,
    )?.[1];
    expect(english?.replace(/&amp;/g, '&')).toBe(
      messages('en')['document.description'],
    );
    expect(defaultPageHead('/fr')?.description).toBe(
      messages('fr')['document.description'],
    );
  });

  it('titles home as the client titles its list, so the tab keeps its title once loaded', () => {
    for (const locale of ['en', 'fr'] as const)
      expect(HOME_TITLES[locale]).toBe(messages(locale)['nav.home']);
    expect(homePageHead('/fr/')?.description).toBe(
      messages('fr')['document.description'],
    );
    // English keeps index.html's, which is the client's document.description (tested above).
    expect(homePageHead('/')).not.toHaveProperty('description');
    expect(homePageHead('/')?.title).toBe('Home | Dialect Community');
    expect(homePageHead('/fr')?.title).toBe('Accueil | Dialect Community');
    expect(homePageHead('/about')).toBeUndefined();
    expect(homePageHead('/french')).toBeUndefined();
  });

  it('picks the locale from the path', () => {
    expect(staticPageHead('/fr/terms')?.title).toBe(
      "Conditions d'utilisation | Dialect Community",
    );
    expect(staticPageHead('/terms/')?.title).toBe(
      'Terms of Service | Dialect Community',
    );
    expect(staticPageHead('/ask')).toBeUndefined();
  });

  it('links every page to its other locale, and a question page to itself only', () => {
    expect(pageLinks('/question/007')).toEqual({ canonical: '/question/7' });
    expect(pageLinks('/fr/question/0164/')).toEqual({
      canonical: '/fr/question/164',
    });
    expect(pageLinks('/question/0')).toEqual({ canonical: '/question/0' });
    expect(pageLinks('/fr/about')).toEqual({
      canonical: '/fr/about',
      alternates: { en: '/about', fr: '/fr/about' },
    });
    expect(pageLinks('/')).toEqual({
      canonical: '/',
      alternates: { en: '/', fr: '/fr' },
    });
    expect(pageLinks('/fr/question/12')).toEqual({
      canonical: '/fr/question/12',
    });
    expect(pageLinks('/nowhere')).toBeUndefined();
  });
});
