import { Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { useLocale } from '../../../i18n/use-locale';
import { UserAvatar } from '../../../ui/UserAvatar';
import type { Question } from '../types';
import { LanguagePair } from './LanguagePair';
import { RelativeDate } from './RelativeDate';
import { authorName } from '../../../ui/names';

/** How much of the question's text a card shows. */
const EXCERPT_LENGTH = 220;

function excerpt(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > EXCERPT_LENGTH
    ? `${trimmed.slice(0, EXCERPT_LENGTH).trimEnd()}…`
    : trimmed;
}

/**
 * A question in a list: title linking to its page, excerpt, languages, author,
 * counts. Memoized: the list's page re-renders on live updates (room joined, new
 * questions counted) that leave each card as it was, and a card is many
 * components.
 */
export const QuestionCard = memo(function QuestionCard({
  question,
}: {
  question: Question;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const author = authorName(intl, question.user);

  return (
    <Card asChild size="2">
      <article className="question-card" data-testid="question-card">
        <Flex direction="column" gap="3">
          <LanguagePair
            targetLanguage={question.targetLanguage}
            language={question.language}
          />
          <Heading as="h2" size="4" className="question-card-title">
            <Link
              to={paths.question(question.id, locale)}
              dir="auto"
              className="user-text-inline"
            >
              {question.title}
            </Link>
          </Heading>
          {question.content.trim() && (
            <Text
              as="p"
              size="2"
              color="gray"
              className="question-excerpt user-text-inline"
              dir="auto"
            >
              {excerpt(question.content)}
            </Text>
          )}
          <Flex
            align="center"
            justify="between"
            gap="3"
            wrap="wrap"
            className="question-card-meta"
          >
            <Flex align="center" gap="2">
              <UserAvatar
                name={author}
                imageUrl={question.user?.profileImageUrl}
                size="1"
              />
              <Text size="2" weight="medium">
                <bdi>{author}</bdi>
              </Text>
              <Text size="2" color="gray">
                <RelativeDate value={question.createdAt} />
              </Text>
            </Flex>
            <Flex align="center" gap="3">
              <Text size="2" color="gray" data-testid="question-card-answers">
                <FormattedMessage
                  id="question.answerCount"
                  values={{ count: question.answerCount }}
                />
              </Text>
              <Text size="2" color="gray" data-testid="question-card-likes">
                <FormattedMessage
                  id="question.likeCount"
                  values={{ count: question.likes }}
                />
              </Text>
            </Flex>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
});

/** A placeholder card while the list loads. */
export function QuestionCardSkeleton() {
  return (
    <Card size="2" data-testid="question-skeleton">
      <Flex direction="column" gap="3">
        <Skeleton height="20px" width="160px" />
        <Skeleton height="24px" width="80%" />
        <Skeleton height="40px" />
        <Skeleton height="20px" width="50%" />
      </Flex>
    </Card>
  );
}
