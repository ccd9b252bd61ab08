import type { MessageId } from '../../../i18n/messages';
import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH } from '../constants';
import {
  hasDirectionOverride,
  trimmedLength,
} from '../../../shared/text-length';

/** What is wrong with an answer's text, if anything: trimmed, 10 to 5,000 characters, no direction override. */
export function answerError(content: string): MessageId | null {
  const length = trimmedLength(content);
  if (length === 0) return 'answer.form.required';
  if (length < ANSWER_MIN_LENGTH) return 'answer.form.tooShort';
  if (length > ANSWER_MAX_LENGTH) return 'answer.form.tooLong';
  if (hasDirectionOverride(content)) return 'answer.form.directionOverride';
  return null;
}
