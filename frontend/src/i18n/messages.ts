import en from './messages/en.json';
import type askEn from './messages/ask.en.json';
import type pagesEn from './messages/pages.en.json';
import type questionEn from './messages/question.en.json';
import type translatorEn from './messages/translator.en.json';
import { DEFAULT_LOCALE, type Locale } from './locale';

/**
 * Any message id of the interface: the main catalogue's, the ask page's (ids
 * `ask.*`), the question page's (its answers, votes, reports and translation
 * toggle: ids `answer.*`, `report.*` and some `question.*`) and the pages
 * catalogue's (ids `about.*`, `admin.*`, `auth.*`, `contact.*`, `plans.*`,
 * `privacy.*`, `terms.*`, `users.*`: the pages that are not the question list,
 * a question, the ask page or the translator).
 */
export type MessageId =
  | keyof typeof en
  | keyof typeof askEn
  | keyof typeof questionEn
  | keyof typeof pagesEn;

/** The translator pages keep their messages in their own catalogue (ids `translator.*`). */
export type TranslatorMessageId = keyof typeof translatorEn;

/**
 * A locale's catalogue: the main messages, plus the ask page's, the question
 * page's, the pages' and the translator's (present once loaded: the routes that show them wait for them). French must
 * define every English key; the messages test also rejects extra keys.
 */
export type Catalogue = Record<MessageId | TranslatorMessageId, string>;

/**
 * The catalogues load in parts: `main` (every page's shell, the question list
 * and what a question's card shows), `ask` (the ask page's own text),
 * `question` (the question page's own text), `translator` (the translator
 * pages' own text) and `pages` (the other pages' own text); routes' loaders
 * wait for the parts their pages show. The default locale's main part ships with the app;
 * everything else loads on first use, so a page's first load carries no other
 * locale's text and no other pages' text.
 */
export type CatalogueGroup =
  'main' | 'ask' | 'question' | 'pages' | 'translator';

type Part = Record<string, string>;

const importers: Record<CatalogueGroup, Record<Locale, () => Promise<Part>>> = {
  main: {
    en: () => Promise.resolve(en),
    fr: () => import('./messages/fr.json').then((m) => m.default),
  },
  ask: {
    en: () => import('./messages/ask.en.json').then((m) => m.default),
    fr: () => import('./messages/ask.fr.json').then((m) => m.default),
  },
  question: {
    en: () => import('./messages/question.en.json').then((m) => m.default),
    fr: () => import('./messages/question.fr.json').then((m) => m.default),
  },
  pages: {
    en: () => import('./messages/pages.en.json').then((m) => m.default),
    fr: () => import('./messages/pages.fr.json').then((m) => m.default),
  },
  translator: {
    en: () => import('./messages/translator.en.json').then((m) => m.default),
    fr: () => import('./messages/translator.fr.json').then((m) => m.default),
  },
};

const parts: Record<Locale, Partial<Record<CatalogueGroup, Part>>> = {
  en: {},
  fr: {},
};
parts[DEFAULT_LOCALE].main = en;
const merged: Partial<Record<Locale, Catalogue>> = {};
const loading: Partial<Record<string, Promise<void>>> = {};

function merge(locale: Locale): Catalogue | undefined {
  const { main, ask, question, pages, translator } = parts[locale];
  if (!main) return undefined;
  merged[locale] = {
    ...main,
    ...ask,
    ...question,
    ...pages,
    ...translator,
  } as Catalogue;
  return merged[locale];
}
merge(DEFAULT_LOCALE);

/**
 * The locale's catalogue if its main part is loaded (with each other part once
 * that is loaded too); the same object until another part loads.
 */
export function loadedMessages(locale: Locale): Catalogue | undefined {
  return merged[locale];
}

/** Whether the locale's catalogue has `groups`. */
export function hasMessages(
  locale: Locale,
  groups: CatalogueGroup[] = ['main'],
): boolean {
  return groups.every((group) => parts[locale][group] !== undefined);
}

/**
 * Loads the locale's catalogue with `groups` (the main part always), each part
 * once; resolves to the merged catalogue. A failed load is tried again on the
 * next call.
 */
export async function loadMessages(
  locale: Locale,
  groups: CatalogueGroup[] = ['main'],
): Promise<Catalogue> {
  const wanted = [...new Set<CatalogueGroup>(['main', ...groups])].sort();
  const key = `${locale}:${wanted.join(',')}`;
  loading[key] ??= Promise.all(
    wanted.map(async (group) => {
      if (parts[locale][group]) return false;
      parts[locale][group] = await importers[group][locale]();
      return true;
    }),
  ).then(
    (added) => {
      if (added.includes(true) || !merged[locale]) merge(locale);
    },
    (error: unknown) => {
      delete loading[key];
      throw error;
    },
  );
  await loading[key];
  const catalogue = merged[locale];
  if (!catalogue) throw new Error(`No catalogue for ${locale}`);
  return catalogue;
}

const mainLoads: Partial<Record<Locale, Promise<Catalogue>>> = {};

/** `loadMessages(locale)`, the same promise for every caller (React's `use` needs one). */
export function mainMessages(locale: Locale): Promise<Catalogue> {
  mainLoads[locale] ??= loadMessages(locale).catch((error: unknown) => {
    delete mainLoads[locale];
    throw error;
  });
  return mainLoads[locale];
}
