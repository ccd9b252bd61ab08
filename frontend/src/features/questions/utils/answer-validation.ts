import type { MessageId } from '../../../i18n/messages';
import { ANSWER_MIN_LENGTH } from '../constants';

/** What is wrong with an answer's text, if anything: trimmed, at least 10 characters. */
export function answerError(content: string): MessageId | null {
  const length = content.trim().length;
  if (length === 0) return 'answer.form.required';
  if (length < ANSWER_MIN_LENGTH) return 'answer.form.tooShort';
  return null;
}
