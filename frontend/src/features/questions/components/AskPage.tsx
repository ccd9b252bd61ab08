import {
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { isUnauthorizedError } from '../../../api/http';
import { paths, serverPaths } from '../../../shared/paths';
import { navigateToServer } from '../../../shared/server-navigation';
import { useDraft } from '../../../shared/drafts';
import { useToast } from '../../../shared/toasts/use-toast';
import { useMutationError } from '../../../shared/use-mutation-error';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { Field, FormField } from '../../../ui/FormField';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import { findLanguage } from '../../../ui/languages';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { SessionUser } from '../../../shared/session/types';
import { useMember } from '../../../shared/session/member';
import { GUEST_REDIRECT_DELAY_MS } from '../../../shared/session/use-guest-redirect';
import { useCreateQuestion } from '../api/create-question';
import {
  CONTENT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  TITLE_MIN_LENGTH,
} from '../constants';
import { askedQuestionsAtom, questionKey } from '../state/asked-questions';
import { PageHeader } from '../../../ui/PageHeader';
import { useAssistantAnswers } from '../../../shared/assistant';
import {
  blankTrimmed,
  hasDirectionOverride,
  textLength,
  trimmedLength,
  unitsFor,
} from '../../../shared/text-length';

const TIPS: MessageId[] = [
  'ask.tips.title',
  'ask.tips.context',
  'ask.tips.example',
  'ask.tips.dialect',
];

const GUIDELINES: MessageId[] = [
  'ask.guidelines.respect',
  'ask.guidelines.topic',
  'ask.guidelines.spam',
  'ask.guidelines.thanks',
];

/** What the ask form holds; languages left unset take the member's defaults. */
type AskDraft = {
  title: string;
  content: string;
  targetLanguage?: string;
  language?: string;
};

const NO_DRAFT: AskDraft = { title: '', content: '' };

/** The first of the member's languages that is one of the 12, or ''. */
function firstKnown(codes: string[] | undefined): string {
  return codes?.find((code) => findLanguage(code)) ?? '';
}

function AskForm({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { toast } = useToast();
  const reportFailure = useMutationError();
  const createQuestion = useCreateQuestion(locale);
  const setAskedQuestions = useSetAtom(askedQuestionsAtom);
  // Kept until posted: an expired session sends the member to sign in first.
  const [draft, setDraft, clearDraft] = useDraft(`ask:${locale}`, NO_DRAFT);
  const { title, content } = draft;
  const targetLanguage =
    draft.targetLanguage ?? firstKnown(user.learningLanguages);
  const language = draft.language ?? firstKnown(user.nativeLanguages);
  const setTitle = (next: string) => setDraft({ ...draft, title: next });
  const setContent = (next: string) => setDraft({ ...draft, content: next });
  const setTargetLanguage = (next: string) =>
    setDraft({ ...draft, targetLanguage: next });
  const setLanguage = (next: string) => setDraft({ ...draft, language: next });
  const [titleError, setTitleError] = useState<MessageId | null>(null);
  const reloginTimer = useRef<ReturnType<typeof setTimeout> | undefined>(
    undefined,
  );
  const contentId = useId();
  const targetId = useId();
  const languageId = useId();
  const posting = createQuestion.isPending;
  const trimmedTitle = blankTrimmed(title);
  const titleLength = textLength(trimmedTitle);
  // Text past the limit is kept in the box (a paste is never cut short) and
  // said to be too long; the question waits until it fits.
  const contentLength = trimmedLength(content);
  const contentTooLong = contentLength > CONTENT_MAX_LENGTH;
  const titleTooLong = titleLength > TITLE_MAX_LENGTH;
  // Said at once, as a length past the limit is: the server refuses it.
  const titleOverride = hasDirectionOverride(title);
  const contentOverride = hasDirectionOverride(content);
  const canSubmit = Boolean(
    trimmedTitle &&
    language &&
    targetLanguage &&
    !titleTooLong &&
    !contentTooLong &&
    !titleOverride &&
    !contentOverride,
  );

  useEffect(() => () => clearTimeout(reloginTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit || posting) return;
    if (titleLength < TITLE_MIN_LENGTH) {
      setTitleError('ask.validation.titleTooShort');
      return;
    }
    let created;
    try {
      created = await createQuestion.mutateAsync({
        title,
        content,
        language,
        targetLanguage,
      });
    } catch (error) {
      if (isUnauthorizedError(error)) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'ask.unauthorized.title' }),
          description: intl.formatMessage({
            id: 'ask.unauthorized.description',
          }),
        });
        reloginTimer.current = setTimeout(
          () => navigateToServer(serverPaths.login),
          GUEST_REDIRECT_DELAY_MS,
        );
        return;
      }
      reportFailure(error, { fallback: 'ask.failed' });
      return;
    }
    // Its page says the AI assistant is writing until the answer comes in,
    // when the server says an answer from it is on its way.
    if (created.assistantAnswering) {
      const askedAt = Date.now();
      setAskedQuestions((asked) => ({
        ...asked,
        [questionKey(locale, created.id)]: askedAt,
      }));
    }
    toast({
      title: intl.formatMessage({ id: 'ask.success.title' }),
      description: intl.formatMessage({ id: 'ask.success.description' }),
    });
    clearDraft();
    navigate(paths.question(created.id, locale));
  };

  return (
    <Card size="3">
      <form noValidate onSubmit={onSubmit} data-testid="ask-form">
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="1">
            <FormField
              id="ask-title"
              label={intl.formatMessage({ id: 'ask.field.title' })}
              name="title"
              value={title}
              maxLength={unitsFor(TITLE_MAX_LENGTH)}
              required
              onChange={(e) => {
                setTitle(e.target.value);
                setTitleError(null);
              }}
              placeholder={intl.formatMessage({
                id: 'ask.field.titlePlaceholder',
              })}
              hint={intl.formatMessage(
                { id: 'ask.field.titleHint' },
                { min: TITLE_MIN_LENGTH, max: TITLE_MAX_LENGTH },
              )}
              error={
                titleTooLong
                  ? intl.formatMessage(
                      { id: 'ask.field.titleTooLong' },
                      { max: TITLE_MAX_LENGTH },
                    )
                  : titleOverride
                    ? intl.formatMessage({ id: 'ask.field.directionOverride' })
                    : titleError
                      ? intl.formatMessage(
                          { id: titleError },
                          { min: TITLE_MIN_LENGTH },
                        )
                      : undefined
              }
            />
            <Text
              as="p"
              size="1"
              color={
                titleTooLong
                  ? 'red'
                  : titleLength > 0 && titleLength < TITLE_MIN_LENGTH
                    ? 'orange'
                    : 'gray'
              }
              align="right"
              data-testid="ask-title-counter"
            >
              <FormattedMessage
                id="ask.field.titleCounter"
                values={{
                  count: titleLength,
                  max: TITLE_MAX_LENGTH,
                }}
              />
            </Text>
          </Flex>

          <Flex direction="column" gap="1">
            <Field
              id={contentId}
              label={<FormattedMessage id="ask.field.content" />}
              error={
                contentTooLong ? (
                  <FormattedMessage
                    id="ask.field.contentTooLong"
                    values={{ max: CONTENT_MAX_LENGTH }}
                  />
                ) : contentOverride ? (
                  <FormattedMessage id="ask.field.directionOverride" />
                ) : undefined
              }
            >
              {(control) => (
                <TextArea
                  {...control}
                  size="3"
                  rows={6}
                  value={content}
                  onChange={(e) => setContent(e.target.value)}
                  placeholder={intl.formatMessage({
                    id: 'ask.field.contentPlaceholder',
                  })}
                  data-testid="ask-content"
                />
              )}
            </Field>
            <Text
              as="p"
              size="1"
              color={contentTooLong ? 'red' : 'gray'}
              align="right"
              data-testid="ask-content-counter"
            >
              <FormattedMessage
                id="ask.field.contentCounter"
                values={{ count: contentLength, max: CONTENT_MAX_LENGTH }}
              />
            </Text>
          </Flex>

          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <Field
              id={targetId}
              label={<FormattedMessage id="ask.field.targetLanguage" />}
              hint={<FormattedMessage id="ask.field.targetLanguageHint" />}
            >
              {(control) => (
                <LanguageSelect
                  id={control.id}
                  ariaDescribedBy={control['aria-describedby']}
                  value={targetLanguage}
                  onChange={setTargetLanguage}
                  placeholder={intl.formatMessage({
                    id: 'ask.field.languagePlaceholder',
                  })}
                  testId="ask-target-language"
                />
              )}
            </Field>
            <Field
              id={languageId}
              label={<FormattedMessage id="ask.field.language" />}
              hint={<FormattedMessage id="ask.field.languageHint" />}
            >
              {(control) => (
                <LanguageSelect
                  id={control.id}
                  ariaDescribedBy={control['aria-describedby']}
                  value={language}
                  onChange={setLanguage}
                  placeholder={intl.formatMessage({
                    id: 'ask.field.languagePlaceholder',
                  })}
                  testId="ask-language"
                />
              )}
            </Field>
          </Grid>

          <Flex gap="3" justify="end" wrap="wrap">
            <Button asChild variant="soft" color="gray" size="3">
              <Link to={paths.home(locale)} data-testid="ask-cancel">
                <FormattedMessage id="common.cancel" />
              </Link>
            </Button>
            <Button
              type="submit"
              size="3"
              disabled={!canSubmit || posting}
              data-testid="ask-submit"
            >
              {posting ? (
                <FormattedMessage id="ask.submitting" />
              ) : (
                <FormattedMessage id="ask.submit" />
              )}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function AdviceCard({
  heading,
  items,
  testId,
}: {
  heading: MessageId;
  items: MessageId[];
  testId: string;
}) {
  return (
    <Card size="2" data-testid={testId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          <FormattedMessage id={heading} />
        </Heading>
        <ul className="advice-list">
          {items.map((id) => (
            <li key={id}>
              <Text size="2">
                <FormattedMessage id={id} />
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}

/** Ask a question: members only (the route's guard sends guests to sign in). */
export function AskPage() {
  const intl = useIntl();
  const user = useMember();
  const assistant = useAssistantAnswers();
  useDocumentTitle(intl.formatMessage({ id: 'ask.title' }));

  return (
    <Box className="ask-page">
      <PageHeader
        title={<FormattedMessage id="ask.title" />}
        subtitle={
          <FormattedMessage
            id={assistant ? 'ask.subtitle' : 'ask.subtitle.noAssistant'}
          />
        }
      />
      <Grid
        columns={{ initial: '1', md: 'minmax(0, 1fr) 300px' }}
        gap="6"
        align="start"
      >
        <AskForm user={user} />
        <Flex direction="column" gap="4" asChild>
          <aside>
            <AdviceCard
              heading="ask.tips.heading"
              items={TIPS}
              testId="ask-tips"
            />
            <AdviceCard
              heading="ask.guidelines.heading"
              items={GUIDELINES}
              testId="ask-guidelines"
            />
          </aside>
        </Flex>
      </Grid>
    </Box>
  );
}
