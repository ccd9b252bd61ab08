import { Box, Flex, Grid } from '@radix-ui/themes';
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
import { PageHeader } from '../../../ui/PageHeader';

/** Members page: own profile, community figures, top contributors, languages, members, password change. */
export function UsersPage() {
  const intl = useIntl();
  const locale = useLocale();
  const user = useMember();
  useDocumentTitle(intl.formatMessage({ id: 'users.title' }));

  return (
    <Box className="users-page">
      <PageHeader
        title={<FormattedMessage id="users.title" />}
        subtitle={<FormattedMessage id="users.subtitle" />}
      />
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
