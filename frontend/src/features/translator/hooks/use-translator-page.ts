import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { TranslatorLanguageCode } from '../languages';
import { useDraftOwner } from '../../../shared/drafts';
import { useTranslationErrorToast } from './use-translation-error';
import { useTranslator } from './use-translator';

type UseTranslatorPageOptions = {
  source: TranslatorLanguageCode;
  target: TranslatorLanguageCode;
  minLength: number;
  /** The general translator shows the server's reason for a failure. */
  serverErrorMessages: boolean;
  canUseAdvanced: boolean;
};

/**
 * The translator as a page uses it: failures become toasts, and advanced mode turns
 * itself off when the plan does not allow it (for instance after signing out).
 */
export function useTranslatorPage({
  source,
  target,
  minLength,
  serverErrorMessages,
  canUseAdvanced,
}: UseTranslatorPageOptions) {
  const onError = useTranslationErrorToast({
    serverMessage: serverErrorMessages,
  });
  // Each page (the translator, each dialect's, in each locale) keeps its own
  // text, for the member signed in (the page is mounted afresh for another).
  const { pathname } = useLocation();
  const owner = useDraftOwner();
  const translator = useTranslator({
    source,
    target,
    minLength,
    onError,
    draft: { owner, key: `translator:${pathname}` },
  });
  const { state, actions } = translator;

  useEffect(() => {
    if (state.advanced && !canUseAdvanced) actions.setAdvanced(false);
  }, [state.advanced, canUseAdvanced, actions]);

  return translator;
}
