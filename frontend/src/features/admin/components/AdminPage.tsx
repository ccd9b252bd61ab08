import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useGuestRedirect } from '../../auth/hooks/use-guest-redirect';
import { AccessDenied } from './AccessDenied';
import { AdminStatCards } from './AdminStatCards';
import { LiveFeed } from './LiveFeed';

/**
 * The admin panel: the site's figures and a live feed of what happens. Guests are
 * sent to the sign-in page; members without admin privileges are turned away.
 */
export function AdminPage() {
  const intl = useIntl();
  const { user } = useGuestRedirect({
    title: 'admin.signInRequired.title',
    description: 'admin.signInRequired.description',
  });
  const denied = user !== null && !user.isAdmin;
  useDocumentTitle(
    intl.formatMessage({
      id: denied ? 'admin.accessDenied.title' : 'admin.title',
    }),
  );

  if (denied) return <AccessDenied />;

  return (
    <Box className="admin-page" data-testid="admin-page">
      <Flex direction="column" gap="2" mb="6">
        <Heading as="h1" size="8">
          <FormattedMessage id="admin.title" />
        </Heading>
        <Text as="p" size="4" color="gray">
          <FormattedMessage id="admin.subtitle" />
        </Text>
      </Flex>
      {user?.isAdmin ? (
        <Flex direction="column" gap="6">
          <AdminStatCards />
          <LiveFeed />
        </Flex>
      ) : (
        // Until the user is known; guests are on their way to the sign-in page.
        <Skeleton height="240px" data-testid="admin-loading" />
      )}
    </Box>
  );
}
