import { expect, test } from '@playwright/test';
import { AuthPage, newAccount } from '../pages/auth-page';
import { toast } from '../pages/questions-page';
import { TranslatorPage } from '../pages/translator-page';

/** The dialect translator pages and the general translator, against the stand-in AI provider. */

test.describe('dialect translator (guest)', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('translates, swaps, copies and reads aloud on /moroccan-darija', async ({
    page,
  }) => {
    const translator = new TranslatorPage(page);
    await translator.goto('/moroccan-darija');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Moroccan Darija Translator',
      }),
    ).toBeVisible();
    await expect(translator.sourceText).toHaveAttribute(
      'placeholder',
      translator.labels.placeholder,
    );
    await expect(page.getByTestId('translator-counter')).toHaveText(
      '0/500 characters',
    );
    await expect(
      page.getByText(translator.labels.resultPlaceholder),
    ).toBeVisible();
    // Guests have no usage banner.
    await expect(translator.usageBanner).toHaveCount(0);

    // Translate: the indicator, then the translation and its Arabic script.
    await translator.sourceText.fill('good morning');
    await expect(translator.translating).toBeVisible();
    const translated = await translator.waitForTranslation();
    expect(translated.trim()).not.toBe('');
    await expect(translator.arabicScript).toBeVisible();
    await expect(translator.arabicScript).toHaveAttribute('dir', 'rtl');
    await expect(translator.arabicScript).toHaveAttribute('lang', 'ar');
    await expect(translator.arabicScript).toHaveText(/[\u0600-\u06FF]/);

    // Copy.
    await translator.copyButton.click();
    await expect(toast(page)).toContainText(translator.labels.copied);
    await expect(toast(page)).toContainText(
      translator.labels.copiedDescription,
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      translated,
    );

    // Listen: the speech request, then the audio file itself.
    const speech = page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/translator/tts') &&
        r.request().method() === 'POST',
    );
    const audio = page.waitForResponse((r) =>
      r.url().includes('/api/translator/audio/'),
    );
    await translator.listenButton.click();
    expect((await speech).ok()).toBe(true);
    expect((await audio).ok()).toBe(true);
    await expect(translator.listenButton).toBeEnabled();
    await expect(toast(page).filter({ hasText: 'Audio Error' })).toHaveCount(0);

    // Swap: the translation becomes the text, the languages change sides.
    await translator.swapButton.click();
    await expect(translator.sourceText).toHaveValue(translated);
    await expect(translator.sourceLanguage).toContainText('Moroccan Darija');
    await expect(translator.targetLanguage).toContainText('English');
  });
});

test('a free member sees the usage banner and a locked advanced mode', async ({
  page,
}) => {
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.register(newAccount('Salma', 'Idrissi'));
  await expect(page).toHaveURL('/');

  const translator = new TranslatorPage(page);
  await translator.goto('/moroccan-darija');
  await expect(translator.usageBanner).toContainText(
    `${translator.labels.translationsToday} 0/`,
  );
  await expect(translator.planBadge).toHaveText(translator.labels.free);
  await expect(translator.advancedSwitch).toBeDisabled();
  await expect(translator.advancedBadge).toHaveText(translator.labels.premium);

  // A translation counts in the banner.
  await translator.translate('thank you');
  await expect(translator.usageBanner).toContainText(
    `${translator.labels.translationsToday} 1/`,
  );
});

test('/fr/egyptian-arabic speaks French', async ({ page }) => {
  const translator = new TranslatorPage(page, 'fr');
  await translator.goto('/egyptian-arabic');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Traducteur arabe égyptien' }),
  ).toBeVisible();
  await expect(translator.sourceText).toHaveAttribute(
    'placeholder',
    translator.labels.placeholder,
  );
  await expect(
    page.getByText(translator.labels.resultPlaceholder),
  ).toBeVisible();
  await expect(page.getByText(translator.labels.options)).toBeVisible();
  await expect(
    page.getByRole('switch', { name: translator.labels.feminine }),
  ).toBeVisible();
  await expect(translator.advancedSwitch).toBeDisabled();
  await expect(
    page.getByLabel(translator.labels.from, { exact: true }),
  ).toContainText('Anglais');
  await expect(
    page.getByLabel(translator.labels.to, { exact: true }),
  ).toContainText('Arabe égyptien');
  await expect(page.getByTestId('translator-counter')).toHaveText(
    '0/500 caractères',
  );
});

test('/translator offers 18 target languages', async ({ page }) => {
  const translator = new TranslatorPage(page);
  await translator.goto('/translator');
  await expect(translator.targetLanguage).toContainText('Moroccan Darija');
  const options = await translator.openTargetOptions();
  await expect(options).toHaveCount(18);
  await expect(options.first()).toHaveText(/English/);
  await expect(options.last()).toHaveText(/Danish/);
});

test('the text typed into the translator is given back with its translation after a reload and after Back', async ({
  page,
}) => {
  const translator = new TranslatorPage(page);
  await translator.goto('/moroccan-darija');
  await translator.sourceText.fill('good morning');
  const translated = await translator.waitForTranslation();
  expect(translated.trim()).not.toBe('');
  // Given back with its translation: nothing is asked for (or counted) again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/translator/translate'))
      asked.push(request.url());
  });
  await page.reload();
  await expect(translator.sourceText).toHaveValue('good morning');
  expect(await translator.waitForTranslation()).toBe(translated);

  await page.goto('/about');
  await page.goBack();
  await expect(translator.sourceText).toHaveValue('good morning');
  expect(await translator.waitForTranslation()).toBe(translated);
  expect(asked).toEqual([]);
  // Another translator page keeps its own text.
  await translator.goto('/egyptian-arabic');
  await expect(translator.sourceText).toHaveValue('');
});
