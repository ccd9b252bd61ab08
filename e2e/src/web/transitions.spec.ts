import { expect, test, type Page, type Route } from '@playwright/test';
import { CONTACT_LABELS, ContactPage } from '../pages/contact-page';
import {
  QUESTION_LABELS,
  localized,
  toast,
  uniqueWord,
} from '../pages/questions-page';
import { TranslatorPage } from '../pages/translator-page';
import { fixtureQuestion, useRole } from '../support/roles';

/**
 * The states and transitions of spec section 4 (and the redirects of section 2) not
 * already walked through by the other specs, in English and French.
 */

const TEXT = {
  en: {
    dialects: 'Arabic Dialects',
    close: 'Close',
    signIn: 'Please sign in',
    notFound: 'Question not found',
    empty: 'No questions found',
    greetings: 'Greetings',
    sending: 'Sending...',
    errorTitle: 'Error',
    contactFailed: 'Failed to send message. Please try again.',
  },
  fr: {
    dialects: 'Dialectes Arabes',
    close: 'Fermer',
    signIn: 'Veuillez vous connecter',
    notFound: 'Question introuvable',
    empty: 'Aucune question trouvée',
    greetings: 'Salutations',
    sending: 'Envoi en cours...',
    errorTitle: 'Erreur',
    contactFailed: "Impossible d'envoyer le message. Veuillez réessayer.",
  },
} as const;

/** Holds `POST /contact` until released, then answers it with `status`. */
async function holdContact(page: Page, status: number) {
  let release: () => void = () => {};
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/contact', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify(
        status === 201
          ? { id: 1 }
          : {
              statusCode: status,
              message: 'Unavailable',
              error: 'Service Unavailable',
            },
      ),
    });
  });
  return release;
}

