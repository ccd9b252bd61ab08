import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

/**
 * Changes the signed-in member's password. The server signs every other
 * session out and gives this one a new id (its cookie is replaced), so the
 * member stays signed in here.
 */
export async function changePassword(
  input: ChangePasswordInput,
): Promise<void> {
  await apiRequest('POST', '/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
