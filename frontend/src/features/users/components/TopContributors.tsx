import { Badge, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '../../../i18n/locale';
import { ErrorState } from '../../../ui/ErrorState';
import { UserAvatar } from '../../../ui/UserAvatar';
import { useTopContributors } from '../api/get-top-contributors';
import { displayName } from '../../../ui/names';

/** The members with the most answers (at most 10). */
export function TopContributors({ locale }: { locale: Locale }) {
  const contributors = useTopContributors(locale);

  return (
    <Card size="3" data-testid="top-contributors">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          <FormattedMessage id="users.topContributors.title" />
        </Heading>
        {contributors.isError ? (
          <ErrorState onRetry={() => void contributors.refetch()} />
        ) : contributors.isPending ? (
          <Flex direction="column" gap="3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="40px" />
            ))}
          </Flex>
        ) : contributors.data.length === 0 ? (
          <Text as="p" color="gray" data-testid="top-contributors-empty">
            <FormattedMessage id="users.topContributors.empty" />
          </Text>
        ) : (
          <ol className="users-list top-contributors">
            {contributors.data.map((user, index) => {
              const name = displayName(user);
              return (
                <li key={user.id} className="users-list-item">
                  <Text
                    size="2"
                    weight="bold"
                    color="gray"
                    className="users-rank"
                  >
                    <FormattedMessage
                      id="users.topContributors.rank"
                      values={{ rank: index + 1 }}
                    />
                  </Text>
                  <UserAvatar name={name} imageUrl={user.profileImageUrl} />
                  <Flex direction="column" className="users-list-names">
                    <Text weight="medium" truncate>
                      <bdi>{name}</bdi>
                    </Text>
                    <Text size="1" color="gray" truncate>
                      <FormattedMessage
                        id="users.username"
                        values={{
                          username: <bdi key="username">{user.username}</bdi>,
                        }}
                      />
                    </Text>
                  </Flex>
                  <Badge
                    variant="soft"
                    radius="full"
                    className="users-list-count"
                  >
                    <FormattedMessage
                      id="users.answerCount"
                      values={{ count: user.totalAnswers }}
                    />
                  </Badge>
                </li>
              );
            })}
          </ol>
        )}
      </Flex>
    </Card>
  );
}
