import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { Favorite } from '../types';
import { favoritesQueryOptions } from './get-favorites';

export async function removeFavorite(id: Favorite['id']): Promise<void> {
  await apiRequest(
    'DELETE',
    `/api/translator/favorites/${encodeURIComponent(String(id))}`,
  );
}

/** Removes the favorite; the list drops it once the server confirms. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFavorite,
    onSuccess: (_, id) => {
      queryClient.setQueryData(favoritesQueryOptions.queryKey, (favorites) =>
        favorites?.filter((favorite) => favorite.id !== id),
      );
    },
  });
}
