import {
  Button,
  Dialog,
  Flex,
  RadioGroup,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isUnauthorizedError, parseApiError } from '../../../api/http';
import { useToast } from '../../../shared/toasts/use-toast';
import { CountedNote, countedDescribedBy } from '../../../ui/CountedNote';
import { useMutationError } from '../../../shared/use-mutation-error';
import type { MessageId } from '../../../i18n/messages';
import { useReportContent } from '../api/report-content';
import { REPORT_DETAILS_MAX_LENGTH } from '../constants';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../types';
import { trimmedLength } from '../../../shared/text-length';
import { useDraft } from '../../../shared/drafts';

const REASON_LABELS: Record<ReportReason, MessageId> = {
  spam: 'report.reason.spam',
  offensive: 'report.reason.offensive',
  'off-topic': 'report.reason.offTopic',
  other: 'report.reason.other',
};

type ReportDraft = { reason: ReportReason | ''; details: string };

const EMPTY_DRAFT: ReportDraft = { reason: '', details: '' };

type ReportDialogProps = {
  target: ReportTarget;
  open: boolean;
  /** Closes it: cancelled, sent, or the member asked to sign in again. */
  onClose: () => void;
  /** The server has this member's report of it: sent now, or earlier. */
  onReported: () => void;
  /** The Report button: it has the focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * The report form: the reason and optional details, in a modal dialog opened
 * by its Report button (ReportButton.tsx, which loads this module when a
 * member first reaches for it).
 */
export function ReportDialog({
  target,
  open,
  onClose,
  onReported,
  returnFocusTo,
}: ReportDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const reportFailure = useMutationError();
  const promptSignIn = useSignInPrompt();
  const report = useReportContent();
  // Kept for the tab until it is sent: closing the dialog (Cancel, Escape, a
  // click outside, a sign-in) loses nothing the member chose or wrote.
  const [draft, setDraft, clearDraft] = useDraft<ReportDraft>(
    `report:${target.kind}:${target.id}`,
    EMPTY_DRAFT,
  );
  const { reason, details } = draft;
  const setReason = (next: ReportReason) =>
    setDraft({ ...draft, reason: next });
  const setDetails = (next: string) => setDraft({ ...draft, details: next });
  const detailsId = useId();
  const reasonLabelId = useId();
  // Details past the limit are kept in the box (a paste is never cut short)
  // and said to be too long; the report waits until they fit. Counted as the
  // server checks them: without blank ends.
  const detailsLength = trimmedLength(details);
  const detailsTooLong = detailsLength > REPORT_DETAILS_MAX_LENGTH;

  const sent = () => {
    onClose();
    clearDraft();
  };
  // A second click before the page has re-rendered (a double-click) finds
  // `isPending` still false: this says a report is on its way at once.
  const sending = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason || detailsTooLong || report.isPending || sending.current)
      return;
    sending.current = true;
    try {
      await report.mutateAsync({ target, reason, details });
    } catch (error) {
      const { status } = parseApiError(error);
      if (isUnauthorizedError(error)) {
        onClose();
        promptSignIn('question.signIn.report');
      } else if (status === 409) {
        sent();
        onReported();
        toast({
          title: intl.formatMessage({ id: 'report.already.title' }),
          description: intl.formatMessage({ id: 'report.already.description' }),
        });
      } else {
        reportFailure(error, { fallback: 'report.failed' });
      }
      return;
    } finally {
      sending.current = false;
    }
    sent();
    onReported();
    toast({
      title: intl.formatMessage({ id: 'report.success.title' }),
      description: intl.formatMessage({ id: 'report.success.description' }),
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Content
        maxWidth="440px"
        data-testid="report-dialog"
        onCloseAutoFocus={(event) => {
          // The dialog has no Radix trigger to give the focus back to.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <Dialog.Title>
          <FormattedMessage
            id={
              target.kind === 'question'
                ? 'report.title.question'
                : 'report.title.answer'
            }
          />
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          <FormattedMessage id="report.description" />
        </Dialog.Description>
        <form noValidate onSubmit={onSubmit}>
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="2">
              <Text as="div" size="2" weight="medium" id={reasonLabelId}>
                <FormattedMessage id="report.reason.label" />
              </Text>
              <RadioGroup.Root
                value={reason}
                onValueChange={(value) => setReason(value as ReportReason)}
                aria-labelledby={reasonLabelId}
                required
              >
                {REPORT_REASONS.map((value) => (
                  <RadioGroup.Item key={value} value={value}>
                    <FormattedMessage id={REASON_LABELS[value]} />
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={detailsId} size="2" weight="medium">
                <FormattedMessage id="report.details.label" />
              </Text>
              <TextArea
                id={detailsId}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                placeholder={intl.formatMessage({
                  id: 'report.details.placeholder',
                })}
                rows={3}
                aria-invalid={detailsTooLong ? true : undefined}
                aria-describedby={countedDescribedBy(detailsId, detailsTooLong)}
                color={detailsTooLong ? 'red' : undefined}
              />
              <CountedNote
                id={detailsId}
                over={detailsTooLong}
                countTestId="report-details-counter"
                error={
                  detailsTooLong && (
                    <FormattedMessage
                      id="report.details.tooLong"
                      values={{ max: REPORT_DETAILS_MAX_LENGTH }}
                    />
                  )
                }
                count={`${intl.formatNumber(detailsLength)}/${intl.formatNumber(REPORT_DETAILS_MAX_LENGTH)}`}
              />
            </Flex>
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  <FormattedMessage id="common.cancel" />
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                color="red"
                disabled={!reason || detailsTooLong || report.isPending}
                data-testid="report-submit"
              >
                {report.isPending ? (
                  <FormattedMessage id="report.submitting" />
                ) : (
                  <FormattedMessage id="report.submit" />
                )}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
