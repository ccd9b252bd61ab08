import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../api/socket';
import { userQueryOptions } from './get-user';

/**
 * Reads the session again when the server says the account changed elsewhere
 * (`account:changed`: deleted by an admin, or its rights changed): a deleted
 * member's open pages turn to a guest's at once, a promoted member's header
 * gains the Admin link. Renders nothing; one of the layout's deferred widgets.
 */
export function AccountWatch() {
  const queryClient = useQueryClient();
  useSocketEvent('account:changed', () => {
    void queryClient.invalidateQueries({
      queryKey: userQueryOptions.queryKey,
    });
  });
  return null;
}
