import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isUnauthorizedError, parseApiError } from '../api/http';
import { apiErrorText, isPreciseError } from '../i18n/api-error-text';
import type { MessageId } from '../i18n/messages';
import { useSignInPrompt } from './session/use-sign-in-prompt';
import { useToast } from './toasts/use-toast';

export type MutationFailure = {
  /** What to tell a signed-out visitor before the sign-in page opens; without it a 401 is toasted like any error. */
  signIn?: MessageId;
  /** Said when the server gives no precise reason. */
  fallback: MessageId;
  /** The toast's title; 'Error' by default. */
  title?: MessageId;
};

/**
 * The one way a failed action is reported: a 401 prompts to sign in, any
 * other error is toasted with the client's text for the server's code (e.g.
 * "Vous ne pouvez pas voter pour votre propre réponse."), or `fallback` when
 * the code only repeats the status or the request never got an answer.
 */
export function useMutationError() {
  const intl = useIntl();
  const { toast } = useToast();
  const promptSignIn = useSignInPrompt();
  return useCallback(
    (error: unknown, { signIn, fallback, title }: MutationFailure) => {
      if (signIn && isUnauthorizedError(error)) {
        promptSignIn(signIn);
        return;
      }
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: title ?? 'common.errorTitle' }),
        description: mutationErrorText(intl, error, fallback),
      });
    },
    [intl, promptSignIn, toast],
  );
}

/**
 * The localized description of a failed request: the text for the server's precise
 * code (the server's message for a code this client does not know), else `fallback`.
 */
export function mutationErrorText(
  intl: ReturnType<typeof useIntl>,
  error: unknown,
  fallback: MessageId,
): string {
  const details = parseApiError(error);
  return (
    (isPreciseError(details) ? apiErrorText(intl, details) : null) ??
    intl.formatMessage({ id: fallback })
  );
}
