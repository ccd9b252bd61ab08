import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../paths';
import { useToast } from '../toasts/use-toast';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { useUser } from './get-user';

/** How long a guest sees the sign-in notice before going to the sign-in page. */
export const GUEST_REDIRECT_DELAY_MS = 500;

type GuestNotice = { title: MessageId; description: MessageId };

/**
 * For pages that need a member: once the current user is known to be a guest, shows
 * a toast and sends them to the sign-in page (in the page's locale) after 500 ms;
 * signing in there leads back.
 */
export function useGuestRedirect(notice: GuestNotice) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { toast } = useToast();
  const session = useUser();
  const { isLoading, isAuthenticated } = session;
  const location = useLocation();
  const here = location.pathname + location.search;

  // The latest texts and address, without restarting the timer when they change.
  const noticeRef = useRef({ intl, notice, here });
  useEffect(() => {
    noticeRef.current = { intl, notice, here };
  });

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    const { intl: currentIntl, notice: current } = noticeRef.current;
    toast({
      variant: 'destructive',
      title: currentIntl.formatMessage({ id: current.title }),
      description: currentIntl.formatMessage({ id: current.description }),
    });
    // Signing in leads back to this page (see returnPath).
    const from = noticeRef.current.here;
    const timer = setTimeout(
      () => navigate(paths.auth(locale), { replace: true, state: { from } }),
      GUEST_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isLoading, isAuthenticated, locale, navigate, toast]);

  return session;
}
