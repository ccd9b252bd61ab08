import {
  Badge,
  Button,
  Card,
  Flex,
  Heading,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { LanguageBadges } from '../../../ui/LanguageBadges';
import { UserAvatar } from '../../../ui/UserAvatar';
import { usePublicUsers } from '../api/get-public-users';
import { displayName } from '../../../ui/names';

/** The members, newest first, 50 at a time, with their native languages. */
export function MembersDirectory({ locale }: { locale: Locale }) {
  const members = usePublicUsers({ locale });
  const shown = members.data?.pages.flatMap((page) => page.members) ?? [];

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
        ) : shown.length === 0 ? (
          <Text as="p" color="gray">
            <FormattedMessage id="users.directory.empty" />
          </Text>
        ) : (
          <ul className="users-list members-list">
            {shown.map((user) => {
              const name = displayName(user);
              return (
                <li
                  key={user.id}
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
                      <LanguageBadges
                        codes={user.nativeLanguages}
                        color="green"
                      />
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
            })}
          </ul>
        )}
        {members.hasNextPage && (
          <Flex direction="column" align="center" gap="2">
            {members.isFetchNextPageError && (
              <Text as="p" size="2" color="red" role="alert">
                <FormattedMessage id="users.directory.moreFailed" />
              </Text>
            )}
            <Button
              variant="soft"
              size="3"
              // Busy, not disabled, while loading: a disabled button would
              // drop the keyboard's focus.
              aria-disabled={members.isFetchingNextPage || undefined}
              data-disabled={members.isFetchingNextPage || undefined}
              onClick={() => {
                if (!members.isFetchingNextPage) void members.fetchNextPage();
              }}
              data-testid="members-more"
            >
              <FormattedMessage
                id={
                  members.isFetchingNextPage
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
