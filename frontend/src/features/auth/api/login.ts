import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { LoginInput, SessionUser } from '../types';
import { userQueryOptions } from '../../../shared/session/get-user';
import { announceSessionChange } from '../../../shared/session/session-channel';

/** Signs in; the server starts a new session and answers with the user. */
export async function login(input: LoginInput): Promise<SessionUser> {
  const res = await apiRequest('POST', '/api/login', {
    email: input.email.trim(),
    password: input.password,
  });
  return (await res.json()) as SessionUser;
}

/** Signs in and makes the answer the current user, so the app is signed in at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      announceSessionChange();
    },
  });
}
