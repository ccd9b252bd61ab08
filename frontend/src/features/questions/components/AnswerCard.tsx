import {
  Avatar,
  Badge,
  Button,
  Callout,
  Card,
  Flex,
  Text,
} from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import {
  HeartIcon,
  SparkleIcon,
  ThumbDownIcon,
  ThumbUpIcon,
} from '../../../ui/feature-icons';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useUser } from '../../../shared/session/get-user';
import { useVoteOnAnswer } from '../api/vote-answer';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import { useMutationError } from '../../../shared/use-mutation-error';
import { useTranslationToggle } from '../hooks/use-translation-toggle';
import type { Answer, VoteType } from '../types';
import { RelativeDate } from './RelativeDate';
import { ReportButton } from './ReportButton';
import { TranslateButton, TranslationText } from './TranslateToggle';
import { authorName } from '../../../ui/names';

const VOTES: {
  type: VoteType;
  label: MessageId;
  icon: (active: boolean) => ReactNode;
  count: (answer: Answer) => number;
  testId: string;
}[] = [
  {
    type: 'like',
    label: 'answer.vote.like',
    icon: (active) => <HeartIcon fill={active ? 'currentColor' : 'none'} />,
    count: (answer) => answer.likes,
    testId: 'answer-like',
  },
  {
    type: 'useful',
    label: 'answer.vote.useful',
    icon: () => <ThumbUpIcon />,
    count: (answer) => answer.useful,
    testId: 'answer-useful',
  },
  {
    type: 'not_useful',
    label: 'answer.vote.notUseful',
    icon: () => <ThumbDownIcon />,
    count: (answer) => answer.notUseful,
    testId: 'answer-not-useful',
  },
];

/** Like, Useful, Not useful with their counts; the viewer's own votes are pressed. */
export function AnswerVotes({ answer }: { answer: Answer }) {
  const locale = useLocale();
  const { isLoading, isAuthenticated, user } = useUser();
  const promptSignIn = useSignInPrompt();
  const reportFailure = useMutationError();
  const vote = useVoteOnAnswer(answer.questionId, locale);
  // The server refuses votes on one's own answer: the buttons are off and a
  // note beside them says why (a tooltip reaches neither keyboards nor touch).
  const ownAnswer =
    user !== null && !answer.isAI && answer.user?.id === user.id;
  const noteId = useId();

  const onVote = (type: VoteType) => {
    if (isLoading || vote.isPending) return;
    if (!isAuthenticated) {
      promptSignIn('question.signIn.vote');
      return;
    }
    vote.mutate(
      { answerId: answer.id, type },
      {
        onError: (error) =>
          reportFailure(error, {
            signIn: 'question.signIn.vote',
            fallback: 'answer.vote.failed',
          }),
      },
    );
  };

  return (
    <>
      {VOTES.map((item) => {
        const active = answer.myVotes.includes(item.type);
        return (
          <Button
            key={item.type}
            size="1"
            variant={active ? 'soft' : 'ghost'}
            color={
              active
                ? item.type === 'not_useful'
                  ? 'orange'
                  : 'green'
                : 'gray'
            }
            aria-pressed={active}
            // Busy, not disabled, while a vote is out: a disabled button
            // would drop the keyboard's focus (onVote waits for it).
            aria-disabled={vote.isPending || undefined}
            disabled={ownAnswer}
            aria-describedby={ownAnswer ? noteId : undefined}
            onClick={() => onVote(item.type)}
            data-testid={item.testId}
          >
            {item.icon(active)}
            <FormattedMessage id={item.label} />
            <span data-testid={`${item.testId}-count`}>
              {item.count(answer)}
            </span>
          </Button>
        );
      })}
      {ownAnswer && (
        <Text size="1" color="gray" id={noteId} data-testid="answer-own-note">
          <FormattedMessage id="answer.vote.ownAnswer" />
        </Text>
      )}
    </>
  );
}

/**
 * One answer: author (or the AI assistant), date, text, votes, Report, Translate.
 * `arrived` marks an answer posted while the page was open (briefly highlighted).
 */
export function AnswerCard({
  answer,
  arrived = false,
}: {
  answer: Answer;
  arrived?: boolean;
}) {
  const intl = useIntl();
  const { isAuthenticated } = useUser();
  const translation = useTranslationToggle({
    kind: 'answer',
    id: answer.id,
    text: answer.content,
  });
  const author = answer.isAI
    ? intl.formatMessage({ id: 'answer.ai.name' })
    : authorName(intl, answer.user);

  return (
    <Card size="2" asChild>
      <article
        className={[
          'answer-card',
          answer.isAI && 'answer-card-ai',
          arrived && 'answer-card-arrived',
        ]
          .filter(Boolean)
          .join(' ')}
        data-testid="answer"
        data-answer-id={answer.id}
        data-arrived={arrived || undefined}
      >
        <Flex direction="column" gap="3">
          <Flex align="center" gap="2" wrap="wrap">
            {answer.isAI ? (
              <Avatar
                size="2"
                radius="full"
                color="violet"
                variant="solid"
                fallback={<SparkleIcon />}
                aria-hidden="true"
              />
            ) : (
              <UserAvatar
                name={author}
                imageUrl={answer.user?.profileImageUrl}
                size="2"
              />
            )}
            <Text size="2" weight="medium" data-testid="answer-author">
              <bdi>{author}</bdi>
            </Text>
            {answer.isAI && (
              <Badge color="violet" variant="soft" radius="full">
                <FormattedMessage id="answer.ai.badge" />
              </Badge>
            )}
            <Text size="2" color="gray">
              <RelativeDate value={answer.createdAt} />
            </Text>
          </Flex>
          <Text
            as="p"
            size="3"
            className="user-text"
            dir={answer.contentDir}
            data-testid="answer-content"
          >
            {answer.content}
          </Text>
          {answer.isAI && (
            <Callout.Root color="violet" size="1" variant="surface">
              <Callout.Text>
                <FormattedMessage id="answer.ai.disclaimer" />
              </Callout.Text>
            </Callout.Root>
          )}
          <TranslationText state={translation} testId="answer-translation" />
          <Flex align="center" gap="4" wrap="wrap" className="post-actions">
            <AnswerVotes answer={answer} />
            <ReportButton
              target={{ kind: 'answer', id: answer.id }}
              reported={answer.reported}
              testId="answer-report"
            />
            {isAuthenticated && (
              <TranslateButton state={translation} testId="answer-translate" />
            )}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
