import type { components } from '../../api/schema';
import type { TranslatorLanguageCode } from './languages';

type Schemas = components['schemas'];

/** Which engine produced a translation. */
export type TranslationEngine = Schemas['TranslationEngine'];

export type TranslationRequest = {
  text: string;
  source_language: TranslatorLanguageCode;
  target_language: TranslatorLanguageCode;
  feminine_mode: boolean;
};

export type TranslationResponse = Schemas['TranslationResponse'];

export type AccountType = Schemas['AccountType'];

export type TranslatorStats = Schemas['TranslatorStatsResponse'];

export type SpeechResponse = Schemas['SpeechResponse'];

export type FavoriteInput = {
  source_text: string;
  target_text: string;
  arabic_script: string;
  source_language: TranslatorLanguageCode;
  target_language: TranslatorLanguageCode;
  engine: TranslationEngine;
  feminine_mode: boolean;
};

export type Favorite = Schemas['FavoriteResponse'];

export type HistoryEntry = Schemas['TranslationHistoryItemResponse'];
