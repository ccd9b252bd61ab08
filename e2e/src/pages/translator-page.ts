import { expect, type Locator, type Page } from '@playwright/test';
import { waitForApp } from '../support/first-frame';

/** English and French labels of the translator pages. */
export const TRANSLATOR_LABELS = {
  en: {
    placeholder: 'Type your text here...',
    resultPlaceholder: 'Translation will appear here...',
    options: 'Translation Options',
    feminine: 'Feminine mode',
    advanced: 'Advanced mode (Gemini)',
    from: 'From',
    to: 'To',
    copied: 'Copied!',
    copiedDescription: 'Text copied to clipboard',
    translationsToday: 'Translations today:',
    free: 'Free',
    premium: 'Premium',
  },
  fr: {
    placeholder: 'Saisissez votre texte ici...',
    resultPlaceholder: 'La traduction apparaîtra ici...',
    options: 'Options de traduction',
    feminine: 'Mode féminin',
    advanced: 'Mode avancé (Gemini)',
    from: 'De',
    to: 'Vers',
    copied: 'Copié !',
    copiedDescription: 'Texte copié dans le presse-papiers',
    translationsToday: "Traductions aujourd'hui :",
    free: 'Gratuit',
    premium: 'Premium',
  },
} as const;

export type TranslatorLocale = keyof typeof TRANSLATOR_LABELS;

/** A dialect translator page (/moroccan-darija...) or the general one (/translator). */
export class TranslatorPage {
  readonly labels: (typeof TRANSLATOR_LABELS)[TranslatorLocale];

  constructor(
    private readonly page: Page,
    readonly locale: TranslatorLocale = 'en',
  ) {
    this.labels = TRANSLATOR_LABELS[locale];
  }

  /** `path` is a clean path such as `/moroccan-darija` or `/translator`. */
  async goto(path: string) {
    await this.page.goto(this.locale === 'fr' ? `/fr${path}` : path);
    await expect(this.sourceText).toBeVisible();
    await waitForApp(this.page);
  }

  get sourceText(): Locator {
    return this.page.getByTestId('translator-source-text');
  }

  get translation(): Locator {
    return this.page.getByTestId('translator-translation');
  }

  get arabicScript(): Locator {
    return this.page.getByTestId('translator-arabic-script');
  }

  get translating(): Locator {
    return this.page.getByTestId('translator-translating');
  }

  get sourceLanguage(): Locator {
    return this.page.getByTestId('translator-source-language');
  }

  get targetLanguage(): Locator {
    return this.page.getByTestId('translator-target-language');
  }

  get swapButton(): Locator {
    return this.page.getByTestId('translator-swap');
  }

  get listenButton(): Locator {
    return this.page.getByTestId('translator-listen');
  }

  get copyButton(): Locator {
    return this.page.getByTestId('translator-copy');
  }

  get advancedSwitch(): Locator {
    return this.page.getByRole('switch', { name: this.labels.advanced });
  }

  get advancedBadge(): Locator {
    return this.page.getByTestId('translator-advanced-badge');
  }

  get usageBanner(): Locator {
    return this.page.getByTestId('translator-usage-banner');
  }

  get planBadge(): Locator {
    return this.page.getByTestId('translator-plan-badge');
  }

  /** Types the text and waits for its translation; answers the translated text. */
  async translate(text: string): Promise<string> {
    await this.sourceText.fill(text);
    return this.waitForTranslation();
  }

  /** Waits until the translation of the current text is shown; answers it. */
  async waitForTranslation(): Promise<string> {
    await expect(this.translation).toBeVisible();
    await expect(this.page.getByTestId('translator-result')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    return (await this.translation.textContent()) ?? '';
  }

  /** Opens the target language list; answers its options. */
  async openTargetOptions(): Promise<Locator> {
    await this.targetLanguage.click();
    const listbox = this.page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    return listbox.getByRole('option');
  }
}
