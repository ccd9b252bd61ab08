import {
  Box,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Spinner,
  Text,
} from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { parseApiError } from '../../../api/http';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useUser } from '../../../shared/session/get-user';
import { answersQueryOptions, useAnswers } from '../api/get-answers';
import { useQuestion } from '../api/get-question';
import { useLiveQuestion } from '../hooks/use-live-question';
import type { Question, QuestionDetail as QuestionDetailData } from '../types';
import { AnswerCard } from './AnswerCard';
import { AnswerForm, AnswerSignInPrompt } from './AnswerForm';
import { QuestionDetail } from './QuestionDetail';
import { RelatedQuestions } from './RelatedQuestions';
import { pageDescription } from '../utils/page-description';

/**
 * A question that is not in this locale: when the other locale's community has
 * it (`elsewhere`, from the 404's `params.locale`), a link leads there.
 */
/**
 * The spec's 'Question not found', for a question that is not there, and for
 * one that could not be loaded (`onRetry`: a server error or no connection),
 * which says so and offers to try again instead of saying it does not exist.
 */
function QuestionNotFound({
  id,
  elsewhere,
  onRetry,
}: {
  id: string;
  elsewhere?: unknown;
  onRetry?: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  useDocumentTitle(intl.formatMessage({ id: 'question.notFound.title' }));
  return (
    <Flex
      direction="column"
      align="center"
      gap="4"
      py="9"
      data-testid="question-not-found"
    >
      <Heading as="h1" size="8" align="center">
        <FormattedMessage id="question.notFound.title" />
      </Heading>
      <Text as="p" color="gray" align="center">
        <FormattedMessage
          id={onRetry ? 'common.error' : 'question.notFound.description'}
        />
      </Text>
      {(elsewhere === 'en' || elsewhere === 'fr') && elsewhere !== locale && (
        <Text as="p" align="center" data-testid="question-elsewhere">
          <Link to={paths.question(id, elsewhere)}>
            <FormattedMessage
              id="question.notFound.elsewhere"
              values={{ locale: elsewhere }}
            />
          </Link>
        </Text>
      )}
      <Flex gap="3" wrap="wrap" justify="center">
        {onRetry && (
          <Button variant="soft" onClick={onRetry} data-testid="question-retry">
            <FormattedMessage id="common.tryAgain" />
          </Button>
        )}
        <Button asChild>
          <Link to={paths.home(locale)}>
            <FormattedMessage id="question.notFound.backHome" />
          </Link>
        </Button>
      </Flex>
    </Flex>
  );
}

function QuestionSkeleton() {
  const intl = useIntl();
  return (
    <Flex
      direction="column"
      gap="4"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
      data-testid="question-loading"
    >
      <Card size="3">
        <Flex direction="column" gap="3">
          <Skeleton height="20px" width="200px" />
          <Skeleton height="36px" width="70%" />
          <Skeleton height="80px" />
        </Flex>
      </Card>
      <Skeleton height="120px" />
    </Flex>
  );
}

/** Shown while the AI assistant's answer to a question asked from this tab is on its way. */
function AssistantWriting() {
  return (
    <Flex
      align="center"
      gap="2"
      role="status"
      className="assistant-writing"
      data-testid="assistant-writing"
    >
      <Spinner size="2" />
      <Text size="2" color="gray">
        <FormattedMessage id="answer.ai.writing" />
      </Text>
    </Flex>
  );
}

/** The answers, oldest first; the ones that arrived while the page was open stand out. */
function AnswerList({
  question,
  arrivedIds,
  waitingForAssistant,
  assistantGaveUp,
  live,
}: {
  question: Question;
  arrivedIds: readonly number[];
  waitingForAssistant: boolean;
  assistantGaveUp: boolean;
  live: boolean;
}) {
  const locale = useLocale();
  const answers = useAnswers(question.id, locale);
  const hasAiAnswer = answers.data?.some((answer) => answer.isAI) ?? false;
  const assistantWriting =
    waitingForAssistant && answers.isSuccess && !hasAiAnswer;

  return (
    <Flex
      as="div"
      direction="column"
      gap="3"
      aria-labelledby="answers-heading"
      data-testid="answers"
      data-live={live ? 'on' : 'off'}
    >
      <Heading as="h2" size="5" id="answers-heading">
        <FormattedMessage
          id="answer.list.title"
          values={{ count: answers.data?.length ?? question.answerCount }}
        />
      </Heading>
      {answers.isError ? (
        <ErrorState onRetry={() => void answers.refetch()} />
      ) : answers.isPending ? (
        <Skeleton height="120px" />
      ) : answers.data.length === 0 ? (
        assistantWriting ? null : (
          <Text as="p" color="gray" data-testid="answers-empty">
            <FormattedMessage id="answer.list.empty" />
          </Text>
        )
      ) : (
        <Flex direction="column" gap="3" asChild>
          <ol className="answer-list">
            {answers.data.map((answer) => (
              <li key={answer.id}>
                <AnswerCard
                  answer={answer}
                  arrived={arrivedIds.includes(answer.id)}
                />
              </li>
            ))}
          </ol>
        </Flex>
      )}
      {assistantWriting && <AssistantWriting />}
      {assistantGaveUp && !hasAiAnswer && (
        <Text
          as="p"
          size="2"
          color="gray"
          role="status"
          data-testid="assistant-gave-up"
        >
          <FormattedMessage id="answer.ai.gaveUp" />
        </Text>
      )}
    </Flex>
  );
}

function QuestionView({ question }: { question: QuestionDetailData }) {
  const locale = useLocale();
  const { isLoading, isAuthenticated } = useUser();
  const { arrivedIds, waitingForAssistant, assistantGaveUp, live } =
    useLiveQuestion(question, locale);
  useDocumentTitle(question.title);
  // As the server describes the page on a first load, for a page reached in the app.
  useDocumentMeta({ description: pageDescription(question) });
  return (
    <Grid
      columns={{ initial: '1', md: 'minmax(0, 1fr) 300px' }}
      gap="6"
      align="start"
    >
      <Flex direction="column" gap="6">
        <QuestionDetail question={question} />
        <AnswerList
          question={question}
          arrivedIds={arrivedIds}
          waitingForAssistant={waitingForAssistant}
          assistantGaveUp={assistantGaveUp}
          live={live}
        />
        {isLoading ? null : isAuthenticated ? (
          <AnswerForm questionId={question.id} />
        ) : (
          <AnswerSignInPrompt />
        )}
      </Flex>
      <Box asChild>
        <aside>
          <RelatedQuestions
            language={question.targetLanguage}
            excludeId={question.id}
          />
        </aside>
      </Box>
    </Grid>
  );
}

/**
 * A question with its answers, the add-answer form and related questions. Each
 * question and locale is a page of its own: moving to another (a related
 * question, the other language) shows it afresh rather than changing the page
 * on screen, so a question that could not be read (its route's loader asked a
 * moment before) is not asked for again.
 */
export function QuestionPage() {
  const locale = useLocale();
  const { id = '' } = useParams();
  return <QuestionOf key={`${locale}:${id}`} id={id} locale={locale} />;
}

function QuestionOf({ id, locale }: { id: string; locale: Locale }) {
  const valid = /^\d+$/.test(id);
  // Only numeric ids exist: anything else is not found without asking.
  const question = useQuestion(id, locale, { enabled: valid });
  // Asked beside the question rather than after it, and the page shows once
  // both are in: answers arriving later would push the rest of the page down
  // (layout shift).
  const answers = useQuery({
    ...answersQueryOptions(id, locale),
    enabled: valid,
  });

  if (!valid || question.isError) {
    const failure = parseApiError(question.error);
    return (
      <QuestionNotFound
        id={id}
        elsewhere={failure.params.locale}
        onRetry={
          valid && failure.status !== 404
            ? () => void question.refetch()
            : undefined
        }
      />
    );
  }
  if (question.isPending || answers.isPending) return <QuestionSkeleton />;
  // A new page (and room) for each question, also when a link leads to another one.
  return (
    <QuestionView
      key={`${locale}:${question.data.id}`}
      question={question.data}
    />
  );
}
