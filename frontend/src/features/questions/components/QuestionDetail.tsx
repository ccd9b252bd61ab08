import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/use-locale';
import { HeartIcon } from '../../../ui/feature-icons';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useUser } from '../../../shared/session/get-user';
import { useLikeQuestion } from '../api/like-question';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import { useMutationError } from '../../../shared/use-mutation-error';
import { useTranslationToggle } from '../hooks/use-translation-toggle';
import type { QuestionDetail as QuestionDetailData } from '../types';
import { LanguagePair } from './LanguagePair';
import { RelativeDate } from './RelativeDate';
import { ReportButton } from './ReportButton';
import { TranslateButton, TranslationText } from './TranslateToggle';
import { authorName } from '../../../ui/names';

/** The question itself: title, text, languages, author, date, Like, Report, Translate. */
export function QuestionDetail({ question }: { question: QuestionDetailData }) {
  const intl = useIntl();
  const locale = useLocale();
  const { isLoading, isAuthenticated } = useUser();
  const promptSignIn = useSignInPrompt();
  const reportFailure = useMutationError();
  const like = useLikeQuestion(question.id, locale);
  const translation = useTranslationToggle({
    kind: 'question',
    id: question.id,
    text: question.content.trim()
      ? `${question.title}\n\n${question.content}`
      : question.title,
    fromLanguage: question.targetLanguage,
  });
  const author = authorName(intl, question.user);

  const onLike = () => {
    if (isLoading || like.isPending) return;
    if (!isAuthenticated) {
      promptSignIn('question.signIn.like');
      return;
    }
    like.mutate(undefined, {
      onError: (error) =>
        reportFailure(error, {
          signIn: 'question.signIn.like',
          fallback: 'question.like.failed',
        }),
    });
  };

  return (
    <Card size="3" asChild>
      <article data-testid="question-detail">
        <Flex direction="column" gap="4">
          <LanguagePair
            targetLanguage={question.targetLanguage}
            language={question.language}
          />
          <Heading
            as="h1"
            size="7"
            className="user-text"
            dir={question.titleDir}
          >
            {question.title}
          </Heading>
          <Flex align="center" gap="2" wrap="wrap">
            <UserAvatar
              name={author}
              imageUrl={question.user?.profileImageUrl}
              size="2"
            />
            <Text size="2" weight="medium" data-testid="question-author">
              <bdi>{author}</bdi>
            </Text>
            <Text size="2" color="gray">
              <RelativeDate value={question.createdAt} />
            </Text>
          </Flex>
          {question.content.trim() && (
            <Text
              as="p"
              size="3"
              className="user-text"
              dir={question.contentDir}
              data-testid="question-content"
            >
              {question.content}
            </Text>
          )}
          <TranslationText state={translation} testId="question-translation" />
          <Flex align="center" gap="4" wrap="wrap" className="post-actions">
            <Button
              size="1"
              variant={question.liked ? 'soft' : 'ghost'}
              color={question.liked ? 'red' : 'gray'}
              aria-pressed={question.liked}
              // Busy, not disabled, while the like is out: a disabled button
              // would drop the keyboard's focus (onLike waits for it).
              aria-disabled={like.isPending || undefined}
              onClick={onLike}
              data-testid="question-like"
            >
              <HeartIcon fill={question.liked ? 'currentColor' : 'none'} />
              <FormattedMessage id="question.like" />
              <span data-testid="question-like-count">{question.likes}</span>
            </Button>
            <ReportButton
              target={{ kind: 'question', id: question.id }}
              reported={question.reported}
              testId="question-report"
            />
            {isAuthenticated && (
              <TranslateButton
                state={translation}
                testId="question-translate"
              />
            )}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
