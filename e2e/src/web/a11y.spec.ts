import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../pages/app-pages';
import { QUESTION_LABELS } from '../pages/questions-page';
import { TranslatorPage } from '../pages/translator-page';
import { expectNoSeriousViolations } from '../support/axe';
import { fixtureQuestion, useRole, type Role } from '../support/roles';

/**
 * Accessibility beyond a screen's first view (pages.spec.ts checks those): axe finds no
 * serious or critical violation with the menus and dialogs open and a translation
 * shown, as a guest, a member, a premium member and an admin, in English and French.
 */

const LOCALES: Locale[] = ['en', 'fr'];

/** A state of a screen beyond its first view: a dialog or menu open, a result shown. */
type State = {
  name: string;
  role: Role;
  /** Opens the state; answers the modal layer it opened, if any. */
  open: (page: Page, locale: Locale) => Promise<Locator | void>;
};

const prefix = (locale: Locale) => (locale === 'fr' ? '/fr' : '');

const STATES: State[] = [
  {
    name: 'dialect menu open',
    role: 'guest',
    open: async (page, locale) => {
      await page.goto(`${prefix(locale)}/about`);
      await page.getByTestId('dialect-menu-toggle').click();
      await expect(
        page.getByRole('dialog', {
          name: locale === 'fr' ? 'Dialectes Arabes' : 'Arabic Dialects',
        }),
      ).toBeVisible();
    },
  },
  {
    name: 'translation shown to a guest',
    role: 'guest',
    open: async (page, locale) => {
      const translator = new TranslatorPage(page, locale);
      await translator.goto('/moroccan-darija');
      await translator.translate('good morning');
      await expect(translator.arabicScript).toBeVisible();
    },
  },
  {
    name: 'language menu open',
    role: 'guest',
    open: async (page, locale) => {
      await page.goto(`${prefix(locale)}/contact`);
      await page.getByTestId('language-switcher').click();
      await expect(page.getByRole('menuitemradio').first()).toBeVisible();
      return page.getByRole('menu');
    },
  },
  {
    name: 'account menu open',
    role: 'member',
    open: async (page, locale) => {
      await page.goto(`${prefix(locale)}/about`);
      await page.getByTestId('avatar-menu').click();
      await expect(page.getByRole('menu')).toBeVisible();
      return page.getByRole('menu');
    },
  },
  {
    name: 'report dialog open',
    role: 'member',
    open: async (page, locale) => {
      await page.goto(`${prefix(locale)}/question/${fixtureQuestion(locale)}`);
      await page.getByTestId('question-report').click();
      await expect(
        page.getByRole('dialog', {
          name: QUESTION_LABELS[locale].reportQuestion,
        }),
      ).toBeVisible();
    },
  },
  {
    name: 'language list open on the ask form',
    role: 'member',
    open: async (page, locale) => {
      await page.goto(`${prefix(locale)}/ask`);
      await page
        .getByLabel(QUESTION_LABELS[locale].learning, { exact: true })
        .click();
      await expect(page.getByRole('listbox')).toBeVisible();
      return page.getByRole('listbox');
    },
  },
  {
    name: 'translation shown to a member',
    role: 'member',
    open: async (page, locale) => {
      const translator = new TranslatorPage(page, locale);
      await translator.goto('/translator');
      await translator.translate('thank you very much');
    },
  },
  {
    name: 'advanced translation shown to a premium member',
    role: 'premium',
    open: async (page, locale) => {
      const translator = new TranslatorPage(page, locale);
      await translator.goto('/egyptian-arabic');
      await expect(translator.advancedSwitch).toBeEnabled();
      await translator.advancedSwitch.click();
      await translator.translate('see you tomorrow');
    },
  },
  {
    name: 'delete confirmation open',
    role: 'admin',
    open: async (page, locale) => {
      await page.goto(`${prefix(locale)}/admin`);
      const list = page.getByTestId(`admin-questions-${locale}`);
      await list.getByTestId('admin-question-delete').first().click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      return page.getByRole('alertdialog');
    },
  },
];

const roles = [...new Set(STATES.map((s) => s.role))];

for (const role of roles) {
  test.describe(`axe on open dialogs and results as ${role}`, () => {
    useRole(role);
    for (const state of STATES.filter((s) => s.role === role)) {
      for (const locale of LOCALES) {
        test(`${state.name} (${locale})`, async ({ page }, testInfo) => {
          const layer = await state.open(page, locale);
          await expectNoSeriousViolations(
            page,
            testInfo,
            `${state.name.replace(/ /g, '-')}-${locale}`,
            layer ? { modalLayer: layer } : {},
          );
        });
      }
    }
  });
}
