/** Translates free text between languages. The AI module provides the real one. */
export interface TextTranslator {
  /** False when no provider is configured: callers answer 503 without trying. */
  readonly available: boolean;
  translate(
    text: string,
    fromLanguage: string,
    toLanguage: string,
  ): Promise<string>;
}

export const TEXT_TRANSLATOR = Symbol('TEXT_TRANSLATOR');
