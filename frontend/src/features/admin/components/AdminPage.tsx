import { Box, Flex } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import '../admin.css';
import { AdminStatCards } from './AdminStatCards';
import { AuditLog } from './AuditLog';
import { ContactMessages } from './ContactMessages';
import { ContentTools } from './ContentTools';
import { LiveFeed } from './LiveFeed';
import { QuestionModeration } from './QuestionModeration';
import { ReportQueue } from './ReportQueue';
import { UserManagement } from './UserManagement';
import { PageHeader } from '../../../ui/PageHeader';

/**
 * The admin panel: the site's figures, members, the report queue, the contact
 * form's messages, each locale's questions page by page, demo content and the
 * sitemap, the audit log and a live feed of what happens. Behind `<RequireAdmin>`:
 * guests are sent to the sign-in page and members without admin privileges are
 * turned away before it renders.
 */
export function AdminPage() {
  return (
    <Box className="admin-page" data-testid="admin-page">
      <PageHeader
        title={<FormattedMessage id="admin.title" />}
        subtitle={<FormattedMessage id="admin.subtitle" />}
      />
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
          <div className="admin-area-messages">
            <ContactMessages />
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
    </Box>
  );
}
