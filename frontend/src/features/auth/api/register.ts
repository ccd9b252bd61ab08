import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import type { RegisterInput, SessionUser } from '../types';
import { userQueryOptions } from '../../../shared/session/get-user';
import { announceSessionChange } from '../../../shared/session/session-channel';

/**
 * The body `POST /api/register` gets: exactly its own fields, with blank optional
 * names left out.
 */
export function registerPayload(input: RegisterInput): RegisterInput {
  const payload: RegisterInput = {
    email: input.email.trim(),
    password: input.password,
    username: input.username.trim(),
  };
  const firstName = input.firstName?.trim();
  const lastName = input.lastName?.trim();
  if (firstName) payload.firstName = firstName;
  if (lastName) payload.lastName = lastName;
  payload.nativeLanguages = [...(input.nativeLanguages ?? [])];
  payload.learningLanguages = [...(input.learningLanguages ?? [])];
  return payload;
}

/** Creates an account; the server signs the new member in and answers with the user. */
export async function register(input: RegisterInput): Promise<SessionUser> {
  const res = await apiRequest('POST', '/api/register', registerPayload(input));
  return (await res.json()) as SessionUser;
}

/** Registers and makes the new member the current user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions.queryKey, user);
      announceSessionChange();
    },
  });
}
