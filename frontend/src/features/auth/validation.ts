import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type FieldErrors,
} from '../../shared/session/password-rules';
import { isEmailAddress } from '../../shared/email-address';
import { trimmedLength } from '../../shared/text-length';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type FieldErrors };

export type LoginValues = { email: string; password: string };

export type RegisterValues = {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  nativeLanguages: string[];
  learningLanguages: string[];
};

/** The server's rules, checked first so people get messages in their language. */
export const NAME_MAX_LENGTH = 60;
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;
/** No control characters nor direction embeddings, overrides or isolates in a name. */
const NAME_PATTERN = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;

/** Login needs an e-mail and a password. */
export function validateLogin(
  values: LoginValues,
): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (!values.email.trim()) errors.email = 'auth.validation.emailRequired';
  if (!values.password) errors.password = 'auth.validation.passwordRequired';
  return errors;
}

/**
 * Register needs an e-mail, a username, a password and its confirmation; names
 * (60 characters at most) and languages are optional. Whether the two passwords match is checked separately.
 */
export type RegisterCheckedField =
  | 'email'
  | 'username'
  | 'firstName'
  | 'lastName'
  | 'password'
  | 'confirmPassword';

export function validateRegister(
  values: RegisterValues,
): FieldErrors<RegisterCheckedField> {
  const errors: FieldErrors<RegisterCheckedField> = {};
  const email = values.email.trim();
  const username = values.username.trim();

  if (!email) errors.email = 'auth.validation.emailRequired';
  // Compared as the server stores it: composed, in lower case.
  else if (!isEmailAddress(email.normalize('NFC').toLowerCase()))
    errors.email = 'auth.validation.emailInvalid';

  if (!username) errors.username = 'auth.validation.usernameRequired';
  else if (!USERNAME_PATTERN.test(username))
    errors.username = 'auth.validation.usernameInvalid';

  // Counted in characters, as the server counts them (an emoji is one).
  for (const field of ['firstName', 'lastName'] as const)
    if (trimmedLength(values[field]) > NAME_MAX_LENGTH)
      errors[field] = 'auth.validation.nameTooLong';
    else if (!NAME_PATTERN.test(values[field].trim()))
      errors[field] = 'auth.validation.nameCharacters';

  if (!values.password) errors.password = 'auth.validation.passwordRequired';
  else if (values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = 'auth.validation.passwordTooShort';
  else if (values.password.length > PASSWORD_MAX_LENGTH)
    errors.password = 'auth.validation.passwordTooLong';

  if (!values.confirmPassword)
    errors.confirmPassword = 'auth.validation.confirmRequired';

  return errors;
}

export function passwordsMatch(values: RegisterValues): boolean {
  return values.password === values.confirmPassword;
}

type RegisterField =
  'email' | 'username' | 'firstName' | 'lastName' | 'password';

/**
 * The register fields the server refused (its `fields`, from a 400
 * `validation_failed`), as the form's own messages in the reader's language.
 * The client checks the same rules first, save one: the server also refuses
 * a password from its list of common ones.
 */
export function serverRegisterErrors(
  fields: readonly { field: string; constraints: readonly string[] }[],
  code: string | null = null,
): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  // Taken by another account: a conflict, which names no field of its own.
  if (code === 'email_taken') errors.email = 'apiError.emailTaken';
  if (code === 'username_taken') errors.username = 'apiError.usernameTaken';
  for (const { field, constraints } of fields) {
    if (field === 'password')
      errors.password = constraints.includes('isNotCommonPassword')
        ? 'auth.validation.passwordTooCommon'
        : constraints.includes('minLength')
          ? 'auth.validation.passwordTooShort'
          : constraints.includes('maxLength')
            ? 'auth.validation.passwordTooLong'
            : errors.password;
    else if (field === 'email') errors.email = 'auth.validation.emailInvalid';
    else if (field === 'username')
      errors.username = 'auth.validation.usernameInvalid';
    else if (field === 'firstName' || field === 'lastName')
      errors[field] = constraints.includes('maxLength')
        ? 'auth.validation.nameTooLong'
        : 'auth.validation.nameCharacters';
  }
  return errors;
}
