import { Button, Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { parseApiError } from '../../../api/http';
import { mutationErrorText } from '../../../shared/use-mutation-error';
import { paths } from '../../../shared/paths';
import { returnPath } from '../../../shared/session/use-sign-in-prompt';
import { useToast } from '../../../shared/toasts/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { FormField } from '../../../ui/FormField';
import { useLogin } from '../api/login';
import {
  validateLogin,
  type FieldErrors,
  type LoginValues,
} from '../validation';
import { focusFirstInvalid } from '../../../ui/focus-first-invalid';

const FIELD_IDS: Record<keyof LoginValues, string> = {
  email: 'login-email',
  password: 'login-password',
};

/** The fields in the order the form shows them: a failed check focuses the first marked. */
const FIELD_ORDER: (keyof LoginValues)[] = ['email', 'password'];

type LoginFormProps = {
  /** Switches the page to the Register tab. */
  onSwitchToRegister: () => void;
};

export function LoginForm({ onSwitchToRegister }: LoginFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginValues>({
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const submitting = loginMutation.isPending;

  const update = (field: keyof LoginValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorText = (field: keyof LoginValues) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    if (focusFirstInvalid(FIELD_ORDER, FIELD_IDS, found)) return;

    try {
      await loginMutation.mutateAsync(values);
    } catch (error) {
      const { status } = parseApiError(error);
      // Refused: the password is the one to type again (the form was disabled
      // while it was sent, so the focus had nowhere to be).
      if (status === 401) document.getElementById(FIELD_IDS.password)?.focus();
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.login.failedTitle' }),
        description: mutationErrorText(
          intl,
          error,
          status === 429
            ? 'auth.error.tooManyAttempts'
            : status === null || status >= 500
              ? 'auth.error.unavailable'
              : 'auth.login.failedDescription',
        ),
      });
      return;
    }
    toast({
      title: intl.formatMessage({ id: 'auth.login.successTitle' }),
      description: intl.formatMessage({ id: 'auth.login.successDescription' }),
    });
    navigate(returnPath(location, paths.home(locale)), {
      replace: true,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="login-form">
      <Flex direction="column" gap="4">
        <FormField
          id={FIELD_IDS.email}
          label={intl.formatMessage({ id: 'auth.field.email' })}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
          error={errorText('email')}
          placeholder={intl.formatMessage({
            id: 'auth.field.emailPlaceholder',
          })}
        />
        <FormField
          id={FIELD_IDS.password}
          label={intl.formatMessage({ id: 'auth.field.password' })}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errorText('password')}
        />
        <Button
          type="submit"
          size="3"
          disabled={submitting}
          data-testid="login-submit"
        >
          {submitting ? (
            <FormattedMessage id="auth.login.submitting" />
          ) : (
            <FormattedMessage id="auth.login.submit" />
          )}
        </Button>
        <Text as="p" size="2" align="center" color="gray">
          <ThemeLink asChild size="2">
            <button
              type="button"
              className="link-button"
              onClick={onSwitchToRegister}
              data-testid="switch-to-register"
            >
              <FormattedMessage id="auth.login.noAccount" />
            </button>
          </ThemeLink>
        </Text>
      </Flex>
    </form>
  );
}
