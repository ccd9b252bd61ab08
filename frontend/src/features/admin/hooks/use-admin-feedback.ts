import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isUnauthorizedError } from '../../../api/http';
import { mutationErrorText } from '../../../shared/use-mutation-error';
import { paths, serverPaths } from '../../../shared/paths';
import { navigateToServer } from '../../../shared/server-navigation';
import { useToast } from '../../../shared/toasts/use-toast';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { GUEST_REDIRECT_DELAY_MS } from '../../../shared/session/use-guest-redirect';

/**
 * Where an admin goes after the session expired during an action: the server's
 * re-login endpoint, or (for some seeding actions, as the spec has it) the sign-in page.
 */
export type ReloginTarget = 'server' | 'signIn';

type Failure = {
  /** The failure's own toast title, e.g. 'Failed to delete user'. */
  title: MessageId;
  relogin?: ReloginTarget;
};

/**
 * Toasts for admin actions. A failure with an expired session says so and signs in
 * again after 500 ms; a refusal the server explains (such as an admin removing their
 * own rights) shows the server's message under the failure's title.
 */
export function useAdminFeedback() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { toast } = useToast();
  const reloginTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(reloginTimer.current), []);

  const succeed = useCallback(
    (title: MessageId, description?: string) => {
      toast({ title: intl.formatMessage({ id: title }), description });
    },
    [intl, toast],
  );

  const fail = useCallback(
    (error: unknown, { title, relogin = 'server' }: Failure) => {
      if (isUnauthorizedError(error)) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'admin.unauthorized.title' }),
          description: intl.formatMessage({
            id: 'admin.unauthorized.description',
          }),
        });
        clearTimeout(reloginTimer.current);
        reloginTimer.current = setTimeout(() => {
          // A full load, so the page starts without the ended session; signing
          // in there leads back to this page, as the re-login redirect does.
          navigateToServer(
            relogin === 'signIn'
              ? `${paths.auth(locale)}?next=${encodeURIComponent(pathname + search)}`
              : serverPaths.login,
          );
        }, GUEST_REDIRECT_DELAY_MS);
        return;
      }
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: title }),
        description: mutationErrorText(intl, error, 'admin.failure.tryAgain'),
      });
    },
    [intl, locale, pathname, search, toast],
  );

  return { succeed, fail };
}
