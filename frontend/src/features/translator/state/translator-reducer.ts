import { trimmedLength } from '../../../shared/text-length';
import type { TranslateInput } from '../api/translate-text';
import type { TranslatorLanguageCode } from '../languages';
import type { TranslationEngine, TranslationResponse } from '../types';

/**
 * - `idle`: nothing due (the result, if any, is on screen);
 * - `waiting`: the debounce timer runs, the 'Translating...' indicator shows;
 * - `translating`: the timer fired and the request is on its way.
 */
export type TranslatorStatus = 'idle' | 'waiting' | 'translating';

/** A request with the id that tells its answer from stale ones. */
export type PendingTranslation = TranslateInput & { id: number };

export type TranslatorState = {
  text: string;
  source: TranslatorLanguageCode;
  target: TranslatorLanguageCode;
  feminine: boolean;
  advanced: boolean;
  translation: string;
  arabicScript: string;
  /** The engine behind the translation on screen; null when there is none (or after a swap). */
  engine: TranslationEngine | null;
  /** The request the translation on screen answers; null when there is none (or after a swap). */
  resultOf: TranslateInput | null;
  status: TranslatorStatus;
  /** The request due when the timer fires, or in flight; null when nothing is due. */
  pending: PendingTranslation | null;
  /** Grows with every change; an answer to an older request is ignored. */
  requestId: number;
  /** Shorter text (after trimming) is not translated. */
  minLength: number;
};

export type TranslatorAction =
  | { type: 'textChanged'; text: string }
  | { type: 'sourceChanged'; language: TranslatorLanguageCode }
  | { type: 'targetChanged'; language: TranslatorLanguageCode }
  | { type: 'feminineChanged'; value: boolean }
  | { type: 'advancedChanged'; value: boolean }
  | { type: 'swapped' }
  | { type: 'timerFired'; id: number }
  | { type: 'succeeded'; id: number; response: TranslationResponse }
  | { type: 'failed'; id: number };

export function createTranslatorState({
  source,
  target,
  minLength,
}: {
  source: TranslatorLanguageCode;
  target: TranslatorLanguageCode;
  minLength: number;
}): TranslatorState {
  return {
    text: '',
    source,
    target,
    feminine: false,
    advanced: false,
    translation: '',
    arabicScript: '',
    engine: null,
    resultOf: null,
    status: 'idle',
    pending: null,
    requestId: 0,
    minLength,
  };
}

const NO_RESULT = {
  translation: '',
  arabicScript: '',
  engine: null,
  resultOf: null,
} as const;

/** True when the text is long enough to translate (blank text never is). */
export function isTranslatable(text: string, minLength: number): boolean {
  const length = trimmedLength(text);
  return length > 0 && length >= minLength;
}

/**
 * After any change of text, languages or modes: (re)starts the debounce for the new
 * request, or, for blank or too short text, clears the result and cancels what was due.
 * Either way earlier requests become stale.
 */
function restart(state: TranslatorState): TranslatorState {
  const id = state.requestId + 1;
  if (!isTranslatable(state.text, state.minLength)) {
    return {
      ...state,
      ...NO_RESULT,
      status: 'idle',
      pending: null,
      requestId: id,
    };
  }
  return {
    ...state,
    status: 'waiting',
    requestId: id,
    pending: {
      id,
      text: state.text,
      source_language: state.source,
      target_language: state.target,
      feminine_mode: state.feminine,
      advanced: state.advanced,
    },
  };
}

/** The Swap button: the translation on screen becomes the text, and the languages change sides. */
function swapped(state: TranslatorState): TranslatorState {
  return restart({
    ...state,
    text: state.translation,
    translation: state.text,
    arabicScript: '',
    engine: null,
    resultOf: null,
    source: state.target,
    target: state.source,
  });
}

/**
 * Picking on one side the language of the other side exchanges the two: as
 * the Swap button does when the text on screen has its translation (so the
 * text stays with its language), else the languages alone (the text was
 * typed in the other language).
 */
function withLanguages(
  state: TranslatorState,
  source: TranslatorLanguageCode,
  target: TranslatorLanguageCode,
): TranslatorState {
  if (source === state.source && target === state.target) return state;
  if (source === target) {
    if (state.translation && !state.pending) return swapped(state);
    return restart({ ...state, source: state.target, target: state.source });
  }
  return restart({ ...state, source, target });
}

export function translatorReducer(
  state: TranslatorState,
  action: TranslatorAction,
): TranslatorState {
  switch (action.type) {
    case 'textChanged':
      if (action.text === state.text) return state;
      return restart({ ...state, text: action.text });
    case 'sourceChanged':
      return withLanguages(state, action.language, state.target);
    case 'targetChanged':
      return withLanguages(state, state.source, action.language);
    case 'feminineChanged':
      if (action.value === state.feminine) return state;
      return restart({ ...state, feminine: action.value });
    case 'advancedChanged':
      if (action.value === state.advanced) return state;
      return restart({ ...state, advanced: action.value });
    case 'swapped':
      // Only a translation of the text on screen: while a newer text waits for
      // its own, swapping would put that text where the next result lands.
      if (!state.translation || state.pending) return state;
      return swapped(state);
    case 'timerFired':
      if (state.status !== 'waiting' || state.pending?.id !== action.id)
        return state;
      return { ...state, status: 'translating' };
    case 'succeeded': {
      if (action.id !== state.requestId || !state.pending) return state;
      const { id: _id, ...request } = state.pending;
      return {
        ...state,
        translation: action.response.translation,
        arabicScript: action.response.arabic_script ?? '',
        engine: action.response.engine,
        resultOf: request,
        status: 'idle',
        pending: null,
      };
    }
    case 'failed':
      if (action.id !== state.requestId) return state;
      return { ...state, ...NO_RESULT, status: 'idle', pending: null };
  }
}
