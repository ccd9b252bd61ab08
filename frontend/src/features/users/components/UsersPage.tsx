import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMember } from '../../../shared/session/member';
import { LanguageCommunities } from './LanguageCommunities';
import { MembersDirectory } from './MembersDirectory';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { StatCards } from './StatCards';
import { TopContributors } from './TopContributors';

/** Members page: own profile, community figures, top contributors, languages, members, password change. */
export function UsersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const user = useMember();
  useDocumentTitle(intl.formatMessage({ id: 'users.title' }));

  return (
    <Box className="users-page">
      <Flex direction="column" gap="2" mb="6">
        <Heading as="h1" size="8">
          <FormattedMessage id="users.title" />
        </Heading>
        <Text as="p" size="4" color="gray">
          <FormattedMessage id="users.subtitle" />
        </Text>
      </Flex>
      <Flex direction="column" gap="6">
        {!user.isAdmin && <ProfileCard user={user} />}
        <StatCards locale={locale} />
        <Grid columns={{ initial: '1', md: '2' }} gap="6" align="start">
          <TopContributors locale={locale} />
          <LanguageCommunities locale={locale} />
        </Grid>
        <MembersDirectory locale={locale} />
        <PasswordCard />
      </Flex>
    </Box>
  );
}