for (const locale of ['en', 'fr'] as const) {
  const t = TEXT[locale];
  const q = QUESTION_LABELS[locale];

  test.describe(`transitions as a guest (${locale})`, () => {
    useRole('guest');

    test('the dialect menu closes with its close button and with the backdrop', async ({
      page,
    }) => {
      await page.goto(localized('/about', locale));
      const menu = page.getByRole('dialog', { name: t.dialects });
      await page.getByTestId('dialect-menu-toggle').click();
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: t.close }).click();
      await expect(menu).toBeHidden();

      await page.getByTestId('dialect-menu-toggle').click();
      await expect(menu).toBeVisible();
      // The backdrop: a click beside the sliding panel.
      const box = await menu.boundingBox();
      const viewport = page.viewportSize()!;
      const x = box!.x > viewport.width / 2 ? 10 : viewport.width - 10;
      await page.mouse.click(x, viewport.height / 2);
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(
        new RegExp(`${localized('/about', locale)}$`),
      );
    });

    test('a guest asking is told to sign in and sent to the sign-in page', async ({
      page,
    }) => {
      await page.goto(localized('/ask', locale));
      await expect(toast(page)).toContainText(t.signIn);
      await expect(page).toHaveURL(localized('/auth', locale));
      await expect(page.getByTestId('login-form')).toBeVisible();

      // The list's ask button leads there too.
      await page.goto(localized('/', locale));
      await page.getByTestId('home-ask').click();
      await expect(page).toHaveURL(localized('/auth', locale));
    });

    test('a missing question shows Question not found', async ({ page }) => {
      await page.goto(localized('/question/2147483000', locale));
      await expect(page.getByTestId('question-not-found')).toContainText(
        t.notFound,
      );
    });

    test('a search with no result shows the empty state and no pages; a topic clears the language', async ({
      page,
    }) => {
      const word = uniqueWord();
      await page.goto(`${localized('/', locale)}?language=dz&page=2`);
      const search = page.getByTestId('home-search-input');
      await search.fill(word);
      await search.press('Enter');
      // A new search starts on page 1.
      await expect(page).toHaveURL(new RegExp(`\\?(.*&)?search=${word}`));
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await expect(page.getByTestId('home-empty')).toContainText(t.empty);
      await expect(page.getByTestId('pagination')).toHaveCount(0);

      // A search topic replaces the language filter.
      await page.goto(`${localized('/', locale)}?language=dz`);
      await page
        .getByTestId('search-topics')
        .getByRole('link', { name: t.greetings, exact: true })
        .click();
      await expect(page).toHaveURL(/search=/);
      const params = new URL(page.url()).searchParams;
      expect(params.get('language')).toBeNull();
      expect(params.get('search')).toBe(t.greetings);
    });

    test('the contact form shows Sending while it sends, then the error toast on failure', async ({
      page,
    }) => {
      const release = await holdContact(page, 503);
      const contact = new ContactPage(page, locale);
      const message = {
        name: 'Layla Haddad',
        email: 'layla@example.com',
        subject: 'Darija resources',
        message: 'Which books would you recommend for Moroccan Darija?',
      };
      await contact.goto();
      await contact.fill(message);
      await contact.submit();
      const submit = page.getByTestId('contact-submit');
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveText(t.sending);
      release();
      await expect(toast(page)).toContainText(t.errorTitle);
      await expect(toast(page)).toContainText(t.contactFailed);
      // What was typed stays, ready to send again.
      await expect(contact.field('message')).toHaveValue(message.message);
      await expect(submit).toBeEnabled();
      await expect(submit).toHaveText(CONTACT_LABELS[locale].submit);
    });

    test('the translator waits for typing, clears on blank text and swaps only a result', async ({
      page,
    }) => {
      const translator = new TranslatorPage(page, locale);
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/translator/translate'))
          requests.push(r.postDataJSON().text);
      });
      // The translation is held until the test has seen it in progress: an
      // answer quicker than the first look would otherwise hide that state.
      let release: () => void = () => {};
      const released = new Promise<void>((r) => (release = r));
      await page.route('**/api/translator/translate', async (route: Route) => {
        await released;
        return route.fallback();
      });
      await translator.goto('/moroccan-darija');
      // Nothing to swap yet.
      await expect(translator.swapButton).toBeDisabled();

      // Typing restarts the wait: the final text is sent, not one request per
      // key. A prefix goes out only when the browser stalls longer than the
      // wait (1 s) between two keys, as a loaded machine can; the unit tests
      // time the wait itself.
      await translator.sourceText.pressSequentially('good night', {
        delay: 50,
      });
      await expect(translator.translating).toBeVisible();
      release();
      await translator.waitForTranslation();
      expect(requests.at(-1)).toBe('good night');
      expect(requests.length).toBeLessThanOrEqual(2);
      for (const text of requests) expect('good night').toContain(text);
      const sent = requests.length;
      await expect(translator.swapButton).toBeEnabled();

      // Blank text clears the result and sends nothing.
      await translator.sourceText.fill('   ');
      await expect(translator.translation).toHaveCount(0);
      await expect(translator.arabicScript).toHaveCount(0);
      await expect(
        page.getByText(translator.labels.resultPlaceholder),
      ).toBeVisible();
      await page.waitForTimeout(1_500);
      expect(requests).toHaveLength(sent);
    });

    test('at most one toast shows at a time', async ({ page }) => {
      const release = await holdContact(page, 503);
      release();
      const contact = new ContactPage(page, locale);
      await contact.goto();
      await contact.fill({
        name: 'Layla Haddad',
        email: 'layla@example.com',
        subject: 'Darija resources',
        message: 'Which books would you recommend for Moroccan Darija?',
      });
      for (let i = 0; i < 3; i += 1) {
        await contact.submit();
        await expect(toast(page)).toContainText(t.contactFailed);
      }
      await expect(toast(page)).toHaveCount(1);
    });
  });

  test.describe(`transitions as a member (${locale})`, () => {
    useRole('member');

    test('the list’s ask button opens the form; Cancel goes back to the list', async ({
      page,
    }) => {
      await page.goto(localized('/', locale));
      await page.getByTestId('home-ask').click();
      await expect(page).toHaveURL(localized('/ask', locale));
      await expect(page.getByTestId('ask-form')).toBeVisible();
      await expect(
        page.getByRole('button', { name: q.postQuestion }),
      ).toBeDisabled();
      await page.getByTestId('ask-cancel').click();
      await expect(page).toHaveURL(localized('/', locale));
    });

    test('an answer under 10 characters cannot be posted', async ({ page }) => {
      await page.goto(
        localized(`/question/${fixtureQuestion(locale)}`, locale),
      );
      const field = page.getByLabel(q.answer, { exact: true });
      const post = page.getByRole('button', { name: q.postAnswer });
      await field.fill('too short');
      await expect(post).toBeDisabled();
      await field.fill('long enough now');
      await expect(post).toBeEnabled();
    });
  });

  test.describe(`transitions as a premium member (${locale})`, () => {
    useRole('premium');

    test('advanced mode can be switched on and translates with the advanced engine', async ({
      page,
    }) => {
      const translator = new TranslatorPage(page, locale);
      await translator.goto('/levantine-arabic');
      await expect(translator.planBadge).toHaveText(translator.labels.premium);
      await expect(translator.advancedSwitch).toBeEnabled();
      await expect(translator.advancedBadge).toHaveCount(0);
      await translator.advancedSwitch.click();
      await expect(translator.advancedSwitch).toHaveAttribute(
        'aria-checked',
        'true',
      );
      const advanced = page.waitForResponse((r) =>
        r.url().endsWith('/api/translator/advanced'),
      );
      await translator.sourceText.fill('see you soon');
      expect((await advanced).status()).toBe(200);
      await translator.waitForTranslation();
    });
  });
}
