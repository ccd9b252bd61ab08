import { Box, Flex, Grid } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentMeta } from '../../../ui/use-document-meta';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BusinessHoursCard, ContactInfoCard } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { PageHeader } from '../../../ui/PageHeader';

/** Contact page: a message form beside the team's contact details and hours. */
export function ContactPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'contact.title' }));
  useDocumentMeta({
    description: intl.formatMessage({ id: 'contact.meta.description' }),
  });

  return (
    <Box data-testid="contact-page">
      <PageHeader
        title={<FormattedMessage id="contact.title" />}
        subtitle={<FormattedMessage id="contact.hero.subtitle" />}
        gap="3"
        className="page"
      />
      <Grid
        columns={{ initial: '1', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="5"
        align="start"
      >
        <ContactForm />
        <Flex direction="column" gap="5">
          <ContactInfoCard />
          <BusinessHoursCard />
        </Flex>
      </Grid>
    </Box>
  );
}
