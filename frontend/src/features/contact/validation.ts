import type { MessageId } from '../../i18n/messages';
import { isEmailAddress } from '../../shared/email-address';
import { trimmedLength } from '../../shared/text-length';

export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

export type ContactField = keyof ContactValues;

/** Length bounds of each text field, counted after trimming. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 5, max: 200 },
  message: { min: 20, max: 5000 },
} as const;

/** What is wrong with a field: the message id and its figures. */
export type ContactError = {
  id: MessageId;
  values?: { min?: number; max?: number };
};

export type ContactErrors = Partial<Record<ContactField, ContactError>>;

const TOO_SHORT = {
  name: 'contact.validation.nameTooShort',
  subject: 'contact.validation.subjectTooShort',
  message: 'contact.validation.messageTooShort',
} as const satisfies Record<keyof typeof CONTACT_LIMITS, MessageId>;

const TOO_LONG = {
  name: 'contact.validation.nameTooLong',
  subject: 'contact.validation.subjectTooLong',
  message: 'contact.validation.messageTooLong',
} as const satisfies Record<keyof typeof CONTACT_LIMITS, MessageId>;

function lengthError(
  field: keyof typeof CONTACT_LIMITS,
  value: string,
): ContactError | undefined {
  const { min, max } = CONTACT_LIMITS[field];
  const length = trimmedLength(value);
  if (length < min) return { id: TOO_SHORT[field], values: { min } };
  if (length > max) return { id: TOO_LONG[field], values: { max } };
  return undefined;
}

function emailError(value: string): ContactError | undefined {
  return isEmailAddress(value.trim())
    ? undefined
    : { id: 'contact.validation.emailInvalid' };
}

/** Every problem with the form, by field; empty when it can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {
    name: lengthError('name', values.name),
    email: emailError(values.email),
    subject: lengthError('subject', values.subject),
    message: lengthError('message', values.message),
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, error]) => error !== undefined),
  );
}

/** The form's values as they are sent: without surrounding spaces. */
export function trimContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/**
 * The fields the server refused (its `fields`, from a 400
 * `validation_failed`), as the form's own messages: the form checks the same
 * rules first, so this is for a rule it may read otherwise.
 */
export function serverContactErrors(
  fields: readonly { field: string; constraints: readonly string[] }[],
): ContactErrors {
  const errors: ContactErrors = {};
  for (const { field, constraints } of fields) {
    if (field === 'email')
      errors.email = { id: 'contact.validation.emailInvalid' };
    else if (field === 'name' || field === 'subject' || field === 'message') {
      const { min, max } = CONTACT_LIMITS[field];
      errors[field] = constraints.includes('maxLength')
        ? { id: TOO_LONG[field], values: { max } }
        : { id: TOO_SHORT[field], values: { min } };
    }
  }
  return errors;
}
