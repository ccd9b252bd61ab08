import { Button, Card, Flex, Heading, Text, TextArea } from '@radix-ui/themes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';
import { useToast } from '../../../shared/toasts/use-toast';
import { useLocale } from '../../../i18n/use-locale';
import { useCreateAnswer } from '../api/create-answer';
import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH } from '../constants';
import { useDraft } from '../../../shared/drafts';
import { useMutationError } from '../../../shared/use-mutation-error';
import { answerError } from '../utils/answer-validation';
import { trimmedLength } from '../../../shared/text-length';

/** The add-answer form for members. */
export function AnswerForm({ questionId }: { questionId: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const { toast } = useToast();
  const reportFailure = useMutationError();
  const createAnswer = useCreateAnswer(questionId, locale);
  // Kept until posted: an expired session sends the member to sign in first.
  const [content, setContent, clearContent] = useDraft(
    `answer:${locale}:${questionId}`,
    '',
  );
  const [touched, setTouched] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const messageId = useId();
  const error = answerError(content);
  const posting = createAnswer.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (error || posting) return;
    try {
      await createAnswer.mutateAsync(content);
    } catch (failure) {
      reportFailure(failure, {
        signIn: 'question.signIn.answer',
        fallback: 'answer.form.failed',
      });
      return;
    }
    clearContent();
    setTouched(false);
    // The button it was on is disabled now: keep the keyboard in the form.
    field.current?.focus();
    toast({
      title: intl.formatMessage({ id: 'answer.form.successTitle' }),
      description: intl.formatMessage({ id: 'answer.form.successDescription' }),
    });
  };

  const shownError = touched && error ? error : null;

  return (
    <Card size="3">
      <form noValidate onSubmit={onSubmit} data-testid="answer-form">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            <Text as="label" htmlFor={fieldId}>
              <FormattedMessage id="answer.form.title" />
            </Text>
          </Heading>
          <TextArea
            ref={field}
            id={fieldId}
            size="3"
            rows={5}
            value={content}
            placeholder={intl.formatMessage({
              id: 'answer.form.placeholder',
            })}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={messageId}
            onChange={(e) => {
              setContent(e.target.value);
              setTouched(true);
            }}
            data-testid="answer-input"
          />
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <Text
              as="p"
              id={messageId}
              size="1"
              color={shownError ? 'red' : 'gray'}
              data-testid="answer-form-message"
            >
              {shownError ? (
                <FormattedMessage
                  id={shownError}
                  values={{
                    max: ANSWER_MAX_LENGTH,
                    count: trimmedLength(content),
                  }}
                />
              ) : (
                <FormattedMessage
                  id="answer.form.hint"
                  values={{ min: ANSWER_MIN_LENGTH }}
                />
              )}
            </Text>
            <Button
              type="submit"
              size="3"
              disabled={error !== null || posting}
              data-testid="answer-submit"
            >
              {posting ? (
                <FormattedMessage id="answer.form.submitting" />
              ) : (
                <FormattedMessage id="answer.form.submit" />
              )}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

/** What guests see instead of the form. */
export function AnswerSignInPrompt() {
  const locale = useLocale();
  // Signing in leads back to this question (see returnPath).
  const { pathname, search } = useLocation();
  return (
    <Card size="3" data-testid="answer-sign-in">
      <Flex
        direction={{ initial: 'column', sm: 'row' }}
        align={{ initial: 'start', sm: 'center' }}
        justify="between"
        gap="3"
      >
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            <FormattedMessage id="answer.signIn.title" />
          </Heading>
          <Text as="p" color="gray" size="2">
            <FormattedMessage id="answer.signIn.description" />
          </Text>
        </Flex>
        <Button asChild size="3">
          <Link
            to={paths.auth(locale)}
            state={{ from: pathname + search }}
            data-testid="answer-sign-in-button"
          >
            <FormattedMessage id="answer.signIn.button" />
          </Link>
        </Button>
      </Flex>
    </Card>
  );
}
