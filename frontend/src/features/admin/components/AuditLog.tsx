import { Badge, Code, Flex, Skeleton, Table, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { ErrorState } from '../../../ui/ErrorState';
import { focusableScrollArea } from '../../../ui/focusable-scroll-area';
import {
  AUDIT_PAGE_SIZE,
  useAuditLog,
  type AuditEntry,
} from '../api/get-audit-log';
import { auditActionLabel, auditTarget } from '../utils/audit';
import { isAccountType, PLAN_LABELS } from '../utils/plans';
import { AdminPager } from './AdminPager';
import { AdminSection } from './AdminSection';
import { ReportReason } from '../utils/report-wording';

function PlanName({ plan }: { plan: string | null }) {
  if (isAccountType(plan)) return <FormattedMessage id={PLAN_LABELS[plan]} />;
  return <>{plan ?? '?'}</>;
}

/** What the action was done to: a member, a question, a report, a demo set... */
function AuditTargetText({ entry }: { entry: AuditEntry }) {
  const target = auditTarget(entry);
  switch (target.kind) {
    case 'user':
      return target.username ? (
        <bdi>{target.username}</bdi>
      ) : (
        <FormattedMessage
          id="admin.audit.target.user"
          values={{ id: target.id }}
        />
      );
    case 'plan':
      return (
        <FormattedMessage
          id="admin.audit.target.plan"
          values={{
            user: target.username ? (
              <bdi key="user">{target.username}</bdi>
            ) : (
              <FormattedMessage
                key="user"
                id="admin.audit.target.user"
                values={{ id: target.id }}
              />
            ),
            from: <PlanName key="from" plan={target.from} />,
            to: <PlanName key="to" plan={target.to} />,
          }}
        />
      );
    case 'question':
      return (
        <Flex align="center" gap="1" wrap="wrap" asChild>
          <span>
            {target.title ? (
              <span dir="auto" className="user-text">
                {target.title}
              </span>
            ) : (
              <FormattedMessage
                id="admin.audit.target.question"
                values={{ id: target.id }}
              />
            )}
            {target.locale && (
              <Badge color="gray" variant="outline">
                <FormattedMessage
                  id="admin.feed.locale"
                  values={{ locale: target.locale }}
                />
              </Badge>
            )}
          </span>
        </Flex>
      );
    case 'answer':
      return target.excerpt ? (
        <span dir="auto" className="user-text">
          {target.excerpt}
        </span>
      ) : (
        <FormattedMessage
          id="admin.audit.target.answer"
          values={{ id: target.id }}
        />
      );
    case 'report':
      return (
        <>
          <FormattedMessage
            id="admin.audit.target.report"
            values={{ id: target.id }}
          />
          {target.questionId !== null && (
            <>
              {' · '}
              <FormattedMessage
                id="admin.audit.target.question"
                values={{ id: target.questionId }}
              />
            </>
          )}
          {target.answerId !== null && (
            <>
              {' · '}
              <FormattedMessage
                id="admin.audit.target.answer"
                values={{ id: target.answerId }}
              />
            </>
          )}
          {target.reason && (
            <>
              {' · '}
              <ReportReason reason={target.reason} />
            </>
          )}
          {(target.title ?? target.excerpt) && (
            <>
              {': '}
              <span dir="auto" className="user-text">
                {target.title ?? target.excerpt}
              </span>
            </>
          )}
          {target.locale && (
            <>
              {' '}
              <Badge color="gray" variant="outline">
                <FormattedMessage
                  id="admin.feed.locale"
                  values={{ locale: target.locale }}
                />
              </Badge>
            </>
          )}
        </>
      );
    case 'seed':
      if (!target.added) return null;
      return target.added.users +
        target.added.questions +
        target.added.answers ===
        0 ? (
        <FormattedMessage id="admin.tools.seed.nothingAdded" />
      ) : (
        <FormattedMessage id="admin.tools.seed.added" values={target.added} />
      );
    case 'site':
      return null;
    default:
      return (
        <Code variant="ghost">
          {target.id === null ? target.type : `${target.type} #${target.id}`}
        </Code>
      );
  }
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const action = auditActionLabel(entry.action);
  // On a phone each row stacks its cells, each named by its column (admin.css).
  const label = (id: MessageId) => ({
    'data-label': intl.formatMessage({ id }),
  });
  return (
    <Table.Row data-testid="admin-audit-entry">
      <Table.RowHeaderCell>
        <Text size="2" asChild>
          <time dateTime={entry.at}>
            <FormattedDate
              value={entry.at}
              dateStyle="medium"
              timeStyle="short"
            />
          </time>
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell {...label('admin.audit.column.actor')}>
        <Text size="2" dir="auto" data-testid="admin-audit-actor">
          {entry.actor.username}
        </Text>
      </Table.Cell>
      <Table.Cell
        className="admin-cell-wrap"
        {...label('admin.audit.column.action')}
      >
        <Text size="2" weight="medium" data-testid="admin-audit-action">
          {action ? intl.formatMessage({ id: action }) : entry.action}
        </Text>
      </Table.Cell>
      <Table.Cell
        className="admin-cell-wrap"
        {...label('admin.audit.column.target')}
      >
        <Text size="2" data-testid="admin-audit-target">
          <AuditTargetText entry={entry} />
        </Text>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Every admin action, newest first, 20 to a page: a table on wider screens, one
 * block per action on a phone.
 */
export function AuditLog() {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const audit = useAuditLog({ limit: AUDIT_PAGE_SIZE, offset });
  const page = audit.data;
  return (
    <AdminSection
      testId="admin-audit"
      title={<FormattedMessage id="admin.audit.title" />}
      description={<FormattedMessage id="admin.audit.description" />}
    >
      {audit.isError ? (
        <ErrorState onRetry={() => void audit.refetch()} />
      ) : !page ? (
        <Skeleton height="120px" />
      ) : page.entries.length === 0 ? (
        <Text as="p" color="gray" data-testid="admin-audit-empty">
          <FormattedMessage id="admin.audit.empty" />
        </Text>
      ) : (
        <Table.Root
          variant="surface"
          size="1"
          className="admin-table admin-table-stacked"
          aria-busy={audit.isPlaceholderData}
          data-testid="admin-audit-table"
          ref={focusableScrollArea}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.audit.column.time" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.audit.column.actor" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.audit.column.action" />
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>
                <FormattedMessage id="admin.audit.column.target" />
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {page && (
        <AdminPager
          offset={offset}
          pageSize={AUDIT_PAGE_SIZE}
          total={page.total}
          shown={page.entries.length}
          onOffsetChange={setOffset}
          label={intl.formatMessage({ id: 'admin.audit.pages' })}
          disabled={audit.isPlaceholderData}
          testId="admin-audit-pager"
        />
      )}
    </AdminSection>
  );
}
