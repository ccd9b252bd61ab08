import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../api/http';
import type { Favorite } from '../types';

/** The member's saved translations, newest first. */
export function getFavorites(): Promise<Favorite[]> {
  return getJson<Favorite[]>('/api/translator/favorites');
}

export const favoritesQueryOptions = queryOptions({
  queryKey: ['/api/translator/favorites'],
  queryFn: getFavorites,
});

export function useFavorites() {
  return useQuery(favoritesQueryOptions);
}
