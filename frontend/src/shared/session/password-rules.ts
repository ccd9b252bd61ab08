import type { MessageId } from '../../i18n/messages';

/** Field name -> id of the message explaining what is wrong with it. */
export type FieldErrors<F extends string> = Partial<Record<F, MessageId>>;

/** The server's password rules, checked first so people get messages in their language. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
