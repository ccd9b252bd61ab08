import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseApiError } from '../../../api/http';
import type { TranslationRequest, TranslationResponse } from '../types';
import { translationHistoryQueryOptions } from './get-translation-history';
import { translatorStatsQueryOptions } from './get-translator-stats';

export type TranslateInput = TranslationRequest & { advanced: boolean };

/** Standard translation, or the advanced engine when `advanced` (premium plans). */
export async function translateText({
  advanced,
  ...request
}: TranslateInput): Promise<TranslationResponse> {
  const res = await apiRequest(
    'POST',
    advanced ? '/api/translator/advanced' : '/api/translator/translate',
    request,
  );
  return (await res.json()) as TranslationResponse;
}

/**
 * A translation counts against today's allowance and joins the history. A
 * refusal (4xx) reads the stats again too: it may come from a plan or an
 * allowance that changed since the page read them (an admin's change of plan,
 * the day's count reached in another tab), and the page then shows what holds
 * now.
 */
export function useTranslateText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateText,
    onError: (error) => {
      const { status } = parseApiError(error);
      // A failure of the service (5xx) gives the allowance back: nothing changed.
      if (status !== null && status >= 400 && status < 500)
        void queryClient.invalidateQueries({
          queryKey: translatorStatsQueryOptions.queryKey,
        });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: translatorStatsQueryOptions.queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: translationHistoryQueryOptions.queryKey,
        }),
      ]);
    },
  });
}
