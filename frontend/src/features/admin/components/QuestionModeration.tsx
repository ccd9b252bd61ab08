import {
  Badge,
  Button,
  Flex,
  Link as TextLink,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import type { Locale } from '../../../i18n/locale';
import type { MessageId } from '../../../i18n/messages';
import { ErrorState } from '../../../ui/ErrorState';
import { Flag } from '../../../ui/Flag';
import { TrashIcon } from '../../../ui/feature-icons';
import { languageFlag, languageName } from '../../../ui/languages';
import { useDeleteQuestion } from '../api/delete-question';
import {
  ADMIN_QUESTIONS_PAGE_SIZE,
  useAdminQuestions,
  type AdminQuestion,
} from '../api/get-admin-questions';
import { useAdminFeedback } from '../hooks/use-admin-feedback';
import { AdminPager, goBackWhenEmptied } from './AdminPager';
import { AdminSection } from './AdminSection';
import { ConfirmDialog } from './ConfirmDialog';

type LocaleTexts = {
  title: MessageId;
  pages: MessageId;
  deleted: MessageId;
  deleteFailed: MessageId;
};

/** Each list's own title and toasts (the French ones say so). */
const TEXTS: Record<Locale, LocaleTexts> = {
  en: {
    title: 'admin.questions.en.title',
    pages: 'admin.questions.en.pages',
    deleted: 'admin.questions.en.deleted',
    deleteFailed: 'admin.questions.en.deleteFailed',
  },
  fr: {
    title: 'admin.questions.fr.title',
    pages: 'admin.questions.fr.pages',
    deleted: 'admin.questions.fr.deleted',
    deleteFailed: 'admin.questions.fr.deleteFailed',
  },
};

function DeleteQuestionButton({
  question,
  locale,
}: {
  question: AdminQuestion;
  locale: Locale;
}) {
  const intl = useIntl();
  const deleteQuestion = useDeleteQuestion(locale);
  const { succeed, fail } = useAdminFeedback();
  const texts = TEXTS[locale];
  const onConfirm = async () => {
    try {
      await deleteQuestion.mutateAsync(question.id);
      succeed(texts.deleted);
    } catch (error) {
      fail(error, { title: texts.deleteFailed });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          size="1"
          variant="soft"
          color="red"
          loading={deleteQuestion.isPending}
          data-testid="admin-question-delete"
        >
          <TrashIcon />
          {intl.formatMessage({ id: 'admin.action.delete' })}
        </Button>
      }
      title={<FormattedMessage id="admin.questions.deleteConfirm.title" />}
      description={
        <FormattedMessage
          id="admin.questions.deleteConfirm.description"
          values={{ title: <bdi key="title">{question.title}</bdi> }}
        />
      }
      confirmLabel={intl.formatMessage({ id: 'admin.action.delete' })}
      onConfirm={() => void onConfirm()}
    />
  );
}

function QuestionItem({
  question,
  locale,
}: {
  question: AdminQuestion;
  locale: Locale;
}) {
  const intl = useIntl();
  return (
    <li className="admin-list-item" data-testid="admin-question">
      <Flex direction="column" gap="1" className="admin-list-text">
        <Text weight="medium" className="user-text" dir={question.titleDir}>
          <TextLink asChild>
            <Link
              to={paths.question(question.id, locale)}
              data-testid="admin-question-title"
            >
              {question.title}
            </Link>
          </TextLink>
        </Text>
        <Flex align="center" gap="2" wrap="wrap">
          <Text size="1" color="gray">
            {question.user ? (
              <FormattedMessage
                id="admin.byUser"
                values={{
                  username: <bdi key="username">{question.user.username}</bdi>,
                }}
              />
            ) : (
              <FormattedMessage id="admin.deletedUser" />
            )}
          </Text>
          <Text size="1" color="gray">
            <FormattedDate value={question.createdAt} dateStyle="medium" />
          </Text>
          <Badge color="gray" variant="soft" radius="full">
            <Flag src={languageFlag(question.targetLanguage)} size={12} />
            {languageName(question.targetLanguage, intl.locale)}
          </Badge>
          <Text size="1" color="gray">
            <FormattedMessage
              id="admin.questions.answerCount"
              values={{ count: question.answerCount }}
            />
          </Text>
        </Flex>
      </Flex>
      <DeleteQuestionButton question={question} locale={locale} />
    </li>
  );
}

/** The questions of one locale, newest first in pages of 20, each with a Delete button. */
export function QuestionModeration({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const questions = useAdminQuestions(locale, {
    limit: ADMIN_QUESTIONS_PAGE_SIZE,
    offset,
  });
  const page = questions.data;
  goBackWhenEmptied(
    offset,
    ADMIN_QUESTIONS_PAGE_SIZE,
    page?.questions.length,
    questions.isPlaceholderData,
    setOffset,
  );

  return (
    <AdminSection
      testId={`admin-questions-${locale}`}
      title={<FormattedMessage id={TEXTS[locale].title} />}
      description={<FormattedMessage id="admin.questions.description" />}
    >
      {questions.isError ? (
        <ErrorState onRetry={() => void questions.refetch()} />
      ) : !page ? (
        <Flex direction="column" gap="2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="48px" />
          ))}
        </Flex>
      ) : page.questions.length === 0 ? (
        <Text as="p" color="gray" data-testid="admin-questions-empty">
          <FormattedMessage id="admin.questions.empty" />
        </Text>
      ) : (
        <ul className="admin-list" aria-busy={questions.isPlaceholderData}>
          {page.questions.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              locale={locale}
            />
          ))}
        </ul>
      )}
      {page && (
        <AdminPager
          offset={offset}
          pageSize={ADMIN_QUESTIONS_PAGE_SIZE}
          total={page.total}
          shown={page.questions.length}
          onOffsetChange={setOffset}
          label={intl.formatMessage({ id: TEXTS[locale].pages })}
          disabled={questions.isPlaceholderData}
          testId={`admin-questions-${locale}-pager`}
        />
      )}
    </AdminSection>
  );
}
