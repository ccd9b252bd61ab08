import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths';
import { useToast } from '../toasts/use-toast';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { userQueryOptions } from './get-user';
import { GUEST_REDIRECT_DELAY_MS } from './use-guest-redirect';

/**
 * For actions only members can take (answer, vote, like, report): tells the visitor
 * to sign in, then opens the sign-in page of the locale after 500 ms; signing
 * in leads back (see returnPath).
 */
export function useSignInPrompt() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (description: MessageId) => {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'question.signIn.title' }),
        description: intl.formatMessage({ id: description }),
      });
      clearTimeout(timer.current);
      // Signing in leads back here (see returnPath).
      const from = location.pathname + location.search;
      timer.current = setTimeout(() => {
        // A member's session that ended (elsewhere, or expired) is a guest's now.
        queryClient.setQueryData(userQueryOptions.queryKey, null);
        navigate(paths.auth(locale), { state: { from } });
      }, GUEST_REDIRECT_DELAY_MS);
    },
    [intl, locale, location, navigate, queryClient, toast],
  );
}

/**
 * Where signing in leads: back to the page that asked for it (a path of this
 * site, from the sign-in page's history state, else from its `?next=`, which
 * the server's re-login redirect sets), else `fallback`. The server's own
 * paths (`/api/...`) are not pages: they lead to the fallback too.
 */
export function returnPath(
  { state, search }: { state: unknown; search: string },
  fallback: string,
): string {
  const from =
    (state as { from?: unknown } | null)?.from ??
    new URLSearchParams(search).get('next');
  // Not `//host` nor `/\host`, nor a control character anywhere: the
  // browser drops tabs and line breaks from an address (`/\t/host` is `//host`).
  return typeof from === 'string' &&
    /^\/(?![/\\]|api(?:[/?#]|$))\P{Cc}*$/u.test(from)
    ? from
    : fallback;
}
