import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { displayName } from '../../../ui/names';
import type { SessionUser } from '../../../shared/session/types';
import { LanguageBadges } from '../../../ui/LanguageBadges';
import { UserAvatar } from '../../../ui/UserAvatar';

/** The signed-in member's own card: name, username and languages. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const name = displayName(user);
  return (
    <Card size="3" data-testid="own-profile">
      <Flex direction="column" gap="4">
        <Heading as="h2" size="4">
          <FormattedMessage id="users.profile.title" />
        </Heading>
        <Flex align="center" gap="4">
          <UserAvatar name={name} imageUrl={user.profile_image_url} size="5" />
          <Flex direction="column" gap="1" className="profile-names">
            <Text size="5" weight="bold" data-testid="own-profile-name">
              <bdi>{name}</bdi>
            </Text>
            <Text size="2" color="gray" data-testid="own-profile-username">
              <FormattedMessage
                id="users.username"
                values={{ username: <bdi key="username">{user.username}</bdi> }}
              />
            </Text>
          </Flex>
        </Flex>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <LanguageList
            label={<FormattedMessage id="users.profile.nativeLanguages" />}
            codes={user.nativeLanguages}
            color="green"
            testId="own-profile-native"
          />
          <LanguageList
            label={<FormattedMessage id="users.profile.learningLanguages" />}
            codes={user.learningLanguages}
            color="blue"
            testId="own-profile-learning"
          />
        </Grid>
      </Flex>
    </Card>
  );
}

function LanguageList({
  label,
  codes,
  color,
  testId,
}: {
  label: ReactNode;
  codes: string[];
  color: 'green' | 'blue';
  testId: string;
}) {
  return (
    <Flex direction="column" gap="2" data-testid={testId}>
      <Text size="2" weight="medium" color="gray">
        {label}
      </Text>
      {codes.length > 0 ? (
        <LanguageBadges codes={codes} color={color} />
      ) : (
        <Text size="2" color="gray">
          <FormattedMessage id="users.profile.noLanguages" />
        </Text>
      )}
    </Flex>
  );
}
