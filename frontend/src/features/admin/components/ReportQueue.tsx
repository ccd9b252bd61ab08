import {
  Badge,
  Button,
  Flex,
  Skeleton,
  Text,
  Link as TextLink,
} from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorState } from '../../../ui/ErrorState';
import { TrashIcon } from '../../../ui/feature-icons';
import { useDeleteReportedItem } from '../api/delete-reported-item';
import { useDismissReport } from '../api/dismiss-report';
import {
  REPORTS_PAGE_SIZE,
  useReports,
  type AdminReport,
} from '../api/get-reports';
import { useAdminFeedback } from '../hooks/use-admin-feedback';
import { AdminPager, goBackWhenEmptied } from './AdminPager';
import { AdminSection } from './AdminSection';
import { ConfirmDialog } from './ConfirmDialog';
import { useScrollToAnchor } from '../hooks/use-scroll-to-anchor';
import { ReportReason, ReportedItem } from '../utils/report-wording';

function ReportActions({ report }: { report: AdminReport }) {
  const intl = useIntl();
  const dismiss = useDismissReport();
  const deleteItem = useDeleteReportedItem();
  const { succeed, fail } = useAdminFeedback();
  const busy = dismiss.isPending || deleteItem.isPending;
  const kind = report.answerId !== null ? 'answer' : 'question';

  const onDismiss = async () => {
    try {
      await dismiss.mutateAsync(report.id);
      succeed('admin.reports.dismissed');
    } catch (error) {
      fail(error, { title: 'admin.reports.dismissFailed' });
    }
  };
  const onDelete = async () => {
    try {
      await deleteItem.mutateAsync(report);
      succeed('admin.reports.itemDeleted');
    } catch (error) {
      fail(error, { title: 'admin.reports.deleteFailed' });
    }
  };

  return (
    <Flex gap="2" wrap="wrap" className="admin-list-actions">
      <Button
        size="1"
        variant="soft"
        color="gray"
        loading={dismiss.isPending}
        disabled={busy}
        onClick={() => void onDismiss()}
        data-testid="admin-report-dismiss"
      >
        {intl.formatMessage({ id: 'admin.reports.dismiss' })}
      </Button>
      <ConfirmDialog
        trigger={
          <Button
            size="1"
            variant="soft"
            color="red"
            loading={deleteItem.isPending}
            disabled={busy}
            data-testid="admin-report-delete-item"
          >
            <TrashIcon />
            {intl.formatMessage({ id: 'admin.reports.deleteItem' })}
          </Button>
        }
        title={
          <FormattedMessage
            id="admin.reports.deleteConfirm.title"
            values={{ kind }}
          />
        }
        description={
          <FormattedMessage
            id="admin.reports.deleteConfirm.description"
            values={{ kind }}
          />
        }
        confirmLabel={intl.formatMessage({ id: 'admin.action.delete' })}
        onConfirm={() => void onDelete()}
      />
    </Flex>
  );
}

function ReportItem({ report }: { report: AdminReport }) {
  return (
    <li
      className="admin-list-item"
      data-testid="admin-report"
      data-report-id={report.id}
    >
      <Flex direction="column" gap="1" className="admin-list-text">
        <Flex align="center" gap="2" wrap="wrap">
          <Badge color="red" variant="soft" data-testid="admin-report-reason">
            <ReportReason reason={report.reason} />
          </Badge>
          <Text size="1" color="gray" data-testid="admin-report-item">
            {report.link ? (
              // The question's page, in the question's own locale.
              <TextLink asChild>
                <Link to={report.link} data-testid="admin-report-link">
                  <ReportedItem
                    questionId={report.questionId}
                    answerId={report.answerId}
                  />
                </Link>
              </TextLink>
            ) : (
              <ReportedItem
                questionId={report.questionId}
                answerId={report.answerId}
              />
            )}
          </Text>
          <Text size="1" color="gray">
            <FormattedDate
              value={report.createdAt}
              dateStyle="medium"
              timeStyle="short"
            />
          </Text>
        </Flex>
        {report.excerpt && (
          <Text
            as="p"
            weight="medium"
            className="user-text admin-excerpt"
            dir="auto"
            data-testid="admin-report-excerpt"
          >
            {report.excerpt}
          </Text>
        )}
        {report.details && (
          <Text
            as="p"
            size="2"
            className="user-text"
            dir="auto"
            data-testid="admin-report-details"
          >
            {report.details}
          </Text>
        )}
        <Text size="1" color="gray" data-testid="admin-report-reporter">
          {report.reporter ? (
            <FormattedMessage
              id="admin.reports.reportedBy"
              values={{
                username: <bdi key="username">{report.reporter.username}</bdi>,
              }}
            />
          ) : (
            <FormattedMessage id="admin.reports.reporterDeleted" />
          )}
        </Text>
      </Flex>
      <ReportActions report={report} />
    </li>
  );
}

/**
 * Open reports, newest first, 20 to a page: dismiss one, or delete what it
 * points at. The badge counts every open report.
 */
/** The report queue's anchor, which the live feed's report entries link to. */
export const REPORTS_ANCHOR = 'admin-reports';

export function ReportQueue() {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const reports = useReports(offset);
  const page = reports.data;
  goBackWhenEmptied(
    offset,
    REPORTS_PAGE_SIZE,
    page?.reports.length,
    reports.isPlaceholderData,
    setOffset,
  );
  useScrollToAnchor(REPORTS_ANCHOR, page !== undefined || reports.isError);
  return (
    <AdminSection
      id={REPORTS_ANCHOR}
      testId="admin-reports"
      title={<FormattedMessage id="admin.reports.title" />}
      description={<FormattedMessage id="admin.reports.description" />}
      aside={
        page && page.total > 0 ? (
          <Badge color="red" radius="full" data-testid="admin-reports-count">
            {intl.formatNumber(page.total)}
          </Badge>
        ) : undefined
      }
    >
      {reports.isError ? (
        <ErrorState onRetry={() => void reports.refetch()} />
      ) : !page ? (
        <Skeleton height="64px" />
      ) : page.reports.length === 0 ? (
        <Text as="p" color="gray" data-testid="admin-reports-empty">
          <FormattedMessage id="admin.reports.empty" />
        </Text>
      ) : (
        <ul className="admin-list" aria-busy={reports.isPlaceholderData}>
          {page.reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
      {page && (
        <AdminPager
          offset={offset}
          pageSize={REPORTS_PAGE_SIZE}
          total={page.total}
          shown={page.reports.length}
          onOffsetChange={setOffset}
          label={intl.formatMessage({ id: 'admin.reports.pages' })}
          disabled={reports.isPlaceholderData}
          testId="admin-reports-pager"
        />
      )}
    </AdminSection>
  );
}
