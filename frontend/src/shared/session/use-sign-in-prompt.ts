import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { useToast } from '../toasts/use-toast';
import type { MessageId } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import { GUEST_REDIRECT_DELAY_MS } from './use-guest-redirect';

/**
 * For actions only members can take (answer, vote, like, report): tells the visitor
 * to sign in, then opens the sign-in page of the locale after 500 ms.
 */
export function useSignInPrompt() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
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
      timer.current = setTimeout(
        () => navigate(paths.auth(locale)),
        GUEST_REDIRECT_DELAY_MS,
      );
    },
    [intl, locale, navigate, toast],
  );
}
