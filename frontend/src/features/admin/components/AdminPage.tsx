import { Box, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useGuestRedirect } from '../../../shared/session/use-guest-redirect';
import '../admin.css';
import { AccessDenied } from './AccessDenied';
import { AdminStatCards } from './AdminStatCards';
import { AuditLog } from './AuditLog';
import { ContentTools } from './ContentTools';
import { LiveFeed } from './LiveFeed';
import { QuestionModeration } from './QuestionModeration';
import { ReportQueue } from './ReportQueue';
import { UserManagement } from './UserManagement';

/**
 * The admin panel: the site's figures, members, the report queue, the latest
 * questions of each locale, demo content and the sitemap, the audit log and a live
 * feed of what happens. Guests are sent to the sign-in page; members without admin
 * privileges are turned away.
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
          <div className="admin-layout">
            <div className="admin-area-users">
              <UserManagement />
            </div>
            <div className="admin-area-reports">
              <ReportQueue />
            </div>
            <div className="admin-area-feed">
              <LiveFeed />
            </div>
            <div className="admin-area-questions">
              <QuestionModeration locale="en" />
              <QuestionModeration locale="fr" />
            </div>
            <div className="admin-area-audit">
              <AuditLog />
            </div>
            <div className="admin-area-tools">
              <ContentTools />
            </div>
          </div>
        </Flex>
      ) : (
        // Until the user is known; guests are on their way to the sign-in page.
        <Skeleton height="240px" data-testid="admin-loading" />
      )}
    </Box>
  );
}
