import {
  Badge,
  Card,
  Flex,
  Heading,
  Link as TextLink,
  Text,
} from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/messages';
import { useLocale } from '../../../i18n/use-locale';
import { useAdminFeed } from '../hooks/use-admin-feed';
import type { AdminEventType, FeedEntry } from '../types';
import { feedLink } from '../utils/feed';
import { ReportReason, ReportedItem } from '../utils/report-wording';
import { TimeAgo } from './TimeAgo';

type BadgeColor = 'indigo' | 'green' | 'red' | 'amber' | 'cyan';

const TYPES: Record<AdminEventType, { label: MessageId; color: BadgeColor }> = {
  'question.created': {
    label: 'admin.feed.type.questionCreated',
    color: 'indigo',
  },
  'answer.created': { label: 'admin.feed.type.answerCreated', color: 'green' },
  'report.created': { label: 'admin.feed.type.reportCreated', color: 'red' },
  'user.registered': {
    label: 'admin.feed.type.userRegistered',
    color: 'amber',
  },
  'contact.received': {
    label: 'admin.feed.type.contactReceived',
    color: 'cyan',
  },
};

function FeedItem({ entry }: { entry: FeedEntry }) {
  const locale = useLocale();
  const intl = useIntl();
  const type = TYPES[entry.type] ?? TYPES['question.created'];
  return (
    <li className="admin-feed-entry" data-testid="admin-feed-entry">
      <Flex align="center" gap="2" wrap="wrap">
        <Badge color={type.color} variant="soft" data-testid="admin-feed-type">
          <FormattedMessage id={type.label} />
        </Badge>
        {entry.locale && (
          <Badge color="gray" variant="outline">
            <FormattedMessage
              id="admin.feed.locale"
              values={{ locale: entry.locale }}
            />
          </Badge>
        )}
        <Text size="1" color="gray">
          <TimeAgo at={entry.at} />
        </Text>
      </Flex>
      <Text as="p" size="2" mt="1" className="user-text">
        <TextLink asChild>
          <Link to={feedLink(entry, locale)} data-testid="admin-feed-link">
            {entry.report ? (
              <>
                <ReportReason reason={entry.report.reason} />
                {' · '}
                <ReportedItem
                  questionId={entry.report.questionId}
                  answerId={entry.report.answerId}
                />
              </>
            ) : entry.assistantAnswer ? (
              `${intl.formatMessage({ id: 'answer.ai.name' })}: ${entry.assistantAnswer.excerpt}`
            ) : (
              entry.title
            )}
          </Link>
        </TextLink>
      </Text>
    </li>
  );
}

/** What happens on the site while the page is open: newest first, the latest 100. */
export function LiveFeed() {
  const { entries, live } = useAdminFeed();
  return (
    <Card size="3" data-testid="admin-feed" data-live={live ? 'on' : 'off'}>
      <Flex direction="column" gap="3">
        <Flex direction="column" gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="5">
              <FormattedMessage id="admin.feed.title" />
            </Heading>
            <Badge
              color={live ? 'green' : 'gray'}
              variant="soft"
              radius="full"
              data-testid="admin-feed-status"
            >
              <FormattedMessage
                id={live ? 'admin.feed.live' : 'admin.feed.connecting'}
              />
            </Badge>
          </Flex>
          <Text as="p" size="2" color="gray">
            <FormattedMessage id="admin.feed.description" />
          </Text>
        </Flex>
        {entries.length === 0 ? (
          <Text as="p" color="gray" data-testid="admin-feed-empty">
            <FormattedMessage id="admin.feed.empty" />
          </Text>
        ) : (
          <ol className="admin-feed-list" aria-live="polite">
            {entries.map((entry) => (
              <FeedItem key={entry.key} entry={entry} />
            ))}
          </ol>
        )}
      </Flex>
    </Card>
  );
}
