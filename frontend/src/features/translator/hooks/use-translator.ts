import { useEffect, useMemo, useReducer, useRef } from 'react';
import { keepDraft, readDraft } from '../../../shared/drafts';
import { useTranslateText } from '../api/translate-text';
import { TRANSLATE_DEBOUNCE_MS } from '../constants';
import type { TranslatorLanguageCode } from '../languages';
import {
  createTranslatorState,
  translatorReducer,
  type TranslatorState,
} from '../state/translator-reducer';

type UseTranslatorOptions = {
  source: TranslatorLanguageCode;
  target: TranslatorLanguageCode;
  /** Shortest text (after trimming) that is translated. */
  minLength: number;
  /** Called when the latest request fails (never for a stale one). */
  onError: (error: unknown) => void;
  /**
   * Where the text and its languages are kept for the tab (`keepDraft`), so a
   * reload or Back gives them back (with their translation, or translated
   * again when it was not on screen), with whose
   * they are (`useDraftOwner`); none: not kept. A page changes neither: one
   * for another owner is mounted afresh.
   */
  draft?: { owner: string; key: string };
};

/**
 * What a translator page keeps of its text: the text and the languages it was
 * typed for, and the translation of it on screen, if any.
 */
type KeptText = {
  text: string;
  source: TranslatorLanguageCode;
  target: TranslatorLanguageCode;
  result?: Pick<
    TranslatorState,
    'translation' | 'arabicScript' | 'engine' | 'resultOf'
  >;
};

/** Whether `state` shows the translation of its own text, languages and modes. */
function showsOwnResult(state: TranslatorState): boolean {
  const of = state.resultOf;
  return (
    state.status === 'idle' &&
    of !== null &&
    of.text === state.text &&
    of.source_language === state.source &&
    of.target_language === state.target &&
    of.feminine_mode === state.feminine &&
    of.advanced === state.advanced
  );
}

export type TranslatorActions = {
  setText: (text: string) => void;
  setSource: (language: TranslatorLanguageCode) => void;
  setTarget: (language: TranslatorLanguageCode) => void;
  setFeminine: (value: boolean) => void;
  setAdvanced: (value: boolean) => void;
  /** Exchanges languages and texts; does nothing until there is a translation. */
  swap: () => void;
};

/**
 * The translator's state machine: every change restarts a 1-second debounce, then the
 * text is sent to the standard or advanced engine. Answers to stale requests are dropped.
 */
export function useTranslator({
  source,
  target,
  minLength,
  onError,
  draft,
}: UseTranslatorOptions): {
  state: TranslatorState;
  actions: TranslatorActions;
} {
  // The reducer holds the text; the tab's storage only keeps a copy of it.
  const [state, dispatch] = useReducer(
    translatorReducer,
    { source, target, minLength },
    (options) => {
      const initial = createTranslatorState(options);
      const kept = draft
        ? readDraft<KeptText>(draft.owner, draft.key)
        : undefined;
      if (!kept) return initial;
      const restored = {
        ...initial,
        text: kept.text,
        source: kept.source,
        target: kept.target,
      };
      // The kept translation comes back with its text, as it was shown (a
      // reload or Back asks for nothing, so costs nothing of the day's
      // translations); a text kept without one is due to be translated again.
      const shown = { ...restored, ...kept.result };
      if (kept.result && showsOwnResult(shown)) return shown;
      return translatorReducer(
        { ...initial, source: kept.source, target: kept.target },
        { type: 'textChanged', text: kept.text },
      );
    },
  );
  const { text: typed, source: from, target: to } = state;
  const { translation, arabicScript, engine, resultOf } = state;
  const result = showsOwnResult(state)
    ? { translation, arabicScript, engine, resultOf }
    : undefined;
  const owner = draft?.owner;
  const key = draft?.key;
  useEffect(() => {
    if (owner === undefined || key === undefined) return;
    keepDraft(
      owner,
      key,
      typed === ''
        ? undefined
        : { text: typed, source: from, target: to, result },
    );
    // `result` is new on every render; what it holds is in these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, key, typed, from, to, resultOf, translation]);
  const { mutateAsync: translate } = useTranslateText();
  // The request a restored text starts (its last translation failed or never
  // came): it goes out on its own, so its failure is not told (a reload or
  // Back would otherwise bring the same error again, unasked); the text stays,
  // and the next change tries again.
  const restoredRequestId = useRef(state.pending?.id);
  const latestRequestId = useRef(state.requestId);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    latestRequestId.current = state.requestId;
    onErrorRef.current = onError;
  });

  const { pending, status } = state;
  const waiting = status === 'waiting';
  useEffect(() => {
    if (!pending || !waiting) return undefined;
    const timer = setTimeout(() => {
      const { id, ...input } = pending;
      dispatch({ type: 'timerFired', id });
      translate(input).then(
        (response) => dispatch({ type: 'succeeded', id, response }),
        (error: unknown) => {
          dispatch({ type: 'failed', id });
          if (
            id === latestRequestId.current &&
            id !== restoredRequestId.current
          )
            onErrorRef.current(error);
        },
      );
    }, TRANSLATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [pending, waiting, translate]);

  const actions = useMemo<TranslatorActions>(
    () => ({
      setText: (text) => dispatch({ type: 'textChanged', text }),
      setSource: (language) => dispatch({ type: 'sourceChanged', language }),
      setTarget: (language) => dispatch({ type: 'targetChanged', language }),
      setFeminine: (value) => dispatch({ type: 'feminineChanged', value }),
      setAdvanced: (value) => dispatch({ type: 'advancedChanged', value }),
      swap: () => dispatch({ type: 'swapped' }),
    }),
    [],
  );

  return { state, actions };
}
