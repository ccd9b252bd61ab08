import {
  Badge,
  Flex,
  Heading,
  Skeleton,
  Text,
  Link as ThemeLink,
} from '@radix-ui/themes';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ErrorState } from '../../../ui/ErrorState';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  useContactMessages,
  type ContactMessage,
} from '../api/get-contact-messages';
import { AdminPager } from './AdminPager';
import { AdminSection } from './AdminSection';
import { useScrollToAnchor } from '../hooks/use-scroll-to-anchor';

/** The section's anchor: the live feed links a new message to `/admin#admin-messages`. */
export const CONTACT_MESSAGES_ANCHOR = 'admin-messages';

/** A `mailto:` link to `email`; characters that would start a query or a fragment are escaped. */
function mailto(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}

function EmailedBadge({ emailedAt }: { emailedAt: string | null }) {
  const intl = useIntl();
  return emailedAt ? (
    <Badge
      color="green"
      variant="soft"
      data-testid="admin-message-emailed"
      data-emailed="yes"
      title={intl.formatMessage(
        { id: 'admin.messages.emailedAt' },
        {
          date: intl.formatDate(emailedAt, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        },
      )}
    >
      <FormattedMessage id="admin.messages.emailed" />
    </Badge>
  ) : (
    <Badge
      color="gray"
      variant="soft"
      data-testid="admin-message-emailed"
      data-emailed="no"
    >
      <FormattedMessage id="admin.messages.notEmailed" />
    </Badge>
  );
}

/** One message as it was sent: what people typed is text, never markup. */
function ContactMessageItem({ message }: { message: ContactMessage }) {
  return (
    <li
      className="admin-message"
      data-testid="admin-message"
      data-message-id={message.id}
    >
      <Flex direction="column" gap="2">
        <Flex align="center" gap="2" wrap="wrap">
          <Text size="1" color="gray" asChild>
            <time dateTime={message.createdAt}>
              <FormattedDate
                value={message.createdAt}
                dateStyle="medium"
                timeStyle="short"
              />
            </time>
          </Text>
          <EmailedBadge emailedAt={message.emailedAt} />
        </Flex>
        <Heading
          as="h3"
          size="3"
          dir="auto"
          className="user-text"
          data-testid="admin-message-subject"
        >
          {message.subject}
        </Heading>
        <Flex
          align="baseline"
          gap="2"
          wrap="wrap"
          className="admin-message-sender"
        >
          <Text size="2" data-testid="admin-message-name">
            <FormattedMessage
              id="admin.messages.from"
              values={{
                name: (
                  <bdi key="name" className="user-text">
                    {message.name}
                  </bdi>
                ),
              }}
            />
          </Text>
          <Text size="2">
            <ThemeLink
              href={mailto(message.email)}
              className="admin-message-email"
              data-testid="admin-message-email"
            >
              {message.email}
            </ThemeLink>
          </Text>
        </Flex>
        <Text
          as="p"
          size="2"
          dir="auto"
          className="user-text admin-message-text"
          data-testid="admin-message-text"
        >
          {message.message}
        </Text>
      </Flex>
    </li>
  );
}

/** Messages sent through the contact form, newest first, 20 to a page. */
export function ContactMessages() {
  const intl = useIntl();
  const [offset, setOffset] = useState(0);
  const messages = useContactMessages({
    limit: CONTACT_MESSAGES_PAGE_SIZE,
    offset,
  });
  const page = messages.data;
  useScrollToAnchor(
    CONTACT_MESSAGES_ANCHOR,
    page !== undefined || messages.isError,
  );
  return (
    <AdminSection
      id={CONTACT_MESSAGES_ANCHOR}
      testId="admin-messages"
      title={<FormattedMessage id="admin.messages.title" />}
      description={<FormattedMessage id="admin.messages.description" />}
      aside={
        page && page.total > 0 ? (
          <Badge color="gray" radius="full" data-testid="admin-messages-count">
            {intl.formatNumber(page.total)}
          </Badge>
        ) : undefined
      }
    >
      {messages.isError ? (
        <ErrorState onRetry={() => void messages.refetch()} />
      ) : !page ? (
        <Skeleton height="120px" />
      ) : page.messages.length === 0 ? (
        <Text as="p" color="gray" data-testid="admin-messages-empty">
          <FormattedMessage id="admin.messages.empty" />
        </Text>
      ) : (
        <ul
          className="admin-message-list"
          aria-busy={messages.isPlaceholderData}
          data-testid="admin-messages-list"
        >
          {page.messages.map((message) => (
            <ContactMessageItem key={message.id} message={message} />
          ))}
        </ul>
      )}
      {page && (
        <AdminPager
          offset={offset}
          pageSize={CONTACT_MESSAGES_PAGE_SIZE}
          total={page.total}
          shown={page.messages.length}
          onOffsetChange={setOffset}
          label={intl.formatMessage({ id: 'admin.messages.pages' })}
          disabled={messages.isPlaceholderData}
          testId="admin-messages-pager"
        />
      )}
    </AdminSection>
  );
}
