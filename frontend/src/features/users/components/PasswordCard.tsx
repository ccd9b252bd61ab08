import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isUnauthorizedError, parseApiError } from '../../../api/http';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import { useToast } from '../../../shared/toasts/use-toast';
import type { MessageId } from '../../../i18n/messages';
import { FormField } from '../../../ui/FormField';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type FieldErrors,
} from '../../../shared/session/password-rules';
import { useChangePassword } from '../api/change-password';

type PasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

const EMPTY: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The server's rules, checked first so people get messages in their language. */
function validatePasswordChange(
  values: PasswordValues,
): FieldErrors<keyof PasswordValues> {
  const errors: FieldErrors<keyof PasswordValues> = {};
  if (!values.currentPassword)
    errors.currentPassword = 'users.password.currentRequired';
  if (!values.newPassword)
    errors.newPassword = 'auth.validation.passwordRequired';
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH)
    errors.newPassword = 'auth.validation.passwordTooShort';
  else if (values.newPassword.length > PASSWORD_MAX_LENGTH)
    errors.newPassword = 'auth.validation.passwordTooLong';
  if (!values.confirmPassword)
    errors.confirmPassword = 'auth.validation.confirmRequired';
  else if (values.newPassword && values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'users.password.mismatch';
  return errors;
}

/** The server's refusals the member can act on, by error code, in their language. */
const SERVER_REFUSALS: Record<string, MessageId> = {
  wrong_current_password: 'users.password.wrongCurrent',
  same_password: 'users.password.sameAsCurrent',
};

function failureMessage(error: unknown): MessageId {
  const { status, code, fields } = parseApiError(error);
  if (status === 429) return 'auth.error.tooManyAttempts';
  if (status === null || status >= 500) return 'auth.error.unavailable';
  if (fields.some((f) => f.constraints.includes('isNotCommonPassword')))
    return 'users.password.tooCommon';
  return (code && SERVER_REFUSALS[code]) || 'users.password.failedDescription';
}

/**
 * The signed-in member's password change: current password, new one twice.
 * Other devices are signed out; this one stays signed in.
 */
export function PasswordCard() {
  const intl = useIntl();
  const { toast } = useToast();
  const promptSignIn = useSignInPrompt();
  const mutation = useChangePassword();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof PasswordValues>>({});
  const submitting = mutation.isPending;

  const update = (field: keyof PasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorText = (field: keyof PasswordValues) => {
    const id = errors[field];
    return id ? intl.formatMessage({ id }) : undefined;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    try {
      await mutation.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
    } catch (error) {
      // The session ended (expired, or signed out elsewhere): sign in again.
      if (isUnauthorizedError(error)) {
        promptSignIn('users.password.signIn');
        return;
      }
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'users.password.failedTitle' }),
        description: intl.formatMessage({ id: failureMessage(error) }),
      });
      return;
    }
    setValues(EMPTY);
    toast({
      title: intl.formatMessage({ id: 'users.password.successTitle' }),
      description: intl.formatMessage({
        id: 'users.password.successDescription',
      }),
    });
  };

  return (
    <Card size="3" data-testid="password-card">
      <form noValidate onSubmit={onSubmit} data-testid="password-form">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="4">
              <FormattedMessage id="users.password.title" />
            </Heading>
            <Text as="p" size="2" color="gray">
              <FormattedMessage id="users.password.description" />
            </Text>
          </Flex>
          <FormField
            id="password-current"
            label={intl.formatMessage({ id: 'users.password.current' })}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            onChange={(e) => update('currentPassword', e.target.value)}
            error={errorText('currentPassword')}
          />
          <FormField
            id="password-new"
            label={intl.formatMessage({ id: 'users.password.new' })}
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={(e) => update('newPassword', e.target.value)}
            error={errorText('newPassword')}
            hint={intl.formatMessage(
              { id: 'users.password.newHint' },
              { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
            )}
          />
          <FormField
            id="password-confirm"
            label={intl.formatMessage({ id: 'users.password.confirm' })}
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={(e) => update('confirmPassword', e.target.value)}
            error={errorText('confirmPassword')}
          />
          <Flex justify="end">
            <Button
              type="submit"
              size="3"
              disabled={submitting}
              data-testid="password-submit"
            >
              {submitting ? (
                <FormattedMessage id="users.password.submitting" />
              ) : (
                <FormattedMessage id="users.password.submit" />
              )}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
