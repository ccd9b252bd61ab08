import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { HistoryEntry } from '../types';

/** The member's latest 50 translations, newest first. */
export function getTranslationHistory(): Promise<HistoryEntry[]> {
  return getJson<HistoryEntry[]>('/api/translator/history');
}

export const translationHistoryQueryOptions = queryOptions({
  queryKey: ['/api/translator/history'],
  queryFn: getTranslationHistory,
});

export function useTranslationHistory() {
  return useQuery(translationHistoryQueryOptions);
}
