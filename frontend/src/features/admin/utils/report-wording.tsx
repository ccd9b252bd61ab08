import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';

const REASONS: Record<string, MessageId> = {
  spam: 'report.reason.spam',
  offensive: 'report.reason.offensive',
  'off-topic': 'report.reason.offTopic',
  other: 'report.reason.other',
};

/** A report's reason in the page's language ("Spam", "Offensant"); an unknown one as sent. */
export function ReportReason({ reason }: { reason: string }) {
  const id = REASONS[reason];
  return id ? <FormattedMessage id={id} /> : reason;
}

/** What a report is about: "Question #12" or "Answer #40", in the page's language. */
export function ReportedItem({
  questionId,
  answerId,
}: {
  questionId: number | null;
  answerId: number | null;
}) {
  return answerId !== null ? (
    <FormattedMessage
      id="admin.reports.item.answer"
      values={{ id: answerId }}
    />
  ) : (
    <FormattedMessage
      id="admin.reports.item.question"
      values={{ id: questionId }}
    />
  );
}
