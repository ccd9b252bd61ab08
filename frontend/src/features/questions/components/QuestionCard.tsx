import { Card, Flex, Skeleton } from '@radix-ui/themes';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { RT } from '../../../ui/radix-markup';
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
  const count = (testId: string, id: MessageId, value: number) => (
    <span data-accent-color="gray" data-testid={testId} className={RT.text2}>
      {intl.formatMessage({ id }, { count: value })}
    </span>
  );

  // Radix Themes' Card, Flex, Heading and Text markup, as plain elements (see
  // ui/radix-markup.ts): a list page draws twenty of these.
  return (
    <article
      className={`${RT.card2} question-card`}
      data-testid="question-card"
    >
      <div className={RT.column3}>
        <LanguagePair
          targetLanguage={question.targetLanguage}
          language={question.language}
        />
        <h2 className={`${RT.heading4} question-card-title`}>
          <Link
            to={paths.question(question.id, locale)}
            dir={question.titleDir}
            className="user-text-inline"
          >
            {question.title}
          </Link>
        </h2>
        {question.content.trim() && (
          <p
            data-accent-color="gray"
            dir={question.contentDir}
            className={`${RT.text2} question-excerpt user-text-inline`}
          >
            {excerpt(question.content)}
          </p>
        )}
        <div className={`${RT.rowBetweenWrap3} question-card-meta`}>
          <div className={RT.row2}>
            <UserAvatar
              name={author}
              imageUrl={question.user?.profileImageUrl}
              size="1"
            />
            <span className={RT.text2Medium}>
              <bdi>{author}</bdi>
            </span>
            <span data-accent-color="gray" className={RT.text2}>
              <RelativeDate value={question.createdAt} />
            </span>
          </div>
          <div className={RT.row3}>
            {count(
              'question-card-answers',
              'question.answerCount',
              question.answerCount,
            )}
            {count('question-card-likes', 'question.likeCount', question.likes)}
          </div>
        </div>
      </div>
    </article>
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
