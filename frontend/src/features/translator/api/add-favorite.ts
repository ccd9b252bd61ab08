import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { Favorite, FavoriteInput } from '../types';
import { favoritesQueryOptions } from './get-favorites';

/** Saves a translation; the server answers 409 when it is already saved. */
export async function addFavorite(input: FavoriteInput): Promise<Favorite> {
  const res = await apiRequest('POST', '/api/translator/favorite', input);
  return (await res.json()) as Favorite;
}

export function useAddFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFavorite,
    onSuccess: (saved) => {
      // Shown at once (the translator marks it saved), then read again.
      queryClient.setQueryData(favoritesQueryOptions.queryKey, (favorites) =>
        favorites ? [saved, ...favorites] : favorites,
      );
      return queryClient.invalidateQueries({
        queryKey: favoritesQueryOptions.queryKey,
      });
    },
  });
}
