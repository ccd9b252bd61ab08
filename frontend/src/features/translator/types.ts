import type { TranslatorLanguageCode } from './languages';

/** Which engine produced a translation. */
export type TranslationEngine = 'standard' | 'advanced' | 'offline';

export type TranslationRequest = {
  text: string;
  source_language: TranslatorLanguageCode;
  target_language: TranslatorLanguageCode;
  feminine_mode: boolean;
};

export type TranslationResponse = {
  translation: string;
  /** The Arabic-script version; empty when the target is not written in Arabic script. */
  arabic_script: string | null;
  engine: TranslationEngine;
  cached: boolean;
};

export type AccountType = 'free' | 'basic' | 'pro';

export type TranslatorStats = {
  account_type: AccountType;
  translations_today: number;
  translations_used: number;
  daily_limit: number;
  char_limit: number;
  can_use_advanced: boolean;
};

export type SpeechResponse = {
  audio_url: string;
  engine: string;
  cached: boolean;
};

export type FavoriteInput = {
  source_text: string;
  target_text: string;
  arabic_script: string;
  source_language: TranslatorLanguageCode;
  target_language: TranslatorLanguageCode;
  engine: TranslationEngine;
  feminine_mode: boolean;
};

export type Favorite = FavoriteInput & {
  id: number | string;
  created_at: string;
};

export type HistoryEntry = {
  id: number;
  source_text: string;
  translation: string;
  arabic_script: string | null;
  source_language: TranslatorLanguageCode;
  target_language: TranslatorLanguageCode;
  engine: TranslationEngine;
  feminine_mode: boolean;
  created_at: string;
};
