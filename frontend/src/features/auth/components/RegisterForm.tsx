import { Button, Flex, Grid, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { parseApiError } from '../../../api/http';
import { mutationErrorText } from '../../../shared/use-mutation-error';
import { paths } from '../../../shared/paths';
import { returnPath } from '../../../shared/session/use-sign-in-prompt';
import type { ToastInput } from '../../../shared/toasts/toast-state';
import { useToast } from '../../../shared/toasts/use-toast';
import { BRAND_NAME } from '../../../config/brand';
import { useLocale } from '../../../i18n/use-locale';
import { FormField } from '../../../ui/FormField';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { unitsFor } from '../../../shared/text-length';
import { useRegister } from '../api/register';
import {
  PASSWORD_MIN_LENGTH,
  passwordsMatch,
  serverRegisterErrors,
  NAME_MAX_LENGTH,
  validateRegister,
  type FieldErrors,
  type RegisterCheckedField,
  type RegisterValues,
} from '../validation';
import { focusFirstInvalid } from '../../../ui/focus-first-invalid';

type RegisterFormProps = {
  /** Switches the page to the Login tab. */
  onSwitchToLogin: () => void;
};

/** The form's text boxes: the fields it checks. */
type TextFieldName = RegisterCheckedField;

const FIELD_IDS: Record<TextFieldName, string> = {
  email: 'register-email',
  username: 'register-username',
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
};

/** The fields in the order the form shows them: a failed check focuses the first marked. */
const FIELD_ORDER: TextFieldName[] = [
  'email',
  'username',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
];

const EMPTY: RegisterValues = {
  email: '',
  username: '',
  firstName: '',
  lastName: '',
  password: '',
  confirmPassword: '',
  nativeLanguages: [],
  learningLanguages: [],
};

export function RegisterForm({ onSwitchToLogin }: RegisterFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  // The toast the last failed attempt left, dismissed by the next attempt.
  const failure = useRef<{ dismiss: () => void } | null>(null);
  const registerMutation = useRegister();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterCheckedField>>({});
  const submitting = registerMutation.isPending;

  const update = (field: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorText = (field: keyof typeof errors) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  /** Shows a failure toast, kept until the next attempt says more. */
  const failureToast = (input: ToastInput) => {
    failure.current = toast({ variant: 'destructive', ...input });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // A new attempt: what the last one said no longer holds.
    failure.current?.dismiss();
    failure.current = null;
    const found = validateRegister(values);
    // Different passwords are marked with the rest, on the same submit (a
    // confirmation not typed yet says so instead).
    const mismatch = !found.confirmPassword && !passwordsMatch(values);
    if (mismatch) found.confirmPassword = 'auth.register.mismatchDescription';
    setErrors(found);
    if (mismatch && Object.values(found).filter(Boolean).length === 1) {
      // Under the field as well as in the toast, which goes after a while.
      failureToast({
        title: intl.formatMessage({ id: 'auth.register.mismatchTitle' }),
        description: intl.formatMessage({
          id: 'auth.register.mismatchDescription',
        }),
      });
    }
    // The first field marked takes the focus (the confirmation, to type
    // again, when it is the only one).
    if (focusFirstInvalid(FIELD_ORDER, FIELD_IDS, found)) return;

    try {
      await registerMutation.mutateAsync({
        email: values.email,
        password: values.password,
        username: values.username,
        firstName: values.firstName,
        lastName: values.lastName,
        nativeLanguages: values.nativeLanguages,
        learningLanguages: values.learningLanguages,
      });
    } catch (error) {
      const { status, fields, code } = parseApiError(error);
      // A field the server refused (or another account has) is marked and
      // focused, and its message is the toast's.
      const refused = serverRegisterErrors(fields, code);
      setErrors(refused);
      focusFirstInvalid(FIELD_ORDER, FIELD_IDS, refused);
      const firstRefused = Object.values(refused)[0];
      failureToast({
        title: intl.formatMessage({ id: 'auth.register.failedTitle' }),
        description: firstRefused
          ? intl.formatMessage({ id: firstRefused })
          : mutationErrorText(
              intl,
              error,
              status === 429
                ? 'auth.error.tooManyAttempts'
                : status === null
                  ? 'auth.error.unavailable'
                  : 'auth.register.failedDescription',
            ),
      });
      return;
    }
    toast({
      title: intl.formatMessage({ id: 'auth.register.successTitle' }),
      description: intl.formatMessage(
        { id: 'auth.register.successDescription' },
        { brand: BRAND_NAME },
      ),
    });
    navigate(returnPath(location, paths.home(locale)), {
      replace: true,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="register-form">
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
          id={FIELD_IDS.username}
          label={intl.formatMessage({ id: 'auth.field.username' })}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          maxLength={30}
          value={values.username}
          onChange={(e) => update('username', e.target.value)}
          error={errorText('username')}
          hint={intl.formatMessage({ id: 'auth.field.usernameHint' })}
        />
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormField
            id={FIELD_IDS.firstName}
            label={intl.formatMessage({ id: 'auth.field.firstName' })}
            name="firstName"
            autoComplete="given-name"
            maxLength={unitsFor(NAME_MAX_LENGTH)}
            value={values.firstName}
            onChange={(e) => update('firstName', e.target.value)}
            error={errorText('firstName')}
          />
          <FormField
            id={FIELD_IDS.lastName}
            label={intl.formatMessage({ id: 'auth.field.lastName' })}
            name="lastName"
            autoComplete="family-name"
            maxLength={unitsFor(NAME_MAX_LENGTH)}
            value={values.lastName}
            onChange={(e) => update('lastName', e.target.value)}
            error={errorText('lastName')}
          />
        </Grid>
        <FormField
          id={FIELD_IDS.password}
          label={intl.formatMessage({ id: 'auth.field.password' })}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errorText('password')}
          hint={intl.formatMessage(
            { id: 'auth.field.passwordHint' },
            { min: PASSWORD_MIN_LENGTH },
          )}
        />
        <FormField
          id={FIELD_IDS.confirmPassword}
          label={intl.formatMessage({ id: 'auth.field.confirmPassword' })}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => update('confirmPassword', e.target.value)}
          error={errorText('confirmPassword')}
        />
        <LanguagePicker
          label={intl.formatMessage({ id: 'auth.field.nativeLanguages' })}
          hint={intl.formatMessage({ id: 'auth.field.nativeLanguagesHint' })}
          value={values.nativeLanguages}
          onChange={(codes) =>
            setValues((current) => ({ ...current, nativeLanguages: codes }))
          }
          disabled={submitting}
          testId="register-native-languages"
        />
        <LanguagePicker
          label={intl.formatMessage({ id: 'auth.field.learningLanguages' })}
          hint={intl.formatMessage({
            id: 'auth.field.learningLanguagesHint',
          })}
          value={values.learningLanguages}
          onChange={(codes) =>
            setValues((current) => ({ ...current, learningLanguages: codes }))
          }
          disabled={submitting}
          testId="register-learning-languages"
        />
        <Button
          type="submit"
          size="3"
          disabled={submitting}
          data-testid="register-submit"
        >
          {submitting ? (
            <FormattedMessage id="auth.register.submitting" />
          ) : (
            <FormattedMessage id="auth.register.submit" />
          )}
        </Button>
        <Text as="p" size="2" align="center" color="gray">
          <ThemeLink asChild size="2">
            <button
              type="button"
              className="link-button"
              onClick={onSwitchToLogin}
              data-testid="switch-to-login"
            >
              <FormattedMessage id="auth.register.haveAccount" />
            </button>
          </ThemeLink>
        </Text>
      </Flex>
    </form>
  );
}
