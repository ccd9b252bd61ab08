import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { ErrorState } from '../../../ui/ErrorState';
import { useQuestions } from '../api/get-questions';
import { RELATED_QUESTIONS_COUNT } from '../constants';

type RelatedQuestionsProps = {
  /** Only questions about this language ('' for any). */
  language: string;
  /** The question being read, left out of the list. */
  excludeId?: number;
};

/** The newest questions about the same language, for the sidebar. */
export function RelatedQuestions({
  language,
  excludeId,
}: RelatedQuestionsProps) {
  const locale = useLocale();
  // One extra when the current question may be among them.
  const limit =
    excludeId === undefined
      ? RELATED_QUESTIONS_COUNT
      : RELATED_QUESTIONS_COUNT + 1;
  const related = useQuestions({ locale, limit, offset: 0, language });
  const questions = related.data?.questions
    .filter((question) => question.id !== excludeId)
    .slice(0, RELATED_QUESTIONS_COUNT);

  return (
    <Card size="2" data-testid="related-questions">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          <FormattedMessage id="sidebar.related.title" />
        </Heading>
        {related.isError ? (
          <ErrorState onRetry={() => void related.refetch()} />
        ) : !questions ? (
          <Flex direction="column" gap="2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="20px" />
            ))}
          </Flex>
        ) : questions.length === 0 ? (
          <Text as="p" size="2" color="gray">
            <FormattedMessage id="sidebar.related.empty" />
          </Text>
        ) : (
          <ul className="sidebar-list">
            {questions.map((question) => (
              <li key={question.id}>
                <Link
                  to={paths.question(question.id, locale)}
                  className="sidebar-link"
                >
                  <Text
                    as="span"
                    size="2"
                    weight="medium"
                    dir={question.titleDir}
                    className="user-text-inline"
                  >
                    {question.title}
                  </Text>
                  <Text as="span" size="1" color="gray">
                    <FormattedMessage
                      id="question.answerCount"
                      values={{ count: question.answerCount }}
                    />
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
