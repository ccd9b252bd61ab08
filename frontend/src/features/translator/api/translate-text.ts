import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
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

/** A translation counts against today's allowance and joins the history. */
export function useTranslateText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateText,
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
