import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { LanguageBadges } from '../../../ui/LanguageBadges';
import { UserAvatar } from '../../../ui/UserAvatar';
import { DIRECTORY_PAGE_SIZE, usePublicUsers } from '../api/get-public-users';
import type { PublicUser } from '../types';
import { displayName } from '../../../ui/names';

function MemberRow({
  user,
  rowRef,
}: {
  user: PublicUser;
  rowRef?: (row: HTMLLIElement | null) => void;
}) {
  const name = displayName(user);
  return (
    <li
      ref={rowRef}
      // Focusable by script only: the first of the last page takes the focus
      // of the "Show more members" button that went away with it.
      tabIndex={rowRef ? -1 : undefined}
      className="users-list-item"
      data-testid="member-row"
    >
      <UserAvatar name={name} imageUrl={user.profileImageUrl} />
      <Flex direction="column" gap="1" className="users-list-names">
        <Flex align="center" gap="2" wrap="wrap">
          <Text weight="medium">
            <bdi>{name}</bdi>
          </Text>
          {user.isAdmin && (
            <Badge color="purple" radius="full">
              <FormattedMessage id="users.directory.admin" />
            </Badge>
          )}
        </Flex>
        <Text size="1" color="gray">
          <FormattedMessage
            id="users.username"
            values={{
              username: <bdi key="username">{user.username}</bdi>,
            }}
          />
        </Text>
        {user.nativeLanguages.length > 0 && (
          <LanguageBadges codes={user.nativeLanguages} color="green" />
        )}
      </Flex>
      <Text size="1" color="gray" className="users-list-count">
        <FormattedMessage
          id="users.answerCount"
          values={{ count: user.totalAnswers }}
        />
      </Text>
    </li>
  );
}

/**
 * One page of the directory's rows, from the cache the directory reads too.
 * `takeFocus` says, once the page is in, whether its first row takes the focus.
 */
function MemberRows({
  locale,
  offset,
  takeFocus,
}: {
  locale: Locale;
  offset: number;
  takeFocus?: (more: boolean) => boolean;
}) {
  const page = usePublicUsers({ locale, offset });
  const data = page.data;
  const focusFirst = (row: HTMLLIElement | null) => {
    if (row && data && takeFocus?.(data.more)) row.focus();
  };
  return data?.members.map((user, at) => (
    <MemberRow
      key={user.id}
      user={user}
      rowRef={at === 0 && takeFocus ? focusFirst : undefined}
    />
  ));
}

/**
 * The members, newest first, 50 at a time, with their native languages: "Show
 * more members" adds the next 50 while there are more.
 */
export function MembersDirectory({ locale }: { locale: Locale }) {
  const [pages, setPages] = useState(1);
  // The page asked for with the button: if it is the last, the button goes
  // and its first member takes the keyboard's focus.
  const focusPage = useRef<number | null>(null);
  const members = usePublicUsers({ locale });
  // The page asked for last: whether there are more, and its loading or failure.
  const last = usePublicUsers({
    locale,
    offset: (pages - 1) * DIRECTORY_PAGE_SIZE,
  });
  const loadingMore = pages > 1 && last.isPending;
  const moreFailed = pages > 1 && last.isError;

  return (
    <Card size="3" data-testid="members-directory">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="4">
            <FormattedMessage id="users.directory.title" />
          </Heading>
          <Text as="p" size="2" color="gray">
            <FormattedMessage id="users.directory.subtitle" />
          </Text>
        </Flex>
        {members.isError ? (
          <ErrorState onRetry={() => void members.refetch()} />
        ) : members.isPending ? (
          <Flex direction="column" gap="3">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height="48px" />
            ))}
          </Flex>
        ) : members.data.members.length === 0 ? (
          <Text as="p" color="gray">
            <FormattedMessage id="users.directory.empty" />
          </Text>
        ) : (
          <ul className="users-list members-list">
            {Array.from({ length: pages }, (_, i) => (
              <MemberRows
                key={i}
                locale={locale}
                offset={i * DIRECTORY_PAGE_SIZE}
                takeFocus={
                  i > 0
                    ? (more) => {
                        if (focusPage.current !== i) return false;
                        focusPage.current = null;
                        return !more;
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        )}
        {(loadingMore || moreFailed || last.data?.more) && (
          <Flex direction="column" align="center" gap="2">
            {moreFailed && (
              <Text as="p" size="2" color="red" role="alert">
                <FormattedMessage id="users.directory.moreFailed" />
              </Text>
            )}
            <Button
              variant="soft"
              size="3"
              // Busy, not disabled, while loading: a disabled button would
              // drop the keyboard's focus.
              aria-disabled={loadingMore || undefined}
              data-disabled={loadingMore || undefined}
              onClick={() => {
                if (loadingMore) return;
                // A page that failed is asked again; otherwise the next one.
                if (moreFailed) void last.refetch();
                else {
                  focusPage.current = pages;
                  setPages(pages + 1);
                }
              }}
              data-testid="members-more"
            >
              <FormattedMessage
                id={
                  loadingMore
                    ? 'users.directory.loadingMore'
                    : 'users.directory.more'
                }
              />
            </Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
