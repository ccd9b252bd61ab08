import { useState } from 'react';
import { usePostTranslation } from '../api/translate-post';
import type { TranslationSource } from '../types';

export type TranslationToggle = {
  /** The translation, while it is shown. */
  translation: string | null;
  /** Fetching it for the first time (or again after a failure). */
  isLoading: boolean;
  toggle: () => void;
};

/**
 * See translation / Hide translation. The first click fetches and shows it, the next
 * hides it, later clicks show the one already fetched without a new request.
 */
export function useTranslationToggle(
  source: TranslationSource,
): TranslationToggle {
  const [requested, setRequested] = useState(false);
  const [visible, setVisible] = useState(false);
  const query = usePostTranslation(source, { enabled: requested });
  const translation = query.data?.translation ?? null;
  const shown = visible && translation !== null;

  const toggle = () => {
    if (query.isFetching) return;
    if (shown) {
      setVisible(false);
      return;
    }
    setVisible(true);
    if (!requested) setRequested(true);
    else if (translation === null) void query.refetch();
  };

  return {
    translation: shown ? translation : null,
    isLoading: query.isFetching,
    toggle,
  };
}
