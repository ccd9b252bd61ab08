import { expect, type Page } from '@playwright/test';
import { fixtureQuestion, type Role } from '../support/roles';

export type Locale = 'en' | 'fr';

/** A screen of the app (spec section 2): where it is, who sees it, and when it is ready. */
export type Screen = {
  name: string;
  /** Clean path (no locale prefix); a function when it needs the run's data. */
  path: string | ((locale: Locale) => string);
  role: Role;
  /** Waits until the screen shows its content (not a skeleton). */
  ready: (page: Page) => Promise<void>;
};

const heading = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const testId = (id: string) => async (page: Page) => {
  await expect(page.getByTestId(id).first()).toBeVisible();
  await heading(page);
};

export const DIALECT_SLUGS = [
  'moroccan-darija',
  'egyptian-arabic',
  'levantine-arabic',
  'gulf-arabic',
  'iraqi-arabic',
  'standard-arabic',
] as const;

/** Every screen of the route table, with the role that sees its full content. */
export const SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/',
    role: 'guest',
    ready: async (page) => {
      await expect(page.getByTestId('question-card').first()).toBeVisible();
      await heading(page);
    },
  },
  {
    name: 'question',
    path: (locale) => `/question/${fixtureQuestion(locale)}`,
    role: 'member',
    ready: async (page) => {
      await expect(page.getByTestId('answer').first()).toBeVisible();
      await heading(page);
    },
  },
  { name: 'ask', path: '/ask', role: 'member', ready: testId('ask-form') },
  { name: 'auth', path: '/auth', role: 'guest', ready: testId('login-form') },
  {
    name: 'admin',
    path: '/admin',
    role: 'admin',
    ready: async (page) => {
      await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
      await expect(page.getByTestId('admin-feed')).toHaveAttribute(
        'data-live',
        'on',
      );
      await heading(page);
    },
  },
  {
    name: 'users',
    path: '/users',
    role: 'member',
    ready: async (page) => {
      await expect(page.getByTestId('own-profile')).toBeVisible();
      await expect(page.getByTestId('members-directory')).toBeVisible();
      await heading(page);
    },
  },
  { name: 'about', path: '/about', role: 'guest', ready: heading },
  {
    name: 'contact',
    path: '/contact',
    role: 'guest',
    ready: testId('contact-form'),
  },
  {
    name: 'privacy',
    path: '/privacy',
    role: 'guest',
    ready: testId('legal-last-updated'),
  },
  {
    name: 'terms',
    path: '/terms',
    role: 'guest',
    ready: testId('legal-last-updated'),
  },
  {
    name: 'translator',
    path: '/translator',
    role: 'guest',
    ready: testId('translator-source-text'),
  },
  ...DIALECT_SLUGS.map((slug): Screen => ({
    name: slug,
    path: `/${slug}`,
    role: 'guest',
    ready: testId('translator-source-text'),
  })),
  {
    name: 'not-found',
    path: '/no/such/page',
    role: 'guest',
    ready: testId('not-found'),
  },
];

/** The screen's address in the locale. */
export function screenPath(screen: Screen, locale: Locale): string {
  const clean =
    typeof screen.path === 'function' ? screen.path(locale) : screen.path;
  if (locale === 'en') return clean;
  return clean === '/' ? '/fr' : `/fr${clean}`;
}

/** Opens the screen in the locale and waits until it is ready and in that language. */
export async function openScreen(page: Page, screen: Screen, locale: Locale) {
  await page.goto(screenPath(screen, locale));
  await screen.ready(page);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}
