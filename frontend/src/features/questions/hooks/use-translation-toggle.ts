import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { parseApiError } from '../../../api/http';
import { usePostTranslation } from '../api/translate-post';
import type { TranslationSource } from '../types';

/**
 * Set once the server says it has no AI provider to translate posts with: from
 * then on no post offers "See translation" until the page is reloaded.
 */
export const postTranslationUnavailableAtom = atom(false);

export type TranslationToggle = {
  /** The translation, while it is shown. */
  translation: string | null;
  /** Fetching it for the first time (or again after a failure). */
  isLoading: boolean;
  /** Why the last attempt failed, while the reader asked to see it. */
  failure: unknown;
  /** The server cannot translate posts at all: the button is not offered. */
  unavailable: boolean;
  toggle: () => void;
};

/**
 * See translation / Hide translation. The first click fetches and shows it, the next
 * hides it, later clicks show the one already fetched without a new request. A
 * failure is shown under the post, and the next click tries again; a server
 * without translation hides the button.
 */
export function useTranslationToggle(
  source: TranslationSource,
): TranslationToggle {
  const [requested, setRequested] = useState(false);
  const [visible, setVisible] = useState(false);
  const [unavailable, setUnavailable] = useAtom(postTranslationUnavailableAtom);
  const query = usePostTranslation(source, { enabled: requested });
  const translation = query.data?.translation ?? null;
  const shown = visible && translation !== null;
  const failed = visible && query.isError && !query.isFetching;
  const noProvider =
    failed && parseApiError(query.error).code === 'translation_unavailable';

  useEffect(() => {
    if (noProvider) setUnavailable(true);
  }, [noProvider, setUnavailable]);

  const toggle = () => {
    if (query.isFetching) return;
    if (shown) {
      setVisible(false);
      return;
    }
    // After a failure the button says "See translation" again: it tries again.
    setVisible(true);
    if (!requested) setRequested(true);
    else if (translation === null) void query.refetch();
  };

  return {
    translation: shown ? translation : null,
    isLoading: query.isFetching,
    failure: failed ? query.error : null,
    unavailable: unavailable || noProvider,
    toggle,
  };
}
